/** Screen under construction; replaced by the screens work. */
export function EstateDetailScreen() {
  return <h1>Estate</h1>;
}
