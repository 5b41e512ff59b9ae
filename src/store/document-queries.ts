import type { DocumentRecord } from '../domain/schemas/index.ts';
import type { LocalDb } from './db.ts';
import { lackingContent } from './lacking-content.ts';

/**
 * The firm's reads of documents' contents on this device (docs/behaviour.md#documents), apart
 * from `queries` so that the portal, which never shows them, leaves them out of its first load.
 */
export function createDocumentQueries(db: LocalDb) {
  return {
    /** Which of these documents' contents this device holds. */
    onDevice: async (ids: readonly string[]): Promise<string[]> =>
      (await db.blobs.bulkGet([...ids])).flatMap((row) => (row ? [row.documentId] : [])),
    /** The estate's documents with content on the server that this device has not kept yet. */
    toKeep: async (estateId: string): Promise<DocumentRecord[]> =>
      lackingContent(db, await db.documents.where('estate').equals(estateId).toArray()),
  };
}
