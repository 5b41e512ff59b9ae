import { describe, expect, it } from 'vitest';
import { addDaysUtc, addMonthsUtc, addYearsUtc, daysBetweenUtc, inclusiveDaysUtc } from './iso-dates.ts';

describe('UTC date arithmetic on ISO dates', () => {
  it('adds months, clamping to the end of the month', () => {
    expect(addMonthsUtc('2023-08-31', 6)).toBe('2024-02-29');
    expect(addMonthsUtc('2024-08-31', 6)).toBe('2025-02-28');
    expect(addMonthsUtc('2024-12-31', 6)).toBe('2025-06-30');
    expect(addMonthsUtc('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonthsUtc('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonthsUtc('2024-11-15', 2)).toBe('2025-01-15');
  });

  it('adds years from a leap day', () => {
    expect(addYearsUtc('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYearsUtc('2024-02-29', 4)).toBe('2028-02-29');
  });

  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDaysUtc('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDaysUtc('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDaysUtc('2024-09-01', 180)).toBe('2025-02-28');
    expect(addDaysUtc('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('counts days', () => {
    expect(daysBetweenUtc('2024-01-01', '2024-12-31')).toBe(365);
    expect(inclusiveDaysUtc('2023-01-01', '2023-12-31')).toBe(365);
    expect(inclusiveDaysUtc('2024-01-01', '2024-12-31')).toBe(366);
    expect(daysBetweenUtc('2025-03-20', '2025-03-01')).toBe(-19);
    // Across the spring daylight-saving change (Toronto, 2024-03-10): still whole days.
    expect(daysBetweenUtc('2024-03-09', '2024-03-11')).toBe(2);
  });

  it('refuses what is not a calendar date', () => {
    expect(() => addDaysUtc('2025-02-30', 1)).toThrow(RangeError);
    expect(() => addMonthsUtc('2025/01/01', 1)).toThrow(RangeError);
  });
});
