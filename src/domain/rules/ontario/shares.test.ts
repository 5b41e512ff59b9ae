import { describe, expect, it } from 'vitest';
import { formatShare, reduceShare, sharesFromBasisPoints, splitByShares, sumShares } from './shares.ts';

const third = { numerator: 1, denominator: 3 };

describe('exact shares', () => {
  it('keeps equal thirds equal to the cent when the amount divides by three', () => {
    // $300.00 / 3 = $100.00 each
    expect(splitByShares(30_000, [third, third, third])).toEqual([10_000, 10_000, 10_000]);
  });

  it('splits the odd cent of an amount not divisible by three by largest remainder', () => {
    // $100.00 / 3 = 33.333…: floors 33.33 × 3 = 99.99, the cent left goes to the first (ties go earlier)
    expect(splitByShares(10_000, [third, third, third])).toEqual([3_334, 3_333, 3_333]);
  });

  it('reads basis points that are the equal split of 100% as exact equal shares', () => {
    expect(sharesFromBasisPoints([3333, 3334, 3333])).toEqual([third, third, third]);
    expect(
      sharesFromBasisPoints([1429, 1429, 1429, 1429, 1428, 1428, 1428]).every((s) => s.denominator === 7),
    ).toBe(true);
    // A legatee with no share of the residue leaves the others equal
    expect(sharesFromBasisPoints([0, 3334, 3333, 3333])).toEqual([
      { numerator: 0, denominator: 1 },
      third,
      third,
      third,
    ]);
    // Not an equal split: read as written
    expect(sharesFromBasisPoints([5000, 2500, 2500])).toEqual([
      { numerator: 1, denominator: 2 },
      { numerator: 1, denominator: 4 },
      { numerator: 1, denominator: 4 },
    ]);
    expect(sharesFromBasisPoints([3334, 3333])).toEqual([
      { numerator: 1667, denominator: 5000 },
      { numerator: 3333, denominator: 10000 },
    ]);
  });

  it('adds and formats fractions exactly', () => {
    expect(sumShares([third, third, third])).toEqual({ numerator: 1, denominator: 1 });
    expect(sumShares([{ numerator: 1, denominator: 2 }, third])).toEqual({ numerator: 5, denominator: 6 });
    expect(formatShare(reduceShare({ numerator: 2, denominator: 6 }))).toBe('1/3');
    expect(formatShare({ numerator: 4, denominator: 4 })).toBe('1');
  });

  it('splits by unequal fractions with common denominators', () => {
    // 1/2, 1/3, 1/6 of $1,000.01: 500.005 / 333.3366… / 166.6683… → 500.00 + 333.34 + 166.67 = 1,000.01
    expect(
      splitByShares(100_001, [{ numerator: 1, denominator: 2 }, third, { numerator: 1, denominator: 6 }]),
    ).toEqual([50_000, 33_334, 16_667]);
  });

  it('refuses an amount split among zero shares', () => {
    expect(() => splitByShares(100, [{ numerator: 0, denominator: 1 }])).toThrow(RangeError);
    expect(splitByShares(0, [{ numerator: 0, denominator: 1 }])).toEqual([0]);
  });
});
