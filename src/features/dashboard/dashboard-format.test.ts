import { describe, expect, it } from 'vitest';
import {
  assetClassLabel,
  formatAxisDollars,
  formatCount,
  formatDashboardDate,
  formatDashboardMoney,
  monthLabel,
} from './dashboard-format.ts';

describe('dashboard formatting', () => {
  it('writes dates en-CA, in the local calendar', () => {
    expect(formatDashboardDate('2026-11-21T12:00:00.000Z')).toBe('Nov 21, 2026');
    // A bare date is that day wherever the device is, never the day before.
    expect(formatDashboardDate('2026-01-01')).toBe('Jan 1, 2026');
  });

  it('shows a dash rather than "Invalid Date" for a missing or broken date', () => {
    expect(formatDashboardDate(undefined)).toBe('—');
    expect(formatDashboardDate('')).toBe('—');
    expect(formatDashboardDate('not a date')).toBe('—');
  });

  it('shows money as US dollars, en-US, from cents (docs/behaviour.md#dashboard)', () => {
    expect(formatDashboardMoney(123456)).toBe('$1,234.56');
    expect(formatDashboardMoney(0)).toBe('$0.00');
    expect(formatDashboardMoney(undefined)).toBe('$0.00');
    expect(formatDashboardMoney(Number.NaN)).toBe('$0.00');
    expect(formatDashboardMoney(-2999)).toBe('-$29.99');
  });

  it('keeps axis ticks short', () => {
    expect(formatAxisDollars(0)).toBe('$0');
    expect(formatAxisDollars(12_345)).toBe('$12.3K');
    expect(formatAxisDollars(1_250_000)).toBe('$1.3M');
  });

  it('groups thousands in counts', () => {
    expect(formatCount(7)).toBe('7');
    expect(formatCount(12_345)).toBe('12,345');
  });

  it('names months as "Jan 2026" whatever the time zone', () => {
    expect(monthLabel(2026, 1)).toBe('Jan 2026');
    expect(monthLabel(2025, 12)).toBe('Dec 2025');
  });

  it('turns asset classes into words people read', () => {
    expect(assetClassLabel('real_property')).toBe('Real property');
    expect(assetClassLabel('security_investment')).toBe('Securities and investments');
    expect(assetClassLabel('business_interest')).toBe('Business interests');
    expect(assetClassLabel('digital_asset')).toBe('Digital asset');
    expect(assetClassLabel('')).toBe('Unclassified');
  });
});
