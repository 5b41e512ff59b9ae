import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../domain/ids.ts';
import {
  type AssetRecord,
  BODY_SCHEMAS,
  type PartyRecord,
  type TransactionRecord,
} from '../../domain/schemas/index.ts';
import {
  assetBodyFromForm,
  assetChangesFromForm,
  assetFormErrors,
  assetFormFromRecord,
} from './asset-form-model.ts';
import { editedFields } from './edited-fields.ts';
import {
  NEW_PARTY_FORM,
  partyBodyFromForm,
  partyChangesFromForm,
  partyFormErrors,
  partyFormFromRecord,
} from './party-form-model.ts';
import { transactionChangesFromForm, transactionFormFromRecord } from './transaction-form-model.ts';

const ESTATE = uuidv7();
const meta = { _id: uuidv7(), organization: uuidv7(), createdAt: '', updatedAt: '', version: 3 };

/** An edit form opened on a record and saved untouched changes nothing. */
describe('edit forms open on the record as stored', () => {
  it('a transaction with its accounts, texts and court-accounts links', () => {
    const t = {
      ...meta,
      estate: ESTATE,
      kind: 'receipt',
      type: 'eft',
      date: '2026-05-01',
      amount: 48_000_000,
      toAccount: uuidv7(),
      payee: 'Purchaser in trust',
      purpose: 'Sale of 12 Elm St',
      ledger: 'capital',
      notes: 'Closing',
      realisesAsset: uuidv7(),
      costsOfSale: 2_000_000,
    } as TransactionRecord;
    const form = transactionFormFromRecord(t);
    const saved = transactionChangesFromForm(form, ESTATE);
    const { _id, organization, createdAt, updatedAt, version, ...body } = t;
    expect(saved).toEqual({ ...body, fromAccount: null, advanceTo: null, purchasesAsset: null });
    expect(v.safeParse(BODY_SCHEMAS.transactions, saved).success).toBe(true);
    // A revenue receipt stays as the trustee filed it, not as the type would suggest.
    expect(transactionFormFromRecord({ ...t, type: 'interest', ledger: 'capital' }).ledger).toBe('capital');
  });

  it('a transaction edit clears what was emptied and names nothing else', () => {
    const t = {
      ...meta,
      estate: ESTATE,
      kind: 'disbursement',
      type: 'cheque',
      date: '2026-05-01',
      amount: 10_000,
      fromAccount: uuidv7(),
      payee: 'Heir',
      advanceTo: uuidv7(),
    } as TransactionRecord;
    const opened = transactionFormFromRecord(t);
    const changed = { ...opened, fromAccount: '', advanceTo: '', payee: '' };
    expect(
      editedFields(transactionChangesFromForm(opened, ESTATE), transactionChangesFromForm(changed, ESTATE)),
    ).toEqual({ fromAccount: null, advanceTo: null, payee: '' });
    // Switching to a receipt drops the advance, which only a disbursement may carry.
    const receipt = { ...opened, kind: 'receipt' as const, type: 'eft' };
    expect(transactionChangesFromForm(receipt, ESTATE).advanceTo).toBeNull();
  });

  it('an asset with class fields, an ACB and a disposal', () => {
    const a = {
      ...meta,
      estate: ESTATE,
      name: '2019 Honda Civic',
      assetClass: 'vehicle',
      fmvDoD: 1_800_000,
      valuationDate: '2026-01-02',
      acb: 2_500_000,
      status: 'disposed',
      dispositionDate: '2026-04-01',
      proceeds: 1_700_000,
      details: { year: 2019, make: 'Honda', model: 'Civic' },
      attachments: [uuidv7()],
    } as AssetRecord;
    const form = assetFormFromRecord(a);
    expect(form.details).toEqual({ year: '2019', make: 'Honda', model: 'Civic' });
    const saved = assetChangesFromForm(form, ESTATE, a.attachments ?? []);
    expect(v.parse(BODY_SCHEMAS.assets, saved)).toMatchObject({
      details: a.details,
      acb: a.acb,
      proceeds: a.proceeds,
      attachments: a.attachments,
    });
    expect(editedFields(saved, assetChangesFromForm(form, ESTATE, a.attachments ?? []))).toEqual({});
    // Undoing the disposal clears its date and proceeds on the server too.
    expect(
      editedFields(saved, assetChangesFromForm({ ...form, status: 'active' }, ESTATE, a.attachments ?? [])),
    ).toEqual({ status: 'active', dispositionDate: null, proceeds: null });
  });

  it('an asset distributed in kind: the beneficiary and the value then, cleared when it is sold instead', () => {
    const heir = uuidv7();
    const a = {
      ...meta,
      estate: ESTATE,
      name: 'Ring',
      assetClass: 'personal_property',
      fmvDoD: 300_000,
      valuationDate: '2026-01-02',
      status: 'disposed',
      dispositionDate: '2026-04-01',
      proceeds: 350_000,
      details: { category: 'jewelry' },
      distributedTo: heir,
      onAccountOfShare: true,
    } as AssetRecord;
    const form = assetFormFromRecord(a);
    expect(form).toMatchObject({ inKind: true, distributedTo: heir, onAccountOfShare: true });
    expect(v.parse(BODY_SCHEMAS.assets, assetBodyFromForm(form, ESTATE, []))).toMatchObject({
      distributedTo: heir,
      onAccountOfShare: true,
      proceeds: 350_000,
    });
    expect(assetFormErrors({ ...form, distributedTo: '', proceeds: null })).toEqual({
      distributedTo: 'Choose the beneficiary who received it',
      proceeds: 'Value at distribution is required',
    });
    const sold = { ...form, inKind: false, distributedTo: '', onAccountOfShare: false };
    expect(
      editedFields(assetChangesFromForm(form, ESTATE, []), assetChangesFromForm(sold, ESTATE, [])),
    ).toEqual({
      distributedTo: null,
      onAccountOfShare: false,
    });
    // The schema refuses a distribution of an asset still held.
    expect(
      v.safeParse(BODY_SCHEMAS.assets, { ...assetBodyFromForm(form, ESTATE, []), status: 'active' }).success,
    ).toBe(false);
  });

  it('an asset still held with its current market value, which a disposal drops', () => {
    const a = {
      ...meta,
      estate: ESTATE,
      name: 'BCE shares',
      assetClass: 'security_investment',
      fmvDoD: 1_000_000,
      valuationDate: '2026-01-02',
      status: 'active',
      details: { identifier: 'BCE', quantityDoD: 100 },
      marketValue: 1_250_000,
      marketValueAsOf: '2026-11-01',
      marketValueSource: 'TSX close',
    } as AssetRecord;
    const form = assetFormFromRecord(a);
    expect(v.parse(BODY_SCHEMAS.assets, assetBodyFromForm(form, ESTATE, []))).toMatchObject({
      marketValue: 1_250_000,
      marketValueAsOf: '2026-11-01',
      marketValueSource: 'TSX close',
    });
    expect(assetFormErrors({ ...form, marketValueAsOf: '' })).toEqual({
      marketValueAsOf: 'Valued On is required with a market value',
    });
    const sold = { ...form, status: 'disposed' as const, dispositionDate: '2026-11-10', proceeds: 1_240_000 };
    expect(
      editedFields(assetChangesFromForm(form, ESTATE, []), assetChangesFromForm(sold, ESTATE, [])),
    ).toEqual({
      status: 'disposed',
      dispositionDate: '2026-11-10',
      proceeds: 1_240_000,
      marketValue: null,
      marketValueAsOf: null,
      marketValueSource: '',
    });
    expect(
      v.safeParse(BODY_SCHEMAS.assets, { ...assetBodyFromForm(form, ESTATE, []), marketValueAsOf: null })
        .success,
    ).toBe(false);
  });

  it('a party, its share in basis points and its service facts', () => {
    const p = {
      ...meta,
      estate: ESTATE,
      role: 'beneficiary',
      name: 'David Chen',
      relationshipToDeceased: 'Child',
      shareOfEstate: 3333,
      outsideOntario: true,
    } as PartyRecord;
    const opened = partyFormFromRecord(p);
    expect(opened.share).toBe('33.33');
    expect(editedFields(partyChangesFromForm(opened), partyChangesFromForm(opened))).toEqual({});
    expect(partyChangesFromForm(opened)).toMatchObject({
      shareOfEstate: 3333,
      outsideOntario: true,
      minor: false,
    });
    expect(partyChangesFromForm({ ...opened, share: '12.5%' })).toMatchObject({
      shareOfEstate: 1250,
      shareFraction: null,
    });
    // A fraction as the will gives it is kept exact, with its basis points beside it.
    expect(partyChangesFromForm({ ...opened, share: ' 1 / 3 ' })).toMatchObject({
      shareOfEstate: 3333,
      shareFraction: { numerator: 1, denominator: 3 },
    });
    const third = { ...p, shareOfEstate: 3333, shareFraction: { numerator: 1, denominator: 3 } };
    expect(partyFormFromRecord(third).share).toBe('1/3');
    expect(partyFormErrors({ ...opened, share: '1/0' }).shareOfEstate).toMatch(/fraction such as 1\/3/);
    expect(partyFormErrors({ ...opened, share: '1/1200' })).toEqual({
      shareOfEstate: 'A fraction’s second number must be at most 1000',
    });
    expect(partyFormErrors({ ...opened, share: '4/3' })).toEqual({
      shareOfEstate: 'Share cannot exceed 100%',
    });
    expect(
      v.safeParse(BODY_SCHEMAS.parties, {
        estate: ESTATE,
        name: 'A',
        shareFraction: { numerator: 4, denominator: 3 },
      }).success,
    ).toBe(false);
    expect(partyFormErrors({ ...opened, share: 'half' })).toEqual({
      shareOfEstate: 'Share of Estate must be a percentage, such as 25 or 33.33, or a fraction such as 1/3',
    });
    expect(partyFormErrors({ ...opened, share: '101', name: ' ' })).toEqual({
      name: 'Name is required',
      shareOfEstate: 'Share cannot exceed 100%',
    });
  });

  it('one form creates and edits a party with several roles, a share as 1/2, 50% or 50, and an address', () => {
    const form = {
      ...NEW_PARTY_FORM,
      name: 'Dana Chen',
      roles: ['executor', 'beneficiary'] as const,
      share: '1/2',
      address: { ...NEW_PARTY_FORM.address, line1: '212 Palmerston Avenue', city: 'Toronto', region: 'ON' },
    };
    const body = partyBodyFromForm({ ...form, roles: [...form.roles] }, ESTATE);
    expect(body).toMatchObject({
      estate: ESTATE,
      name: 'Dana Chen',
      role: 'beneficiary',
      roles: ['beneficiary', 'executor'],
      shareOfEstate: 5000,
      shareFraction: { numerator: 1, denominator: 2 },
      address: { line1: '212 Palmerston Avenue', city: 'Toronto', region: 'ON' },
    });
    expect(body).not.toHaveProperty('representative');
    expect(v.safeParse(BODY_SCHEMAS.parties, body).success).toBe(true);
    for (const share of ['50%', '50'])
      expect(partyBodyFromForm({ ...form, roles: ['beneficiary'], share }, ESTATE)).toMatchObject({
        role: 'beneficiary',
        shareOfEstate: 5000,
      });
    // Edited back to one role: `roles` is cleared, not left listing the trustee.
    const saved = { ...meta, ...body } as PartyRecord;
    const opened = partyFormFromRecord(saved);
    expect(opened.roles).toEqual(['beneficiary', 'executor']);
    expect(opened.share).toBe('1/2');
    expect(
      editedFields(partyChangesFromForm(opened), partyChangesFromForm({ ...opened, roles: ['beneficiary'] })),
    ).toEqual({ roles: null });
    expect(partyFormErrors({ ...opened, roles: [] })).toEqual({ roles: 'Choose at least one role' });
    expect(
      partyFormErrors({ ...opened, address: { ...opened.address, line1: '' }, representativeName: '' }),
    ).toEqual({ 'address.line1': 'Street address is required for an address' });
  });
});
