/** Screen under construction; replaced by the screens work. */
export function FileCreateScreen() {
  return <h1>Create File</h1>;
}
