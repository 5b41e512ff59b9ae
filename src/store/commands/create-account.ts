import { uuidv7 } from '../../domain/ids.ts';
import { createEstateWithAccount as createEstateWithAccountMutator } from '../../domain/mutators/index.ts';
import { type AccountDraft, draftToRecords } from '../../domain/rules/account-draft.ts';
import type { LocalDb } from '../db.ts';
import { runMutator } from '../mutate.ts';
import type { LocalRecord } from '../types.ts';

/**
 * Create New Account (docs/behaviour.md#accounts): the estate and its first account as ONE action
 * (src/domain/mutators/create-estate-with-account.ts), one local transaction and one outbox row, so
 * neither a closed tab nor a refusal by the server leaves an estate without the account the user
 * was creating.
 */
export async function createEstateWithAccount(
  db: LocalDb,
  draft: AccountDraft,
  options: { fileId?: string | null } = {},
): Promise<{ estate: LocalRecord; account: LocalRecord }> {
  const estateId = uuidv7();
  const accountId = uuidv7();
  const { estate, account } = draftToRecords(draft, { estateId, fileId: options.fileId ?? null });
  await runMutator(db, createEstateWithAccountMutator, { estateId, estate, accountId, account });
  const [savedEstate, savedAccount] = await Promise.all([
    db.estates.get(estateId),
    db.accounts.get(accountId),
  ]);
  return { estate: savedEstate as LocalRecord, account: savedAccount as LocalRecord };
}
