import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../ids.ts';
import { LAING_FACTOR_IDS, RESERVE_KINDS } from '../../rules/ontario/court-inputs.ts';
import {
  COURT_ACCOUNTS_REFERENCES,
  CourtAccountsBody,
  LAING_FACTORS,
  RESERVE_KIND_IDS,
} from './court-accounts.ts';
import { referencesIn } from './index.ts';
import { TransactionBody } from './transaction.ts';

const issuesOf = (schema: v.GenericSchema, input: unknown) =>
  Object.fromEntries(
    (v.safeParse(schema, input).issues ?? []).map((i) => [v.getDotPath(i) ?? '', i.message]),
  );

describe('CourtAccountsBody', () => {
  const estate = uuidv7();

  it('keeps the court details, reserves, accounts passed and compensation of one estate', () => {
    const asset = uuidv7();
    const party = uuidv7();
    const out = v.parse(CourtAccountsBody, {
      estate,
      courtOffice: ' Kingston ',
      courtFileNumber: 'CV-25-1234',
      accountsKind: 'final',
      reserves: [
        { id: uuidv7(), kind: 'terminal-t1-tax', amount: 1_200_000, basis: 'Accountant, 2025-02-03' },
      ],
      passedAccounts: {
        passedTo: '2024-12-31',
        capitalCash: 5_000,
        revenueCash: 70,
        assets: [{ asset, value: 10 }],
      },
      coTrustees: [{ party, numerator: 2, denominator: 3 }],
      compensationTaken: [{ id: uuidv7(), date: '2025-01-05', amount: 100_000, authority: 'court-order' }],
      compensationReasons: { 'time-occupied': 'Six months of weekly visits' },
    });
    expect(out.courtOffice).toBe('Kingston');
    expect(out.compensationTaken?.[0]?.ledger).toBe('capital');
    expect(v.is(CourtAccountsBody, { estate })).toBe(true);
  });

  it('says what is wrong, field by field', () => {
    expect(
      issuesOf(CourtAccountsBody, {
        estate,
        accountsKind: 'partial',
        reserves: [{ id: uuidv7(), kind: 'tax', amount: -1 }],
        coTrustees: [{ party: uuidv7(), numerator: 1, denominator: 0 }],
        compensationTaken: [{ id: uuidv7(), date: '2025-01-05', amount: 0, authority: 'handshake' }],
        compensationReasons: { luck: 'none' },
      }),
    ).toMatchObject({
      accountsKind: 'Choose interim or final',
      'reserves.0.kind': 'Choose what the reserve is for',
      'reserves.0.amount': 'Must not be negative',
      'coTrustees.0.denominator': 'Out of must be at least 1',
      'compensationTaken.0.amount': 'Amount must be more than zero',
      'compensationTaken.0.authority': 'Choose consent or court order',
      'compensationReasons.luck': expect.any(String),
    });
  });

  it('names the same reserve kinds and Laing factors as the court accounts engine', () => {
    expect([...RESERVE_KIND_IDS]).toEqual([...RESERVE_KINDS]);
    expect([...LAING_FACTORS]).toEqual([...LAING_FACTOR_IDS]);
  });

  it('lists every id it names inside its lists, for the server to check', () => {
    const [asset, trustee, payment, party, notice] = [uuidv7(), uuidv7(), uuidv7(), uuidv7(), uuidv7()];
    const data = {
      estate,
      passedAccounts: {
        passedTo: '2024-12-31',
        capitalCash: 0,
        revenueCash: 0,
        assets: [{ asset, value: 1 }],
      },
      coTrustees: [{ party, numerator: 1, denominator: 2 }],
      compensationTaken: [
        { id: uuidv7(), date: '2025-01-05', amount: 1, authority: 'consent', trustee, transaction: payment },
      ],
      noticesReceived: [
        { id: uuidv7(), kind: 'no-objection', party, received: '2025-02-01' },
        {
          id: uuidv7(),
          kind: 'non-participation',
          official: 'public-guardian-and-trustee',
          received: '2025-02-02',
          document: notice,
        },
      ],
    };
    expect(Object.keys(COURT_ACCOUNTS_REFERENCES).sort()).toEqual([
      'coTrustees',
      'compensationTaken',
      'noticesReceived',
      'passedAccounts',
    ]);
    expect(referencesIn('courtAccounts', data, Object.keys(data))).toEqual([
      { field: 'estate', target: 'estates', id: estate },
      { field: 'passedAccounts', target: 'assets', id: asset },
      { field: 'coTrustees', target: 'parties', id: party },
      { field: 'compensationTaken', target: 'parties', id: trustee },
      { field: 'compensationTaken', target: 'transactions', id: payment },
      { field: 'noticesReceived', target: 'parties', id: party },
      { field: 'noticesReceived', target: 'documents', id: notice },
    ]);
    const paid = [uuidv7(), uuidv7()];
    expect(referencesIn('liabilities', { estate, paidBy: paid }, ['paidBy']).map((r) => r.id)).toEqual(paid);
  });
});

describe('CourtAccountsBody: the notices received', () => {
  const estate = uuidv7();
  const ok = (n: object) => v.safeParse(CourtAccountsBody, { estate, noticesReceived: [n] }).success;

  it('takes a notice from a person served or from an official, with the day it arrived', () => {
    expect(ok({ id: uuidv7(), kind: 'no-objection', party: uuidv7(), received: '2027-01-20' })).toBe(true);
    expect(
      ok({
        id: uuidv7(),
        kind: 'request-for-costs',
        official: 'childrens-lawyer',
        received: '2027-01-20',
        amount: 1,
      }),
    ).toBe(true);
  });

  it('refuses a notice from no one, from both, or a non-participation not from an official', () => {
    expect(ok({ id: uuidv7(), kind: 'no-objection', received: '2027-01-20' })).toBe(false);
    expect(
      ok({
        id: uuidv7(),
        kind: 'no-objection',
        party: uuidv7(),
        official: 'childrens-lawyer',
        received: '2027-01-20',
      }),
    ).toBe(false);
    expect(ok({ id: uuidv7(), kind: 'non-participation', party: uuidv7(), received: '2027-01-20' })).toBe(
      false,
    );
    expect(ok({ id: uuidv7(), kind: 'no-objection', party: uuidv7(), received: 'January 20' })).toBe(false);
  });
});

describe('TransactionBody: realisation and advance links', () => {
  const base = { estate: uuidv7(), date: '2025-02-01', amount: 50_000 };

  it('takes the asset a capital receipt realises, with its costs of sale, and the beneficiary of an advance', () => {
    const asset = uuidv7();
    expect(
      v.parse(TransactionBody, {
        ...base,
        kind: 'receipt',
        type: 'cheque',
        realisesAsset: asset,
        costsOfSale: 2_500,
      }),
    ).toMatchObject({ realisesAsset: asset, costsOfSale: 2_500 });
    expect(
      v.is(TransactionBody, { ...base, kind: 'disbursement', type: 'cheque', advanceTo: uuidv7() }),
    ).toBe(true);
  });

  it('refuses a link that does not fit the kind', () => {
    expect(
      issuesOf(TransactionBody, { ...base, kind: 'disbursement', type: 'cheque', realisesAsset: uuidv7() }),
    ).toEqual({ realisesAsset: 'Only a receipt realises an asset' });
    expect(issuesOf(TransactionBody, { ...base, kind: 'receipt', type: 'cheque', costsOfSale: 100 })).toEqual(
      {
        costsOfSale: 'Costs of sale go with the asset sold',
      },
    );
    expect(
      issuesOf(TransactionBody, { ...base, kind: 'receipt', type: 'cheque', advanceTo: uuidv7() }),
    ).toEqual({
      advanceTo: 'Only a disbursement is an advance to a beneficiary',
    });
  });
});
