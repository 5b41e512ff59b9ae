import { describe, expect, it } from 'vitest';
import { compensationItems } from '../../domain/rules/ontario/compensation.ts';
import {
  claimDiffers,
  claimFieldValue,
  claimOverrides,
  editClaim,
  editedClaim,
  resetClaim,
  storedClaim,
} from './claim-edits.ts';

const items = compensationItems({
  capitalReceipts: 1_000_000, // $10,000.00 -> $250.00
  capitalDisbursements: 400_000, // $4,000.00 -> $100.00
  revenueReceipts: 20_000, // $200.00 -> $5.00
  revenueDisbursements: 0,
  openingGrossValue: 36_500_000,
  closingGrossValue: 36_500_000,
  period: { from: '2025-01-01', to: '2025-12-31' }, // 365 days: 0.4% of $365,000 = $1,460.00
});

describe('compensation claim edits', () => {
  it('claims the tariff until an amount is typed', () => {
    const claim = editedClaim(items, {});
    expect(claim.computedTotal).toBe(25_000 + 10_000 + 500 + 0 + 146_000);
    expect(claim.claimedTotal).toBe(claim.computedTotal);
    expect(claimDiffers(claim)).toBe(false);
    expect(claimFieldValue({}, items[0]!)).toBe(25_000);
  });

  it('feeds a typed amount into the claim and its total', () => {
    const edits = editClaim({}, 'care-and-management', 100_000);
    expect(claimOverrides(edits)).toEqual({ 'care-and-management': 100_000 });
    const claim = editedClaim(items, edits);
    expect(claim.claimedTotal).toBe(25_000 + 10_000 + 500 + 100_000);
    expect(claim.computedTotal).toBe(25_000 + 10_000 + 500 + 146_000);
    expect(claim.items.find((i) => i.id === 'care-and-management')).toMatchObject({
      computed: 146_000,
      claimed: 100_000,
      overridden: true,
    });
    expect(claimDiffers(claim)).toBe(true);
  });

  it('keeps an emptied field empty while the tariff is claimed for it', () => {
    const edits = editClaim(editClaim({}, 'capital-receipts', 5), 'capital-receipts', null);
    expect(claimFieldValue(edits, items[0]!)).toBeNull();
    expect(claimOverrides(edits)).toEqual({});
    expect(editedClaim(items, edits).items[0]?.claimed).toBe(25_000);
  });

  it('claims zero when zero is typed, and goes back to the tariff on reset', () => {
    let edits = editClaim({}, 'capital-disbursements', 0);
    edits = editClaim(edits, 'revenue-receipts', 123);
    expect(editedClaim(items, edits).claimedTotal).toBe(25_000 + 0 + 123 + 146_000);
    edits = resetClaim(edits, 'capital-disbursements');
    expect(edits).toEqual({ 'revenue-receipts': 123 });
    expect(resetClaim(edits)).toEqual({});
  });

  it('leaves out anything that is not a whole number of cents', () => {
    expect(
      claimOverrides({ 'capital-receipts': -1, 'revenue-receipts': 1.5, 'revenue-disbursements': 7 }),
    ).toEqual({
      'revenue-disbursements': 7,
    });
  });
});

describe('storedClaim', () => {
  it('reads the figures kept on the estate, ignoring anything that is not a claim figure', () => {
    expect(
      storedClaim({ compensationClaim: { 'capital-receipts': 120_000, 'revenue-receipts': -5, x: 3 } }),
    ).toEqual({
      'capital-receipts': 120_000,
    });
    expect(storedClaim({})).toEqual({});
    expect(storedClaim({ compensationClaim: 'nonsense' })).toEqual({});
  });
});
