import { isIsoDate } from '../../domain/rules/dates.ts';
import { expectedPeriodStart, longDateOf } from '../../domain/rules/ontario/index.ts';

export type ReportPeriod = { from: string; to: string };

/** Which rule picked the period, so the screen can say which one was used and why. */
export type PeriodChoice = {
  period: ReportPeriod;
  used: 'range' | 'year' | 'default';
  message: string;
};

export type DefaultPeriod = { period: ReportPeriod; description: string };

/**
 * An estate's accounts run from the date of death, or from the day after the accounts last passed
 * (docs/behaviour.md#court-checks); without either, from the start of this year. All end today. A
 * date of death typed in the future starts the period today.
 */
export function defaultPeriod(
  dateOfDeath: string | null | undefined,
  today: string,
  passedTo?: string | null,
): DefaultPeriod {
  const after = isIsoDate(passedTo) ? expectedPeriodStart(dateOfDeath, passedTo) : null;
  if (after && after <= today) {
    return {
      period: { from: after, to: today },
      description: `the day after the accounts last passed (${longDateOf(passedTo)}) to today`,
    };
  }
  if (dateOfDeath && isIsoDate(dateOfDeath)) {
    const from = dateOfDeath <= today ? dateOfDeath : today;
    return { period: { from, to: today }, description: 'date of death to today' };
  }
  return {
    period: { from: `${today.slice(0, 4)}-01-01`, to: today },
    description: 'start of this year to today (no date of death is recorded)',
  };
}

export const periodText = (p: ReportPeriod): string => `${p.from} to ${p.to}`;

const RANGE = /^(\d{4}-\d{2}-\d{2})\s*(?:to|–|—|-)\s*(\d{4}-\d{2}-\d{2})$/i;
const YEAR = /^(\d{4})$/;

/**
 * The generic form's Time Period: 'YYYY-MM-DD to YYYY-MM-DD' (a dash works too) or a year
 * 'YYYY'; anything else falls back to the default period, and the message says so.
 */
export function parseTimePeriod(text: unknown, fallback: DefaultPeriod): PeriodChoice {
  const raw = typeof text === 'string' ? text.trim() : '';
  const range = RANGE.exec(raw);
  if (range) {
    const [, from = '', to = ''] = range;
    if (isIsoDate(from) && isIsoDate(to) && from <= to) {
      const period = { from, to };
      return { period, used: 'range', message: `Period used: ${periodText(period)}.` };
    }
  }
  const year = YEAR.exec(raw);
  if (year && Number(year[1]) >= 1900) {
    const period = { from: `${year[1]}-01-01`, to: `${year[1]}-12-31` };
    return {
      period,
      used: 'year',
      message: `Period used: the year ${year[1]}, ${periodText(period)}.`,
    };
  }
  const why =
    raw === ''
      ? 'No time period is given'
      : range
        ? `“${raw}” is not a valid period (a date does not exist, or it ends before it starts)`
        : `“${raw}” is not a period this form reads (YYYY-MM-DD to YYYY-MM-DD, or a year such as 2025)`;
  return {
    period: fallback.period,
    used: 'default',
    message: `${why}, so the default period is used: ${fallback.description}, ${periodText(fallback.period)}.`,
  };
}

/** The report panel's own from/to pair: a message per field, empty when the pair is usable. */
export function periodErrors(from: string, to: string): { from?: string; to?: string } {
  const errors: { from?: string; to?: string } = {};
  if (!isIsoDate(from)) errors.from = 'Enter the first day of the period.';
  if (!isIsoDate(to)) errors.to = 'Enter the last day of the period.';
  if (!errors.from && !errors.to && to < from) errors.to = 'The period must end on or after its start.';
  return errors;
}
