import { deleteAccount as deleteAccountMutator } from '../../domain/mutators/index.ts';
import type { LocalDb } from '../db.ts';
import { runMutator } from '../mutate.ts';

/**
 * Deletes an account after unlinking the transactions that name it
 * (src/domain/mutators/delete-account.ts), as one action the server applies whole or refuses whole.
 */
export async function deleteAccount(db: LocalDb, accountId: string): Promise<void> {
  await runMutator(db, deleteAccountMutator, { accountId });
}
