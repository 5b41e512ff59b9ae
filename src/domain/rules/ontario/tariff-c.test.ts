import { describe, expect, it } from 'vitest';
import { courtAccounts } from './court-accounts.ts';
import { passingCosts, TARIFF_C_BRACKETS, tariffCCosts, tariffCReceipts } from './tariff-c.ts';
import { WORKED_INPUT } from './worked-example.fixture.ts';

/** The tariff's own table (Tariff C, Rules of Civil Procedure), in dollars: [amount of receipts from, costs]. */
const TABLE: [number, number][] = [
  [0, 2_500],
  [300_000, 3_000],
  [500_000, 3_500],
  [1_000_000, 5_000],
  [3_000_000, 7_500],
];

describe('Tariff C (costs on a passing of accounts without a hearing)', () => {
  it('holds the tariff’s own table', () => {
    expect(TARIFF_C_BRACKETS.map((b) => [b.from / 100, b.costs / 100])).toEqual(TABLE);
  });

  it('at and around every bracket boundary: "less than" the next bracket, "or more" at it', () => {
    for (const [i, [from, costs]] of TABLE.entries()) {
      const at = from * 100;
      expect(tariffCCosts(at), `$${from}`).toBe(costs * 100);
      expect(tariffCCosts(at + 1), `$${from} and a cent`).toBe(costs * 100);
      if (i > 0) {
        // One cent below the boundary is still the bracket before.
        expect(tariffCCosts(at - 1), `a cent under $${from}`).toBe((TABLE[i - 1]?.[1] ?? 0) * 100);
      }
    }
    expect(tariffCCosts(0)).toBe(250_000);
    expect(tariffCCosts(29_999_999)).toBe(250_000);
    expect(tariffCCosts(99_999_999)).toBe(350_000);
    expect(tariffCCosts(299_999_999)).toBe(500_000);
    expect(tariffCCosts(50_000_000_000)).toBe(750_000);
  });

  it('refuses what is not an amount of cents', () => {
    expect(() => tariffCCosts(-1)).toThrow(RangeError);
    expect(() => tariffCCosts(1.5)).toThrow(RangeError);
  });

  it('scales on the statement’s receipts: capital on the compensation’s footing, plus revenue receipts', () => {
    const a = courtAccounts(WORKED_INPUT);
    const base = (id: string) => a.compensation.items.find((i) => i.id === id)?.base ?? -1;
    const receipts = tariffCReceipts(a);
    expect(receipts).toBe(base('capital-receipts') + base('revenue-receipts'));
    // The proceeds of an asset counted at its value at death are not counted again.
    expect(receipts).toBeLessThan(
      a.figures.originalAssets + a.figures.capitalReceipts + a.figures.revenueReceipts,
    );
    expect(passingCosts(a, []).applicant.amount).toBe(tariffCCosts(receipts));
  });
});

describe('the costs of the passing, and a claim of a different amount', () => {
  const statement = (capital: number, revenue: number) =>
    ({
      compensation: {
        items: [
          { id: 'capital-receipts', base: capital },
          { id: 'revenue-receipts', base: revenue },
        ],
      },
    }) as unknown as Parameters<typeof passingCosts>[0];

  it('allows the applicant and each official served the tariff’s amount, officials only when served', () => {
    const costs = passingCosts(statement(150_000_000, 5_000_000), ['public-guardian-and-trustee']);
    expect(costs.receipts).toBe(155_000_000);
    expect(costs.applicant).toEqual({
      for: 'applicant',
      tariff: 500_000,
      amount: 500_000,
      claimReason: null,
    });
    expect(costs.officials).toEqual([
      { for: 'public-guardian-and-trustee', tariff: 500_000, amount: 500_000, claimReason: null },
    ]);
    expect(passingCosts(statement(1_000, 0), []).officials).toEqual([]);
    // Revenue receipts count: $299,000 of capital and $1,000 of revenue reach the second bracket.
    expect(passingCosts(statement(29_900_000, 100_000), []).applicant.amount).toBe(300_000);
  });

  it('prints a claimed amount in place of the tariff, only with its reason, and only for whom it is made', () => {
    const claims = [
      { for: 'applicant' as const, amount: 1_250_000, reason: 'Three years of accounts, a contested sale' },
      { for: 'childrens-lawyer' as const, amount: 90_000, reason: '   ' },
    ];
    const costs = passingCosts(statement(40_000_000, 0), ['childrens-lawyer'], claims);
    expect(costs.applicant).toEqual({
      for: 'applicant',
      tariff: 300_000,
      amount: 1_250_000,
      claimReason: 'Three years of accounts, a contested sale',
    });
    // A claim without a reason is no claim: the tariff stands.
    expect(costs.officials[0]).toMatchObject({ amount: 300_000, claimReason: null });
  });
});
