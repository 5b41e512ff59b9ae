import { isIsoDate } from '../../domain/rules/dates.ts';
import {
  checkHearing,
  earliestHearingFor,
  isCourtHoliday,
  latestServiceFor,
  NOTICE_DAYS_IN_ONTARIO,
  NOTICE_DAYS_OUTSIDE_ONTARIO,
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
}

const noticeDays = (outsideOntario: boolean) =>
  outsideOntario ? NOTICE_DAYS_OUTSIDE_ONTARIO : NOTICE_DAYS_IN_ONTARIO;

/** A hearing date chosen: the last day to mail the notices, or why the date will not do. */
export function forHearing(hearingDate: string, outsideOntario: boolean): CalculatorResult | null {
  if (!isIsoDate(hearingDate)) return null;
  if (isCourtHoliday(hearingDate)) {
    return {
      tone: 'problem',
      lines: [
        `${dayText(hearingDate)} is ${holidayText(hearingDate)}: the court does not sit. Choose another hearing date.`,
      ],
    };
  }
  const latest = latestServiceFor(hearingDate, { outsideOntario });
  return {
    tone: 'ok',
    lines: [
      `Mail the notices by ${dayText(latest.sendBy)} at the latest.`,
      `Service then takes effect by ${dayText(latest.effectiveBy)}, ${noticeDays(outsideOntario)} days before the hearing.`,
    ],
  };
}

/** A mailing date chosen: the earliest hearing it allows. */
export function forMailing(sentOn: string, outsideOntario: boolean): CalculatorResult | null {
  if (!isIsoDate(sentOn)) return null;
  const earliest = earliestHearingFor(sentOn, { outsideOntario });
  return {
    tone: 'ok',
    lines: [
      `Service takes effect on ${dayText(earliest.effectiveOn)}, the fifth day after mailing.`,
      `The earliest hearing date is ${dayText(earliest.hearingOn)}.`,
    ],
  };
}

/** Both dates chosen: whether the mailing gives the hearing enough notice. */
export function forBoth(
  sentOn: string,
  hearingDate: string,
  outsideOntario: boolean,
): CalculatorResult | null {
  if (!isIsoDate(sentOn) || !isIsoDate(hearingDate)) return null;
  const check = checkHearing(sentOn, hearingDate, { outsideOntario });
  if (check.ok) {
    return {
      tone: 'ok',
      lines: [
        `Mailing on ${dayText(sentOn)} gives ${check.noticeDays} days’ notice of the hearing; ${check.required} are required.`,
      ],
    };
  }
  const lines: string[] = [];
  if (check.noticeDays < check.required) {
    lines.push(
      `Too little notice: mailing on ${dayText(sentOn)} gives ${Math.max(check.noticeDays, 0)} days’ notice of the hearing; ${check.required} are required. Mail earlier or choose a later hearing date.`,
    );
  }
  if (check.hearingOnHoliday)
    lines.push(`The hearing date is ${holidayText(hearingDate)}: the court does not sit.`);
  return { tone: 'problem', lines };
}
