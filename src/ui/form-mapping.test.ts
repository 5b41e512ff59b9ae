import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AssetBody, DocumentBody, PartyBody, TransactionBody } from '../domain/schemas/index.ts';
import {
  beneficiaryToParty,
  formAssetToAsset,
  formTransactionToTransaction,
  legalToDocument,
  mapSectionValues,
  percentToBasisPoints,
  reportToDocument,
} from './form-mapping.ts';

const ESTATE = '0190a2b4-7c3d-7e5f-8a1b-2c3d4e5f6a7b';
const TODAY = new Date(2026, 2, 31, 15, 0);

describe('percentToBasisPoints', () => {
  it('is exact to the hundredth of a percent', () => {
    expect(percentToBasisPoints('25')).toBe(2500);
    expect(percentToBasisPoints('33.33')).toBe(3333);
    expect(percentToBasisPoints('12.5%')).toBe(1250);
    expect(percentToBasisPoints(100)).toBe(10000);
    expect(percentToBasisPoints('')).toBeUndefined();
    expect(percentToBasisPoints(undefined)).toBeUndefined();
    expect(() => percentToBasisPoints('half')).toThrow('Share of Estate must be a percentage');
  });
});

describe('beneficiaryToParty', () => {
  it('makes a beneficiary party the schema accepts', () => {
    const body = beneficiaryToParty(
      {
        beneficiary_name: ' Ann Smith ',
        relationship_to_deceased: 'Child',
        contact_info: 'ann@example.com',
        share_of_estate: '33.33',
        notes: '',
      },
      ESTATE,
    );
    expect(body).toEqual({
      estate: ESTATE,
      role: 'beneficiary',
      name: 'Ann Smith',
      relationshipToDeceased: 'Child',
      contactInfo: 'ann@example.com',
      shareOfEstate: 3333,
    });
    expect('notes' in body).toBe(false);
    expect(v.parse(PartyBody, body)).toEqual(body);
  });

  it('keeps the described relationship when Other is chosen', () => {
    const body = beneficiaryToParty(
      {
        beneficiary_name: 'Food Bank',
        relationship_to_deceased: 'Other',
        other_relationship: 'Friend',
        share_of_estate: 25,
      },
      ESTATE,
    );
    expect(body.relationshipToDeceased).toBe('Friend');
    expect(body.shareOfEstate).toBe(2500);
    expect(v.parse(PartyBody, body)).toEqual(body);
  });
});

describe('formAssetToAsset', () => {
  const base = { description: 'Family home', estimated_value: '750,000.29', location: '12 Elm St, Toronto' };

  it('maps Real Estate to real property at the location, valued today', () => {
    const body = formAssetToAsset({ ...base, asset_type: 'Real Estate' }, ESTATE, TODAY);
    expect(body).toEqual({
      estate: ESTATE,
      name: 'Family home',
      fmvDoD: 75_000_029,
      valuationDate: '2026-03-31',
      status: 'active',
      attachments: [],
      assetClass: 'real_property',
      details: { address: '12 Elm St, Toronto' },
    });
    expect(v.parse(AssetBody, body)).toEqual(body);
  });

  it('uses the description as the address when no location is given', () => {
    const body = formAssetToAsset(
      { asset_type: 'Real Estate', description: '3 Oak Ave', estimated_value: '1' },
      ESTATE,
      TODAY,
    );
    expect(body.details).toEqual({ address: '3 Oak Ave' });
  });

  it('maps every asset type to a class the schema accepts', () => {
    const expected = {
      'Bank Account': ['other', { details: 'Bank account at 12 Elm St, Toronto' }],
      Investments: ['security_investment', { identifier: 'Not specified', quantityDoD: 0 }],
      'Personal Property': ['personal_property', { category: 'other' }],
      Other: ['other', { details: 'Timeshare' }],
    } as const;
    for (const [type, [assetClass, details]] of Object.entries(expected)) {
      const body = formAssetToAsset(
        { ...base, asset_type: type, other_asset_type: 'Timeshare' },
        ESTATE,
        TODAY,
      );
      expect([body.assetClass, body.details]).toEqual([assetClass, details]);
      expect(v.parse(AssetBody, body)).toEqual(body);
    }
  });

  it('keeps the location and a long description in the notes', () => {
    const long = `Jewellery\nRing, necklace and ${'x'.repeat(300)}`;
    const body = formAssetToAsset(
      {
        asset_type: 'Personal Property',
        description: long,
        estimated_value: '10',
        location: 'Safe deposit box',
      },
      ESTATE,
      TODAY,
    );
    expect(body.name).toBe('Jewellery');
    expect(body.notes).toBe(`${long}\n\nLocation: Safe deposit box`);
    expect(v.parse(AssetBody, body)).toEqual(body);
    const oneLine = formAssetToAsset(
      { asset_type: 'Other', description: 'y'.repeat(250), estimated_value: '1' },
      ESTATE,
      TODAY,
    );
    expect(oneLine.name).toHaveLength(200);
    expect(oneLine.name.endsWith('…')).toBe(true);
    expect(oneLine.details).toEqual({});
    expect(v.parse(AssetBody, oneLine)).toEqual(oneLine);
  });

  it('refuses to save an unreadable value as zero', () => {
    expect(() =>
      formAssetToAsset({ ...base, asset_type: 'Other', estimated_value: '' }, ESTATE, TODAY),
    ).toThrow('Estimated Value must be an amount in dollars');
  });
});

describe('formTransactionToTransaction', () => {
  const base = {
    date: '2026-01-15',
    amount: '1,234.56',
    payee_recipient: 'Canada Revenue Agency',
    purpose: 'Refund',
  };
  const map = (transaction_type: string) =>
    formTransactionToTransaction({ ...base, transaction_type }, ESTATE);

  it('turns a deposit into a capital receipt in cents', () => {
    const body = map('Deposit');
    expect(body).toEqual({
      estate: ESTATE,
      kind: 'receipt',
      type: 'bank_deposit',
      date: '2026-01-15',
      amount: 123456,
      payee: 'Canada Revenue Agency',
      purpose: 'Refund',
      ledger: 'capital',
    });
    expect(v.parse(TransactionBody, body)).toEqual(body);
  });

  it('maps payments, distributions and others to kinds and types that fit', () => {
    expect([map('Payment').kind, map('Payment').type]).toEqual(['disbursement', 'eft']);
    expect([map('Distribution').kind, map('Distribution').type, map('Distribution').purpose]).toEqual([
      'disbursement',
      'other',
      'Distribution: Refund',
    ]);
    expect([map('Other').kind, map('Other').type]).toEqual(['receipt', 'other']);
    for (const t of ['Payment', 'Distribution', 'Other'])
      expect(v.parse(TransactionBody, map(t))).toEqual(map(t));
  });

  it('names a distribution even without a purpose', () => {
    const body = formTransactionToTransaction(
      { ...base, purpose: '', transaction_type: 'Distribution' },
      ESTATE,
    );
    expect(body.purpose).toBe('Distribution');
  });
});

describe('legalToDocument', () => {
  it('names the document after the uploaded file and keeps its details', () => {
    const body = legalToDocument(
      {
        document_type: 'Affidavit of Executor',
        key_dates: 'Sworn 2026-01-10',
        court_details: 'Ontario Superior Court, Toronto',
        upload_document: [{ name: 'Affidavit_of_Executor.pdf', type: 'application/pdf', size: 2048 }],
      },
      ESTATE,
    );
    expect(body).toEqual({
      estate: ESTATE,
      title: 'Affidavit of Executor',
      type: 'Affidavit of Executor',
      keyDates: 'Sworn 2026-01-10',
      courtDetails: 'Ontario Superior Court, Toronto',
      fileName: 'Affidavit_of_Executor.pdf',
      mimeType: 'application/pdf',
      size: 2048,
    });
    expect(v.parse(DocumentBody, body)).toEqual(body);
  });

  it('gives an all-empty section a title and the Other type', () => {
    const body = legalToDocument({}, ESTATE);
    expect(body).toEqual({ estate: ESTATE, title: 'Legal and Court Details', type: 'Other' });
    expect(v.parse(DocumentBody, body)).toEqual(body);
    expect(legalToDocument({ document_type: 'Schedule B' }, ESTATE).title).toBe('Schedule B');
  });
});

describe('reportToDocument', () => {
  it('records the requested report as a Report document', () => {
    const body = reportToDocument(
      { report_type: 'Financial Overview', time_period: '2025', output_format: 'PDF' },
      ESTATE,
    );
    expect(body).toEqual({
      estate: ESTATE,
      title: 'Financial Overview, 2025 (PDF)',
      type: 'Report',
      keyDates: '2025',
    });
    expect(v.parse(DocumentBody, body)).toEqual(body);
  });
});

describe('mapSectionValues', () => {
  it('sends each section to its entity', () => {
    expect(mapSectionValues('beneficiaries', { beneficiary_name: 'A' }, ESTATE, TODAY).entity).toBe(
      'parties',
    );
    expect(
      mapSectionValues(
        'assets',
        { asset_type: 'Other', description: 'd', estimated_value: '1' },
        ESTATE,
        TODAY,
      ).entity,
    ).toBe('assets');
    expect(
      mapSectionValues(
        'transactions',
        { transaction_type: 'Deposit', amount: '1', date: '2026-01-01' },
        ESTATE,
        TODAY,
      ).entity,
    ).toBe('transactions');
    expect(mapSectionValues('legal', {}, ESTATE, TODAY).entity).toBe('documents');
    expect(mapSectionValues('reports', { report_type: 'Tax Summary' }, ESTATE, TODAY)).toEqual({
      entity: 'documents',
      body: { estate: ESTATE, title: 'Tax Summary', type: 'Report' },
    });
  });
});
