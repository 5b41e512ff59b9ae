import { describe, expect, it } from 'vitest';
import {
  WORKED_INPUT,
  WORKED_LIABILITIES,
  WORKED_TODAY,
} from '../domain/rules/ontario/worked-example.fixture.ts';
import type { ReportData, ReportModel, ReportTable } from './model.ts';
import { buildReportModel } from './models/index.ts';

const data: ReportData = {
  ...WORKED_INPUT,
  today: WORKED_TODAY,
  courtFileNumber: 'CV-25-00012345-00ES',
  options: { liabilities: WORKED_LIABILITIES, deadlines: { done: { 'estate-information-return': true } } },
};

const section = (m: ReportModel, id: string) => {
  const s = m.sections.find((x) => x.id === id);
  if (!s) throw new Error(`no section ${id}`);
  return s;
};
const totalOf = (t: ReportTable | undefined, key = 'amount') => t?.totals?.[0]?.cells[key];

describe('report models (worked example)', () => {
  it('estate accounts: court title block, schedules in order, totals from the rules', () => {
    const m = buildReportModel('estate-accounts', data);
    expect(m.court).toBe('Ontario Superior Court of Justice');
    expect(m.subtitle.join('\n')).toMatch(/Court File No\. CV-25-00012345-00ES/);
    expect(m.subtitle.join('\n')).toMatch(/from March 15, 2024 to March 14, 2025/);
    expect(m.fileBaseName).toBe('estate-of-eleanor-ramsay-estate-accounts-2024-03-15-to-2025-03-14');
    expect(m.sections.map((s) => s.id)).toEqual([
      'summary',
      'original-assets',
      'capital-receipts',
      'capital-disbursements',
      'revenue-receipts',
      'revenue-disbursements',
      'investment-account',
      'unrealised-assets',
      'money-on-hand',
      'liabilities',
      'compensation',
      'distribution',
    ]);
    expect(totalOf(section(m, 'original-assets').tables[0], 'value')).toBe(69_735_000);
    expect(totalOf(section(m, 'capital-receipts').tables[0])).toBe(63_373_456);
    expect(totalOf(section(m, 'capital-disbursements').tables[0])).toBe(6_345_050);
    expect(totalOf(section(m, 'revenue-receipts').tables[0])).toBe(186_533);
    expect(totalOf(section(m, 'revenue-disbursements').tables[0])).toBe(21_270);
    expect(totalOf(section(m, 'compensation').tables[0], 'claimed')).toBe(2_021_484);
    expect(totalOf(section(m, 'money-on-hand').tables[2])).toBe(66_928_669);
    const beneficiaries = section(m, 'distribution').tables[1];
    expect(beneficiaries?.rows.map((r) => r.cells.amount)).toEqual([18_334_395, 18_328_895, 18_328_895]);
    expect(section(m, 'summary').paragraphs?.[0]).toMatch(/balance/);
  });

  it('financial overview: assets by class, receipts and disbursements by month, totals', () => {
    const m = buildReportModel('financial-overview', data);
    const byClass = section(m, 'assets-by-class').tables[0];
    expect(byClass?.rows.map((r) => [r.cells.class, r.cells.count, r.cells.value])).toEqual([
      ['Real property', 1, 60_000_000],
      ['Securities and investments', 1, 8_500_000],
      ['Vehicle', 1, 1_235_000],
    ]);
    const months = section(m, 'by-month').tables[0];
    // 2024-03 .. 2025-03: 13 months, every one listed
    expect(months?.rows).toHaveLength(13);
    const oct = months?.rows.find((r) => r.cells.month === '2024-10');
    // 630,000.00 received; 32,775.50 paid out
    expect(oct?.cells).toMatchObject({ receipts: 63_000_000, disbursements: 3_277_550, net: 59_722_450 });
    expect(months?.totals?.[0]?.cells).toMatchObject({ receipts: 63_559_989, disbursements: 6_366_320 });
    expect(totalOf(section(m, 'totals').tables[0])).toBe(66_928_669);
  });

  it('distribution summary: residue, shares and amounts', () => {
    const m = buildReportModel('distribution-summary', data);
    const [residue, shares] = section(m, 'distribution').tables;
    expect(totalOf(residue)).toBe(54_992_185);
    expect(shares?.rows.map((r) => [r.cells.name, r.cells.share, r.cells.amount])).toEqual([
      ['Anne Ramsay', 3334, 18_334_395],
      ['Thomas Ramsay', 3333, 18_328_895],
      ['Kingston Humane Society', 3333, 18_328_895],
    ]);
    expect(shares?.totals?.[0]?.cells).toMatchObject({ share: 10_000, amount: 54_992_185 });
  });

  it('tax summary: the Estate Administration Tax worked out and the deadlines with their sources', () => {
    const m = buildReportModel('tax-summary', data);
    const eat = section(m, 'estate-administration-tax').tables[0];
    expect(eat?.rows.at(-1)?.cells).toMatchObject({ detail: '648 × $15.00', amount: 972_000 });
    expect(eat?.totals?.map((r) => r.cells.amount)).toEqual([972_000, 972_000, 0]);
    const deadlines = section(m, 'deadlines').tables[0];
    expect(deadlines?.rows.map((r) => [r.cells.title, r.cells.due, r.cells.status])).toEqual([
      ['Final (terminal) T1 return', '2025-04-30', 'Upcoming'],
      ['T1 return for 2023 (not filed before the death)', '2024-09-15', 'Overdue'],
      ['Spousal election period ends (no distribution before)', '2024-09-15', 'Done'],
      ['Advertise for creditors', 'Before final distribution', 'Before final distribution'],
      ['Estate Information Return', '2024-12-17', 'Done'],
      ["Dependants' support claims period ends", '2024-12-20', 'Done'],
      ['T3 return (first tax year of the estate)', '2025-06-12', 'Upcoming'],
      ['Loss carry-back election (s. 164(6)), with the first T3 return', '2025-06-12', 'Upcoming'],
      ['Rights or things return (optional)', '2025-03-15', 'Overdue'],
      ['T3 return (tax year ending 2026-03-14)', '2026-06-12', 'Upcoming'],
      ['Graduated rate estate status ends', '2027-03-15', 'Upcoming'],
      ['Clearance certificate (TX19)', 'Before final distribution', 'Before final distribution'],
      ['Final T3 return (on wind-up)', 'Unknown', 'Date unknown'],
    ]);
    for (const r of deadlines?.rows ?? []) expect(String(r.cells.source).length).toBeGreaterThan(5);
    expect(m.notes.some((n) => /Estate Administration Tax Act/.test(n.source ?? ''))).toBe(true);
  });

  it('refuses an unknown kind', () => {
    expect(() => buildReportModel('nope' as never, data)).toThrow(RangeError);
  });
});
