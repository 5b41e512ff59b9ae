/**
 * How list cells show dates, booleans and shares (docs/behaviour.md#data-lists Data list: "Date columns show the
 * locale date; boolean columns show Yes or No"). The locale is en-CA, as for money.
 */

const dateFormat = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium' });

/** Calendar dates (YYYY-MM-DD) carry no time or zone: read them as that day where the user is. */
export function parseListDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * 'Mar 5, 2026'. A timestamp shows the day in the user's own time zone; a calendar date shows
 * that very day (new Date('2026-03-05') would be the 4th in Toronto). Missing or bad input shows
 * the fallback rather than 'Invalid Date'.
 */
export function formatListDate(value: unknown, fallback = '—'): string {
  const date = parseListDate(value);
  return date ? dateFormat.format(date) : fallback;
}

/** Boolean columns: Yes or No. A missing flag reads No. */
export function yesNo(value: unknown): 'Yes' | 'No' {
  return value === true ? 'Yes' : 'No';
}

const percentFormat = new Intl.NumberFormat('en-CA', { style: 'percent', maximumFractionDigits: 2 });

/** Shares are basis points (10000 = 100%): 2500 -> '25%', 3333 -> '33.33%'. */
export function formatBasisPoints(value: unknown, fallback = '—'): string {
  return typeof value === 'number' && Number.isFinite(value) ? percentFormat.format(value / 10000) : fallback;
}
