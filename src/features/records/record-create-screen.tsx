/** Screen under construction; replaced by the screens work. */
export function RecordCreateScreen() {
  return <h1>Create Record</h1>;
}
