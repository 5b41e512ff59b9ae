/** Screen under construction; replaced by the screens work. */
export function LandingScreen() {
  return <h1>Estate Administration</h1>;
}
