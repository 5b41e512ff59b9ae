import { describe, expect, it } from 'vitest';
import { formatShare, newestFirst } from '../../domain/rules/record-display.ts';
import { estateTotals } from './estate-totals.ts';

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
});
