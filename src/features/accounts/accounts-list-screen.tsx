/** Screen under construction; replaced by the screens work. */
export function AccountsListScreen() {
  return <h1>Accounts</h1>;
}
