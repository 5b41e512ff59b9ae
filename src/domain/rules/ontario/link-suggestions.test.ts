import { describe, expect, it } from 'vitest';
import { suggestedAdvance, suggestedRealisation } from './link-suggestions.ts';

const assets = [
  { _id: 'house', name: 'Family home, 48 Albany Avenue', fmvDoD: 125_000_000 },
  { _id: 'policy', name: 'Sun Life term life policy no. 7731-204', fmvDoD: 15_000_000 },
];

describe('link suggestions on the transaction form', () => {
  it('offers the asset a receipt is worth about, or names', () => {
    const receipt = (amount: number | null, purpose: string, payee = '') => ({ amount, purpose, payee });
    expect(suggestedRealisation(receipt(15_000_000, 'Insurance'), assets)?._id).toBe('policy');
    expect(suggestedRealisation(receipt(124_000_000, 'Closing funds'), assets)?._id).toBe('house');
    expect(suggestedRealisation(receipt(null, 'Balance of the price, 48 Albany'), assets)?._id).toBe('house');
    expect(suggestedRealisation(receipt(2_500, 'Death benefit', 'Sun Life Assurance'), assets)?._id).toBe(
      'policy',
    );
    expect(suggestedRealisation(receipt(250_000, 'CPP death benefit', 'Service Canada'), assets)).toBeNull();
  });

  it('offers an advance for a payment made out to a beneficiary by name', () => {
    const heirs = [{ _id: 'd', name: 'David Chen' }];
    expect(suggestedAdvance('  david   chen ', heirs)?._id).toBe('d');
    expect(suggestedAdvance('David Cheng', heirs)).toBeNull();
    expect(suggestedAdvance('', heirs)).toBeNull();
  });
});
