import type { DocumentRecord } from '../domain/schemas/index.ts';
import type { LocalDb } from './db.ts';

/** Of these documents, those with a file on the server whose content this device has not kept. */
export async function lackingContent(
  db: LocalDb,
  docs: readonly DocumentRecord[],
): Promise<DocumentRecord[]> {
  const withFiles = docs.filter((d) => d.hasContent);
  const have = await db.blobs.bulkGet(withFiles.map((d) => d._id));
  return withFiles.filter((_, i) => !have[i]);
}
