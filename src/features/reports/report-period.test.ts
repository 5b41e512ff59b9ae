import { describe, expect, it } from 'vitest';
import { defaultPeriod, parseTimePeriod, periodErrors, periodText } from './report-period.ts';

const FALLBACK = defaultPeriod('2024-09-22', '2025-11-21');

describe('defaultPeriod', () => {
  it('runs from the date of death to today', () => {
    expect(FALLBACK).toEqual({
      period: { from: '2024-09-22', to: '2025-11-21' },
      description: 'date of death to today',
    });
  });

  it('starts this year when no date of death is recorded, or today when the date is in the future', () => {
    expect(defaultPeriod(null, '2025-11-21').period).toEqual({ from: '2025-01-01', to: '2025-11-21' });
    expect(defaultPeriod('not a date', '2025-11-21').description).toMatch(/no date of death/);
    expect(defaultPeriod('2026-01-05', '2025-11-21').period).toEqual({
      from: '2025-11-21',
      to: '2025-11-21',
    });
  });
});

describe('defaultPeriod after a passing', () => {
  it('starts the day after the accounts last passed, as the court checks require', () => {
    expect(defaultPeriod('2024-09-22', '2025-11-21', '2025-06-30')).toEqual({
      period: { from: '2025-07-01', to: '2025-11-21' },
      description: 'the day after the accounts last passed (June 30, 2025) to today',
    });
  });
});

describe('parseTimePeriod', () => {
  it('reads a range of two dates', () => {
    expect(parseTimePeriod('2025-01-01 to 2025-06-30', FALLBACK)).toEqual({
      period: { from: '2025-01-01', to: '2025-06-30' },
      used: 'range',
      message: 'Period used: 2025-01-01 to 2025-06-30.',
    });
    expect(parseTimePeriod('  2025-01-01 TO 2025-06-30 ', FALLBACK).used).toBe('range');
    expect(parseTimePeriod('2025-01-01 – 2025-06-30', FALLBACK).period.to).toBe('2025-06-30');
    expect(parseTimePeriod('2025-01-01-2025-06-30', FALLBACK).period.from).toBe('2025-01-01');
    expect(parseTimePeriod('2025-03-03 to 2025-03-03', FALLBACK).used).toBe('range');
  });

  it('reads a year as January 1 to December 31', () => {
    expect(parseTimePeriod('2025', FALLBACK)).toEqual({
      period: { from: '2025-01-01', to: '2025-12-31' },
      used: 'year',
      message: 'Period used: the year 2025, 2025-01-01 to 2025-12-31.',
    });
  });

  it('falls back to the default period and says why', () => {
    const garbage = parseTimePeriod('last quarter', FALLBACK);
    expect(garbage.used).toBe('default');
    expect(garbage.period).toEqual(FALLBACK.period);
    expect(garbage.message).toBe(
      '“last quarter” is not a period this form reads (YYYY-MM-DD to YYYY-MM-DD, or a year such as 2025), ' +
        'so the default period is used: date of death to today, 2024-09-22 to 2025-11-21.',
    );
    expect(parseTimePeriod('', FALLBACK).message).toMatch(/^No time period is given, so the default/);
    expect(parseTimePeriod(undefined, FALLBACK).used).toBe('default');
    expect(parseTimePeriod('2025 e2e', FALLBACK).used).toBe('default');
    expect(parseTimePeriod('0999', FALLBACK).used).toBe('default');
  });

  it('refuses impossible dates and backwards ranges', () => {
    for (const text of ['2025-02-30 to 2025-03-31', '2025-06-30 to 2025-01-01', '2025-13-01 to 2025-12-31']) {
      const choice = parseTimePeriod(text, FALLBACK);
      expect(choice.used, text).toBe('default');
      expect(choice.message, text).toMatch(/is not a valid period/);
    }
  });
});

describe('periodErrors', () => {
  it('asks for both days and an end on or after the start', () => {
    expect(periodErrors('2025-01-01', '2025-12-31')).toEqual({});
    expect(periodErrors('', '2025-12-31')).toEqual({ from: 'Enter the first day of the period.' });
    expect(periodErrors('2025-01-01', '')).toEqual({ to: 'Enter the last day of the period.' });
    expect(periodErrors('2025-12-31', '2025-01-01')).toEqual({
      to: 'The period must end on or after its start.',
    });
    expect(periodText({ from: '2025-01-01', to: '2025-12-31' })).toBe('2025-01-01 to 2025-12-31');
  });
});
