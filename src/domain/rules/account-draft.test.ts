import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AccountBody, EstateBody } from '../schemas/index.ts';
import {
  type AccountDraft,
  defaultDateOfDeath,
  draftToRecords,
  newAccountDraft,
  normalizeCurrency,
  validateAccountDraft,
} from './account-draft.ts';
import { BANKS } from './banks.ts';

const ESTATE = '0190a2b4-7c3d-7e5f-8a1b-2c3d4e5f6a7b';
const FILE = '0190a2b4-7c3d-7e5f-8a1b-2c3d4e5f6a70';

describe('defaultDateOfDeath', () => {
  it('is one month before today', () => {
    expect(defaultDateOfDeath(new Date(2026, 5, 15))).toBe('2026-05-15');
    expect(defaultDateOfDeath(new Date(2026, 0, 10, 23, 30))).toBe('2025-12-10');
  });

  it('clamps to the end of a shorter month', () => {
    expect(defaultDateOfDeath(new Date(2026, 2, 31))).toBe('2026-02-28');
    expect(defaultDateOfDeath(new Date(2024, 2, 31))).toBe('2024-02-29');
    expect(defaultDateOfDeath(new Date(2026, 6, 31))).toBe('2026-06-30');
  });
});

describe('newAccountDraft', () => {
  it('starts empty in Ontario with the default date of death', () => {
    expect(newAccountDraft(new Date(2026, 2, 31))).toEqual({
      estateName: '',
      dateOfDeath: '2026-02-28',
      jurisdiction: 'Ontario',
      notes: '',
      nickname: '',
      bank: null,
      currency: 'CAD',
    });
  });
});

describe('normalizeCurrency', () => {
  it('defaults to a CAD bank account', () => {
    expect(normalizeCurrency({})).toEqual({ kind: 'bank', currency: 'CAD' });
    expect(normalizeCurrency({ currency: '', kind: '' })).toEqual({ kind: 'bank', currency: 'CAD' });
  });

  it('keeps CAD and USD and drops a stale other currency', () => {
    expect(normalizeCurrency({ currency: 'USD', currencyOther: 'EUR' })).toEqual({
      kind: 'bank',
      currency: 'USD',
    });
    expect(normalizeCurrency({ currency: 'cad' })).toEqual({ kind: 'bank', currency: 'CAD' });
  });

  it('moves any other currency into currencyOther', () => {
    expect(normalizeCurrency({ currency: 'EUR' })).toEqual({
      kind: 'bank',
      currency: 'OTHER',
      currencyOther: 'EUR',
    });
    expect(normalizeCurrency({ currency: ' GBP ', currencyOther: 'JPY' })).toEqual({
      kind: 'bank',
      currency: 'OTHER',
      currencyOther: 'GBP',
    });
  });

  it('keeps the named currency when OTHER is chosen', () => {
    expect(normalizeCurrency({ currency: 'OTHER', currencyOther: ' CHF ' })).toEqual({
      kind: 'bank',
      currency: 'OTHER',
      currencyOther: 'CHF',
    });
    expect(normalizeCurrency({ currency: 'other' })).toEqual({ kind: 'bank', currency: 'OTHER' });
  });
});

describe('validateAccountDraft', () => {
  const valid: AccountDraft = {
    ...newAccountDraft(new Date(2026, 2, 31)),
    estateName: 'Estate of Jo',
    nickname: 'RBC',
  };

  it('accepts a complete draft', () => {
    expect(validateAccountDraft(valid)).toEqual({});
    expect(validateAccountDraft(valid, new Date(2026, 2, 31))).toEqual({});
  });

  it('requires the estate name, date of death and account name', () => {
    expect(validateAccountDraft({ estateName: ' ', dateOfDeath: '', nickname: '' })).toEqual({
      estateName: 'Estate/Trust Name is required',
      dateOfDeath: 'Date of Death is required',
      nickname: 'Account Name is required',
    });
    expect(validateAccountDraft({})).toEqual({
      estateName: 'Estate/Trust Name is required',
      dateOfDeath: 'Date of Death is required',
      nickname: 'Account Name is required',
    });
  });

  it('refuses impossible and future dates of death', () => {
    expect(validateAccountDraft({ ...valid, dateOfDeath: '2026-02-30' })).toEqual({
      dateOfDeath: 'Date of Death must be a date',
    });
    expect(validateAccountDraft({ ...valid, dateOfDeath: '2026-04-01' }, new Date(2026, 2, 31))).toEqual({
      dateOfDeath: 'Date of Death cannot be in the future',
    });
    expect(validateAccountDraft({ ...valid, dateOfDeath: '2026-03-31' }, new Date(2026, 2, 31, 23))).toEqual(
      {},
    );
  });
});

describe('draftToRecords', () => {
  const draft: AccountDraft = {
    estateName: ' Estate of Jo Smith ',
    dateOfDeath: '2026-02-28',
    jurisdiction: 'Ontario',
    notes: ' Will found in safe ',
    nickname: ' RBC chequing ',
    bank: BANKS[0]!,
    currency: 'CAD',
  };

  it('makes an Ontario estate and its first account, both valid', () => {
    const { estate, account } = draftToRecords(draft, { estateId: ESTATE, fileId: FILE });
    expect(estate).toEqual({
      estateName: 'Estate of Jo Smith',
      file: FILE,
      deceased: { dateOfDeath: '2026-02-28' },
      jurisdiction: 'Ontario',
      status: 'open',
      executor: {},
      keyDates: { dateOfDeath: '2026-02-28' },
      notes: 'Will found in safe',
    });
    expect(account).toEqual({
      estate: ESTATE,
      name: 'RBC chequing',
      kind: 'bank',
      currency: 'CAD',
      bank: { slug: 'rbc', name: 'Royal Bank of Canada', shortName: 'RBC', institutionNumber: '003' },
    });
    expect(v.parse(EstateBody, estate)).toEqual(estate);
    expect(v.parse(AccountBody, account)).toEqual(account);
  });

  it('leaves out what was not given and keeps another currency', () => {
    const { estate, account } = draftToRecords(
      { ...draft, notes: '', bank: null, currency: 'EUR', deceasedName: 'Jo Smith' },
      { estateId: ESTATE },
    );
    expect('file' in estate).toBe(false);
    expect('notes' in estate).toBe(false);
    expect(estate.deceased).toEqual({ name: 'Jo Smith', dateOfDeath: '2026-02-28' });
    expect(account).toEqual({
      estate: ESTATE,
      name: 'RBC chequing',
      kind: 'bank',
      currency: 'OTHER',
      currencyOther: 'EUR',
      bank: null,
    });
    expect(v.parse(EstateBody, estate)).toEqual(estate);
    expect(v.parse(AccountBody, account)).toEqual(account);
  });
});
