import { uuidv7 } from '../../domain/ids.ts';
import { type AccountDraft, draftToRecords } from '../../domain/rules/account-draft.ts';
import type { LocalDb } from '../db.ts';
import type { Repos } from '../repos.ts';
import type { LocalRecord } from '../types.ts';

/**
 * Create New Account (docs/behaviour.md#accounts): the estate and its first account in ONE local transaction, so
 * a crash or a closed tab never leaves an estate without the account the user was creating.
 * The repos' own transactions nest inside this one; the session table is included because a
 * repo reads the organization from it.
 */
export async function createEstateWithAccount(
  db: LocalDb,
  repos: Pick<Repos, 'estates' | 'accounts'>,
  draft: AccountDraft,
  options: { fileId?: string | null } = {},
): Promise<{ estate: LocalRecord; account: LocalRecord }> {
  const estateId = uuidv7();
  const { estate, account } = draftToRecords(draft, { estateId, fileId: options.fileId ?? null });
  return db.transaction('rw', [db.estates, db.accounts, db.outbox, db.meta, db.session], async () => {
    const savedEstate = await repos.estates.create(estate, estateId);
    const savedAccount = await repos.accounts.create(account);
    return { estate: savedEstate, account: savedAccount };
  });
}
