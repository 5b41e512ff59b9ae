import { uuidv7 } from '../../domain/ids.ts';
import type { DocumentBody, DocumentRecord, EntityRecord } from '../../domain/schemas/index.ts';
import type { LocalDb } from '../db.ts';
import type { Repos } from '../repos.ts';

export type Store = { db: LocalDb; repos: Repos };
export type RecordEntity = 'assets' | 'parties' | 'transactions' | 'documents' | 'accounts';

/** A document to create with its content; the content waits in the blob queue for the sync engine. */
export type NewDocument = { id: string; body: DocumentBody; file: Blob & { name: string } };
/** With its content's bytes read, as the blob queue keeps them (src/store/blob-bytes.ts). */
type ReadDocument = NewDocument & { bytes: ArrayBuffer };

/** Reads the contents before the transaction: an await on anything but IndexedDB inside one ends it. */
const readContents = (documents: readonly NewDocument[]): Promise<ReadDocument[]> =>
  Promise.all(documents.map(async (d) => ({ ...d, bytes: await d.file.arrayBuffer() })));

export const newDocument = (body: DocumentBody, file: Blob & { name: string }): NewDocument => ({
  id: uuidv7(),
  body,
  file,
});

async function putDocuments(
  { db, repos }: Store,
  documents: readonly ReadDocument[],
): Promise<DocumentRecord[]> {
  const saved: DocumentRecord[] = [];
  for (const doc of documents) {
    saved.push(await repos.documents.create(doc.body, doc.id));
    await db.blobs.put({
      documentId: doc.id,
      blob: doc.file,
      bytes: doc.bytes,
      fileName: doc.file.name,
      mimeType: doc.file.type || 'application/octet-stream',
      size: doc.file.size,
      state: 'pending',
    });
  }
  return saved;
}

const tablesFor = (db: LocalDb, entity: RecordEntity) => [
  db.table_(entity),
  db.documents,
  db.blobs,
  db.outbox,
  db.meta,
  db.session,
];

/**
 * Saves a record with the documents it links to, in ONE local transaction: if the record is
 * refused (ValidationError) no orphan document or file is left behind. Documents are written
 * first so their outbox rows reach the server before the record that points at them. The
 * contents go to the blob queue as 'pending'; the sync engine uploads them once each document
 * is on the server, so this works offline. The repos' transactions nest inside this one.
 */
export async function saveWithDocuments<E extends RecordEntity>(
  store: Store,
  record: { entity: E; body: Record<string, unknown>; id?: string },
  documents: readonly NewDocument[] = [],
): Promise<EntityRecord<E>> {
  const contents = await readContents(documents);
  return store.db.transaction('rw', tablesFor(store.db, record.entity), async () => {
    await putDocuments(store, contents);
    const repo = store.repos[record.entity] as unknown as Store['repos'][E];
    return (await repo.create(record.body, record.id)) as EntityRecord<E>;
  });
}

/** A document that is itself the record (Legal and Court Details), with its content queued. */
export async function saveDocument(store: Store, document: NewDocument): Promise<DocumentRecord> {
  const contents = await readContents([document]);
  return store.db.transaction('rw', tablesFor(store.db, 'documents'), async () => {
    const [saved] = await putDocuments(store, contents);
    return saved!;
  });
}

/**
 * Changes a record and creates the new documents it now links to, in ONE local transaction, as
 * saveWithDocuments does for a new record (an asset edited with a new attachment).
 */
export async function updateWithDocuments<E extends RecordEntity>(
  store: Store,
  record: { entity: E; id: string; changes: Record<string, unknown> },
  documents: readonly NewDocument[] = [],
): Promise<EntityRecord<E>> {
  const contents = await readContents(documents);
  return store.db.transaction('rw', tablesFor(store.db, record.entity), async () => {
    await putDocuments(store, contents);
    const repo = store.repos[record.entity] as unknown as Store['repos'][E];
    return (await repo.update(record.id, record.changes)) as EntityRecord<E>;
  });
}
