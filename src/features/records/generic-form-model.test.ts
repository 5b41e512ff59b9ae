import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../domain/ids.ts';
import { AssetBody, DocumentBody, TransactionBody } from '../../domain/schemas/index.ts';
import { mapSectionValues } from '../../ui/form-mapping.ts';
import { FORM_SECTIONS } from '../../ui/form-sections.ts';
import { validateForm, visibleFields } from '../../ui/form-validation.ts';
import {
  formFieldForEntityError,
  linkDocument,
  sectionWithDocumentFields,
  supportingDocument,
  valuesAfterFilePick,
} from './generic-form-model.ts';

const ESTATE = uuidv7();
const pdf = { name: 'Bank_Statement_March.pdf', type: 'application/pdf', size: 1000 };

describe('sectionWithDocumentFields', () => {
  it('shows the document fields only after a file is chosen', () => {
    const assets = FORM_SECTIONS.assets;
    const names = (values: Record<string, unknown>) =>
      visibleFields(sectionWithDocumentFields(assets, values), values).map((f) => f.name);
    expect(names({})).not.toContain('supporting_document_title');
    expect(names({ supporting_document: [pdf] })).toEqual(
      expect.arrayContaining([
        'supporting_document',
        'supporting_document_title',
        'supporting_document_type',
      ]),
    );
    const legal = sectionWithDocumentFields(FORM_SECTIONS.legal, { upload_document: pdf });
    expect(legal.fields.map((f) => f.name)).toContain('title');
  });

  it('requires the document name once shown', () => {
    const values = { upload_document: pdf, title: ' ' };
    expect(validateForm(sectionWithDocumentFields(FORM_SECTIONS.legal, values), values)).toEqual({
      title: 'Document Name is required',
    });
  });
});

describe('valuesAfterFilePick', () => {
  it('keeps the first file and prefills the name from it', () => {
    const other = { name: 'second.pdf' };
    const values = valuesAfterFilePick('legal', {}, 'upload_document', [pdf, other]);
    expect(values.upload_document).toBe(pdf);
    expect(values.title).toBe('Bank Statement March');
    expect(valuesAfterFilePick('assets', {}, 'supporting_document', pdf).supporting_document_title).toBe(
      'Bank Statement March',
    );
  });

  it('replaces a prefilled name on a new pick but keeps one the user typed', () => {
    const picked = valuesAfterFilePick('legal', {}, 'upload_document', [pdf]);
    const repicked = valuesAfterFilePick('legal', picked, 'upload_document', [{ name: 'Will_2019.pdf' }]);
    expect(repicked.title).toBe('Will 2019');
    const typed = { ...picked, title: 'March statement' };
    expect(valuesAfterFilePick('legal', typed, 'upload_document', [{ name: 'x.pdf' }]).title).toBe(
      'March statement',
    );
    expect(valuesAfterFilePick('legal', picked, 'upload_document', []).upload_document).toBeNull();
  });
});

describe('supportingDocument and linkDocument', () => {
  const values = {
    asset_type: 'Real Estate',
    description: 'Family home',
    estimated_value: '850,000',
    location: '12 Elm St',
    supporting_document: pdf,
    supporting_document_title: 'Appraisal',
    supporting_document_type: 'Schedule A',
  };

  it('makes a document body of the estate for the chosen file', () => {
    const doc = supportingDocument(FORM_SECTIONS.assets, values, ESTATE);
    expect(doc).toEqual({
      fieldName: 'supporting_document',
      body: {
        estate: ESTATE,
        title: 'Appraisal',
        type: 'Schedule A',
        fileName: pdf.name,
        mimeType: 'application/pdf',
        size: 1000,
      },
    });
    expect(v.parse(DocumentBody, doc!.body)).toEqual(doc!.body);
    expect(
      supportingDocument(FORM_SECTIONS.assets, { ...values, supporting_document: null }, ESTATE),
    ).toBeNull();
    expect(supportingDocument(FORM_SECTIONS.legal, { upload_document: pdf }, ESTATE)).toBeNull();
  });

  it('links the document to the asset or the transaction', () => {
    const id = uuidv7();
    const asset = linkDocument(mapSectionValues('assets', values, ESTATE, new Date()), id);
    expect(asset.entity === 'assets' && asset.body.attachments).toEqual([id]);
    expect(v.safeParse(AssetBody, asset.body).success).toBe(true);
    const tx = linkDocument(
      mapSectionValues(
        'transactions',
        { transaction_type: 'Deposit', date: '2026-01-02', amount: '5', payee_recipient: 'A', purpose: 'B' },
        ESTATE,
        new Date(),
      ),
      id,
    );
    expect(tx.entity === 'transactions' && tx.body.document).toBe(id);
    expect(v.safeParse(TransactionBody, tx.body).success).toBe(true);
  });
});

describe('formFieldForEntityError', () => {
  it('points a schema message at the form field it came from', () => {
    expect(formFieldForEntityError('beneficiaries', 'shareOfEstate')).toBe('share_of_estate');
    expect(formFieldForEntityError('beneficiaries', 'estate')).toBeNull();
  });
});
