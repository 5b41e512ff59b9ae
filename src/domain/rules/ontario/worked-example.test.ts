import { describe, expect, it } from 'vitest';
import { courtAccounts } from './court-accounts.ts';
import { estateDeadlines } from './deadlines.ts';
import { estateAdministrationTax } from './estate-administration-tax.ts';
import { WORKED_INPUT, WORKED_TODAY } from './worked-example.fixture.ts';

/**
 * The Estate of Eleanor Ramsay (worked-example.fixture.ts), died 2024-03-15: the tax on the value
 * at death and the deadlines, worked out by hand in the comments (amounts in cents). Its court
 * accounts are checked figure by figure in court-accounts.worked.test.ts.
 */
const accounts = courtAccounts(WORKED_INPUT);

describe('worked example: Estate of Eleanor Ramsay', () => {
  it('Estate Administration Tax on the value at death', () => {
    // 697,350.00 − 50,000.00 = 647,350.00 above the exemption → 648 thousands or part → 648 × $15 = $9,720.00
    expect(estateAdministrationTax(accounts.originalAssets.total)).toBe(972_000);
  });

  it('deadlines on 2025-03-20', () => {
    // T1: death in March → April 30 of the next year. EIR: 2024-06-20 + 180 days = 2024-12-17.
    // Dependants: 2024-06-20 + 6 months = 2024-12-20 (has run). T3: year end 2025-03-14 + 90 days = 2025-06-12.
    // Spousal election: 2024-03-15 + 6 months = 2024-09-15 (has run). Rights or things: a year after
    // death, 2025-03-15. Second tax year ends 2026-03-14 (+ 90 days = 2026-06-12). Graduated rate
    // estate: 36 months, 2027-03-15. The 2023 T1 was filed in life, so it is left out.
    const list = estateDeadlines(WORKED_INPUT.estate, WORKED_TODAY, {
      done: { 'estate-information-return': true, 'rights-or-things-return': true },
      priorYearReturnFiled: true,
    });
    expect(list.map((d) => [d.key, d.dueDate, d.status])).toEqual([
      ['terminal-t1-return', '2025-04-30', 'upcoming'],
      ['spousal-election', '2024-09-15', 'done'],
      ['advertise-for-creditors', null, 'before-final-distribution'],
      ['estate-information-return', '2024-12-17', 'done'],
      ['dependants-support', '2024-12-20', 'done'],
      ['t3-return', '2025-06-12', 'upcoming'],
      ['loss-carry-back', '2025-06-12', 'upcoming'],
      ['rights-or-things-return', '2025-03-15', 'done'],
      ['later-t3-return:2026-03-14', '2026-06-12', 'upcoming'],
      ['graduated-rate-estate-ends', '2027-03-15', 'upcoming'],
      ['clearance-certificate', null, 'before-final-distribution'],
      ['final-t3-return', null, 'unknown'],
    ]);
  });
});
