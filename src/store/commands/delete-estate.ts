import { deleteEstate as deleteEstateMutator } from '../../domain/mutators/index.ts';
import type { LocalDb } from '../db.ts';
import { runMutator } from '../mutate.ts';
import { checkPermission } from '../repos.ts';

/**
 * Deletes the estate and its records (src/domain/mutators/delete-estate.ts) in one local
 * transaction and ONE outbox row, so the server deletes all of it or none of it.
 */
export async function deleteEstate(db: LocalDb, estateId: string): Promise<void> {
  // Refused as the estate's delete (not its first child's) when the role may not delete estates.
  await checkPermission(db, { entity: 'estates', op: 'delete' }, estateId);
  await runMutator(db, deleteEstateMutator, { estateId });
}
