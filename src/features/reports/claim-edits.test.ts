import { describe, expect, it } from 'vitest';
import {
  type CompensationBase,
  courtCompensation,
  courtCompensationItems,
} from '../../domain/rules/ontario/index.ts';
import {
  claimDiffers,
  claimFieldValue,
  claimOverrides,
  editClaim,
  resetClaim,
  storedClaim,
} from './claim-edits.ts';

const base: CompensationBase = {
  valueAtDeath: 1_000_000, // $10,000.00 -> $250.00
  otherCapitalReceipts: 0,
  gains: 0,
  losses: 0,
  capitalDisbursements: 400_000, // $4,000.00 -> $100.00
  distributions: 200_000, // $2,000.00 -> $50.00
  revenueReceipts: 20_000, // $200.00 -> $5.00
  revenueDisbursements: 0,
  openingGrossValue: 36_500_000,
  closingGrossValue: 36_500_000,
  period: { from: '2025-01-01', to: '2025-12-31' }, // 365 days: 0.4% of $365,000 = $1,460.00
};
const TARIFF = 25_000 + 10_000 + 5_000 + 500 + 0 + 146_000;
/** What is claimed until something is typed: the tariff without the care and management fee. */
const DEFAULT_CLAIM = TARIFF - 146_000;
const claimWith = (edits: Parameters<typeof claimOverrides>[0]) =>
  courtCompensation(courtCompensationItems(base, claimOverrides(edits)));

describe('compensation claim edits', () => {
  it('claims the tariff, without the care and management fee, until an amount is typed', () => {
    const claim = claimWith({});
    expect(claim.computedTotal).toBe(TARIFF);
    expect(claim.claimedTotal).toBe(DEFAULT_CLAIM);
    expect(claimDiffers(claim)).toBe(false);
    expect(claimFieldValue({}, claim.items[0]!)).toBe(25_000);
    const care = claim.items.find((i) => i.id === 'care-and-management')!;
    expect(care).toMatchObject({ computed: 146_000, claimed: 0, overridden: false });
    expect(claimFieldValue({}, care)).toBe(0);
  });

  it('feeds a typed amount into the claim and its total, the distributions item too', () => {
    const edits = editClaim(editClaim({}, 'care-and-management', 100_000), 'distributions', 0);
    expect(claimOverrides(edits)).toEqual({ 'care-and-management': 100_000, distributions: 0 });
    const claim = claimWith(edits);
    expect(claim.claimedTotal).toBe(25_000 + 10_000 + 0 + 500 + 100_000);
    expect(claim.computedTotal).toBe(TARIFF);
    expect(claim.items.find((i) => i.id === 'care-and-management')).toMatchObject({
      computed: 146_000,
      claimed: 100_000,
      overridden: true,
    });
    expect(claimDiffers(claim)).toBe(true);
  });

  it('keeps an emptied field empty while the tariff is claimed for it', () => {
    const edits = editClaim(editClaim({}, 'capital-receipts', 5), 'capital-receipts', null);
    const claim = claimWith(edits);
    expect(claimFieldValue(edits, claim.items[0]!)).toBeNull();
    expect(claimOverrides(edits)).toEqual({});
    expect(claim.items[0]?.claimed).toBe(25_000);
  });

  it('claims zero when zero is typed, and goes back to the tariff on reset', () => {
    let edits = editClaim({}, 'capital-disbursements', 0);
    edits = editClaim(edits, 'revenue-receipts', 123);
    expect(claimWith(edits).claimedTotal).toBe(25_000 + 0 + 5_000 + 123);
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

describe('the claim kept on the estate', () => {
  it('reads the figures kept on the estate by item, old keys included, ignoring anything else', () => {
    expect(
      storedClaim({
        compensationClaim: {
          'capital-receipts': 120_000,
          'care-and-management': 0,
          'revenue-receipts': -5,
          x: 3,
        },
      }),
    ).toEqual({ 'capital-receipts': 120_000, 'care-and-management': 0 });
    expect(storedClaim({})).toEqual({});
    expect(storedClaim({ compensationClaim: 'nonsense' })).toEqual({});
  });
});
