import { addDaysUtc } from './iso-dates.ts';
import type { RuleSource } from './sources.ts';

/**
 * The days the Rules of Civil Procedure treat as holidays (rule 1.03(1), "holiday"): weekends, the
 * fixed and moving public holidays, and the Mondays (and Tuesday) that replace those falling on a
 * weekend. A special holiday proclaimed by the Governor General or the Lieutenant Governor cannot be
 * known in advance, so a person can still pick another date.
 */
export const COURT_HOLIDAY_RULE: RuleSource = {
  rule:
    'Holidays: Saturdays and Sundays; New Year’s Day; Family Day; Good Friday; Easter Monday; Victoria ' +
    'Day; Canada Day; Civic Holiday; Labour Day; Thanksgiving Day; Remembrance Day; Christmas Day; Boxing ' +
    'Day. When New Year’s Day, Canada Day or Remembrance Day falls on a weekend, the following Monday is a ' +
    'holiday; when Christmas Day falls on a weekend, the following Monday and Tuesday are; when it falls ' +
    'on a Friday, the following Monday is.',
  source: 'Rules of Civil Procedure, R.R.O. 1990, Reg. 194, r. 1.03(1) "holiday"',
};

const iso = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** 0 = Sunday … 6 = Saturday. */
export const weekdayUtc = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The n-th given weekday of a month (n from 1). */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  const first = weekdayUtc(iso(year, month, 1));
  return iso(year, month, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7);
}

/** Easter Sunday (Gregorian computus, the anonymous algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(year, month, day);
}

/** The weekday holidays of one year (weekends are holidays anyway). */
export function courtHolidays(year: number): Set<string> {
  const out = new Set<string>();
  const easter = easterSunday(year);
  const fixed = [iso(year, 1, 1), iso(year, 7, 1), iso(year, 11, 11), iso(year, 12, 25), iso(year, 12, 26)];
  for (const d of fixed) out.add(d);
  out.add(nthWeekday(year, 2, 1, 3)); // Family Day: third Monday of February
  out.add(addDaysUtc(easter, -2)); // Good Friday
  out.add(addDaysUtc(easter, 1)); // Easter Monday
  // Victoria Day: the last Monday before May 25.
  const may24 = iso(year, 5, 24);
  out.add(addDaysUtc(may24, -((weekdayUtc(may24) + 6) % 7)));
  out.add(nthWeekday(year, 8, 1, 1)); // Civic Holiday
  out.add(nthWeekday(year, 9, 1, 1)); // Labour Day
  out.add(nthWeekday(year, 10, 1, 2)); // Thanksgiving
  for (const d of [iso(year, 1, 1), iso(year, 7, 1), iso(year, 11, 11)]) {
    const w = weekdayUtc(d);
    if (w === 6) out.add(addDaysUtc(d, 2));
    if (w === 0) out.add(addDaysUtc(d, 1));
  }
  const christmas = iso(year, 12, 25);
  const cw = weekdayUtc(christmas);
  if (cw === 6 || cw === 0) {
    const monday = addDaysUtc(christmas, cw === 6 ? 2 : 1);
    out.add(monday);
    out.add(addDaysUtc(monday, 1));
  }
  if (cw === 5) out.add(addDaysUtc(christmas, 3));
  return out;
}

const holidayCache = new Map<number, Set<string>>();

export function isCourtHoliday(date: string): boolean {
  const w = weekdayUtc(date);
  if (w === 0 || w === 6) return true;
  const year = Number(date.slice(0, 4));
  let set = holidayCache.get(year);
  if (!set) {
    set = courtHolidays(year);
    holidayCache.set(year, set);
  }
  return set.has(date);
}

/** The first day on or after `date` that is not a holiday. */
export function nextCourtDay(date: string): string {
  let d = date;
  while (isCourtHoliday(d)) d = addDaysUtc(d, 1);
  return d;
}

/** The last day on or before `date` that is not a holiday. */
export function previousCourtDay(date: string): string {
  let d = date;
  while (isCourtHoliday(d)) d = addDaysUtc(d, -1);
  return d;
}
