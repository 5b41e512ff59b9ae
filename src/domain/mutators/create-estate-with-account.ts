import * as v from 'valibot';
import { defineMutator } from './types.ts';

const Id = v.pipe(v.string(), v.uuid());
const Fields = v.record(v.string(), v.unknown());

/** Create New Account (docs/behaviour.md#accounts): the estate and its first account, or neither. */
export const createEstateWithAccount = defineMutator({
  name: 'createEstateWithAccount',
  title: 'New estate with its first account',
  args: v.strictObject({ estateId: Id, estate: Fields, accountId: Id, account: Fields }),
  async run(tx, { estateId, estate, accountId, account }) {
    await tx.put('estates', estateId, estate);
    await tx.put('accounts', accountId, account);
  },
});
