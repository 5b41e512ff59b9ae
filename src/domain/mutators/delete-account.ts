import * as v from 'valibot';
import { deleteByRules } from './delete-by-rules.ts';
import { defineMutator } from './types.ts';

/**
 * Deletes an account, first unlinking the transactions that name it (their amounts stay in the
 * ledger), by the accounts' delete rules (src/domain/delete-rules.ts).
 */
export const deleteAccount = defineMutator({
  name: 'deleteAccount',
  title: 'Deletion of an account',
  args: v.strictObject({ accountId: v.pipe(v.string(), v.uuid()) }),
  deletes: { entities: ['accounts'], args: (_entity, id) => ({ accountId: id }) },
  run: (tx, { accountId }) => deleteByRules(tx, 'accounts', accountId),
});
