import { withBytes } from '../blob-bytes.ts';
import type { LocalDb } from '../db.ts';

/** A document's content as fetched from the server, to keep for reading offline. */
export interface FetchedContent {
  documentId: string;
  blob: Blob;
  fileName: string;
  mimeType: string;
}

/**
 * Keeps a fetched document's content in the blob cache ('cached'), so it opens offline
 * (docs/behaviour.md#portal). A content still waiting for upload from this device is the newer
 * one and is never replaced. A sign-out clears cached contents with the rest of the firm's data.
 */
export async function keepDocumentContent(db: LocalDb, content: FetchedContent): Promise<void> {
  const row = await withBytes({
    documentId: content.documentId,
    blob: content.blob,
    fileName: content.fileName,
    mimeType: content.mimeType || 'application/octet-stream',
    size: content.blob.size,
    state: 'cached' as const,
  });
  await db.transaction('rw', db.blobs, async () => {
    const current = await db.blobs.get(content.documentId);
    if (current?.state === 'pending') return;
    await db.blobs.put(row);
  });
}
