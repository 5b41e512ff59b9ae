/** A file's bytes, read in chunks so a large statement shows its progress. */
export async function readBytes(
  file: Blob,
  onProgress: (done: number, total: number) => void,
): Promise<Uint8Array> {
  const total = file.size;
  const out = new Uint8Array(total);
  const reader = file.stream().getReader();
  let done = 0;
  for (;;) {
    const chunk = await reader.read();
    if (chunk.done) break;
    out.set(chunk.value.subarray(0, Math.max(0, total - done)), done);
    done += chunk.value.length;
    onProgress(Math.min(done, total), total);
  }
  return out.subarray(0, Math.min(done, total));
}
