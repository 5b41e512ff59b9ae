import { describe, expect, it } from 'vitest';
import { FORM_SECTIONS, type FormField } from './form-sections.ts';
import { isEmptyValue, numberFromField, validateForm, visibleFields } from './form-validation.ts';

const names = (fields: readonly FormField[]) => fields.map((f) => f.name);
const fieldOf = (section: keyof typeof FORM_SECTIONS, name: string) =>
  FORM_SECTIONS[section].fields.find((f) => f.name === name)!;

describe('visibleFields', () => {
  it('shows a conditional field only while its condition holds', () => {
    const section = FORM_SECTIONS.beneficiaries;
    expect(names(visibleFields(section, {}))).not.toContain('other_relationship');
    expect(names(visibleFields(section, { relationship_to_deceased: 'Child' }))).not.toContain(
      'other_relationship',
    );
    expect(names(visibleFields(section, { relationship_to_deceased: 'Other' }))).toContain(
      'other_relationship',
    );
    expect(names(visibleFields(FORM_SECTIONS.assets, { asset_type: 'Other' }))).toContain('other_asset_type');
  });
});

describe('validateForm', () => {
  it('names every missing required field', () => {
    expect(validateForm(FORM_SECTIONS.reports, {})).toEqual({
      report_type: 'Report Type is required',
      time_period: 'Time Period is required',
      output_format: 'Output Format is required',
    });
    expect(validateForm(FORM_SECTIONS.beneficiaries, { beneficiary_name: '   ' })).toEqual({
      beneficiary_name: 'Beneficiary Name is required',
      relationship_to_deceased: 'Relationship to Deceased is required',
      share_of_estate: 'Share of Estate (%) is required',
    });
  });

  it('passes a complete form and never requires the all-optional legal section', () => {
    const values = { beneficiary_name: 'Ann', relationship_to_deceased: 'Child', share_of_estate: '33.33' };
    expect(validateForm(FORM_SECTIONS.beneficiaries, values)).toEqual({});
    expect(validateForm(FORM_SECTIONS.legal, {})).toEqual({});
  });

  it('requires a conditional field only while it is shown', () => {
    const base = { beneficiary_name: 'Ann', share_of_estate: '10' };
    expect(validateForm(FORM_SECTIONS.beneficiaries, { ...base, relationship_to_deceased: 'Other' })).toEqual(
      {
        other_relationship: 'Describe the Relationship is required',
      },
    );
    expect(
      validateForm(FORM_SECTIONS.beneficiaries, {
        ...base,
        relationship_to_deceased: 'Child',
        other_relationship: '',
      }),
    ).toEqual({});
  });

  it('checks numbers, amounts, dates and options', () => {
    const tx = { transaction_type: 'Deposit', payee_recipient: 'Estate', purpose: 'Refund' };
    expect(validateForm(FORM_SECTIONS.transactions, { ...tx, date: '2025-02-30', amount: 'ten' })).toEqual({
      date: 'Date must be a date',
      amount: 'Amount must be an amount in dollars',
    });
    expect(validateForm(FORM_SECTIONS.transactions, { ...tx, date: '2025-02-28', amount: '0' })).toEqual({
      amount: 'Amount must be at least 0.01',
    });
    expect(
      validateForm(FORM_SECTIONS.transactions, { ...tx, date: '2025-02-28', amount: '1,000.50' }),
    ).toEqual({});
    expect(
      validateForm(FORM_SECTIONS.beneficiaries, {
        beneficiary_name: 'Ann',
        relationship_to_deceased: 'Cousin',
        share_of_estate: '120',
      }),
    ).toEqual({
      relationship_to_deceased: 'Choose one of the listed options for Relationship to Deceased',
      share_of_estate: 'Share of Estate (%) must be between 0 and 100',
    });
    expect(
      validateForm(FORM_SECTIONS.beneficiaries, {
        beneficiary_name: 'Ann',
        relationship_to_deceased: 'Child',
        share_of_estate: 'half',
      }),
    ).toEqual({ share_of_estate: 'Share of Estate (%) must be a number' });
  });

  it('treats an empty file list as missing', () => {
    const section = {
      id: 'legal' as const,
      title: 't',
      fields: [{ ...fieldOf('legal', 'upload_document'), required: true }],
    };
    expect(validateForm(section, { upload_document: [] })).toEqual({
      upload_document: 'Upload Document is required',
    });
    expect(validateForm(section, { upload_document: [{ name: 'a.pdf' }] })).toEqual({});
  });
});

describe('isEmptyValue and numberFromField', () => {
  it('know what counts as nothing and as a number', () => {
    expect([null, undefined, '', ' ', Number.NaN, []].map(isEmptyValue)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['x', 0, [{ name: 'a' }]].map(isEmptyValue)).toEqual([false, false, false]);
    expect(numberFromField('25%')).toBe(25);
    expect(numberFromField('1,000.5')).toBe(1000.5);
    expect(numberFromField('.5')).toBe(0.5);
    expect(numberFromField(7)).toBe(7);
    expect(numberFromField('1e3')).toBeNull();
    expect(numberFromField('')).toBeNull();
  });
});
