import { describe, expect, it } from 'vitest';
import { courtAccounts } from '../../domain/rules/ontario/index.ts';
import { formatShare, newestFirst } from '../../ui/record-display.ts';
import { estateCashOnHand, estateTotals } from './estate-totals.ts';

describe('estate totals', () => {
  it('sums assets, receipts and disbursements; transfers are neither', () => {
    expect(
      estateTotals(
        [{ fmvDoD: 100 }, { fmvDoD: 250 }, {}],
        [
          { kind: 'receipt', amount: 1000 },
          { kind: 'receipt', amount: 1 },
          { kind: 'disbursement', amount: 300 },
          { kind: 'transfer', amount: 5000 },
        ],
      ),
    ).toEqual({ assetsAtDeath: 350, receipts: 1001, disbursements: 300 });
  });
  it('shows basis points as a percentage', () => {
    expect(formatShare(4000)).toBe('40%');
    expect(formatShare(3333)).toBe('33.33%');
    expect(formatShare(1250)).toBe('12.5%');
    expect(formatShare(5)).toBe('0.05%');
    expect(formatShare(undefined)).toBe('');
  });
  it('orders newest first, ties by id', () => {
    const rows = [
      { _id: 'a', date: '2025-01-01' },
      { _id: 'c', date: '2025-03-01' },
      { _id: 'b', date: '2025-03-01' },
    ];
    expect(newestFirst(rows, 'date').map((r) => r._id)).toEqual(['c', 'b', 'a']);
  });
  it('gives the cash on hand the Estate Accounts give: a transfer out of the estate and a later receipt are not cash', () => {
    const accounts = [
      { _id: 'a1', name: 'Chequing' },
      { _id: 'a2', name: 'Savings' },
    ];
    const t = (over: Record<string, unknown>) =>
      ({ _id: String(over._id), estate: 'e', type: 'other', ...over }) as Parameters<
        typeof estateCashOnHand
      >[0][number];
    const transactions = [
      t({ _id: 'r1', kind: 'receipt', date: '2026-02-01', amount: 100_000, toAccount: 'a1' }),
      t({ _id: 'd1', kind: 'disbursement', date: '2026-02-02', amount: 20_000, fromAccount: 'a1' }),
      t({
        _id: 'x1',
        kind: 'transfer',
        date: '2026-02-03',
        amount: 30_000,
        fromAccount: 'a1',
        toAccount: 'a2',
      }),
      // To an account that is not the estate's: money out.
      t({
        _id: 'x2',
        kind: 'transfer',
        date: '2026-02-04',
        amount: 5_000,
        fromAccount: 'a2',
        toAccount: 'elsewhere',
      }),
      // Dated after the day asked about.
      t({ _id: 'r2', kind: 'receipt', date: '2026-04-01', amount: 7_000, toAccount: 'a1' }),
    ];
    const cash = estateCashOnHand(transactions, accounts, '2026-03-01');
    expect(cash).toBe(75_000);
    const statement = courtAccounts({
      estate: { _id: 'e', estateName: 'Estate of E', deceased: { name: 'E', dateOfDeath: '2026-01-10' } },
      assets: [],
      accounts,
      transactions,
      parties: [],
      period: { from: '2026-01-10', to: '2026-03-01' },
    });
    expect(cash).toBe(statement.cash.bankTotal);
    // Receipts less disbursements would say 80,000 and count neither the transfer out nor the date.
    const flows = estateTotals(
      [],
      transactions.filter((x) => x.date <= '2026-03-01').map((x) => ({ kind: x.kind, amount: x.amount })),
    );
    expect(flows.receipts - flows.disbursements).toBe(80_000);
  });
});
