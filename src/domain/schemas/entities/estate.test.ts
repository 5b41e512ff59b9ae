import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EstateBody } from './estate.ts';

describe('EstateBody: the compensation claim', () => {
  const estate = { estateName: 'Estate of Margaret Chen' };

  it('keeps the trustee’s own figures, in cents, for items of the claim', () => {
    const parsed = v.parse(EstateBody, {
      ...estate,
      compensationClaim: { 'capital-receipts': 1_250_000, 'care-and-management': 0 },
    });
    expect(parsed.compensationClaim).toEqual({ 'capital-receipts': 1_250_000, 'care-and-management': 0 });
    expect(v.parse(EstateBody, estate).compensationClaim).toBeUndefined();
  });

  it('refuses an unknown item, a negative or fractional amount', () => {
    for (const claim of [{ 'executor-fee': 100 }, { 'revenue-receipts': -1 }, { 'revenue-receipts': 10.5 }]) {
      expect(v.safeParse(EstateBody, { ...estate, compensationClaim: claim }).success).toBe(false);
    }
  });
});

describe('EstateBody: the lawyer of record', () => {
  const estate = { estateName: 'Estate of Margaret Chen' };

  it('names one of the firm’s lawyers by id, or none', () => {
    const id = '01890a5d-ac96-774b-bcce-b302099a8057';
    expect(v.parse(EstateBody, { ...estate, lawyerOfRecord: id }).lawyerOfRecord).toBe(id);
    expect(v.parse(EstateBody, { ...estate, lawyerOfRecord: null }).lawyerOfRecord).toBeNull();
    expect(v.safeParse(EstateBody, { ...estate, lawyerOfRecord: 'Jordan Lee' }).success).toBe(false);
  });
});
