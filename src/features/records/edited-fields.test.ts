import { describe, expect, it } from 'vitest';
import { editedFields } from './edited-fields.ts';

describe('editedFields', () => {
  it('keeps only the fields whose value changed, clears included', () => {
    expect(
      editedFields(
        { amount: 100, payee: 'Visa', fromAccount: 'a', details: { address: '1 Main' } },
        { amount: 100, payee: '', fromAccount: null, details: { address: '1 Main' } },
      ),
    ).toEqual({ payee: '', fromAccount: null });
  });
  it('compares nested values by content and treats missing as empty', () => {
    expect(editedFields({ details: { year: 2001 } }, { details: { year: 2002 }, acb: null })).toEqual({
      details: { year: 2002 },
    });
  });
});
