import { describe, expect, it } from 'vitest';
import { averageGrossValue, careAndManagementFee } from './compensation.ts';

describe('care and management arithmetic', () => {
  it('0.4% a year of the average gross value, pro-rated by days, rounded once half up', () => {
    // 0.4% × 900,000 = 3,600 for a 365-day year
    expect(careAndManagementFee(90_000_000, 365)).toBe(360_000);
    // half a year (183 days): 3,600 × 183/365 = 1,804.93150… → 1,804.93
    expect(careAndManagementFee(90_000_000, 183)).toBe(180_493);
    // a leap year counted in days is 366/365 of the annual fee: 3,609.8630… → 3,609.86
    expect(careAndManagementFee(90_000_000, 366)).toBe(360_986);
  });

  it('averages half up', () => {
    expect(averageGrossValue(1, 2)).toBe(2);
    expect(averageGrossValue(69_735_000, 66_928_669)).toBe(68_331_835);
  });

  it('refuses a negative value and a fractional number of days', () => {
    expect(() => careAndManagementFee(-5, 10)).toThrow(RangeError);
    expect(() => careAndManagementFee(100, 1.5)).toThrow(RangeError);
  });
});
