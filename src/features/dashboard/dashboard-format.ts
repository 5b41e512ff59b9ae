import { formatCents } from '../../domain/rules/money.ts';
import { titleCaseWords } from '../../domain/rules/text.ts';
import type { AssetClass } from '../../domain/schemas/entities/asset.ts';

/**
 * How the dashboard writes dates, money and labels. Money is USD/en-US (docs/behaviour.md#dashboard); dates are
 * en-CA ('Nov 21, 2026') like the rest of the app.
 */

const dateFormat = new Intl.DateTimeFormat('en-CA', { month: 'short', day: 'numeric', year: 'numeric' });
// Month buckets are calendar months, not instants: format them in UTC so no time zone shifts them.
const monthFormat = new Intl.DateTimeFormat('en-CA', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});
const wholeNumber = new Intl.NumberFormat('en-CA', { maximumFractionDigits: 0 });

/** A timestamp as the local calendar date; a missing or broken one reads as a dash, not 'Invalid Date'. */
export function formatDashboardDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  // A bare calendar date (YYYY-MM-DD) is that day everywhere; Date.parse would read it as UTC midnight.
  const bare = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const date = bare ? new Date(Number(bare[1]), Number(bare[2]) - 1, Number(bare[3])) : new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateFormat.format(date);
}

/** Cents as US dollars, en-US (docs/behaviour.md#dashboard): 123456 -> '$1,234.56'. */
export function formatDashboardMoney(cents: number | null | undefined): string {
  return formatCents(typeof cents === 'number' && Number.isFinite(cents) ? cents : 0, {
    currency: 'USD',
    locale: 'en-US',
  });
}

/** Axis ticks stay short: 12345 -> '$12.3K'. Takes dollars because chart scales work in dollars. */
export function formatAxisDollars(dollars: number): string {
  return compactUsd.format(dollars);
}

/** 1234 -> '1,234' for the stat cards. */
export function formatCount(count: number): string {
  return wholeNumber.format(count);
}

/** month is 1-12: (2026, 1) -> 'Jan 2026'. */
export function monthLabel(year: number, month: number): string {
  return monthFormat.format(new Date(Date.UTC(year, month - 1, 1)));
}

const ASSET_CLASS_LABELS: Record<AssetClass, string> = {
  real_property: 'Real property',
  security_investment: 'Securities and investments',
  vehicle: 'Vehicles',
  personal_property: 'Personal property',
  business_interest: 'Business interests',
  receivable: 'Receivables',
  bank_account: 'Bank accounts',
  registered_plan: 'Registered plans',
  life_insurance: 'Life insurance',
  pension: 'Pensions',
  other: 'Other assets',
};

/** 'real_property' -> 'Real property'; an unknown group still reads as words rather than a slug. */
export function assetClassLabel(assetClass: string): string {
  const known = ASSET_CLASS_LABELS[assetClass as AssetClass];
  if (known) return known;
  const words = titleCaseWords(assetClass).toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Unclassified';
}
