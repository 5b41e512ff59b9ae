import { describe, expect, it } from 'vitest';
import {
  amendedReturnDueDate,
  type DeadlineEstate,
  deadlineStatus,
  defaultT3YearEnd,
  dependantsSupportDeadline,
  estateDeadlines,
  estateInformationReturnDueDate,
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
  it('lists every deadline with its rule and source', () => {
    const list = estateDeadlines(estate(), '2024-11-30');
    expect(list.map((d) => [d.id, d.dueDate, d.status])).toEqual([
      ['terminal-t1-return', '2025-04-30', 'upcoming'],
      ['estate-information-return', '2024-12-17', 'due-soon'],
      ['dependants-support', '2024-12-20', 'due-soon'],
      ['t3-return', '2025-06-12', 'upcoming'],
      ['clearance-certificate', null, 'before-final-distribution'],
    ]);
    for (const d of list) {
      expect(d.rule.length).toBeGreaterThan(20);
      expect(d.source.length).toBeGreaterThan(5);
    }
    expect(list.find((d) => d.id === 't3-return')?.note).toMatch(/assumed/);
  });

  it('without a certificate or a date of death the dates are unknown', () => {
    const list = estateDeadlines(estate({ deceased: {}, keyDates: {} }), '2024-11-30');
    expect(list.filter((d) => d.status === 'unknown').map((d) => d.id)).toEqual([
      'terminal-t1-return',
      'estate-information-return',
      'dependants-support',
      't3-return',
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
      ['estate-information-return', null, 'unknown'],
      ['amended-estate-information-return', '2025-01-19', 'upcoming'],
      ['dependants-support', null, 'unknown'],
      ['t3-return', '2025-03-31', 'upcoming'],
      ['court-deadline', '2025-01-10', 'upcoming'],
      ['clearance-certificate', null, 'done'],
    ]);
  });
});

describe('upcomingDeadlines', () => {
  it('lists dated, unmet deadlines across estates, soonest first, skipping closed and deleted estates', () => {
    const estates = [
      estate(),
      estate({ _id: 'e2', estateName: 'Estate of B', deceased: { dateOfDeath: '2024-11-10' }, keyDates: {} }),
      estate({ _id: 'e3', estateName: 'Estate of C', status: 'closed' }),
      estate({ _id: 'e4', estateName: 'Estate of D', deletedAt: '2024-01-01T00:00:00Z' }),
    ];
    const list = upcomingDeadlines(estates, '2024-12-18', 3, {
      e1: { done: { 'terminal-t1-return': true } },
    });
    expect(list.map((d) => [d.estateName, d.id, d.dueDate, d.status])).toEqual([
      ['Estate of A', 'estate-information-return', '2024-12-17', 'overdue'],
      ['Estate of A', 'dependants-support', '2024-12-20', 'due-soon'],
      ['Estate of B', 'terminal-t1-return', '2025-05-10', 'upcoming'],
    ]);
    expect(upcomingDeadlines(estates, '2024-12-18', 0)).toEqual([]);
  });
});
