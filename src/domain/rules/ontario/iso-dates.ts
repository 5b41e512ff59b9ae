import { isIsoDate } from '../dates.ts';

/**
 * Calendar arithmetic on ISO dates (YYYY-MM-DD) in UTC, so a deadline never moves with the
 * device's time zone or a daylight-saving change. Month steps clamp to the month's last day
 * (Aug 31 + 6 months = Feb 28, or Feb 29 in a leap year), the way deadlines are counted.
 */

const DAY_MS = 86_400_000;

function parts(iso: string): [number, number, number] {
  if (!isIsoDate(iso)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${String(iso)}`);
  return [Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10))];
}

function utcMs(year: number, month: number, day: number): number {
  // setUTCFullYear, unlike Date.UTC, does not map years 0-99 onto the 1900s.
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return d.getTime();
}

function fromMs(ms: number): string {
  const d = new Date(ms);
  const y = String(d.getUTCFullYear()).padStart(4, '0');
  const m = String(d.getUTCMonth() + 1).padStart(2, '0');
  const day = String(d.getUTCDate()).padStart(2, '0');
  return `${y}-${m}-${day}`;
}

/** Last day of a month (month 1-12), leap years included. */
export function lastDayOfMonthUtc(year: number, month: number): number {
  return new Date(utcMs(year, month + 1, 0)).getUTCDate();
}

export function addDaysUtc(iso: string, days: number): string {
  const [y, m, d] = parts(iso);
  return fromMs(utcMs(y, m, d) + days * DAY_MS);
}

/** Whole months forward (or back), clamped to the target month's last day. */
export function addMonthsUtc(iso: string, months: number): string {
  const [y, m, d] = parts(iso);
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12 + 1;
  return fromMs(utcMs(year, month, Math.min(d, lastDayOfMonthUtc(year, month))));
}

export function addYearsUtc(iso: string, years: number): string {
  return addMonthsUtc(iso, years * 12);
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetweenUtc(from: string, to: string): number {
  const [fy, fm, fd] = parts(from);
  const [ty, tm, td] = parts(to);
  return Math.round((utcMs(ty, tm, td) - utcMs(fy, fm, fd)) / DAY_MS);
}

/** Days in a period counting both ends: 2023-01-01..2023-12-31 is 365 days. */
export function inclusiveDaysUtc(from: string, to: string): number {
  return daysBetweenUtc(from, to) + 1;
}

/** ISO dates compare correctly as strings; this names the intent. */
export const isWithin = (date: string, from: string, to: string): boolean => date >= from && date <= to;

export function assertIsoDate(value: string, label: string): string {
  if (!isIsoDate(value))
    throw new RangeError(`${label} must be a calendar date (YYYY-MM-DD): ${String(value)}`);
  return value;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 2024-03-15 -> 'March 15, 2024', as court documents write dates; null for anything else. */
export function longDateOf(iso: string | null | undefined): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return m ? `${MONTH_NAMES[Number(m[2]) - 1]} ${Number(m[3])}, ${m[1]}` : null;
}
