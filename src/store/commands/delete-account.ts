import type { LocalDb } from '../db.ts';
import type { Repos } from '../repos.ts';

/**
 * Deletes an account in one local transaction, first unlinking the transactions that name it
 * (their amounts stay in the ledger), so no transaction points at an account that is gone.
 */
export async function deleteAccount(
  db: LocalDb,
  repos: Pick<Repos, 'accounts' | 'transactions'>,
  accountId: string,
): Promise<void> {
  await db.transaction('rw', [db.accounts, db.transactions, db.outbox, db.meta, db.session], async () => {
    const account = await db.accounts.get(accountId);
    if (!account) return;
    const linked = (await db.transactions.where('estate').equals(String(account.estate)).toArray()).filter(
      (t) => t.fromAccount === accountId || t.toAccount === accountId,
    );
    for (const t of linked) {
      await repos.transactions.update(t._id, {
        ...(t.fromAccount === accountId ? { fromAccount: null } : {}),
        ...(t.toAccount === accountId ? { toAccount: null } : {}),
      });
    }
    await repos.accounts.remove(accountId);
  });
}
