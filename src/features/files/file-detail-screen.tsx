/** Screen under construction; replaced by the screens work. */
export function FileDetailScreen() {
  return <h1>File</h1>;
}
