/** Screen under construction; replaced by the screens work. */
export function FilesListScreen() {
  return <h1>Files</h1>;
}
