/** Screen under construction; replaced by the screens work. */
export function LoginScreen() {
  return <h1>Sign in to your account</h1>;
}
