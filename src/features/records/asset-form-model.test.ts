import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../domain/ids.ts';
import { AssetBody, DocumentBody } from '../../domain/schemas/index.ts';
import {
  type AssetFormState,
  assetBodyFromForm,
  assetFormErrors,
  attachmentDocument,
  impliedGainLoss,
  newAssetForm,
} from './asset-form-model.ts';

const ESTATE = uuidv7();
const TODAY = new Date(2026, 2, 14);
const filled = (changes: Partial<AssetFormState>): AssetFormState => ({
  ...newAssetForm(TODAY),
  name: 'Cottage',
  fmvDoD: 45_000_000,
  ...changes,
});

describe('newAssetForm', () => {
  it('starts active with the valuation date today and no class', () => {
    expect(newAssetForm(TODAY)).toMatchObject({
      assetClass: null,
      valuationDate: '2026-03-14',
      status: 'active',
      fmvDoD: null,
    });
  });
});

describe('assetFormErrors', () => {
  it('requires a class, a name, the fair market value and the valuation date', () => {
    expect(assetFormErrors({ ...newAssetForm(TODAY), valuationDate: '' })).toEqual({
      assetClass: 'Choose an asset class',
      name: 'Name is required',
      fmvDoD: 'Fair Market Value at Date of Death is required',
      valuationDate: 'Valuation Date is required',
    });
  });

  it('requires the disposition date and proceeds only when disposed', () => {
    const active = filled({ assetClass: 'other' });
    expect(assetFormErrors(active)).toEqual({});
    expect(assetFormErrors({ ...active, status: 'disposed' })).toEqual({
      dispositionDate: 'Disposition Date is required when disposed',
      proceeds: 'Proceeds are required when disposed',
    });
    expect(
      assetFormErrors({ ...active, status: 'disposed', dispositionDate: '2026-02-01', proceeds: 0 }),
    ).toEqual({});
  });

  it('checks the class-specific fields of the chosen class only', () => {
    const vehicle = filled({ assetClass: 'vehicle', details: { year: '19x5', make: 'Volvo' } });
    expect(assetFormErrors(vehicle)).toEqual({
      'details.year': 'Year must be a number',
      'details.model': 'Model is required',
    });
    const business = filled({
      assetClass: 'business_interest',
      details: { entityName: 'Chen Holdings', ownershipPercent: '120' },
    });
    expect(assetFormErrors(business)).toEqual({
      'details.ownershipPercent': 'Ownership cannot exceed 100%',
    });
    expect(assetFormErrors(filled({ assetClass: 'real_property', details: { year: '' } }))).toEqual({
      'details.address': 'Address is required',
    });
    expect(assetFormErrors(filled({ assetClass: 'bank_account', details: { institution: 'RBC' } }))).toEqual({
      'details.accountRef': 'Account Number or Reference is required',
    });
  });

  it('asks a bank account for its balance at death', () => {
    const bank = filled({
      assetClass: 'bank_account',
      details: { institution: 'RBC', accountRef: '4821' },
      fmvDoD: null,
    });
    expect(assetFormErrors(bank)).toEqual({ fmvDoD: 'Balance at Date of Death is required' });
  });

  it('requires the person named when the asset passes outside the estate', () => {
    const joint = filled({
      assetClass: 'bank_account',
      details: { institution: 'RBC', accountRef: '4821' },
      passesOutside: 'survivorship',
      passesTo: ' ',
    });
    expect(assetFormErrors(joint)).toEqual({ 'passesOutside.to': 'Passes To is required' });
    expect(assetFormErrors({ ...joint, passesTo: 'Jane Doe' })).toEqual({});
    expect(assetFormErrors({ ...joint, passesOutside: '' })).toEqual({});
  });
});

describe('assetBodyFromForm', () => {
  it('builds a valid AssetBody in cents for every class', () => {
    const cases: Array<Partial<AssetFormState>> = [
      { assetClass: 'real_property', details: { address: ' 12 Elm St, Toronto ', legalDesc: '' } },
      { assetClass: 'security_investment', details: { identifier: 'RY', quantityDoD: '1,250' } },
      { assetClass: 'vehicle', details: { year: '2019', make: 'Honda', model: 'Civic' } },
      { assetClass: 'personal_property', details: { category: 'jewelry' } },
      { assetClass: 'business_interest', details: { entityName: 'Chen Ltd', ownershipPercent: '33.5' } },
      {
        assetClass: 'receivable',
        details: { receivableType: 'tax_refund', counterparty: 'CRA', expectedAmount: 120_050 },
      },
      { assetClass: 'bank_account', details: { institution: 'RBC', accountRef: '4821' } },
      {
        assetClass: 'registered_plan',
        details: { planType: 'RRSP', institution: 'TD', planNumber: 'R-1' },
        passesOutside: 'designation',
        passesTo: ' Jane Doe ',
      },
      { assetClass: 'life_insurance', details: { insurer: 'Sun Life', policyNumber: 'P-1' } },
      { assetClass: 'pension', details: { administrator: 'OMERS', memberNumber: 'M-1' } },
      { assetClass: 'other', details: { details: '' } },
    ];
    for (const c of cases) {
      const body = assetBodyFromForm(filled(c), ESTATE, []);
      expect(v.safeParse(AssetBody, body).success, JSON.stringify(body)).toBe(true);
    }
    // Real property is in Ontario unless the box is cleared.
    expect(assetBodyFromForm(filled(cases[0]!), ESTATE, []).details).toEqual({
      address: '12 Elm St, Toronto',
      inOntario: true,
    });
    expect(
      assetBodyFromForm(filled({ ...cases[0], details: { address: 'Naples', inOntario: false } }), ESTATE, [])
        .details,
    ).toEqual({ address: 'Naples', inOntario: false });
    expect(assetBodyFromForm(filled(cases[7]!), ESTATE, []).passesOutside).toEqual({
      how: 'designation',
      to: 'Jane Doe',
    });
    expect(assetBodyFromForm(filled(cases[6]!), ESTATE, []).passesOutside).toBeUndefined();
    expect(assetBodyFromForm(filled(cases[1]!), ESTATE, []).details).toEqual({
      identifier: 'RY',
      quantityDoD: 1250,
    });
  });

  it('keeps only the chosen class fields and drops the disposition while active', () => {
    const form = filled({
      assetClass: 'vehicle',
      details: { year: '2019', make: 'Honda', model: 'Civic', address: 'left over' },
      dispositionDate: '2026-01-01',
      proceeds: 5,
      acb: 100,
      notes: '  ',
    });
    const body = assetBodyFromForm(form, ESTATE, ['d1']);
    expect(body).toEqual({
      estate: ESTATE,
      name: 'Cottage',
      assetClass: 'vehicle',
      fmvDoD: 45_000_000,
      valuationDate: '2026-03-14',
      acb: 100,
      status: 'active',
      details: { year: 2019, make: 'Honda', model: 'Civic' },
      attachments: ['d1'],
    });
    const disposed = assetBodyFromForm({ ...form, status: 'disposed' }, ESTATE, []);
    expect([disposed.dispositionDate, disposed.proceeds]).toEqual(['2026-01-01', 5]);
  });
});

describe('impliedGainLoss', () => {
  it('is proceeds minus ACB in CAD, with the word as well as the sign', () => {
    expect(impliedGainLoss(150_000, 100_000)).toEqual({
      kind: 'gain',
      cents: 50_000,
      text: 'Implied gain: $500.00',
    });
    expect(impliedGainLoss(100_000, 123_456)).toEqual({
      kind: 'loss',
      cents: -23_456,
      text: 'Implied loss: -$234.56',
    });
    expect(impliedGainLoss(5, 5)?.kind).toBe('none');
  });

  it('waits until both amounts are known', () => {
    expect(impliedGainLoss(null, 5)).toBeNull();
    expect(impliedGainLoss(5, null)).toBeNull();
  });
});

describe('attachmentDocument', () => {
  it('titles the document like the file and keeps its name, type and size', () => {
    const body = attachmentDocument(
      { name: 'Appraisal_Report_2026.pdf', type: 'application/pdf', size: 2048 },
      ESTATE,
    );
    expect(body).toEqual({
      estate: ESTATE,
      title: 'Appraisal Report 2026',
      type: 'Other',
      fileName: 'Appraisal_Report_2026.pdf',
      mimeType: 'application/pdf',
      size: 2048,
    });
    expect(v.parse(DocumentBody, body)).toEqual(body);
  });

  it('falls back to the file name, then a plain title', () => {
    expect(attachmentDocument({ name: '.pdf', type: '' }, ESTATE).title).toBe('.pdf');
    expect(attachmentDocument({ name: '' }, ESTATE).title).toBe('Attachment');
  });
});
