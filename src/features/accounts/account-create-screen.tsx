/** Screen under construction; replaced by the screens work. */
export function AccountCreateScreen() {
  return <h1>Create New Account</h1>;
}
