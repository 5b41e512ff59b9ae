/** Screen under construction; replaced by the screens work. */
export function EstateCreateScreen() {
  return <h1>Create Estate</h1>;
}
