import { isIsoDate } from '../../domain/rules/dates.ts';
import {
  checkHearing,
  earliestHearingFor,
  firstMailingDay,
  isCourtHoliday,
  latestServiceFor,
  NOTICE_DAYS_IN_ONTARIO,
  NOTICE_DAYS_OUTSIDE_ONTARIO,
  nextCourtDay,
  weekdayUtc,
} from '../../domain/rules/ontario/index.ts';

/** "Friday, April 9, 2027": the weekday matters when counting to a mailing day. */
export function dayText(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-CA', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

const holidayText = (iso: string) =>
  weekdayUtc(iso) === 0 || weekdayUtc(iso) === 6 ? 'a weekend day' : 'a holiday under rule 1.03';

export interface CalculatorResult {
  tone: 'ok' | 'problem';
  lines: string[];
  /** A hearing date that fixes the problem, offered as "Use <date>". */
  useDate?: string;
}

const noticeDays = (outsideOntario: boolean) =>
  outsideOntario ? NOTICE_DAYS_OUTSIDE_ONTARIO : NOTICE_DAYS_IN_ONTARIO;

/**
 * The day the notices are counted from: the mailing date chosen (when it is not in the past), else
 * the first day mail can go from today (today when the court sits, never yesterday). The court
 * checks are given the same day (court-documents.tsx), so the card and the checks agree.
 */
export function countedMailing(mailingDate: string, today: string): string {
  return isIsoDate(mailingDate) && mailingDate >= today ? mailingDate : firstMailingDay(today);
}

const fromWhen = (sentOn: string, today: string) =>
  sentOn === today ? 'mailed today' : `mailed on ${dayText(sentOn)}`;

/** A mailing date chosen: refused when it is in the past, so nothing is saved (docs/behaviour.md#hearing-and-service-timing). */
export function mailingProblem(sentOn: string, today: string): string | null {
  if (!isIsoDate(sentOn) || sentOn >= today) return null;
  return `A mailing date cannot be in the past: the notices can go in the mail from ${dayText(
    firstMailingDay(today),
  )}.`;
}

/**
 * A hearing date chosen: the last day to mail the notices, or why the date will not do, with the
 * earliest date that would (counted from `sentOn`, the mailing as countedMailing gives it).
 */
export function forHearing(
  hearingDate: string,
  outsideOntario: boolean,
  today: string,
  sentOn: string = firstMailingDay(today),
): CalculatorResult | null {
  if (!isIsoDate(hearingDate)) return null;
  const timing = { outsideOntario };
  const earliest = earliestHearingFor(sentOn, timing).hearingOn;
  if (isCourtHoliday(hearingDate)) {
    const next = nextCourtDay(hearingDate);
    return {
      tone: 'problem',
      lines: [
        `${dayText(hearingDate)} is ${holidayText(hearingDate)}: the court does not sit. Choose another hearing date.`,
      ],
      // The later of the two ISO dates: the next day the court sits, or the earliest with notice enough.
      useDate: [next, earliest].sort()[1],
    };
  }
  const latest = latestServiceFor(hearingDate, timing);
  if (latest.sendBy < firstMailingDay(today)) {
    return {
      tone: 'problem',
      lines: [
        `Too soon: for this hearing the notices had to be in the mail by ${dayText(latest.sendBy)}, which has passed.`,
        `The earliest hearing for notices ${fromWhen(sentOn, today)} is ${dayText(earliest)}.`,
      ],
      useDate: earliest,
    };
  }
  return {
    tone: 'ok',
    lines: [
      `Mail the notices by ${dayText(latest.sendBy)} at the latest.`,
      `Service then takes effect by ${dayText(latest.effectiveBy)}, ${noticeDays(outsideOntario)} days before the hearing.`,
    ],
  };
}

/** A mailing date chosen: the earliest hearing it allows. */
export function forMailing(sentOn: string, outsideOntario: boolean, today: string): CalculatorResult | null {
  if (!isIsoDate(sentOn)) return null;
  const past = mailingProblem(sentOn, today);
  if (past) return { tone: 'problem', lines: [past] };
  const earliest = earliestHearingFor(sentOn, { outsideOntario });
  return {
    tone: 'ok',
    lines: [
      `Service takes effect on ${dayText(earliest.effectiveOn)}, the fifth day after mailing that is not a holiday.`,
      `The earliest hearing date is ${dayText(earliest.hearingOn)}.`,
    ],
  };
}

/**
 * A hearing date chosen: whether the mailing (the one chosen, else the first day mail can go) gives
 * it enough notice. The same calculation as the court checks' (passing-hearing.ts).
 */
export function forBoth(
  mailingDate: string,
  hearingDate: string,
  outsideOntario: boolean,
  today: string,
): CalculatorResult | null {
  if (!isIsoDate(hearingDate) || mailingProblem(mailingDate, today)) return null;
  const sentOn = countedMailing(mailingDate, today);
  const check = checkHearing(sentOn, hearingDate, { outsideOntario });
  const on = sentOn === today ? 'today' : `on ${dayText(sentOn)}`;
  if (check.ok) {
    return {
      tone: 'ok',
      lines: [
        `Mailing ${on} gives ${check.noticeDays} days’ notice of the hearing (service takes effect on ${dayText(
          check.effectiveOn,
        )}); ${check.required} are required.`,
      ],
    };
  }
  const lines: string[] = [];
  if (check.noticeDays < check.required) {
    lines.push(
      `Too little notice: mailing ${on} gives ${Math.max(check.noticeDays, 0)} days’ notice of the hearing; ${check.required} are required. The earliest hearing for that mailing is ${dayText(
        earliestHearingFor(sentOn, { outsideOntario }).hearingOn,
      )}.`,
    );
  }
  if (check.hearingOnHoliday)
    lines.push(`The hearing date is ${holidayText(hearingDate)}: the court does not sit.`);
  return { tone: 'problem', lines, useDate: earliestHearingFor(sentOn, { outsideOntario }).hearingOn };
}
