import { describe, expect, it } from 'vitest';
import {
  courtHolidays,
  easterSunday,
  isCourtHoliday,
  nextCourtDay,
  previousCourtDay,
} from './court-calendar.ts';
import { checkHearing, earliestHearingFor, latestServiceFor } from './passing-hearing.ts';
import { type ServiceParty, serviceList } from './passing-service.ts';

describe('court holidays (rule 1.03)', () => {
  it('finds Easter by the computus', () => {
    expect(['2024', '2025', '2026', '2027', '2028'].map((y) => easterSunday(Number(y)))).toEqual([
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2028-04-16',
    ]);
  });

  it('lists the moving holidays of a year', () => {
    const h = [...courtHolidays(2024)].sort();
    expect(h).toEqual([
      '2024-01-01',
      '2024-02-19', // Family Day, third Monday of February
      '2024-03-29', // Good Friday
      '2024-04-01', // Easter Monday
      '2024-05-20', // Victoria Day, the Monday before May 25
      '2024-07-01',
      '2024-08-05', // Civic Holiday
      '2024-09-02', // Labour Day
      '2024-10-14', // Thanksgiving
      '2024-11-11',
      '2024-12-25',
      '2024-12-26',
    ]);
    // May 24 on a Monday is itself Victoria Day.
    expect(courtHolidays(2027).has('2027-05-24')).toBe(true);
  });

  it('moves holidays that fall on a weekend to the Monday (and Christmas to Monday and Tuesday)', () => {
    expect(isCourtHoliday('2023-01-02')).toBe(true); // New Year's Day on a Sunday
    expect(isCourtHoliday('2023-07-03')).toBe(true); // Canada Day on a Saturday
    expect(isCourtHoliday('2023-11-13')).toBe(true); // Remembrance Day on a Saturday
    expect(isCourtHoliday('2021-12-27') && isCourtHoliday('2021-12-28')).toBe(true); // Christmas on Saturday
    expect(isCourtHoliday('2022-12-27')).toBe(true); // Christmas on Sunday: Boxing Day Monday, then Tuesday
    expect(isCourtHoliday('2020-12-28')).toBe(true); // Christmas on Friday: Boxing Day on Saturday
    expect(isCourtHoliday('2024-12-27')).toBe(false);
    expect(isCourtHoliday('2025-11-22')).toBe(true); // a Saturday
  });

  it('steps to the next or previous day the court sits', () => {
    expect(nextCourtDay('2025-04-18')).toBe('2025-04-22'); // Good Friday, weekend, Easter Monday
    expect(previousCourtDay('2025-04-21')).toBe('2025-04-17');
    expect(nextCourtDay('2025-04-23')).toBe('2025-04-23');
  });
});

describe('hearing date and service (rules 74.18, 16.06(2), 3.01)', () => {
  it('latest mailing for a hearing: 60 days back to a day that is not a holiday, then five such days for the mail', () => {
    // 2025-06-16 − 60 days = Thursday 2025-04-17; five days that are not holidays before it start
    // after Thursday 04-10 (04-11, 14, 15, 16, 17).
    expect(latestServiceFor('2025-06-16')).toEqual({ effectiveBy: '2025-04-17', sendBy: '2025-04-10' });
    // Across the leap day: 2024-04-29 − 60 = Thursday 2024-02-29; mailed Thursday 02-22.
    expect(latestServiceFor('2024-04-29')).toEqual({ effectiveBy: '2024-02-29', sendBy: '2024-02-22' });
    // Outside Ontario, 75 days: Wednesday 2024-02-14; mailed Wednesday 02-07.
    expect(latestServiceFor('2024-04-29', { outsideOntario: true })).toEqual({
      effectiveBy: '2024-02-14',
      sendBy: '2024-02-07',
    });
    // Delivered rather than mailed: effective the same day.
    expect(latestServiceFor('2025-06-16', { byMail: false })).toEqual({
      effectiveBy: '2025-04-17',
      sendBy: '2025-04-17',
    });
    // The case: for a hearing on Tuesday, February 16, 2027 (75 days), the last mailing day is
    // Thursday, November 26, 2026; a card used on Saturday the 28th must say it has passed.
    expect(latestServiceFor('2027-02-16', { outsideOntario: true }).sendBy).toBe('2026-11-26');
  });

  it('earliest hearing for a mailing: five days that are not holidays, 60 more, on to a day the court sits', () => {
    // Mailed Friday 2025-04-11: Good Friday and Easter Monday are not counted, effective Tuesday 04-22;
    // + 60 = Saturday 06-21 → Monday 06-23.
    expect(earliestHearingFor('2025-04-11')).toEqual({ effectiveOn: '2025-04-22', hearingOn: '2025-06-23' });
    // Across a month end and the new year: 2024-10-31 → Thursday 11-07 → + 60 = Monday 2025-01-06.
    expect(earliestHearingFor('2024-10-31')).toEqual({ effectiveOn: '2024-11-07', hearingOn: '2025-01-06' });
    // Family Day is not counted in the mail's five days; 60 more land on Good Friday, then over Easter.
    expect(earliestHearingFor('2025-02-12')).toEqual({ effectiveOn: '2025-02-20', hearingOn: '2025-04-22' });
    // New Year's week, outside Ontario: 2024-01-02 → Tuesday 01-09 → + 75 = Sunday 03-24 → Monday 03-25.
    expect(earliestHearingFor('2024-01-02', { outsideOntario: true }).hearingOn).toBe('2024-03-25');
    // The case (Chen, someone outside Ontario): mailed Monday, November 30, 2026, service
    // takes effect on Monday, December 7 (not Saturday the 5th), and February 18, 2027 is too soon:
    // + 75 = Saturday, February 20 → Monday, February 22.
    expect(earliestHearingFor('2026-11-30', { outsideOntario: true })).toEqual({
      effectiveOn: '2026-12-07',
      hearingOn: '2027-02-22',
    });
  });

  it('checks a chosen pair of dates both ways', () => {
    expect(checkHearing('2025-04-10', '2025-06-16')).toEqual({
      ok: true,
      noticeDays: 60,
      required: 60,
      hearingOnHoliday: false,
      effectiveOn: '2025-04-17',
    });
    expect(checkHearing('2025-04-11', '2025-06-16')).toMatchObject({ ok: false, noticeDays: 55 });
    expect(checkHearing('2026-11-30', '2027-02-18', { outsideOntario: true })).toMatchObject({
      ok: false,
      noticeDays: 73,
    });
    expect(checkHearing('2025-01-02', '2025-04-18')).toMatchObject({ ok: false, hearingOnHoliday: true });
    // The latest mailing always passes the check (the property test covers every date).
    for (const hearing of ['2024-03-01', '2024-12-30', '2025-07-02', '2026-02-17']) {
      const { sendBy } = latestServiceFor(hearing);
      expect(checkHearing(sendBy, hearing).ok).toBe(true);
    }
  });
});

describe('service list', () => {
  const party = (over: Partial<ServiceParty>): ServiceParty => ({
    _id: over.name ?? 'p',
    name: 'P',
    ...over,
  });

  it('serves beneficiaries and creditors still owed; flags the Children’s Lawyer and the PGT', () => {
    const list = serviceList([
      party({ name: 'Anne Ramsay', role: 'beneficiary', relationshipToDeceased: 'Child' }),
      party({ name: 'Leo Ramsay', role: 'beneficiary', minor: true }),
      party({ name: 'Kingston Humane Society', role: 'beneficiary', relationshipToDeceased: 'Charity' }),
      party({ name: 'Uncle Bert', role: 'beneficiary', incapable: true, outsideOntario: true }),
      party({ name: 'Visa', role: 'creditor', outstandingClaim: 0 }),
      party({ name: 'Hydro One', role: 'creditor', outstandingClaim: 18_250 }),
      party({ name: 'Thomas Ramsay', role: 'executor' }),
      party({ name: 'The accountant', role: 'other' }),
    ]);
    expect(list.entries.map((e) => [e.name, e.capacity, e.officials])).toEqual([
      ['Anne Ramsay', 'beneficiary', []],
      ['Leo Ramsay', 'beneficiary', ['childrens-lawyer']],
      ['Kingston Humane Society', 'beneficiary', ['public-guardian-and-trustee']],
      ['Uncle Bert', 'beneficiary', ['public-guardian-and-trustee']],
      ['Hydro One', 'creditor', []],
    ]);
    expect(list.officials).toEqual([
      { official: 'childrens-lawyer', name: 'The Children’s Lawyer', for: ['Leo Ramsay'] },
      {
        official: 'public-guardian-and-trustee',
        name: 'The Public Guardian and Trustee',
        for: ['Kingston Humane Society', 'Uncle Bert'],
      },
    ]);
    expect(list.anyOutsideOntario).toBe(true);
  });

  it('needs no official for capable adults in Ontario', () => {
    expect(serviceList([party({ name: 'An adult', contactInfo: 'Ottawa, ON' })])).toMatchObject({
      officials: [],
      anyOutsideOntario: false,
    });
  });
});

describe('who is served for whom (rule 74.18)', () => {
  const party = (over: Partial<ServiceParty>): ServiceParty => ({
    _id: over.name ?? 'p',
    name: 'P',
    ...over,
  });
  type Row = [string, Partial<ServiceParty>, { officials: string[]; servedOn?: string; outside?: boolean }];
  const rows: Row[] = [
    ['a minor', { minor: true }, { officials: ['childrens-lawyer'] }],
    ['an unborn or unascertained class', { unknown: true }, { officials: ['childrens-lawyer'] }],
    ['a charity', { relationshipToDeceased: 'Charity' }, { officials: ['public-guardian-and-trustee'] }],
    [
      'an incapable person with no attorney',
      { incapable: true },
      { officials: ['public-guardian-and-trustee'] },
    ],
    [
      'an incapable person with an attorney for property',
      { incapable: true, representative: { name: 'Ruth Lee', capacity: 'attorney for property' } },
      { officials: [], servedOn: 'Ruth Lee' },
    ],
    [
      'someone whose address is in British Columbia',
      { contactInfo: 'Vancouver, BC' },
      { officials: [], outside: true },
    ],
    ['someone whose address is in Ontario', { contactInfo: 'Ottawa, ON' }, { officials: [], outside: false }],
    [
      'someone in BC the lawyer says is served in Ontario',
      { contactInfo: 'Vancouver, BC', outsideOntario: false },
      { officials: [], outside: false },
    ],
    [
      'someone with no address the lawyer says is abroad',
      { outsideOntario: true },
      { officials: [], outside: true },
    ],
  ];
  it.each(rows)('%s', (_what, facts, expected) => {
    const [entry] = serviceList([party({ name: 'P', ...facts })]).entries;
    expect(entry?.officials).toEqual(expected.officials);
    if (expected.servedOn) expect(entry?.servedOn?.name).toBe(expected.servedOn);
    if (expected.outside !== undefined) expect(entry?.outsideOntario).toBe(expected.outside);
  });

  it('never serves the applicant on themself, and flags a party the applicant also acts for', () => {
    const list = serviceList(
      [
        party({ name: 'Emeka Okafor' }),
        party({
          name: 'Estate of Grace Okafor',
          representative: { name: 'Emeka Okafor', capacity: 'estate trustee' },
        }),
        party({ name: 'Adaeze Okafor' }),
      ],
      { applicants: ['Emeka Okafor'] },
    );
    expect(list.entries.map((e) => [e.name, e.servedOn])).toEqual([
      ['Estate of Grace Okafor', null],
      ['Adaeze Okafor', null],
    ]);
    expect(list.notServed.map((n) => n.name)).toEqual(['Emeka Okafor']);
    expect(list.conflicts).toEqual([
      { partyId: expect.any(String), name: 'Estate of Grace Okafor', applicant: 'Emeka Okafor' },
    ]);
  });
});
