import { describe, expect, it } from 'vitest';
import type { TransactionRecord } from '../../domain/schemas/index.ts';
import { courtOffices, netRevenue, percentToBp, reserveLabel, reserveSuggestion } from './court-record.ts';

const tx = (fields: Partial<TransactionRecord>) => fields as TransactionRecord;

describe('reserve suggestions', () => {
  it('reads a rate as basis points', () => {
    expect(percentToBp('53.53')).toBe(5353);
    expect(percentToBp('26.5%')).toBe(2650);
    expect(percentToBp('101')).toBeNull();
    expect(percentToBp('abc')).toBeNull();
  });

  it('suggests the terminal T1 tax from the deemed gain and the T3 tax from net revenue', () => {
    const assets = [
      { _id: 'a', name: 'Shares', assetClass: 'security_investment', fmvDoD: 1_000_000, acb: 400_000 },
    ];
    const transactions = [
      tx({ kind: 'receipt', ledger: 'revenue', amount: 50_000 }),
      tx({ kind: 'disbursement', ledger: 'revenue', amount: 10_000 }),
      tx({ kind: 'receipt', ledger: 'capital', amount: 99_999 }),
    ];
    expect(netRevenue(transactions)).toBe(40_000);
    // $6,000.00 gain × 1/2 × 50% = $1,500.00
    expect(reserveSuggestion('terminal-t1-tax', { assets, transactions, rateBp: 5000 })?.amount).toBe(
      150_000,
    );
    // The shares marked exempt (a spousal rollover): no deemed gain, and the basis says so.
    const exempt = reserveSuggestion('terminal-t1-tax', {
      assets,
      transactions,
      rateBp: 5000,
      exempt: ['a'],
    });
    expect(exempt?.amount).toBe(0);
    expect(exempt?.basis).toMatch(/exempt: Shares$/);
    expect(reserveSuggestion('t3-tax', { assets, transactions, rateBp: 5000 })?.amount).toBe(20_000);
    expect(reserveSuggestion('t3-tax', { assets, transactions, rateBp: null })).toBeNull();
    expect(reserveSuggestion('costs-of-passing', { assets, transactions, rateBp: null })?.basis).toMatch(
      /No formula/,
    );
    expect(reserveLabel({ kind: 'other', label: ' ' })).toBe('Other reserve');
  });
});

describe('the firm’s table of court offices', () => {
  it('takes each office with the address last entered for it on any estate', () => {
    expect(
      courtOffices([
        { courtOffice: 'Brampton', courtAddress: '7755 Hurontario St', updatedAt: '2026-01-01T00:00:00Z' },
        {
          courtOffice: ' brampton ',
          courtAddress: '7755 Hurontario Street, Brampton',
          updatedAt: '2026-03-01T00:00:00Z',
        },
        { courtOffice: 'Toronto', courtAddress: '', updatedAt: '2026-03-01T00:00:00Z' },
        {
          courtOffice: 'Ottawa',
          courtAddress: '161 Elgin Street, Ottawa',
          updatedAt: '2026-02-01T00:00:00Z',
          deletedAt: 'x',
        },
      ]),
    ).toEqual([{ name: 'brampton', address: '7755 Hurontario Street, Brampton' }]);
  });
});
