import { previewDelete } from '../../domain/mutators/delete-by-rules.ts';
import { deleteRecord as deleteRecordMutator, type LinkedEntity } from '../../domain/mutators/index.ts';
import type { LocalDb } from '../db.ts';
import { localReader, runMutator } from '../mutate.ts';

export type { LinkedEntity } from '../../domain/mutators/index.ts';

/** What would lose its link to a record if it were deleted, counted for the confirmation. */
export type LinkCounts = { transactions: number; liabilities: number; courtAccounts: number; assets: number };

/**
 * How many of the estate's records name this one, for the words of the confirmation: the delete's
 * own rules run on a reader that writes nothing (previewDelete), so the words say what it does.
 */
export async function linksTo(db: LocalDb, entity: LinkedEntity, id: string): Promise<LinkCounts> {
  const { unlinked } = await previewDelete(localReader(db), entity, id);
  return {
    transactions: unlinked.transactions ?? 0,
    liabilities: unlinked.liabilities ?? 0,
    courtAccounts: unlinked.courtAccounts ?? 0,
    assets: unlinked.assets ?? 0,
  };
}

/**
 * Deletes an asset, party or transaction with the unlinking of the records that name it, as one
 * named action (src/domain/mutators/delete-record.ts): applied here and queued as one outbox row in
 * one local transaction, applied whole or refused whole by the server. A role that may not make
 * one of those changes (Staff and the compensation claim) is refused before anything is written.
 */
export async function deleteRecord(db: LocalDb, entity: LinkedEntity, id: string): Promise<void> {
  await runMutator(db, deleteRecordMutator, { entity, id });
}

/**
 * Deletes a document by the same action, and then its content kept on this device: a content
 * still waiting for upload has no document left to go to.
 */
export async function deleteDocument(db: LocalDb, id: string): Promise<void> {
  await runMutator(db, deleteRecordMutator, { entity: 'documents', id });
  await db.blobs.delete(id);
}
