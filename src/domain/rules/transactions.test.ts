import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TransactionBody } from '../schemas/index.ts';
import {
  transactionPayload,
  transactionTypeLabel,
  typeAfterKindChange,
  typesForKind,
} from './transactions.ts';

const ESTATE = '0190a2b4-7c3d-7e5f-8a1b-2c3d4e5f6a7b';
const ACCOUNT = '0190a2b4-7c3d-7e5f-8a1b-2c3d4e5f6a7c';
const form = {
  estate: ESTATE,
  kind: 'transfer' as const,
  type: 'internal',
  date: '2026-02-01',
  amount: 5000,
  ledger: 'capital' as const,
};

describe('transactionPayload', () => {
  it('drops empty accounts', () => {
    for (const empty of ['', '  ', null, undefined]) {
      const payload = transactionPayload({ ...form, fromAccount: empty, toAccount: empty });
      expect(payload).toEqual(form);
      expect('fromAccount' in payload).toBe(false);
      expect('toAccount' in payload).toBe(false);
      expect(v.parse(TransactionBody, payload)).toEqual(payload);
    }
  });

  it('keeps chosen accounts and every other field', () => {
    expect(transactionPayload({ ...form, fromAccount: ACCOUNT, toAccount: '' })).toEqual({
      ...form,
      fromAccount: ACCOUNT,
    });
    expect(transactionPayload({ ...form, fromAccount: '', toAccount: ACCOUNT })).toEqual({
      ...form,
      toAccount: ACCOUNT,
    });
  });

  it('does not change the form it was given', () => {
    const input = { ...form, fromAccount: '' };
    transactionPayload(input);
    expect(input.fromAccount).toBe('');
  });
});

describe('typesForKind', () => {
  it('lists the types of each kind from the spec', () => {
    expect(typesForKind('receipt')).toEqual([
      'bank_deposit',
      'interest',
      'dividend',
      'eft',
      'cheque',
      'cash',
      'other',
    ]);
    expect(typesForKind('disbursement')).toEqual(['eft', 'cheque', 'fee', 'tax', 'cash', 'other']);
    expect(typesForKind('transfer')).toEqual(['internal', 'eft', 'wire', 'other']);
  });

  it('offers nothing for no kind or an unknown one', () => {
    expect(typesForKind('')).toEqual([]);
    expect(typesForKind(undefined)).toEqual([]);
    expect(typesForKind('refund')).toEqual([]);
    expect(typesForKind('toString')).toEqual([]);
  });
});

describe('typeAfterKindChange', () => {
  it('keeps a type that still fits and otherwise takes the first', () => {
    expect(typeAfterKindChange('disbursement', 'eft')).toBe('eft');
    expect(typeAfterKindChange('disbursement', 'interest')).toBe('eft');
    expect(typeAfterKindChange('transfer', 'cheque')).toBe('internal');
    expect(typeAfterKindChange('receipt', '')).toBe('bank_deposit');
    expect(typeAfterKindChange('', 'eft')).toBe('');
  });
});

describe('transactionTypeLabel', () => {
  it('reads like words', () => {
    expect(transactionTypeLabel('bank_deposit')).toBe('Bank Deposit');
    expect(transactionTypeLabel('eft')).toBe('EFT');
    expect(transactionTypeLabel('cheque')).toBe('Cheque');
  });
});
