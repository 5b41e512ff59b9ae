import { isCourtHoliday, nextCourtDay, previousCourtDay } from './court-calendar.ts';
import { addDaysUtc, daysBetweenUtc } from './iso-dates.ts';
import type { RuleSource } from './sources.ts';

/**
 * How much notice a notice of application to pass accounts needs, and how the days are counted.
 * Service is by regular lettermail, which takes effect on the fifth day after mailing; days between
 * two events exclude the first and include the second, even where the rule says "at least".
 */
export const PASSING_NOTICE_RULE: RuleSource = {
  rule:
    'The notice of application to pass accounts is served by regular lettermail at least 60 days before ' +
    'the hearing date on each person in Ontario with an interest in the estate, and at least 75 days ' +
    'before it on each person outside Ontario. Service by mail takes effect on the fifth day after ' +
    'mailing. Days are counted excluding the day of the first event and including the day of the second.',
  source: 'Rules of Civil Procedure, R.R.O. 1990, Reg. 194, rr. 74.18(3)–(5), 16.06(2) and 3.01(1)(a)',
};

export const NOTICE_DAYS_IN_ONTARIO = 60;
/** A notice of objection, or a request for further notice, is served and filed 35 days before the hearing (r. 74.18). */
export const OBJECTION_DAYS = 35;
export const NOTICE_DAYS_OUTSIDE_ONTARIO = 75;
/** Service by mail is effective on the fifth day after the mailing (rule 16.06(2)). */
export const MAIL_DAYS = 5;

export interface ServiceTiming {
  /** Anyone to be served lives outside Ontario: the longer notice applies to the whole mailing. */
  outsideOntario?: boolean;
  /** Served by regular lettermail, as rule 74.18(3) requires (default); false for service that is effective on delivery. */
  byMail?: boolean;
}

const noticeDays = ({ outsideOntario = false }: ServiceTiming) =>
  outsideOntario ? NOTICE_DAYS_OUTSIDE_ONTARIO : NOTICE_DAYS_IN_ONTARIO;
const mailDays = ({ byMail = true }: ServiceTiming) => (byMail ? MAIL_DAYS : 0);

export interface LatestService {
  /** The last day service can take effect. */
  effectiveBy: string;
  /** The last working day to put the notices in the mail (or to deliver them). */
  sendBy: string;
}

/**
 * The latest service for a chosen hearing date. Counting back the notice period gives the last day
 * service can take effect; the mail's five days before that give the last mailing day, moved back to
 * a working day (a firm cannot count on mailing on a weekend or a holiday).
 */
export function latestServiceFor(hearingDate: string, timing: ServiceTiming = {}): LatestService {
  const effectiveBy = addDaysUtc(hearingDate, -noticeDays(timing));
  return { effectiveBy, sendBy: previousCourtDay(addDaysUtc(effectiveBy, -mailDays(timing))) };
}

export interface EarliestHearing {
  /** The day the service takes effect. */
  effectiveOn: string;
  /** The first day the court sits that leaves the full notice period. */
  hearingOn: string;
}

/** The earliest hearing date for notices sent on `sentOn` (mailed, by default). */
export function earliestHearingFor(sentOn: string, timing: ServiceTiming = {}): EarliestHearing {
  const effectiveOn = addDaysUtc(sentOn, mailDays(timing));
  return { effectiveOn, hearingOn: nextCourtDay(addDaysUtc(effectiveOn, noticeDays(timing))) };
}

export interface HearingCheck {
  ok: boolean;
  /** Days of notice the service gives (from the day it takes effect to the hearing). */
  noticeDays: number;
  required: number;
  /** The hearing falls on a holiday, when the court does not sit. */
  hearingOnHoliday: boolean;
}

/** Whether notices sent on `sentOn` give enough notice for `hearingDate`. */
export function checkHearing(sentOn: string, hearingDate: string, timing: ServiceTiming = {}): HearingCheck {
  const given = daysBetweenUtc(addDaysUtc(sentOn, mailDays(timing)), hearingDate);
  const required = noticeDays(timing);
  const hearingOnHoliday = isCourtHoliday(hearingDate);
  return { ok: given >= required && !hearingOnHoliday, noticeDays: given, required, hearingOnHoliday };
}
