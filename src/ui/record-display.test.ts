import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './record-display.ts';

describe('formatDateTime', () => {
  it('writes a moment as the day and the hour, in the user’s time zone', () => {
    const at = new Date(2026, 10, 21, 14, 17, 6).toISOString();
    expect(formatDateTime(at)).toBe('Nov 21, 2026, 2:17 p.m.');
  });

  it('leaves a calendar date as a day, and nothing as nothing', () => {
    expect(formatDateTime('2026-11-21')).toBe(formatDate('2026-11-21'));
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });
});
