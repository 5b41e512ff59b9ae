import { describe, expect, it } from 'vitest';
import {
  controlFor,
  FORM_SECTION_IDS,
  FORM_SECTIONS,
  type FormField,
  firstFile,
  prefillFromFileName,
} from './form-sections.ts';

const names = (fields: readonly FormField[]) => fields.map((f) => f.name);
const fieldOf = (section: keyof typeof FORM_SECTIONS, name: string) =>
  FORM_SECTIONS[section].fields.find((f) => f.name === name)!;

describe('FORM_SECTIONS', () => {
  it('has the five sections of the spec with their titles', () => {
    expect(FORM_SECTION_IDS).toEqual(['beneficiaries', 'assets', 'transactions', 'legal', 'reports']);
    expect(FORM_SECTIONS.legal.title).toBe('Legal and Court Details');
  });

  it('lists the spec fields in order, with the two conditional additions', () => {
    expect(names(FORM_SECTIONS.beneficiaries.fields)).toEqual([
      'beneficiary_name',
      'relationship_to_deceased',
      'other_relationship',
      'contact_info',
      'share_of_estate',
      'notes',
    ]);
    expect(names(FORM_SECTIONS.assets.fields)).toEqual([
      'asset_type',
      'other_asset_type',
      'description',
      'estimated_value',
      'location',
      'supporting_document',
    ]);
    expect(names(FORM_SECTIONS.transactions.fields)).toEqual([
      'transaction_type',
      'date',
      'amount',
      'payee_recipient',
      'purpose',
      'supporting_document',
    ]);
    expect(names(FORM_SECTIONS.legal.fields)).toEqual([
      'key_dates',
      'document_type',
      'court_details',
      'upload_document',
    ]);
    expect(names(FORM_SECTIONS.reports.fields)).toEqual(['report_type', 'time_period', 'output_format']);
  });

  it('marks the required fields as the spec does', () => {
    const required = (id: keyof typeof FORM_SECTIONS) =>
      FORM_SECTIONS[id].fields.filter((f) => f.required && !f.show_if).map((f) => f.name);
    expect(required('beneficiaries')).toEqual([
      'beneficiary_name',
      'relationship_to_deceased',
      'share_of_estate',
    ]);
    expect(required('assets')).toEqual(['asset_type', 'description', 'estimated_value']);
    expect(required('transactions')).toEqual([
      'transaction_type',
      'date',
      'amount',
      'payee_recipient',
      'purpose',
    ]);
    expect(required('legal')).toEqual([]);
    expect(required('reports')).toEqual(['report_type', 'time_period', 'output_format']);
  });

  it('offers the spec options', () => {
    expect(fieldOf('beneficiaries', 'relationship_to_deceased').options).toEqual([
      'Spouse',
      'Child',
      'Parent',
      'Sibling',
      'Charity',
      'Other',
    ]);
    expect(fieldOf('assets', 'asset_type').options).toEqual([
      'Bank Account',
      'Real Estate',
      'Investments',
      'Personal Property',
      'Other',
    ]);
    expect(fieldOf('transactions', 'transaction_type').options).toEqual([
      'Deposit',
      'Payment',
      'Distribution',
      'Other',
    ]);
    expect(fieldOf('legal', 'document_type').options).toEqual([
      'Schedule A',
      'Schedule B',
      'Schedule C',
      'Affidavit of Executor',
      'Estate Information Return',
      'Other',
    ]);
    expect(fieldOf('reports', 'report_type').options).toEqual([
      'Financial Overview',
      'Distribution Summary',
      'Tax Summary',
      'Other',
    ]);
    expect(fieldOf('reports', 'output_format').options).toEqual(['PDF', 'Excel', 'Word']);
  });

  it('uses file, currency and date inputs where the spec implies them', () => {
    expect(fieldOf('assets', 'supporting_document').type).toBe('file');
    expect(fieldOf('legal', 'upload_document').type).toBe('file');
    expect(fieldOf('assets', 'estimated_value').type).toBe('currency');
    expect(fieldOf('transactions', 'amount').type).toBe('currency');
    expect(fieldOf('transactions', 'date').type).toBe('date');
  });
});

describe('controlFor', () => {
  it('uses toggles below four options and a dropdown from four', () => {
    expect(controlFor(fieldOf('reports', 'output_format'))).toBe('toggle');
    expect(controlFor(fieldOf('reports', 'report_type'))).toBe('dropdown');
    expect(controlFor(fieldOf('beneficiaries', 'relationship_to_deceased'))).toBe('dropdown');
    expect(
      controlFor({ name: 'x', label: 'X', type: 'select', required: false, options: ['A', 'B', 'C'] }),
    ).toBe('toggle');
  });

  it('passes other field types through', () => {
    expect(controlFor(fieldOf('assets', 'estimated_value'))).toBe('currency');
    expect(controlFor(fieldOf('legal', 'upload_document'))).toBe('file');
  });
});

describe('prefillFromFileName', () => {
  it('drops the last extension and turns underscores into spaces', () => {
    expect(prefillFromFileName('Last_Will_2020.final.pdf')).toBe('Last Will 2020.final');
    expect(prefillFromFileName('Schedule_A.PDF')).toBe('Schedule A');
    expect(prefillFromFileName('notes')).toBe('notes');
    expect(prefillFromFileName('.hidden')).toBe('.hidden');
    expect(prefillFromFileName('C:\\fakepath\\Affidavit_of_Executor.docx')).toBe('Affidavit of Executor');
    expect(prefillFromFileName('_draft_.txt')).toBe('draft');
  });
});

describe('firstFile', () => {
  it('uses only the first chosen file', () => {
    const a = { name: 'a.pdf' };
    expect(firstFile([a, { name: 'b.pdf' }])).toBe(a);
    expect(firstFile({ length: 1, 0: a })).toBe(a);
    expect(firstFile(a)).toBe(a);
    expect(firstFile([])).toBeNull();
    expect(firstFile(null)).toBeNull();
    expect(firstFile(undefined)).toBeNull();
  });
});
