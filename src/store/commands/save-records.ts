import { uuidv7 } from '../../domain/ids.ts';
import {
  createOne,
  replaceDocument as replaceDocumentMutator,
  type SAVED_WITH_DOCUMENTS,
  saveDocuments as saveDocumentsMutator,
  saveWithDocuments as saveWithDocumentsMutator,
} from '../../domain/mutators/index.ts';
import { singularOf } from '../../domain/registry.ts';
import { sameValue } from '../../domain/rules/same-value.ts';
import type { DocumentBody, DocumentRecord, EntityRecord } from '../../domain/schemas/index.ts';
import type { LocalDb } from '../db.ts';
import { runMutator } from '../mutate.ts';
import type { Repos } from '../repos.ts';

export type Store = { db: LocalDb; repos: Repos };
export type RecordEntity = (typeof SAVED_WITH_DOCUMENTS)[number];

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

/** Queues the documents' contents, inside the caller's transaction. */
const queueContents = (db: LocalDb, documents: readonly ReadDocument[]) => async () => {
  for (const doc of documents)
    await db.blobs.put({
      documentId: doc.id,
      blob: doc.file,
      bytes: doc.bytes,
      fileName: doc.file.name,
      mimeType: doc.file.type || 'application/octet-stream',
      size: doc.file.size,
      state: 'pending',
    });
};

const documentArgs = (documents: readonly NewDocument[]) =>
  documents.map((d) => ({ id: d.id, fields: d.body as Record<string, unknown> }));

/**
 * Saves a record with the documents it links to as ONE action (src/domain/mutators/save-with-documents.ts):
 * one local transaction and one outbox row, so the server keeps the record and its documents
 * together or refuses them together, and no orphan document or file is left behind. The contents
 * go to the blob queue as 'pending'; the sync engine uploads them once each document is on the
 * server, so this works offline.
 */
export async function saveWithDocuments<E extends RecordEntity>(
  store: Store,
  record: { entity: E; body: Record<string, unknown>; id?: string },
  documents: readonly NewDocument[] = [],
): Promise<EntityRecord<E>> {
  const repo = store.repos[record.entity] as unknown as Store['repos'][E];
  // A record saved alone is a change of one record, as any single edit.
  if (!documents.length) return (await repo.create(record.body, record.id)) as EntityRecord<E>;
  const id = record.id ?? uuidv7();
  if (await store.db.table_(record.entity).get(id)) throw new Error(`${record.entity} ${id} already exists`);
  const args = { entity: record.entity, id, fields: record.body, documents: documentArgs(documents) };
  const contents = await readContents(documents);
  await runMutator(store.db, saveWithDocumentsMutator, args, queueContents(store.db, contents));
  return (await store.db.table_(record.entity).get(id)) as unknown as EntityRecord<E>;
}

/** A document that is itself the record (Legal and Court Details), with its content queued. */
export async function saveDocument(store: Store, document: NewDocument): Promise<DocumentRecord> {
  const contents = await readContents([document]);
  const fields = document.body as Record<string, unknown>;
  const args = { entity: 'documents', id: document.id, fields } as const;
  await runMutator(store.db, createOne, args, queueContents(store.db, contents));
  return (await store.db.documents.get(document.id)) as unknown as DocumentRecord;
}

/** What a new version keeps of the document it replaces, beside its title and type: all but its file and date. */
const KEPT_BY_A_NEW_VERSION = ['estate', 'file', 'keyDates', 'courtDetails', 'shared'] as const;

/**
 * A new version of a document, with its content queued, the earlier one kept under it
 * (src/domain/mutators/replace-document.ts). It keeps the earlier one's title, type, estate or file
 * and sharing; its file, and its date (today, `date`), are its own.
 */
export async function replaceDocument(
  store: Store,
  earlierId: string,
  file: Blob & { name: string },
  date: string,
): Promise<DocumentRecord> {
  const earlier = (await store.db.documents.get(earlierId)) as unknown as DocumentRecord | undefined;
  if (!earlier) throw new Error('This document is no longer on this device.');
  const kept = Object.fromEntries(
    KEPT_BY_A_NEW_VERSION.flatMap((k) => (earlier[k] === undefined ? [] : [[k, earlier[k]]])),
  );
  const document = newDocument(
    {
      ...kept,
      title: earlier.title,
      type: earlier.type,
      fileName: file.name,
      mimeType: file.type || 'application/octet-stream',
      size: file.size,
      date,
    },
    file,
  );
  const contents = await readContents([document]);
  await runMutator(
    store.db,
    replaceDocumentMutator,
    { replaces: earlier._id, id: document.id, fields: document.body as Record<string, unknown> },
    queueContents(store.db, contents),
  );
  return (await store.db.documents.get(document.id)) as unknown as DocumentRecord;
}

/**
 * Documents made together (the court documents of one press), with their contents queued: one
 * action, kept or refused together (src/domain/mutators/save-documents.ts).
 */
export async function saveDocuments(
  store: Store,
  documents: readonly NewDocument[],
): Promise<DocumentRecord[]> {
  const contents = await readContents(documents);
  await runMutator(
    store.db,
    saveDocumentsMutator,
    { documents: documentArgs(documents) },
    queueContents(store.db, contents),
  );
  const saved = await store.db.documents.bulkGet(documents.map((d) => d.id));
  return saved as unknown as DocumentRecord[];
}

/**
 * Changes a record and creates the new documents it now links to, as one action, as
 * saveWithDocuments does for a new record (an asset edited with a new attachment). Only the fields
 * that differ from the record go: a field the form merely shows again is no edit, and must not lose
 * to a colleague's change of it (docs/architecture.md#conflicts).
 */
export async function updateWithDocuments<E extends RecordEntity>(
  store: Store,
  record: { entity: E; id: string; changes: Record<string, unknown> },
  documents: readonly NewDocument[] = [],
): Promise<EntityRecord<E>> {
  if (!documents.length) {
    const repo = store.repos[record.entity] as unknown as Store['repos'][E];
    return (await repo.update(record.id, record.changes)) as EntityRecord<E>;
  }
  const current = await store.db.table_(record.entity).get(record.id);
  if (!current) throw new Error(`This ${singularOf(record.entity)} no longer exists on this device`);
  const fields = Object.fromEntries(
    Object.entries(record.changes).filter(([k, value]) => !sameValue(current[k], value)),
  );
  const args = { entity: record.entity, id: record.id, fields, documents: documentArgs(documents) };
  const contents = await readContents(documents);
  await runMutator(store.db, saveWithDocumentsMutator, args, queueContents(store.db, contents));
  return (await store.db.table_(record.entity).get(record.id)) as unknown as EntityRecord<E>;
}
