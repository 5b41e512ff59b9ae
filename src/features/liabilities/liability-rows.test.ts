import { describe, expect, it } from 'vitest';
import type { LiabilityRecord, TransactionRecord } from '../../domain/schemas/index.ts';
import { liabilityRows } from './liability-rows.ts';

const tx = (fields: Partial<TransactionRecord>) => fields as TransactionRecord;
const liability = (fields: Partial<LiabilityRecord>) => fields as LiabilityRecord;

describe('liabilityRows', () => {
  it('takes the linked disbursements off the amount at death, never below zero', () => {
    const transactions = [
      tx({ _id: 'd1', kind: 'disbursement', amount: 100_000 }),
      tx({ _id: 'd2', kind: 'disbursement', amount: 50_000 }),
      tx({ _id: 'r1', kind: 'receipt', amount: 999 }),
      tx({ _id: 'gone', kind: 'disbursement', amount: 7, deletedAt: '2026-01-01' }),
    ];
    const rows = liabilityRows(
      [
        liability({ _id: 'a', creditor: 'Visa', amountAtDeath: 123_456, paidBy: ['d1', 'r1', 'gone'] }),
        liability({ _id: 'b', creditor: 'Hydro', amountAtDeath: 120_000, paidBy: ['d1', 'd2'] }),
        liability({ _id: 'c', creditor: 'CRA', amountAtDeath: 500 }),
        liability({ _id: 'x', creditor: 'Deleted', amountAtDeath: 1, deletedAt: '2026-01-01' }),
      ],
      transactions,
    );
    expect(rows.map((r) => [r.record.creditor, r.paid, r.outstanding])).toEqual([
      ['Visa', 100_000, 23_456],
      ['Hydro', 150_000, 0],
      ['CRA', 0, 500],
    ]);
  });
});
