import { describe, expect, it } from 'vitest';
import {
  averageGrossValue,
  type CompensationInput,
  careAndManagementFee,
  compensationClaim,
  compensationItems,
} from './compensation.ts';

const base: CompensationInput = {
  capitalReceipts: 0,
  capitalDisbursements: 0,
  revenueReceipts: 0,
  revenueDisbursements: 0,
  openingGrossValue: 0,
  closingGrossValue: 0,
  period: { from: '2023-01-01', to: '2023-12-31' },
};

describe('compensation tariff', () => {
  it('worked example: $100,000 received and $120,000 paid out → $5,500 (2.5% of $220,000)', () => {
    const items = compensationItems({
      ...base,
      capitalReceipts: 10_000_000,
      capitalDisbursements: 12_000_000,
    });
    expect(items.find((i) => i.id === 'capital-receipts')?.amount).toBe(250_000);
    expect(items.find((i) => i.id === 'capital-disbursements')?.amount).toBe(300_000);
    expect(compensationClaim(items).computedTotal).toBe(550_000);
  });

  it('rounds each item half up to the cent', () => {
    // 2.5% of $212.70 = $5.3175 → $5.32; 2.5% of $0.10 = $0.0025 → $0.00; 2.5% of $0.20 = $0.005 → $0.01
    const items = compensationItems({
      ...base,
      revenueDisbursements: 21_270,
      revenueReceipts: 10,
      capitalReceipts: 20,
    });
    expect(items.map((i) => i.amount)).toEqual([1, 0, 0, 532, 0]);
  });

  it('care and management: 0.4% a year of the average gross value, pro-rated by days', () => {
    // average (1,000,000 + 800,000) / 2 = 900,000; 0.4% × 900,000 = 3,600 for a 365-day year
    const items = compensationItems({
      ...base,
      openingGrossValue: 100_000_000,
      closingGrossValue: 80_000_000,
    });
    const cm = items.find((i) => i.id === 'care-and-management');
    expect(cm?.base).toBe(90_000_000);
    expect(cm?.amount).toBe(360_000);
    // half a year (2023-01-01..2023-07-02 is 183 days): 3,600 × 183/365 = 1,804.93150… → 1,804.93
    expect(careAndManagementFee(90_000_000, 183)).toBe(180_493);
    // a leap year counted in days is 366/365 of the annual fee: 3,600 × 366/365 = 3,609.8630… → 3,609.86
    const leap = compensationItems({
      ...base,
      openingGrossValue: 90_000_000,
      closingGrossValue: 90_000_000,
      period: { from: '2024-01-01', to: '2024-12-31' },
    });
    expect(leap.at(-1)?.amount).toBe(360_986);
  });

  it("takes the caller's own average gross value", () => {
    const items = compensationItems({
      ...base,
      openingGrossValue: 1,
      closingGrossValue: 1,
      averageGrossValue: 50_000_000,
    });
    expect(items.at(-1)).toMatchObject({ base: 50_000_000, amount: 200_000 });
    expect(items.at(-1)?.basis).toMatch(/given/);
  });

  it('averages half up', () => {
    expect(averageGrossValue(1, 2)).toBe(2);
    expect(averageGrossValue(69_735_000, 66_928_669)).toBe(68_331_835);
  });

  it('lets the trustee edit the claim item by item', () => {
    const items = compensationItems({
      ...base,
      capitalReceipts: 10_000_000,
      capitalDisbursements: 12_000_000,
    });
    const claim = compensationClaim(items, { 'capital-disbursements': 200_000, 'revenue-receipts': null });
    expect(claim.computedTotal).toBe(550_000);
    expect(claim.claimedTotal).toBe(450_000);
    const disb = claim.items.find((i) => i.id === 'capital-disbursements');
    expect(disb).toMatchObject({ computed: 300_000, claimed: 200_000, overridden: true });
    expect(claim.items.find((i) => i.id === 'revenue-receipts')?.overridden).toBe(false);
    expect(() => compensationClaim(items, { 'capital-receipts': -1 })).toThrow(RangeError);
  });

  it('refuses negative bases and a period ending before it starts', () => {
    expect(() => compensationItems({ ...base, capitalReceipts: -5 })).toThrow(RangeError);
    expect(() => compensationItems({ ...base, period: { from: '2024-02-01', to: '2024-01-31' } })).toThrow(
      RangeError,
    );
  });
});
