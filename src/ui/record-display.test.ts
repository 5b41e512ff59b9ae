import { describe, expect, it } from 'vitest';
import { endSentence, formatDate, formatDateTime } from './record-display.ts';

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

describe('endSentence', () => {
  it('ends a sentence after a time once: "p.m." already carries its full stop', () => {
    const evening = new Date(2026, 10, 30, 22, 8).toISOString();
    expect(endSentence(formatDateTime(evening))).toBe('Nov 30, 2026, 10:08 p.m.');
    expect(endSentence('Nov 30, 2026')).toBe('Nov 30, 2026.');
  });
});
