/** Screen under construction; replaced by the screens work. */
export function ProfileScreen() {
  return <h1>Account Settings</h1>;
}
