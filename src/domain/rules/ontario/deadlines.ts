import { addDaysUtc, addMonthsUtc, addYearsUtc, daysBetweenUtc } from './iso-dates.ts';
import {
  AMENDED_RETURN_RULE,
  CLEARANCE_CERTIFICATE_RULE,
  COURT_DEADLINE_RULE,
  DEPENDANTS_SUPPORT_RULE,
  ESTATE_INFORMATION_RETURN_RULE,
  type RuleSource,
  T3_RETURN_RULE,
  TERMINAL_RETURN_BUSINESS_RULE,
  TERMINAL_RETURN_RULE,
} from './sources.ts';

export type DeadlineId =
  | 'estate-information-return'
  | 'amended-estate-information-return'
  | 'terminal-t1-return'
  | 't3-return'
  | 'dependants-support'
  | 'clearance-certificate'
  | 'court-deadline';

/**
 * 'before-final-distribution' is the clearance certificate's: it has no date, only an order.
 * A date that has passed is 'overdue', except the dependants' support period, which is 'done'
 * once it has run (it is a waiting period for the estate trustee, not a filing).
 */
export type DeadlineStatus =
  | 'upcoming'
  | 'due-soon'
  | 'overdue'
  | 'done'
  | 'unknown'
  | 'before-final-distribution';

export interface Deadline extends RuleSource {
  id: DeadlineId;
  title: string;
  dueDate: string | null;
  status: DeadlineStatus;
  /** Why there is no date, or what the date was counted from. */
  note?: string;
}

export const DUE_SOON_DAYS = 30;

export interface DeadlineEstate {
  _id: string;
  estateName: string;
  status?: string;
  deletedAt?: string | null;
  deceased?: { dateOfDeath?: string | null } | null;
  keyDates?: {
    dateOfDeath?: string | null;
    courtDeadline?: string | null;
    certificateIssued?: string | null;
  } | null;
}

export interface DeadlineOptions {
  /** The estate's chosen first tax year end; default the day before the first anniversary of death. */
  t3YearEnd?: string | null;
  /** The deceased (or a spouse living with them) carried on a business. */
  businessIncome?: boolean;
  /** When the estate trustee learned the Estate Information Return was wrong or incomplete. */
  changeLearnedOn?: string | null;
  /** Deadlines already met. */
  done?: Partial<Record<DeadlineId, boolean>>;
}

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

function dated(
  id: DeadlineId,
  title: string,
  source: RuleSource,
  dueDate: string | null,
  today: string,
  done: boolean,
  missing: string,
  note?: string,
): Deadline {
  const status = deadlineStatus(dueDate, today, done);
  const why = dueDate ? note : missing;
  return { id, title, dueDate, status, ...source, ...(why ? { note: why } : {}) };
}

/** Every deadline of one estate, in the order an administration meets them. */
export function estateDeadlines(
  estate: DeadlineEstate,
  today: string,
  options: DeadlineOptions = {},
): Deadline[] {
  const done = options.done ?? {};
  const death = estateDateOfDeath(estate);
  const certificate = estate.keyDates?.certificateIssued || null;
  const noCertificate = 'The certificate of appointment has not been issued (no date entered).';
  const noDeath = 'No date of death entered.';
  const out: Deadline[] = [];
  const t1Rule = options.businessIncome ? TERMINAL_RETURN_BUSINESS_RULE : TERMINAL_RETURN_RULE;
  out.push(
    dated(
      'terminal-t1-return',
      'Final (terminal) T1 return',
      t1Rule,
      death ? terminalReturnDueDate(death, { businessIncome: options.businessIncome }) : null,
      today,
      !!done['terminal-t1-return'],
      noDeath,
      death ? `Date of death ${death}.` : undefined,
    ),
  );
  out.push(
    dated(
      'estate-information-return',
      'Estate Information Return',
      ESTATE_INFORMATION_RETURN_RULE,
      certificate ? estateInformationReturnDueDate(certificate) : null,
      today,
      !!done['estate-information-return'],
      noCertificate,
      certificate ? `Certificate issued ${certificate}.` : undefined,
    ),
  );
  if (options.changeLearnedOn) {
    out.push(
      dated(
        'amended-estate-information-return',
        'Amended Estate Information Return',
        AMENDED_RETURN_RULE,
        amendedReturnDueDate(options.changeLearnedOn),
        today,
        !!done['amended-estate-information-return'],
        '',
        `Change learned on ${options.changeLearnedOn}.`,
      ),
    );
  }
  const dependants = certificate ? dependantsSupportDeadline(certificate) : null;
  out.push(
    dated(
      'dependants-support',
      "Dependants' support claims period ends",
      DEPENDANTS_SUPPORT_RULE,
      dependants,
      today,
      !!done['dependants-support'] || (dependants !== null && dependants < today),
      noCertificate,
      certificate ? `Certificate issued ${certificate}.` : undefined,
    ),
  );
  const yearEnd = options.t3YearEnd || (death ? defaultT3YearEnd(death) : null);
  out.push(
    dated(
      't3-return',
      'T3 return (first tax year of the estate)',
      T3_RETURN_RULE,
      yearEnd ? t3ReturnDueDate(yearEnd) : null,
      today,
      !!done['t3-return'],
      noDeath,
      yearEnd
        ? options.t3YearEnd
          ? `Tax year ending ${yearEnd} (chosen).`
          : `Tax year taken to end ${yearEnd}, the day before the first anniversary of death (assumed; no year end chosen).`
        : undefined,
    ),
  );
  if (estate.keyDates?.courtDeadline) {
    out.push(
      dated(
        'court-deadline',
        'Court deadline',
        COURT_DEADLINE_RULE,
        estate.keyDates.courtDeadline,
        today,
        !!done['court-deadline'],
        '',
      ),
    );
  }
  out.push({
    id: 'clearance-certificate',
    title: 'Clearance certificate (TX19)',
    dueDate: null,
    status: done['clearance-certificate'] ? 'done' : 'before-final-distribution',
    note: 'Before the final distribution.',
    ...CLEARANCE_CERTIFICATE_RULE,
  });
  return out;
}

export interface EstateDeadline extends Deadline {
  estateId: string;
  estateName: string;
}

/**
 * The dashboard's list: dated deadlines not yet met across the estates (closed and deleted
 * estates left out), overdue first, then by date. `options` gives per-estate choices by id.
 */
export function upcomingDeadlines(
  estates: readonly DeadlineEstate[],
  today: string,
  limit = 5,
  options: Record<string, DeadlineOptions> = {},
): EstateDeadline[] {
  const all: EstateDeadline[] = [];
  for (const estate of estates) {
    if (estate.deletedAt != null || estate.status === 'closed') continue;
    for (const d of estateDeadlines(estate, today, options[estate._id])) {
      if (d.dueDate === null || d.status === 'done') continue;
      all.push({ ...d, estateId: estate._id, estateName: estate.estateName });
    }
  }
  all.sort(
    (a, b) => (a.dueDate ?? '').localeCompare(b.dueDate ?? '') || a.estateName.localeCompare(b.estateName),
  );
  return all.slice(0, Math.max(0, limit));
}
