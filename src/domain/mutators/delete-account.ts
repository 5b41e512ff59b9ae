import * as v from 'valibot';
import { defineMutator } from './types.ts';

/**
 * Deletes an account, first unlinking the transactions that name it (their amounts stay in the
 * ledger), so no transaction points at an account that is gone.
 */
export const deleteAccount = defineMutator({
  name: 'deleteAccount',
  title: 'Deletion of an account',
  args: v.strictObject({ accountId: v.pipe(v.string(), v.uuid()) }),
  async run(tx, { accountId }) {
    const account = await tx.get('accounts', accountId);
    if (!account) return;
    for (const t of await tx.where('transactions', 'estate', String(account.estate))) {
      const unlink = {
        ...(t.fromAccount === accountId ? { fromAccount: null } : {}),
        ...(t.toAccount === accountId ? { toAccount: null } : {}),
      };
      if (Object.keys(unlink).length) await tx.put('transactions', t._id, unlink);
    }
    await tx.delete('accounts', accountId);
  },
});
