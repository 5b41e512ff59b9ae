import { isCourtHoliday, nextCourtDay, previousCourtDay } from './court-calendar.ts';
import { addDaysUtc, daysBetweenUtc } from './iso-dates.ts';
import type { RuleSource } from './sources.ts';

/**
 * How much notice a notice of application to pass accounts needs, and how the days are counted
 * (docs/behaviour.md#hearing-and-service-timing). One calculation, used by the card's calculator
 * and by the court checks alike:
 *
 * - mail takes effect on the fifth day after mailing (r. 16.06(2)); a period of seven days or less
 *   does not count holidays (r. 3.01(1)(b)), so the five days are days that are not holidays, and
 *   the day service takes effect is never a holiday (service on a holiday counts from the next day
 *   that is not one, r. 3.01(1)(d));
 * - the 60 or 75 days run from the day service takes effect (excluded) to the hearing (included),
 *   holidays counted, even though the rule says "at least" (r. 3.01(1)(a));
 * - the hearing is on a day the court sits, never a holiday (r. 1.03(1)).
 *
 * Where a rule can be read two ways, the later day is taken: a notice a few days longer costs
 * nothing, one a day short costs the hearing date.
 */
export const PASSING_NOTICE_RULE: RuleSource = {
  rule:
    'The notice of application to pass accounts is served by regular lettermail at least 60 days before ' +
    'the hearing date on each person in Ontario with an interest in the estate, and at least 75 days ' +
    'before it on each person outside Ontario. Service by mail takes effect on the fifth day after ' +
    'mailing; holidays (Saturdays and Sundays among them) are not counted in a period of seven days or ' +
    'less, so service takes effect on the fifth day after mailing that is not a holiday. The days of ' +
    'notice are counted excluding the day service takes effect and including the hearing date, which ' +
    'must be a day that is not a holiday.',
  source:
    'Rules of Civil Procedure, R.R.O. 1990, Reg. 194, rr. 74.18(3)–(5), 16.06(2), 3.01(1)(a), (b) and (d), 1.03(1) "holiday"',
};

export const NOTICE_DAYS_IN_ONTARIO = 60;
/** A notice of objection, or a request for further notice, is served and filed 35 days before the hearing (r. 74.18). */
export const OBJECTION_DAYS = 35;
export const NOTICE_DAYS_OUTSIDE_ONTARIO = 75;
/** Service by mail is effective on the fifth day after the mailing (rule 16.06(2)), holidays not counted (r. 3.01(1)(b)). */
export const MAIL_DAYS = 5;

export interface ServiceTiming {
  /** Anyone to be served lives outside Ontario: the longer notice applies to the whole mailing. */
  outsideOntario?: boolean;
  /** Served by regular lettermail, as rule 74.18(3) requires (default); false for service that is effective on delivery. */
  byMail?: boolean;
}

const noticeDays = ({ outsideOntario = false }: ServiceTiming) =>
  outsideOntario ? NOTICE_DAYS_OUTSIDE_ONTARIO : NOTICE_DAYS_IN_ONTARIO;

/**
 * The day service of notices sent on `sentOn` takes effect: by mail, the fifth day after mailing
 * that is not a holiday (rr. 16.06(2), 3.01(1)(b)); delivered, that day, or the next day that is
 * not a holiday when it is one (r. 3.01(1)(d)).
 */
export function serviceEffectiveOn(sentOn: string, { byMail = true }: ServiceTiming = {}): string {
  if (!byMail) return nextCourtDay(sentOn);
  let day = sentOn;
  for (let counted = 0; counted < MAIL_DAYS; ) {
    day = addDaysUtc(day, 1);
    if (!isCourtHoliday(day)) counted += 1;
  }
  return day;
}

/** The first day notices can go in the mail from `today`: today when the court sits, else the next such day. */
export const firstMailingDay = (today: string): string => nextCourtDay(today);

export interface LatestService {
  /** The last day service can take effect (a day that is not a holiday). */
  effectiveBy: string;
  /** The last working day to put the notices in the mail (or to deliver them). */
  sendBy: string;
}

/**
 * The latest service for a chosen hearing date: the notice period counted back gives the last day
 * service can take effect (back to a day that is not a holiday, since service never takes effect on
 * one); the last working day whose mail takes effect by then is the last mailing day (a firm cannot
 * count on mailing on a weekend or a holiday).
 */
export function latestServiceFor(hearingDate: string, timing: ServiceTiming = {}): LatestService {
  const effectiveBy = previousCourtDay(addDaysUtc(hearingDate, -noticeDays(timing)));
  // serviceEffectiveOn never falls before the day sent, and grows with it: step back to the first fit.
  let sendBy = previousCourtDay(effectiveBy);
  while (serviceEffectiveOn(sendBy, timing) > effectiveBy) sendBy = previousCourtDay(addDaysUtc(sendBy, -1));
  return { effectiveBy, sendBy };
}

export interface EarliestHearing {
  /** The day the service takes effect. */
  effectiveOn: string;
  /** The first day the court sits that leaves the full notice period. */
  hearingOn: string;
}

/** The earliest hearing date for notices sent on `sentOn` (mailed, by default). */
export function earliestHearingFor(sentOn: string, timing: ServiceTiming = {}): EarliestHearing {
  const effectiveOn = serviceEffectiveOn(sentOn, timing);
  return { effectiveOn, hearingOn: nextCourtDay(addDaysUtc(effectiveOn, noticeDays(timing))) };
}

export interface HearingCheck {
  ok: boolean;
  /** Days of notice the service gives (from the day it takes effect to the hearing). */
  noticeDays: number;
  required: number;
  /** The hearing falls on a holiday, when the court does not sit. */
  hearingOnHoliday: boolean;
  /** The day service takes effect. */
  effectiveOn: string;
}

/** Whether notices sent on `sentOn` give enough notice for `hearingDate`. */
export function checkHearing(sentOn: string, hearingDate: string, timing: ServiceTiming = {}): HearingCheck {
  const effectiveOn = serviceEffectiveOn(sentOn, timing);
  const given = daysBetweenUtc(effectiveOn, hearingDate);
  const required = noticeDays(timing);
  const hearingOnHoliday = isCourtHoliday(hearingDate);
  return {
    ok: given >= required && !hearingOnHoliday,
    noticeDays: given,
    required,
    hearingOnHoliday,
    effectiveOn,
  };
}
