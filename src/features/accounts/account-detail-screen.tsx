/** Screen under construction; replaced by the screens work. */
export function AccountDetailScreen() {
  return <h1>Account</h1>;
}
