import {
  deleteRecord as deleteRecordMutator,
  type EstateLinks,
  type LinkedEntity,
  type MutatorRecord,
  unlinkPlan,
} from '../../domain/mutators/index.ts';
import type { LocalDb } from '../db.ts';
import { runMutator } from '../mutate.ts';

export type { LinkedEntity } from '../../domain/mutators/index.ts';

/** What would lose its link to a record if it were deleted, counted for the confirmation. */
export type LinkCounts = { transactions: number; liabilities: number; courtAccounts: number; assets: number };

/** How many of the estate's records name this one, for the words of the confirmation. */
export async function linksTo(db: LocalDb, entity: LinkedEntity, id: string): Promise<LinkCounts> {
  const counts: LinkCounts = { transactions: 0, liabilities: 0, courtAccounts: 0, assets: 0 };
  const record = (await db.table_(entity).get(id)) as { estate?: string } | undefined;
  if (!record?.estate) return counts;
  const of = async (table: 'assets' | 'transactions' | 'liabilities' | 'courtAccounts') =>
    (await db
      .table_(table)
      .where('estate')
      .equals(record.estate as string)
      .toArray()) as MutatorRecord[];
  const links: EstateLinks = {
    assets: await of('assets'),
    transactions: await of('transactions'),
    liabilities: await of('liabilities'),
    courtAccounts: await of('courtAccounts'),
  };
  for (const u of unlinkPlan(entity, id, links)) counts[u.entity] += 1;
  return counts;
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
