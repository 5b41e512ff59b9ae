import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCourtHoliday, nextCourtDay } from './court-calendar.ts';
import { addDaysUtc, daysBetweenUtc } from './iso-dates.ts';
import {
  checkHearing,
  earliestHearingFor,
  latestServiceFor,
  MAIL_DAYS,
  NOTICE_DAYS_IN_ONTARIO,
  NOTICE_DAYS_OUTSIDE_ONTARIO,
  type ServiceTiming,
  serviceEffectiveOn,
} from './passing-hearing.ts';

/**
 * The r. 3.01 / 16.06(2) counting, checked over dates by their own definition rather than by the
 * code's steps: days from 2024 to 2031 (so every holiday, weekend, month end and year end, leap
 * days and Christmas on every weekday come up), mailed or delivered, in or outside Ontario.
 */
const START = '2024-01-01';
const day = fc.integer({ min: 0, max: 8 * 366 }).map((n) => addDaysUtc(START, n));
const timing = fc.record({ outsideOntario: fc.boolean(), byMail: fc.boolean() });
const required = (t: ServiceTiming) =>
  t.outsideOntario ? NOTICE_DAYS_OUTSIDE_ONTARIO : NOTICE_DAYS_IN_ONTARIO;

/** Days that are not holidays strictly after `from` up to and including `to`. */
function courtDaysAfter(from: string, to: string): number {
  let n = 0;
  for (let d = addDaysUtc(from, 1); d <= to; d = addDaysUtc(d, 1)) if (!isCourtHoliday(d)) n += 1;
  return n;
}

/** The full notice, counted per the rules from the day sent to the hearing. */
function fullNotice(sentOn: string, hearing: string, t: ServiceTiming): boolean {
  if (isCourtHoliday(hearing)) return false;
  // The day service takes effect: the fifth day after mailing that is not a holiday, by the definition.
  let effective = sentOn;
  if (t.byMail === false) effective = nextCourtDay(sentOn);
  else while (courtDaysAfter(sentOn, effective) < MAIL_DAYS) effective = addDaysUtc(effective, 1);
  return daysBetweenUtc(effective, hearing) >= required(t);
}

describe('service and the earliest hearing (rr. 3.01, 16.06(2), 74.18)', () => {
  it('service by mail takes effect on the fifth day after mailing that is not a holiday, never on a holiday', () => {
    fc.assert(
      fc.property(day, (sent) => {
        const on = serviceEffectiveOn(sent);
        expect(isCourtHoliday(on)).toBe(false);
        expect(courtDaysAfter(sent, on)).toBe(MAIL_DAYS);
        expect(courtDaysAfter(sent, addDaysUtc(on, -1))).toBe(MAIL_DAYS - 1);
      }),
      { numRuns: 400 },
    );
  });

  it('the earliest hearing gives the full notice, is a court day, and no earlier day would do', () => {
    fc.assert(
      fc.property(day, timing, (sent, t) => {
        const { hearingOn } = earliestHearingFor(sent, t);
        expect(isCourtHoliday(hearingOn)).toBe(false);
        expect(fullNotice(sent, hearingOn, t)).toBe(true);
        expect(checkHearing(sent, hearingOn, t).ok).toBe(true);
        // Every earlier day fails, for want of notice or because the court does not sit.
        for (let d = addDaysUtc(hearingOn, -1); d >= addDaysUtc(hearingOn, -12); d = addDaysUtc(d, -1)) {
          expect(fullNotice(sent, d, t)).toBe(false);
          expect(checkHearing(sent, d, t).ok).toBe(false);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('the latest mailing for a hearing gives the full notice, and the next working day would not', () => {
    fc.assert(
      fc.property(day, timing, (h, t) => {
        const hearing = nextCourtDay(h);
        const { sendBy, effectiveBy } = latestServiceFor(hearing, t);
        expect(isCourtHoliday(sendBy)).toBe(false);
        expect(isCourtHoliday(effectiveBy)).toBe(false);
        expect(fullNotice(sendBy, hearing, t)).toBe(true);
        expect(fullNotice(nextCourtDay(addDaysUtc(sendBy, 1)), hearing, t)).toBe(false);
      }),
      { numRuns: 400 },
    );
  });

  it('round trip: the latest mailing for a hearing allows that hearing or an earlier one; the earliest hearing for a mailing allows that mailing', () => {
    fc.assert(
      fc.property(day, timing, (x, t) => {
        const hearing = nextCourtDay(x);
        expect(earliestHearingFor(latestServiceFor(hearing, t).sendBy, t).hearingOn <= hearing).toBe(true);
        const sent = nextCourtDay(x);
        expect(latestServiceFor(earliestHearingFor(sent, t).hearingOn, t).sendBy >= sent).toBe(true);
      }),
      { numRuns: 400 },
    );
  });
});
