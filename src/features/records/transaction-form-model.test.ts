import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../domain/ids.ts';
import { TransactionBody } from '../../domain/schemas/index.ts';
import {
  newTransactionForm,
  transactionBodyFromForm,
  transactionFormErrors,
  withKind,
  withType,
} from './transaction-form-model.ts';

const ESTATE = uuidv7();
const TODAY = new Date(2026, 0, 31);

describe('transaction form state', () => {
  it('starts as a capital bank deposit dated today', () => {
    expect(newTransactionForm(TODAY)).toMatchObject({
      kind: 'receipt',
      type: 'bank_deposit',
      date: '2026-01-31',
      ledger: 'capital',
      amount: null,
    });
  });

  it('keeps a type that fits the new kind and resets one that does not', () => {
    const eft = withType(newTransactionForm(TODAY), 'eft');
    expect(withKind(eft, 'disbursement').type).toBe('eft');
    const interest = withType(newTransactionForm(TODAY), 'interest');
    expect(withKind(interest, 'transfer').type).toBe('internal');
  });

  it('follows the type for the ledger until the user chooses one', () => {
    const interest = withType(newTransactionForm(TODAY), 'interest');
    expect(interest.ledger).toBe('revenue');
    expect(withKind(interest, 'disbursement').ledger).toBe('capital');
    const chosen = { ...interest, ledger: 'capital' as const, ledgerChosen: true };
    expect(withType(chosen, 'dividend').ledger).toBe('capital');
  });
});

describe('transactionFormErrors', () => {
  it('needs a date and an amount above zero', () => {
    expect(transactionFormErrors({ ...newTransactionForm(TODAY), date: '' })).toEqual({
      date: 'Date is required',
      amount: 'Amount is required',
    });
    expect(transactionFormErrors({ ...newTransactionForm(TODAY), amount: 0 })).toEqual({
      amount: 'Amount must be more than zero',
    });
  });

  it('refuses a transfer to the same account', () => {
    const a = uuidv7();
    const form = { ...newTransactionForm(TODAY), amount: 5, fromAccount: a, toAccount: a };
    expect(transactionFormErrors(form)).toEqual({
      toAccount: 'Choose a different account to move the money to',
    });
  });
});

describe('transactionBodyFromForm', () => {
  it('drops empty accounts and texts and keeps the rest in cents', () => {
    const form = { ...newTransactionForm(TODAY), amount: 123_456, payee: ' CRA ', purpose: '  ' };
    const body = transactionBodyFromForm(form, ESTATE);
    expect(body).toEqual({
      estate: ESTATE,
      kind: 'receipt',
      type: 'bank_deposit',
      date: '2026-01-31',
      amount: 123_456,
      ledger: 'capital',
      payee: 'CRA',
    });
    expect(v.parse(TransactionBody, body)).toEqual(body);
  });

  it('keeps chosen accounts', () => {
    const from = uuidv7();
    const to = uuidv7();
    const form = {
      ...withKind(newTransactionForm(TODAY), 'transfer'),
      amount: 1,
      fromAccount: from,
      toAccount: to,
    };
    expect(transactionBodyFromForm(form, ESTATE)).toMatchObject({ fromAccount: from, toAccount: to });
  });
});

describe('transaction links for the court accounts', () => {
  it('keeps a realisation on a receipt and an advance on a disbursement, nothing that does not fit', () => {
    const asset = '0190f5a0-0000-7000-8000-00000000000a';
    const heir = '0190f5a0-0000-7000-8000-00000000000b';
    const receipt = {
      ...newTransactionForm(TODAY),
      amount: 100,
      realisesAsset: asset,
      costsOfSale: 25,
      advanceTo: heir,
    };
    expect(transactionBodyFromForm(receipt, ESTATE)).toMatchObject({ realisesAsset: asset, costsOfSale: 25 });
    expect(transactionBodyFromForm(receipt, ESTATE)).not.toHaveProperty('advanceTo');
    const payment = withKind(receipt, 'disbursement');
    expect(transactionBodyFromForm(payment, ESTATE)).toMatchObject({ advanceTo: heir });
    expect(transactionBodyFromForm(payment, ESTATE)).not.toHaveProperty('realisesAsset');
    expect(transactionFormErrors({ ...receipt, realisesAsset: '' })).toEqual({
      realisesAsset: 'Choose the asset sold, or clear the costs of sale',
    });
  });
});
