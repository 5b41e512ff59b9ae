import { describe, expect, it } from 'vitest';
import { countedMailing, dayText, forBoth, forHearing, forMailing, mailingProblem } from './hearing-text.ts';

const T = '2027-03-01';

describe('the hearing-date calculator’s words', () => {
  it('counts back from a hearing: 60 days, then five days of mail that are not holidays', () => {
    // Monday June 14, 2027 − 60 days = Thursday April 15 (service effective); the five days of mail
    // before it are April 9, 12, 13, 14 and 15, so the last mailing day is Thursday April 8.
    expect(forHearing('2027-06-14', false, T)).toEqual({
      tone: 'ok',
      lines: [
        'Mail the notices by Thursday, April 8, 2027 at the latest.',
        'Service then takes effect by Thursday, April 15, 2027, 60 days before the hearing.',
      ],
    });
    // 75 days outside Ontario: effective by Wednesday March 31; Good Friday and Easter Monday are not
    // counted, so the notices go out on Monday March 22.
    expect(forHearing('2027-06-14', true, T)?.lines[0]).toBe(
      'Mail the notices by Monday, March 22, 2027 at the latest.',
    );
  });

  it('refuses a hearing on a holiday or a weekend, and offers the next day the court sits', () => {
    expect(forHearing('2027-07-01', false, T)).toMatchObject({ tone: 'problem', useDate: '2027-07-02' });
    expect(forHearing('2027-07-01', false, T)?.lines[0]).toContain('a holiday under rule 1.03');
    expect(forHearing('2027-06-12', false, T)?.lines[0]).toContain('a weekend day');
  });

  it('says when a hearing’s mailing day has passed, with the earliest valid date (the issue: Chen)', () => {
    // Saturday, November 28, 2026, someone outside Ontario: February 18 needed mail by yesterday.
    expect(forHearing('2027-02-18', true, '2026-11-28')).toEqual({
      tone: 'problem',
      lines: [
        'Too soon: for this hearing the notices had to be in the mail by Friday, November 27, 2026, which has passed.',
        'The earliest hearing for notices mailed on Monday, November 30, 2026 is Monday, February 22, 2027.',
      ],
      useDate: '2027-02-22',
    });
    expect(forBoth('', '2027-02-24', true, '2026-11-28')?.tone).toBe('ok');
  });

  it('counts forward from a mailing to the earliest hearing', () => {
    expect(forMailing('2027-04-08', false, T)?.lines).toEqual([
      'Service takes effect on Thursday, April 15, 2027, the fifth day after mailing that is not a holiday.',
      'The earliest hearing date is Monday, June 14, 2027.',
    ]);
  });

  it('refuses a mailing date in the past, and counts from the first day mail can go when none is chosen', () => {
    expect(mailingProblem('2026-11-27', '2026-11-28')).toBe(
      'A mailing date cannot be in the past: the notices can go in the mail from Monday, November 30, 2026.',
    );
    expect(forMailing('2026-11-27', true, '2026-11-28')?.tone).toBe('problem');
    expect(mailingProblem('2026-11-28', '2026-11-28')).toBeNull();
    // On a Saturday, the first day mail can go is Monday; on a weekday, today (never yesterday).
    expect(countedMailing('', '2026-11-28')).toBe('2026-11-30');
    expect(countedMailing('', '2026-11-26')).toBe('2026-11-26');
    expect(countedMailing('2026-12-02', '2026-11-26')).toBe('2026-12-02');
  });

  it('says when a mailing gives too little notice, and offers the earliest hearing for it', () => {
    expect(forBoth('2027-04-08', '2027-06-14', false, T)?.tone).toBe('ok');
    const late = forBoth('2027-04-12', '2027-06-14', false, T);
    expect(late?.tone).toBe('problem');
    expect(late?.lines[0]).toContain('Too little notice');
    expect(late?.lines[0]).toContain('56 days’ notice');
    expect(late?.useDate).toBe('2027-06-18');
  });

  it('writes dates with their weekday', () => {
    expect(dayText('2027-06-14')).toBe('Monday, June 14, 2027');
  });
});
