import { describe, expect, it } from 'vitest';
import { addMonthsClamped, daysInMonth, isIsoDate, toIsoDate } from './dates.ts';

describe('toIsoDate', () => {
  it('uses the local calendar day, padded', () => {
    expect(toIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(toIsoDate(new Date(2024, 11, 31, 0, 0))).toBe('2024-12-31');
  });
});

describe('isIsoDate', () => {
  it('accepts real dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('2025-04-31')).toBe(false);
    expect(isIsoDate('2025-4-1')).toBe(false);
    expect(isIsoDate('')).toBe(false);
    expect(isIsoDate(20250401)).toBe(false);
  });
});

describe('daysInMonth', () => {
  it('knows leap years', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2026, 12)).toBe(31);
    expect(daysInMonth(2026, 4)).toBe(30);
  });
});

describe('addMonthsClamped', () => {
  it('clamps to the end of a shorter month', () => {
    expect(addMonthsClamped(new Date(2026, 2, 31), -1)).toBe('2026-02-28');
    expect(addMonthsClamped(new Date(2024, 2, 31), -1)).toBe('2024-02-29');
    expect(addMonthsClamped(new Date(2026, 4, 31), -1)).toBe('2026-04-30');
  });

  it('crosses year boundaries both ways', () => {
    expect(addMonthsClamped(new Date(2026, 0, 15), -1)).toBe('2025-12-15');
    expect(addMonthsClamped(new Date(2025, 11, 15), 1)).toBe('2026-01-15');
    expect(addMonthsClamped(new Date(2026, 0, 31), -13)).toBe('2024-12-31');
  });
});
