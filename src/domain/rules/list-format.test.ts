import { describe, expect, it } from 'vitest';
import { formatBasisPoints, formatListDate, parseListDate, yesNo } from './list-format.ts';

describe('formatListDate', () => {
  it('shows a calendar date as that very day, whatever the time zone', () => {
    expect(formatListDate('2026-03-05')).toBe('Mar 5, 2026');
    expect(parseListDate('2026-03-05')?.getDate()).toBe(5);
  });

  it('shows a timestamp as the local day', () => {
    const iso = new Date(2025, 10, 3, 14, 30).toISOString();
    expect(formatListDate(iso)).toBe('Nov 3, 2025');
  });

  it('shows the fallback for missing or bad input', () => {
    expect(formatListDate(undefined)).toBe('—');
    expect(formatListDate('')).toBe('—');
    expect(formatListDate('not a date')).toBe('—');
    expect(formatListDate(null, '')).toBe('');
    expect(formatListDate(42)).toBe('—');
  });
});

describe('yesNo', () => {
  it('shows booleans as Yes or No', () => {
    expect(yesNo(true)).toBe('Yes');
    expect(yesNo(false)).toBe('No');
    expect(yesNo(undefined)).toBe('No');
    expect(yesNo('true')).toBe('No');
  });
});

describe('formatBasisPoints', () => {
  it('shows basis points as a percentage', () => {
    expect(formatBasisPoints(2500)).toBe('25%');
    expect(formatBasisPoints(3333)).toBe('33.33%');
    expect(formatBasisPoints(10000)).toBe('100%');
    expect(formatBasisPoints(undefined)).toBe('—');
  });
});
