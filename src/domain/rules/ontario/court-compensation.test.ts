import { describe, expect, it } from 'vitest';
import { type CompensationBase, courtCompensation, courtCompensationItems } from './court-compensation.ts';

const zero: CompensationBase = {
  valueAtDeath: 0,
  otherCapitalReceipts: 0,
  gains: 0,
  losses: 0,
  capitalDisbursements: 0,
  distributions: 0,
  revenueReceipts: 0,
  revenueDisbursements: 0,
  openingGrossValue: 0,
  closingGrossValue: 0,
  period: { from: '2023-01-01', to: '2023-12-31' },
};

describe('court compensation', () => {
  it('EstateExec example: $100,000 received and $120,000 paid out gives $5,500', () => {
    const items = courtCompensationItems({
      ...zero,
      otherCapitalReceipts: 10_000_000,
      capitalDisbursements: 12_000_000,
    });
    expect(courtCompensation(items).claimedTotal).toBe(550_000);
  });

  it('nets losses against gains and the value at death, never below zero', () => {
    // 1,000.00 at death + 50.00 gain − 300.00 loss = 750.00 → 18.75
    const items = courtCompensationItems({ ...zero, valueAtDeath: 100_000, gains: 5_000, losses: 30_000 });
    expect(items[0]?.base).toBe(75_000);
    expect(items[0]?.computed).toBe(1_875);
    expect(courtCompensationItems({ ...zero, losses: 1 })[0]?.base).toBe(0);
  });

  it('keeps the trustee’s own figures, charges care and management to the account chosen', () => {
    const items = courtCompensationItems(
      { ...zero, revenueReceipts: 100_000, openingGrossValue: 1_000_000, closingGrossValue: 1_000_000 },
      { 'revenue-receipts': 2_000, 'care-and-management': 4_000 },
      'revenue',
    );
    const c = courtCompensation(items);
    // revenue receipts claimed 20.00 (tariff 25.00); care and management claimed at its tariff,
    // 0.4% × 10,000.00 = 40.00
    expect(c.items.find((i) => i.id === 'revenue-receipts')).toMatchObject({
      computed: 2_500,
      claimed: 2_000,
      overridden: true,
    });
    expect([c.chargedToCapital, c.chargedToRevenue]).toEqual([0, 6_000]);
  });

  it('claims no care and management fee unless the trustee claims it', () => {
    const c = courtCompensation(
      courtCompensationItems({ ...zero, openingGrossValue: 1_000_000, closingGrossValue: 1_000_000 }),
    );
    expect(c.items.find((i) => i.id === 'care-and-management')).toMatchObject({
      computed: 4_000,
      claimed: 0,
      overridden: false,
    });
    expect(c.claimedTotal).toBe(0);
  });

  it('says what was taken beyond the claim and asks no further payment', () => {
    const items = courtCompensationItems({ ...zero, otherCapitalReceipts: 1_000_000 }); // 250.00
    const c = courtCompensation(items, [
      { date: '2023-06-01', amount: 30_000, ledger: 'revenue', authority: 'court-order', trusteeId: 'x' },
    ]);
    expect([c.balanceTotal, c.balanceFromCapital, c.balanceFromRevenue, c.excessTaken]).toEqual([
      0, 0, 0, 5_000,
    ]);
  });

  it('splits the claim by agreed unequal shares exact to the cent', () => {
    const items = courtCompensationItems({ ...zero, otherCapitalReceipts: 40_000 }); // 10.00
    const c = courtCompensation(
      items,
      [],
      [
        { id: 'a', name: 'A', share: { numerator: 2, denominator: 3 } },
        { id: 'b', name: 'B', share: { numerator: 1, denominator: 3 } },
      ],
    );
    // 1,000 cents × 2/3 = 666.67 → 667 (largest remainder); × 1/3 = 333
    expect(c.trustees.map((t) => t.claimed)).toEqual([667, 333]);
  });
});
