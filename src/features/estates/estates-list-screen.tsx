/** Screen under construction; replaced by the screens work. */
export function EstatesListScreen() {
  return <h1>Estates</h1>;
}
