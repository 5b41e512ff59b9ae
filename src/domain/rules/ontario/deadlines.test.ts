import { describe, expect, it } from 'vitest';
import {
  amendedReturnDueDate,
  type DeadlineEstate,
  deadlineStatus,
  defaultT3YearEnd,
  dependantsSupportDeadline,
  estateDeadlines,
  estateInformationReturnDueDate,
  graduatedRateEstateEnds,
  isOpenDeadline,
  laterTaxYearEnds,
  priorYearReturnDueDate,
  rightsOrThingsDueDate,
  spousalElectionDeadline,
  t3ReturnDueDate,
  terminalReturnDueDate,
  upcomingDeadlines,
} from './deadlines.ts';

const estate = (over: Partial<DeadlineEstate> = {}): DeadlineEstate => ({
  _id: 'e1',
  estateName: 'Estate of A',
  deceased: { dateOfDeath: '2024-03-15' },
  keyDates: { certificateIssued: '2024-06-20' },
  ...over,
});

describe('terminal T1 return', () => {
  it('death Jan 1 to Oct 31: April 30 of the next year', () => {
    expect(terminalReturnDueDate('2024-01-01')).toBe('2025-04-30');
    expect(terminalReturnDueDate('2024-10-31')).toBe('2025-04-30');
    expect(terminalReturnDueDate('2024-02-29')).toBe('2025-04-30');
  });

  it('death Nov 1 to Dec 31: six months after death, month end clamped', () => {
    expect(terminalReturnDueDate('2024-11-01')).toBe('2025-05-01');
    expect(terminalReturnDueDate('2024-12-31')).toBe('2025-06-30');
    expect(terminalReturnDueDate('2023-12-31')).toBe('2024-06-30');
  });

  it('with business income: June 15, or six months for a death from Dec 16', () => {
    expect(terminalReturnDueDate('2024-12-15', { businessIncome: true })).toBe('2025-06-15');
    expect(terminalReturnDueDate('2024-11-20', { businessIncome: true })).toBe('2025-06-15');
    expect(terminalReturnDueDate('2024-12-16', { businessIncome: true })).toBe('2025-06-16');
  });
});

describe('other deadlines', () => {
  it('Estate Information Return: 180 days after the certificate, across a year end', () => {
    expect(estateInformationReturnDueDate('2024-06-20')).toBe('2024-12-17');
    expect(estateInformationReturnDueDate('2024-09-01')).toBe('2025-02-28');
    expect(estateInformationReturnDueDate('2023-09-01')).toBe('2024-02-28');
    expect(estateInformationReturnDueDate('2023-09-02')).toBe('2024-02-29');
  });

  it('amended return: 60 days after learning of the change', () => {
    expect(amendedReturnDueDate('2024-12-15')).toBe('2025-02-13');
  });

  it("dependants' support: six months after the certificate, clamped", () => {
    expect(dependantsSupportDeadline('2023-08-31')).toBe('2024-02-29');
    expect(dependantsSupportDeadline('2024-08-31')).toBe('2025-02-28');
    expect(dependantsSupportDeadline('2024-12-31')).toBe('2025-06-30');
  });

  it('T3: 90 days after the year end, default the day before the first anniversary of death', () => {
    expect(defaultT3YearEnd('2024-03-15')).toBe('2025-03-14');
    expect(defaultT3YearEnd('2024-02-29')).toBe('2025-02-27');
    expect(defaultT3YearEnd('2024-01-01')).toBe('2024-12-31');
    expect(t3ReturnDueDate('2025-03-14')).toBe('2025-06-12');
    expect(t3ReturnDueDate('2024-12-31')).toBe('2025-03-31');
  });
});

describe('status', () => {
  it('due soon within 30 days (today included), overdue after, done when met', () => {
    expect(deadlineStatus('2025-04-30', '2025-03-31')).toBe('due-soon');
    expect(deadlineStatus('2025-04-30', '2025-03-30')).toBe('upcoming');
    expect(deadlineStatus('2025-04-30', '2025-04-30')).toBe('due-soon');
    expect(deadlineStatus('2025-04-30', '2025-05-01')).toBe('overdue');
    expect(deadlineStatus('2025-04-30', '2025-05-01', true)).toBe('done');
    expect(deadlineStatus(null, '2025-05-01')).toBe('unknown');
  });
});

describe('estateDeadlines', () => {
  it('shows an optional return past its last day as optional, not overdue', () => {
    const later = estateDeadlines(estate(), '2025-04-01').find((d) => d.key === 'rights-or-things-return');
    expect(later).toMatchObject({ dueDate: '2025-03-15', status: 'optional' });
    expect(isOpenDeadline(later!)).toBe(false);
  });

  it('lists every deadline with its rule and source', () => {
    const list = estateDeadlines(estate(), '2024-11-30');
    expect(list.map((d) => [d.key, d.dueDate, d.status])).toEqual([
      ['terminal-t1-return', '2025-04-30', 'upcoming'],
      ['prior-year-t1-return', '2024-09-15', 'overdue'],
      ['spousal-election', '2024-09-15', 'done'],
      ['advertise-for-creditors', null, 'before-final-distribution'],
      ['estate-information-return', '2024-12-17', 'due-soon'],
      ['dependants-support', '2024-12-20', 'due-soon'],
      ['t3-return', '2025-06-12', 'upcoming'],
      ['loss-carry-back', '2025-06-12', 'upcoming'],
      ['rights-or-things-return', '2025-03-15', 'upcoming'],
      ['graduated-rate-estate-ends', '2027-03-15', 'upcoming'],
      ['clearance-certificate', null, 'before-final-distribution'],
      ['final-t3-return', null, 'unknown'],
    ]);
    for (const d of list) {
      expect(d.rule.length).toBeGreaterThan(20);
      expect(d.source.length).toBeGreaterThan(5);
    }
    expect(list.find((d) => d.id === 't3-return')?.note).toMatch(/assumed/);
    expect(list.find((d) => d.id === 'prior-year-t1-return')?.title).toBe(
      'T1 return for 2023 (not filed before the death)',
    );
  });

  it('cites statutes and the tax authority for the deadlines it adds, never commentary', () => {
    const added = estateDeadlines(estate(), '2024-11-30').filter((d) =>
      [
        'prior-year-t1-return',
        'spousal-election',
        'advertise-for-creditors',
        'loss-carry-back',
        'rights-or-things-return',
        'graduated-rate-estate-ends',
        'final-t3-return',
      ].includes(d.id),
    );
    expect(added).toHaveLength(7);
    for (const d of added) expect(d.source).toMatch(/^(Income Tax Act|Family Law Act|Trustee Act)/);
    for (const d of added) expect(d.source).not.toMatch(/\[|\.ca\b|\.com\b|blog/i);
  });

  it('without a certificate or a date of death the dates are unknown', () => {
    const list = estateDeadlines(estate({ deceased: {}, keyDates: {} }), '2024-11-30');
    expect(list.filter((d) => d.status === 'unknown').map((d) => d.id)).toEqual([
      'terminal-t1-return',
      'spousal-election',
      'estate-information-return',
      'dependants-support',
      't3-return',
      'loss-carry-back',
      'final-t3-return',
    ]);
  });

  it('falls back on keyDates.dateOfDeath, takes a chosen year end, an amendment and the court deadline', () => {
    const list = estateDeadlines(
      estate({ deceased: null, keyDates: { dateOfDeath: '2024-11-01', courtDeadline: '2025-01-10' } }),
      '2024-12-01',
      { t3YearEnd: '2024-12-31', changeLearnedOn: '2024-11-20', done: { 'clearance-certificate': true } },
    );
    expect(list.map((d) => [d.id, d.dueDate, d.status])).toEqual([
      ['terminal-t1-return', '2025-05-01', 'upcoming'],
      ['spousal-election', '2025-05-01', 'upcoming'],
      ['advertise-for-creditors', null, 'before-final-distribution'],
      ['estate-information-return', null, 'unknown'],
      ['amended-estate-information-return', '2025-01-19', 'upcoming'],
      ['dependants-support', null, 'unknown'],
      ['t3-return', '2025-03-31', 'upcoming'],
      ['loss-carry-back', '2025-03-31', 'upcoming'],
      ['rights-or-things-return', '2025-11-01', 'upcoming'],
      ['graduated-rate-estate-ends', '2027-11-01', 'upcoming'],
      ['court-deadline', '2025-01-10', 'upcoming'],
      ['clearance-certificate', null, 'done'],
      ['final-t3-return', null, 'unknown'],
    ]);
  });

  it('leaves out what does not apply: no surviving spouse, a prior-year return filed in life', () => {
    const ids = estateDeadlines(estate(), '2024-11-30', {
      survivingSpouse: false,
      priorYearReturnFiled: true,
    }).map((d) => d.id);
    expect(ids).not.toContain('spousal-election');
    expect(ids).not.toContain('prior-year-t1-return');
    // A death after April 30 had its previous-year return due in life.
    const may = estateDeadlines(estate({ deceased: { dateOfDeath: '2024-05-01' } }), '2024-11-30');
    expect(may.map((d) => d.id)).not.toContain('prior-year-t1-return');
  });

  it('lists a T3 for each later tax year begun, then the final T3 from the wind-up', () => {
    const later = (today: string, options = {}) =>
      estateDeadlines(estate(), today, options)
        .filter((d) => d.id === 'later-t3-return' || d.id === 'final-t3-return')
        .map((d) => [d.key, d.dueDate, d.status]);
    expect(later('2025-03-14')).toEqual([['final-t3-return', null, 'unknown']]);
    expect(later('2025-03-15')).toEqual([
      ['later-t3-return:2026-03-14', '2026-06-12', 'upcoming'],
      ['final-t3-return', null, 'unknown'],
    ]);
    expect(later('2026-08-01', { windUpDate: '2026-08-01' })).toEqual([
      ['later-t3-return:2026-03-14', '2026-06-12', 'overdue'],
      ['final-t3-return', '2026-10-30', 'upcoming'],
    ]);
  });

  it("applies the firm's closures: done, not applicable, a date the firm set, by key", () => {
    const list = estateDeadlines(estate(), '2026-04-01', {
      closures: {
        'prior-year-t1-return': { state: 'not-applicable', reason: 'Filed by the deceased in March.' },
        'terminal-t1-return': { state: 'done', on: '2025-04-11', by: 'Jordan Lee', note: 'Filed by EFILE' },
        'estate-information-return': { state: 'date-set', date: '2026-04-20', by: 'Jordan Lee' },
        'later-t3-return:2026-03-14': { state: 'done', on: '2026-03-30' },
      },
    });
    const byKey = Object.fromEntries(list.map((d) => [d.key, d]));
    expect(byKey['prior-year-t1-return']).toMatchObject({
      status: 'not-applicable',
      note: 'Not applicable: Filed by the deceased in March.',
    });
    expect(byKey['terminal-t1-return']).toMatchObject({
      status: 'done',
      note: 'Done on 2025-04-11 by Jordan Lee: Filed by EFILE',
      closure: { state: 'done', on: '2025-04-11' },
    });
    expect(byKey['estate-information-return']).toMatchObject({ dueDate: '2026-04-20', status: 'due-soon' });
    expect(byKey['later-t3-return:2026-03-14']?.status).toBe('done');
    // Not an own property: an inherited name never closes anything.
    const odd = estateDeadlines(estate(), '2026-04-01', { closures: JSON.parse('{"__proto__": {}}') });
    expect(odd.every((d) => d.closure === undefined)).toBe(true);
  });

  it('shows nothing overdue for a completed or closed estate', () => {
    for (const status of ['completed', 'closed']) {
      const list = estateDeadlines(estate({ status }), '2030-01-01', {
        closures: { 'terminal-t1-return': { state: 'done', on: '2025-04-01' } },
      });
      expect(list.filter((d) => d.status === 'overdue' || d.status === 'due-soon')).toEqual([]);
      expect(list.find((d) => d.id === 'terminal-t1-return')?.status).toBe('done');
      expect(list.find((d) => d.id === 't3-return')?.status).toBe('closed');
    }
    expect(
      estateDeadlines(estate({ status: 'open' }), '2030-01-01').some((d) => d.status === 'overdue'),
    ).toBe(true);
  });
});

describe('upcomingDeadlines', () => {
  it('lists dated, open deadlines across estates, soonest first, skipping finished and deleted estates', () => {
    const estates = [
      estate(),
      estate({ _id: 'e2', estateName: 'Estate of B', deceased: { dateOfDeath: '2024-11-10' }, keyDates: {} }),
      estate({ _id: 'e3', estateName: 'Estate of C', status: 'closed' }),
      estate({ _id: 'e4', estateName: 'Estate of D', deletedAt: '2024-01-01T00:00:00Z' }),
      estate({ _id: 'e5', estateName: 'Estate of E', status: 'completed' }),
    ];
    const list = upcomingDeadlines(estates, '2024-12-18', 3, {
      e1: {
        done: { 'terminal-t1-return': true },
        closures: { 'prior-year-t1-return': { state: 'not-applicable', reason: 'Filed in life.' } },
      },
    });
    expect(list.map((d) => [d.estateName, d.id, d.dueDate, d.status])).toEqual([
      ['Estate of A', 'estate-information-return', '2024-12-17', 'overdue'],
      ['Estate of A', 'dependants-support', '2024-12-20', 'due-soon'],
      ['Estate of A', 'rights-or-things-return', '2025-03-15', 'upcoming'],
    ]);
    expect(upcomingDeadlines(estates, '2024-12-18', 0)).toEqual([]);
  });
});

describe('the dates of the deadlines a practitioner also watches', () => {
  it('previous-year T1: six months after a death up to its due date (April 30, June 15 in business)', () => {
    expect(priorYearReturnDueDate('2024-01-01')).toBe('2024-07-01');
    expect(priorYearReturnDueDate('2024-02-29')).toBe('2024-08-29');
    expect(priorYearReturnDueDate('2024-04-30')).toBe('2024-10-30');
    expect(priorYearReturnDueDate('2024-05-01')).toBeNull();
    expect(priorYearReturnDueDate('2024-06-15', { businessIncome: true })).toBe('2024-12-15');
    expect(priorYearReturnDueDate('2024-06-16', { businessIncome: true })).toBeNull();
  });

  it('spousal election: six months after the death, month end clamped, leap years', () => {
    expect(spousalElectionDeadline('2024-03-15')).toBe('2024-09-15');
    expect(spousalElectionDeadline('2023-08-31')).toBe('2024-02-29');
    expect(spousalElectionDeadline('2024-08-31')).toBe('2025-02-28');
  });

  it('rights or things: the later of a year after death and 90 days after the assessment', () => {
    expect(rightsOrThingsDueDate('2024-02-29')).toBe('2025-02-28');
    expect(rightsOrThingsDueDate('2024-02-29', '2024-06-01')).toBe('2025-02-28');
    expect(rightsOrThingsDueDate('2024-02-29', '2025-01-15')).toBe('2025-04-15');
  });

  it('graduated rate estate: 36 months after the death', () => {
    expect(graduatedRateEstateEnds('2024-03-15')).toBe('2027-03-15');
    expect(graduatedRateEstateEnds('2024-02-29')).toBe('2027-02-28');
  });

  it('later tax years: anniversaries, the year deemed to end with the status, then calendar years', () => {
    expect(laterTaxYearEnds('2025-03-14', '2024-03-15', '2028-06-30')).toEqual([
      '2026-03-14',
      '2027-03-14',
      '2027-12-31',
      '2028-12-31',
    ]);
    // A chosen December year end: the third year is cut short when the status ends.
    expect(laterTaxYearEnds('2024-12-31', '2024-03-15', '2027-06-30')).toEqual([
      '2025-12-31',
      '2026-12-31',
      '2027-03-14',
      '2027-12-31',
    ]);
    expect(laterTaxYearEnds('2025-03-14', '2024-03-15', '2025-03-14')).toEqual([]);
    expect(laterTaxYearEnds('2025-03-14', '2024-03-15', '2025-03-15')).toEqual(['2026-03-14']);
  });
});
