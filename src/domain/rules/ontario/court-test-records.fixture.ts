import type { AccountsAsset, AccountsTransaction } from './accounts-input.ts';

/** Records for the court accounts' unit tests: an estate, its first period, and record builders. */
export const TEST_ESTATE = {
  _id: 'e',
  estateName: 'Estate of X',
  deceased: { name: 'X', dateOfDeath: '2024-01-10' },
};
export const TEST_PERIOD = { from: '2024-01-10', to: '2024-12-31' };

/** A transaction through the one account, capital unless said. */
export const testTransaction = (
  over: Partial<AccountsTransaction> & Pick<AccountsTransaction, '_id' | 'kind' | 'amount'>,
): AccountsTransaction => ({
  type: 'other',
  date: '2024-02-01',
  ledger: 'capital',
  toAccount: 'a1',
  fromAccount: 'a1',
  ...over,
});

/** An asset held at death, valued at death unless said. */
export const testAsset = (over: Partial<AccountsAsset> & { _id: string }): AccountsAsset => ({
  name: over._id,
  assetClass: 'other',
  fmvDoD: 0,
  valuationDate: '2024-01-10',
  status: 'active',
  ...over,
});
