import { describe, expect, it } from 'vitest';
import { draftFields, patchFromDraft } from './retry-draft.ts';

describe('draftFields', () => {
  it('makes one input per field, nested objects by dot path, money in dollars', () => {
    const fields = draftFields({
      name: 'House',
      fmvDoD: 45000000,
      details: { address: '1 King St', legalDesc: null },
      attachments: ['a'],
      quantityDoD: 12.5,
      active: true,
    });
    expect(fields.map((f) => [f.path, f.kind, f.text])).toEqual([
      ['name', 'text', 'House'],
      ['fmvDoD', 'money', '450000.00'],
      ['details.address', 'text', '1 King St'],
      ['details.legalDesc', 'text', ''],
      ['attachments', 'fixed', 'a'],
      ['quantityDoD', 'number', '12.5'],
      ['active', 'boolean', 'true'],
    ]);
    expect(fields[1]!.label).toBe('Fair market value at date of death');
  });
  it('handles a patch without fields', () => {
    expect(draftFields(undefined)).toEqual([]);
  });
});

describe('patchFromDraft', () => {
  const fields = draftFields({
    name: 'House',
    fmvDoD: 100,
    acb: null,
    details: { address: '1 King St', legalDesc: null },
    attachments: ['a'],
    quantityDoD: 3,
  });

  it('gives back the same patch when nothing changed', () => {
    expect(patchFromDraft(fields, {})).toEqual({
      patch: {
        name: 'House',
        fmvDoD: 100,
        acb: null,
        details: { address: '1 King St', legalDesc: null },
        attachments: ['a'],
        quantityDoD: 3,
      },
      errors: {},
    });
  });

  it('keeps numbers numbers and money in cents', () => {
    const { patch, errors } = patchFromDraft(fields, {
      name: 'Cottage',
      fmvDoD: '$1,234.5',
      acb: '10',
      quantityDoD: '7',
      'details.address': '2 Queen St',
    });
    expect(errors).toEqual({});
    expect(patch).toMatchObject({
      name: 'Cottage',
      fmvDoD: 123450,
      acb: 1000,
      quantityDoD: 7,
      details: { address: '2 Queen St', legalDesc: null },
    });
  });

  it('reports what cannot be read', () => {
    const { errors } = patchFromDraft(fields, { fmvDoD: 'lots', quantityDoD: 'x', name: '' });
    expect(errors).toEqual({
      fmvDoD: ['Enter an amount in dollars, like 1,234.56'],
      quantityDoD: ['Enter a number'],
    });
  });

  it('sends a cleared text as empty so the schema can judge it', () => {
    expect(patchFromDraft(fields, { name: '' }).patch.name).toBe('');
  });
});
