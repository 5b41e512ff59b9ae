import { type DeadlineEstate, type DeadlineStatus, DUE_SOON_DAYS } from './deadline-types.ts';
import { addDaysUtc, addMonthsUtc, addYearsUtc, daysBetweenUtc } from './iso-dates.ts';

/** Estate Information Return: 180 days after the certificate is issued (ESTATE_INFORMATION_RETURN_RULE). */
export const estateInformationReturnDueDate = (certificateIssued: string): string =>
  addDaysUtc(certificateIssued, 180);

/** Amended return: 60 days after learning of the change (AMENDED_RETURN_RULE). */
export const amendedReturnDueDate = (dateLearned: string): string => addDaysUtc(dateLearned, 60);

/**
 * Terminal T1 (TERMINAL_RETURN_RULE): death Jan 1–Oct 31 → April 30 of the next year; Nov 1–Dec 31
 * → six months after death, clamped to the month's end. With business income
 * (TERMINAL_RETURN_BUSINESS_RULE): June 15 of the next year; death Dec 16–31 → six months after.
 */
export function terminalReturnDueDate(dateOfDeath: string, { businessIncome = false } = {}): string {
  const year = Number(dateOfDeath.slice(0, 4));
  const monthDay = dateOfDeath.slice(5);
  const next = String(year + 1).padStart(4, '0');
  if (businessIncome) return monthDay >= '12-16' ? addMonthsUtc(dateOfDeath, 6) : `${next}-06-15`;
  return monthDay >= '11-01' ? addMonthsUtc(dateOfDeath, 6) : `${next}-04-30`;
}

/**
 * Default first tax year end of the estate: the day before the first anniversary of death
 * (T3_RETURN_RULE; an assumption where the estate has not chosen one). A death on Feb 29 has its
 * anniversary on Feb 28, so the year ends Feb 27.
 */
export const defaultT3YearEnd = (dateOfDeath: string): string => addDaysUtc(addYearsUtc(dateOfDeath, 1), -1);

/** T3 return: 90 days after the tax year end (T3_RETURN_RULE). */
export const t3ReturnDueDate = (taxYearEnd: string): string => addDaysUtc(taxYearEnd, 90);

/** Dependants' support: six months after the certificate (DEPENDANTS_SUPPORT_RULE), month end clamped. */
export const dependantsSupportDeadline = (certificateIssued: string): string =>
  addMonthsUtc(certificateIssued, 6);

/** Status of a dated deadline on `today`: due within 30 days (today included) is due soon. */
export function deadlineStatus(dueDate: string | null, today: string, done = false): DeadlineStatus {
  if (done) return 'done';
  if (!dueDate) return 'unknown';
  const days = daysBetweenUtc(today, dueDate);
  if (days < 0) return 'overdue';
  return days <= DUE_SOON_DAYS ? 'due-soon' : 'upcoming';
}

export const estateDateOfDeath = (estate: Pick<DeadlineEstate, 'deceased' | 'keyDates'>): string | null =>
  estate.deceased?.dateOfDeath || estate.keyDates?.dateOfDeath || null;

/** Spousal election period: six months after the death (SPOUSAL_ELECTION_RULE), month end clamped. */
export const spousalElectionDeadline = (dateOfDeath: string): string => addMonthsUtc(dateOfDeath, 6);

/**
 * The previous year's T1, when the death falls after that year's end and on or before its normal due
 * date (April 30; June 15 with business income): six months after the death (PRIOR_YEAR_RETURN_RULE).
 * Null when the death came after that due date, so the return was already due in life.
 */
export function priorYearReturnDueDate(dateOfDeath: string, { businessIncome = false } = {}): string | null {
  const monthDay = dateOfDeath.slice(5);
  return monthDay <= (businessIncome ? '06-15' : '04-30') ? addMonthsUtc(dateOfDeath, 6) : null;
}

/**
 * "Rights or things" return: the later of one year after the death and 90 days after the final
 * return's notice of assessment (RIGHTS_OR_THINGS_RULE). Without an assessment date, the year.
 */
export function rightsOrThingsDueDate(dateOfDeath: string, finalReturnAssessedOn?: string | null): string {
  const year = addYearsUtc(dateOfDeath, 1);
  if (!finalReturnAssessedOn) return year;
  const afterAssessment = addDaysUtc(finalReturnAssessedOn, 90);
  // ISO dates order as text; the later of the two.
  return [afterAssessment, year].sort()[1]!;
}

/** The estate stops being a graduated rate estate 36 months after the death (GRADUATED_RATE_ESTATE_RULE). */
export const graduatedRateEstateEnds = (dateOfDeath: string): string => addMonthsUtc(dateOfDeath, 36);

/**
 * The estate's tax year ends after the first, each of which needs a T3 return (LATER_T3_RETURN_RULE):
 * anniversaries of the first year end while it is a graduated rate estate, the year end deemed when
 * that status ends, then December 31 each year (an ordinary trust's year). Only years that have begun
 * by `until` are listed (the caller leaves out the year of a wind-up, which the final return covers).
 */
export function laterTaxYearEnds(firstYearEnd: string, dateOfDeath: string, until: string): string[] {
  // The last year as a graduated rate estate ends the day before the 36-month anniversary.
  const greEnd = addDaysUtc(graduatedRateEstateEnds(dateOfDeath), -1);
  const ends: string[] = [];
  let previous = firstYearEnd;
  // A bound on the loop whatever the dates say: no estate keeps a century of returns open.
  for (let i = 0; i < 100; i++) {
    const start = addDaysUtc(previous, 1);
    if (start > until) break;
    let next: string;
    if (previous < greEnd) {
      const anniversary = addYearsUtc(previous, 1);
      next = [anniversary, greEnd].sort()[0]!;
    } else {
      next = `${start.slice(0, 4)}-12-31`;
    }
    ends.push(next);
    previous = next;
  }
  return ends;
}
