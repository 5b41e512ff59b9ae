/** Screen under construction; replaced by the screens work. */
export function SyncScreen() {
  return <h1>Sync</h1>;
}
