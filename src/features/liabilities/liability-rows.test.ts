import { describe, expect, it } from 'vitest';
import { courtAccounts } from '../../domain/rules/ontario/index.ts';
import type { LiabilityRecord, TransactionRecord } from '../../domain/schemas/index.ts';
import { liabilityRows } from './liability-rows.ts';

const tx = (fields: Partial<TransactionRecord>) =>
  ({ type: 'other', date: '2026-01-05', ...fields }) as TransactionRecord;
const liability = (fields: Partial<LiabilityRecord>) => fields as LiabilityRecord;
const accounts = [{ _id: 'chq', name: 'Chequing' }];

const transactions = [
  tx({ _id: 'd1', kind: 'disbursement', amount: 100_000, fromAccount: 'chq' }),
  tx({ _id: 'd2', kind: 'disbursement', amount: 50_000, fromAccount: 'chq', date: '2026-03-01' }),
  tx({ _id: 'r1', kind: 'receipt', amount: 999, toAccount: 'chq' }),
  tx({ _id: 'gone', kind: 'disbursement', amount: 7, deletedAt: '2026-01-01' }),
];
const liabilities = [
  liability({ _id: 'a', creditor: 'Visa', amountAtDeath: 123_456, paidBy: ['d1', 'r1', 'gone'] }),
  liability({ _id: 'b', creditor: 'Hydro', amountAtDeath: 120_000, paidBy: ['d1', 'd2'] }),
  liability({ _id: 'c', creditor: 'CRA', amountAtDeath: 500 }),
  // The same payment linked twice pays once.
  liability({ _id: 'd', creditor: 'Bell', amountAtDeath: 150_000, paidBy: ['d2', 'd2'] }),
  liability({ _id: 'x', creditor: 'Deleted', amountAtDeath: 1, deletedAt: '2026-01-01' }),
];

describe('liabilityRows', () => {
  it('takes the linked disbursements off the amount at death, never below zero', () => {
    const rows = liabilityRows(liabilities, transactions, accounts);
    expect(rows.map((r) => [r.record.creditor, r.paid, r.outstanding])).toEqual([
      ['Visa', 100_000, 23_456],
      ['Hydro', 150_000, 0],
      ['CRA', 0, 500],
      ['Bell', 50_000, 100_000],
    ]);
  });

  it("shows Schedule H's paid and outstanding for a period ending after the last payment", () => {
    const a = courtAccounts({
      estate: { _id: 'e', estateName: 'Estate', deceased: { name: 'D', dateOfDeath: '2025-12-01' } },
      assets: [],
      accounts,
      transactions,
      parties: [],
      period: { from: '2025-12-01', to: '2026-12-31' },
      liabilities: liabilities.map((l) => ({ ...l, paidBy: l.paidBy ?? [] })),
    });
    const schedule = a.liabilities.rows.map((r) => [r.creditor, r.paid, r.outstanding]);
    const shown = liabilityRows(liabilities, transactions, accounts);
    expect(shown.map((r) => [r.record.creditor, r.paid, r.outstanding])).toEqual(schedule);
  });
});
