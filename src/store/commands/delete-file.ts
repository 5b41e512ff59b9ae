import { deleteFile as deleteFileMutator } from '../../domain/mutators/index.ts';
import type { LocalDb } from '../db.ts';
import { runMutator } from '../mutate.ts';
import { checkPermission } from '../repos.ts';

/**
 * Deletes a file by its delete rules (src/domain/mutators/delete-file.ts) in one local transaction
 * and one outbox row: refused, naming them, while it has estates; its own documents go with it.
 */
export async function deleteFile(db: LocalDb, fileId: string): Promise<void> {
  await checkPermission(db, { entity: 'files', op: 'delete' }, fileId);
  await runMutator(db, deleteFileMutator, { fileId });
}
