import { describe, expect, it } from 'vitest';
import { dayText, forBoth, forHearing, forMailing } from './hearing-text.ts';

describe('the hearing-date calculator’s words', () => {
  it('counts back from a hearing: 60 days, then five days of mail, to a working day', () => {
    // Monday June 14, 2027 − 60 days = Thursday April 15 (service effective); − 5 = Saturday
    // April 10, so the last mailing day is Friday April 9.
    expect(forHearing('2027-06-14', false)).toEqual({
      tone: 'ok',
      lines: [
        'Mail the notices by Friday, April 9, 2027 at the latest.',
        'Service then takes effect by Thursday, April 15, 2027, 60 days before the hearing.',
      ],
    });
    // 75 days outside Ontario: effective by Wednesday March 31; − 5 = Friday March 26, Good Friday,
    // so the notices go out on Thursday March 25.
    expect(forHearing('2027-06-14', true)?.lines[0]).toBe(
      'Mail the notices by Thursday, March 25, 2027 at the latest.',
    );
  });

  it('refuses a hearing on a holiday or a weekend', () => {
    expect(forHearing('2027-07-01', false)?.tone).toBe('problem');
    expect(forHearing('2027-07-01', false)?.lines[0]).toContain('a holiday under rule 1.03');
    expect(forHearing('2027-06-12', false)?.lines[0]).toContain('a weekend day');
  });

  it('counts forward from a mailing to the earliest hearing', () => {
    // Mailed Friday April 9, 2027: effective Wednesday April 14; + 60 = Sunday June 13 → Monday June 14.
    expect(forMailing('2027-04-09', false)?.lines).toEqual([
      'Service takes effect on Wednesday, April 14, 2027, the fifth day after mailing.',
      'The earliest hearing date is Monday, June 14, 2027.',
    ]);
  });

  it('says when a mailing gives too little notice', () => {
    expect(forBoth('2027-04-09', '2027-06-14', false)?.tone).toBe('ok');
    const late = forBoth('2027-04-12', '2027-06-14', false);
    expect(late?.tone).toBe('problem');
    expect(late?.lines[0]).toContain('Too little notice');
    expect(late?.lines[0]).toContain('58 days’ notice');
  });

  it('writes dates with their weekday', () => {
    expect(dayText('2027-06-14')).toBe('Monday, June 14, 2027');
  });
});
