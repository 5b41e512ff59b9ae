import { describe, expect, it } from 'vitest';
import type { AccountsAsset, AccountsTransaction, EstateAccountsInput } from './accounts-input.ts';
import { estateAccounts } from './estate-accounts.ts';

const estate = { _id: 'e', estateName: 'Estate of X', deceased: { name: 'X', dateOfDeath: '2024-01-10' } };
const period = { from: '2024-01-10', to: '2024-12-31' };
const accounts = [
  { _id: 'a1', name: 'Chequing' },
  { _id: 'a2', name: 'Savings' },
];
const asset = (over: Partial<AccountsAsset> & { _id: string }): AccountsAsset => ({
  name: over._id,
  assetClass: 'other',
  fmvDoD: 0,
  valuationDate: '2024-01-10',
  status: 'active',
  ...over,
});
const t = (
  over: Partial<AccountsTransaction> & Pick<AccountsTransaction, '_id' | 'kind' | 'amount'>,
): AccountsTransaction => ({
  type: 'other',
  date: '2024-02-01',
  ledger: 'capital',
  ...over,
});
const input = (over: Partial<EstateAccountsInput>): EstateAccountsInput => ({
  estate,
  assets: [],
  accounts,
  transactions: [],
  parties: [],
  period,
  ...over,
});

describe('estateAccounts', () => {
  it('treats transfers between own accounts as neither receipts nor disbursements', () => {
    const a = estateAccounts(
      input({
        transactions: [
          t({ _id: 'r', kind: 'receipt', amount: 10_000, toAccount: 'a1' }),
          t({ _id: 'x', kind: 'transfer', amount: 4_000, fromAccount: 'a1', toAccount: 'a2' }),
        ],
      }),
    );
    expect(a.capitalReceipts.total).toBe(10_000);
    expect(a.capitalDisbursements.total).toBe(0);
    expect(a.moneyOnHand.accounts.map((r) => r.amount)).toEqual([6_000, 4_000]);
    expect(a.summary.isBalanced).toBe(true);
  });

  it('treats a one-sided transfer as a receipt or disbursement, and ignores one with no estate account', () => {
    const a = estateAccounts(
      input({
        transactions: [
          t({ _id: 'in', kind: 'transfer', type: 'wire', amount: 5_000, toAccount: 'a1' }),
          t({
            _id: 'out',
            kind: 'transfer',
            type: 'eft',
            amount: 2_000,
            fromAccount: 'a1',
            toAccount: 'elsewhere',
          }),
          t({ _id: 'none', kind: 'transfer', amount: 9_999 }),
        ],
      }),
    );
    expect(a.capitalReceipts.total).toBe(5_000);
    expect(a.capitalDisbursements.total).toBe(2_000);
    expect(a.moneyOnHand.accountsTotal).toBe(3_000);
    expect(a.notes.join(' ')).toMatch(/2 transfer\(s\) with only one side.*1 transfer\(s\) touching none/);
  });

  it('keeps receipts without an account as cash not assigned to an account', () => {
    const a = estateAccounts(input({ transactions: [t({ _id: 'r', kind: 'receipt', amount: 700 })] }));
    expect(a.moneyOnHand.accounts.at(-1)).toEqual({
      accountId: null,
      name: 'Not assigned to an account',
      amount: 700,
    });
  });

  it('flags, never forces, an imbalance when a sale has no matching receipt', () => {
    const a = estateAccounts(
      input({
        assets: [
          asset({
            _id: 'car',
            fmvDoD: 1_000_000,
            status: 'disposed',
            dispositionDate: '2024-03-01',
            proceeds: 900_000,
          }),
        ],
      }),
    );
    expect(a.originalAssets.rows[0]?.crossReference).toBe(
      'Realised on 2024-03-01 for $9,000.00; proceeds not found among the capital receipts',
    );
    // computed: 10,000 − 1,000 loss = 9,000; on hand: 0 cash, nothing unrealised → difference −9,000
    expect(a.summary.computedClosing).toBe(900_000);
    expect(a.summary.closingBalance).toBe(0);
    expect(a.summary.difference).toBe(-900_000);
    expect(a.summary.isBalanced).toBe(false);
    expect(a.notes.join(' ')).toMatch(/do not balance/);
  });

  it('matches proceeds by amount within the window, closest date first, and balances', () => {
    const a = estateAccounts(
      input({
        assets: [
          asset({
            _id: 'car',
            fmvDoD: 1_000_000,
            status: 'disposed',
            dispositionDate: '2024-03-01',
            proceeds: 900_000,
          }),
        ],
        transactions: [
          t({ _id: 'far', kind: 'receipt', amount: 900_000, date: '2024-07-01', toAccount: 'a1' }),
          t({ _id: 'near', kind: 'receipt', amount: 900_000, date: '2024-03-04', toAccount: 'a1' }),
        ],
      }),
    );
    expect(a.originalAssets.rows[0]?.receiptId).toBe('near');
    // 10,000 + 18,000 receipts − 9,000 proceeds − 1,000 loss = 18,000 = cash 18,000
    expect(a.summary.closingBalance).toBe(1_800_000);
    expect(a.summary.isBalanced).toBe(true);
  });

  it('carries an investment bought after death at cost through the investment account', () => {
    const a = estateAccounts(
      input({
        assets: [
          asset({
            _id: 'gic',
            assetClass: 'security_investment',
            fmvDoD: 500_000,
            acb: 500_000,
            valuationDate: '2024-05-01',
          }),
          asset({
            _id: 'etf',
            assetClass: 'security_investment',
            fmvDoD: 200_000,
            valuationDate: '2024-01-10',
            status: 'disposed',
            dispositionDate: '2024-06-01',
            proceeds: 250_000,
          }),
        ],
        transactions: [
          t({ _id: 'buy', kind: 'disbursement', amount: 500_000, date: '2024-05-01', fromAccount: 'a1' }),
          t({ _id: 'sell', kind: 'receipt', amount: 250_000, date: '2024-06-03', toAccount: 'a1' }),
          t({ _id: 'cash', kind: 'receipt', amount: 1_000_000, date: '2024-02-01', toAccount: 'a1' }),
        ],
      }),
    );
    expect(a.originalAssets.rows.map((r) => r.assetId)).toEqual(['etf']);
    expect(a.investmentAccount.purchases).toMatchObject([
      { assetId: 'gic', date: '2024-05-01', amount: 500_000 },
    ]);
    expect(a.investmentAccount.realisations).toMatchObject([
      { assetId: 'etf', amount: 250_000, gainLoss: 50_000 },
    ]);
    expect(a.moneyOnHand.investmentsTotal).toBe(500_000);
    // 2,000 + 12,500 receipts − 2,500 proceeds − 5,000 disbursed + 500 gain + 5,000 bought = 12,500
    // on hand: cash 10,000 + 2,500 − 5,000 = 7,500, plus the GIC at cost 5,000 = 12,500
    expect(a.summary.computedClosing).toBe(1_250_000);
    expect(a.summary.isBalanced).toBe(true);
  });

  it('brings forward what happened before a later period', () => {
    const a = estateAccounts(
      input({
        period: { from: '2025-01-01', to: '2025-12-31' },
        assets: [asset({ _id: 'art', fmvDoD: 300_000 })],
        transactions: [
          t({ _id: 'old', kind: 'receipt', amount: 100_000, date: '2024-06-01', toAccount: 'a1' }),
          t({ _id: 'new', kind: 'disbursement', amount: 40_000, date: '2025-02-01', fromAccount: 'a1' }),
        ],
      }),
    );
    expect(a.summary.broughtForward).toBe(100_000);
    expect(a.summary.openingBalance).toBe(400_000);
    expect(a.moneyOnHand.openingCash).toBe(100_000);
    expect(a.capitalReceipts.rows).toEqual([]);
    expect(a.summary.closingBalance).toBe(360_000);
    expect(a.summary.isBalanced).toBe(true);
  });

  it('leaves out deleted records and other estates', () => {
    const a = estateAccounts(
      input({
        assets: [
          asset({ _id: 'gone', fmvDoD: 5, deletedAt: '2024-05-05T00:00:00Z' }),
          asset({ _id: 'other', estate: 'zz', fmvDoD: 7 }),
        ],
        transactions: [t({ _id: 'gone', kind: 'receipt', amount: 5, deletedAt: '2024-05-05T00:00:00Z' })],
      }),
    );
    expect(a.originalAssets.rows).toEqual([]);
    expect(a.capitalReceipts.rows).toEqual([]);
  });

  it('applies compensation overrides and an average gross value, and lists advances', () => {
    const a = estateAccounts(
      input({
        transactions: [
          t({ _id: 'r', kind: 'receipt', amount: 1_000_000, toAccount: 'a1' }),
          t({ _id: 'adv', kind: 'disbursement', amount: 100_000, fromAccount: 'a1', payee: ' ann  lee ' }),
        ],
        parties: [{ _id: 'p', role: 'beneficiary', name: 'Ann Lee', shareOfEstate: 10000 }],
      }),
      { compensationOverrides: { 'capital-receipts': 0, 'capital-disbursements': 0 }, averageGrossValue: 0 },
    );
    expect(a.compensation.claimedTotal).toBe(0);
    expect(a.distribution.rows[0]).toMatchObject({ advances: 100_000, amount: 900_000 });
  });

  it('refuses a period that ends before it starts', () => {
    expect(() => estateAccounts(input({ period: { from: '2024-02-01', to: '2024-01-01' } }))).toThrow(
      RangeError,
    );
  });
});

describe('estateAccounts hints', () => {
  it('points out an unrealised asset whose value was received as a capital receipt', () => {
    const a = estateAccounts(
      input({
        assets: [asset({ _id: 'policy', name: 'Life policy', assetClass: 'receivable', fmvDoD: 15_000_000 })],
        transactions: [
          t({ _id: 'ins', kind: 'receipt', amount: 15_000_000, date: '2024-04-01', toAccount: 'a1' }),
        ],
      }),
    );
    expect(a.notes.join(' ')).toMatch(
      /Life policy is still shown as unrealised.*\$150,000\.00 on 2024-04-01/,
    );
  });
});
