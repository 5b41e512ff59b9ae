import { foldText } from '../../domain/rules/text.ts';

/**
 * Amounts and dates as Canadian banks write them in English and French
 * (docs/behaviour.md#bank-statement-import): `1,234.56`, `1 234,56 $`, `(12.00)`, `12.00-`,
 * `2025-01-31`, `31/01/2025`, `01/31/2025`, `20250131120000[-5:EST]`, `31 janv. 2025`, `Jan 31, 2025`.
 */

/** Spaces a French number may use between thousands: space, no-break and narrow no-break. */
const GROUP_SPACES = /[\s\u00a0\u202f]/g;

/**
 * Signed cents from an amount as written, or null when it is not one. Dollar signs and CAD are
 * dropped; a leading or trailing minus, parentheses, or a trailing DR make it negative. With both
 * `,` and `.` the last is the decimal mark; a lone `,` is the decimal mark unless exactly three
 * digits follow it.
 */
export function parseAmount(text: string): number | null {
  let s = text.replace(GROUP_SPACES, '').replace(/^\uFEFF/, '');
  s = s.replace(/\$|CAD|CA|USD|US/gi, '');
  if (!s) return null;
  let negative = false;
  // `12.00 CR` is money into the account, `12.00 DR` money out of it, as a statement prints them.
  const side = /(CR|DR)$/i.exec(s)?.[1]?.toUpperCase();
  if (side) {
    negative = side === 'DR';
    s = s.slice(0, -2);
  }
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1);
  }
  if (/^[-\u2212]/.test(s)) {
    negative = !negative;
    s = s.slice(1);
  } else if (s.startsWith('+')) s = s.slice(1);
  else if (/[-\u2212]$/.test(s)) {
    negative = !negative;
    s = s.slice(0, -1);
  }
  if (!/^[\d.,']+$/.test(s) || !/\d/.test(s)) return null;
  s = s.replaceAll("'", '');
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  let decimal: ',' | '.' | null = null;
  if (lastComma >= 0 && lastDot >= 0) decimal = lastComma > lastDot ? ',' : '.';
  else if (lastComma >= 0) {
    const commas = s.split(',').length - 1;
    decimal = commas === 1 && s.length - lastComma - 1 !== 3 ? ',' : null;
  } else if (lastDot >= 0) decimal = s.split('.').length - 1 === 1 ? '.' : null;
  const at = decimal ? s.lastIndexOf(decimal) : -1;
  const grouped = at >= 0 ? s.slice(0, at) : s;
  // Thousands separators, when there are any, come every three digits and are all the same.
  if (/[.,]/.test(grouped) && !/^\d{1,3}(?:([.,])\d{3})?(?:\1\d{3})*$/.test(grouped)) return null;
  const whole = grouped.replace(/[.,]/g, '');
  const fraction = at >= 0 ? s.slice(at + 1) : '';
  if (!/^\d*$/.test(whole) || !/^\d*$/.test(fraction) || (!whole && !fraction)) return null;
  // Cents are whole: a third decimal is accepted only as a trailing zero (`12.3400`).
  if (fraction.length > 2 && /[1-9]/.test(fraction.slice(2))) return null;
  const cents = Number(whole || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return negative && cents !== 0 ? -cents : cents;
}

export type DateOrder = 'ymd' | 'dmy' | 'mdy';

const MONTHS: Readonly<Record<string, number>> = {
  jan: 1,
  janv: 1,
  january: 1,
  janvier: 1,
  feb: 2,
  fev: 2,
  fevr: 2,
  february: 2,
  fevrier: 2,
  mar: 3,
  mars: 3,
  march: 3,
  apr: 4,
  avr: 4,
  april: 4,
  avril: 4,
  may: 5,
  mai: 5,
  jun: 6,
  june: 6,
  juin: 6,
  jul: 7,
  july: 7,
  juil: 7,
  juillet: 7,
  aug: 8,
  august: 8,
  aou: 8,
  aout: 8,
  sep: 9,
  sept: 9,
  september: 9,
  septembre: 9,
  oct: 10,
  october: 10,
  octobre: 10,
  nov: 11,
  november: 11,
  novembre: 11,
  dec: 12,
  december: 12,
  decembre: 12,
};

function iso(year: number, month: number, day: number): string | null {
  if (year < 100) year += 2000;
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > last) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A `YYYY-MM-DD` date from a date as written, or null when it is not one (or not a real day).
 * Numeric dates with the year last are read in `order` (dmy or mdy); without one, they are read
 * only when the day cannot be a month (`31/01/2025`).
 */
export function parseDate(text: string, order?: DateOrder): string | null {
  const s = text.trim().replace(/^\uFEFF/, '');
  // OFX: YYYYMMDD, then optional time, fraction and zone; the calendar date is the bank's.
  let m = /^(\d{4})(\d{2})(\d{2})(?:\d{2,6}(?:\.\d+)?)?(?:\[[^\]]*\])?$/.exec(s);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ].*)?$/.exec(s);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})(?: .*)?$/.exec(s);
  if (m) {
    const [a, b, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const use = order && order !== 'ymd' ? order : a > 12 ? 'dmy' : b > 12 ? 'mdy' : null;
    if (!use) return null;
    return use === 'dmy' ? iso(y, b, a) : iso(y, a, b);
  }
  // Month names, English or French: `31 janv. 2025`, `31-Jan-2025`, `Jan 31, 2025`, `le 1er mars 2025`.
  const words = foldText(s)
    .replace(/^le\s+/, '')
    .replace(/(\d)er\b/, '$1')
    .replace(/[.,]/g, ' ')
    .split(/[\s-]+/)
    .filter(Boolean);
  if (words.length === 3) {
    const [x, y, z] = words as [string, string, string];
    if (/^\d{1,2}$/.test(x) && MONTHS[y] && /^\d{2,4}$/.test(z)) return iso(+z, MONTHS[y], +x);
    if (MONTHS[x] && /^\d{1,2}$/.test(y) && /^\d{2,4}$/.test(z)) return iso(+z, MONTHS[x], +y);
  }
  return null;
}

/**
 * The order of a column's numeric dates: the first value whose day cannot be a month decides;
 * when none does (every day is 12 or less), `fallback` (the bank's known layout) or null.
 */
export function dateOrderOf(values: readonly string[], fallback?: DateOrder): DateOrder | null {
  for (const value of values) {
    const m = /^\s*(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})\b/.exec(value);
    if (!m) continue;
    if (Number(m[1]) > 12) return 'dmy';
    if (Number(m[2]) > 12) return 'mdy';
  }
  return fallback ?? null;
}
