import { describe, expect, it } from 'vitest';
import { bankLabel } from '../../ui/record-display.ts';
import { accountToEditValues, currencyLabel, editValuesToChanges } from './account-edit.ts';
import { accountRows, shortId } from './account-rows.ts';
import { direction } from './account-transactions.tsx';

describe('accountRows', () => {
  it('joins each account with its estate, newest first', () => {
    const rows = accountRows(
      [
        {
          _id: '0196aaaa-bbbb-7000-8000-00000000aaaa',
          estate: 'e1',
          name: 'Chequing',
          createdAt: '2025-01-01T00:00:00Z',
        },
        {
          _id: '0196cccc-dddd-7000-8000-00000000cccc',
          estate: 'e1',
          name: 'Savings',
          bank: { slug: 'rbc', name: 'Royal Bank of Canada', shortName: 'RBC', institutionNumber: '003' },
          createdAt: '2025-02-01T00:00:00Z',
        },
        { _id: 'x', estate: 'gone', name: 'Orphan', createdAt: '2024-01-01T00:00:00Z' },
      ],
      [{ _id: 'e1', estateName: 'Estate of A', status: 'pending_court_approval', executor: { name: 'Ex' } }],
    );
    expect(
      rows.map((r) => [r.accountName, r.shortId, r.estateName, r.statusLabel, r.executorName, r.bankLabel]),
    ).toEqual([
      ['Savings', '0000cccc', 'Estate of A', 'Pending Court Approval', 'Ex', 'RBC 003'],
      ['Chequing', '0000aaaa', 'Estate of A', 'Pending Court Approval', 'Ex', ''],
      ['Orphan', 'x', 'Unknown estate', 'Unknown', '', ''],
    ]);
  });
  it('labels banks and ids', () => {
    expect(bankLabel(null)).toBe('');
    expect(bankLabel({ name: 'EQ Bank', institutionNumber: '623' })).toBe('EQ Bank 623');
    expect(shortId('0123456789')).toBe('23456789');
  });
});

describe('account edit', () => {
  it('moves an unknown currency into currencyOther and clears it when no longer needed', () => {
    const values = accountToEditValues({ name: 'A', currency: 'EUR', bank: { slug: 'td' } });
    expect(values).toEqual({
      name: 'A',
      bankSlug: 'td',
      currency: 'OTHER',
      currencyOther: 'EUR',
      statementBalance: null,
      statementDate: '',
    });
    expect(editValuesToChanges({ ...values, currency: 'CAD' }, { currencyOther: 'EUR' })).toMatchObject({
      currency: 'CAD',
      currencyOther: '',
    });
    expect(editValuesToChanges({ ...values, currencyOther: 'usd' }, {})).toMatchObject({ currency: 'USD' });
    expect(editValuesToChanges({ ...values, currencyOther: ' gbp ' }, {})).toMatchObject({
      currency: 'OTHER',
      currencyOther: 'gbp',
    });
    expect(editValuesToChanges(values, {}).bank).toMatchObject({ slug: 'td', institutionNumber: '004' });
    expect(editValuesToChanges({ ...values, bankSlug: null }, {}).bank).toBeNull();
  });
  it('keeps a bank the directory does not know', () => {
    const old = { slug: 'credit-union', name: 'Credit Union', shortName: 'CU', institutionNumber: '809' };
    expect(
      editValuesToChanges(
        {
          name: 'A',
          bankSlug: 'credit-union',
          currency: 'CAD',
          currencyOther: '',
          statementBalance: null,
          statementDate: '',
        },
        { bank: old },
      ).bank,
    ).toBe(old);
  });
  it('carries the bank statement balance and its date, and clears them together', () => {
    const values = accountToEditValues({ name: 'A', statementBalance: 123_456, statementDate: '2026-11-26' });
    expect(values).toMatchObject({ statementBalance: 123_456, statementDate: '2026-11-26' });
    expect(editValuesToChanges(values, {})).toMatchObject({
      statementBalance: 123_456,
      statementDate: '2026-11-26',
    });
    expect(editValuesToChanges({ ...values, statementBalance: null, statementDate: '' }, {})).toMatchObject({
      statementBalance: null,
      statementDate: null,
    });
  });
  it('labels currency and direction', () => {
    expect(currencyLabel({ currency: 'OTHER', currencyOther: 'EUR' })).toBe('EUR');
    expect(currencyLabel({})).toBe('CAD');
    expect(direction({ toAccount: 'a' }, 'a')).toBe('In');
    expect(direction({ fromAccount: 'a', toAccount: 'b' }, 'a')).toBe('Out');
  });
});
