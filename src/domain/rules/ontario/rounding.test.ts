import { describe, expect, it } from 'vitest';
import { allocateLargestRemainder, centsTimesRatio, divideRoundHalfUp } from './rounding.ts';

describe('rounding', () => {
  it('rounds half up (away from zero)', () => {
    expect(divideRoundHalfUp(5n, 2n)).toBe(3n);
    expect(divideRoundHalfUp(4n, 3n)).toBe(1n);
    expect(divideRoundHalfUp(-5n, 2n)).toBe(-3n);
    expect(centsTimesRatio(21_270, 25, 1000)).toBe(532);
    expect(() => divideRoundHalfUp(1n, 0n)).toThrow(RangeError);
  });

  it('is exact past 2^53 in the intermediate product', () => {
    expect(centsTimesRatio(900_000_000_000_000, 25, 1000)).toBe(22_500_000_000_000);
  });

  it('splits by largest remainder so the parts add up', () => {
    expect(allocateLargestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateLargestRemainder(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocateLargestRemainder(1, [3333, 3333, 3334])).toEqual([0, 0, 1]);
    expect(allocateLargestRemainder(0, [])).toEqual([]);
    expect(() => allocateLargestRemainder(5, [0, 0])).toThrow(RangeError);
    for (const total of [1, 7, 99, 12_345_679, 54_992_185]) {
      const parts = allocateLargestRemainder(total, [5000, 2500, 1666, 834]);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
    }
  });
});
