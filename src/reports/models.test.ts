import { describe, expect, it } from 'vitest';
import {
  WORKED_CLAIM,
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
  options: {
    liabilities: WORKED_LIABILITIES,
    compensationOverrides: WORKED_CLAIM,
    deadlines: { done: { 'estate-information-return': true } },
  },
};

const section = (m: ReportModel, id: string) => {
  const s = m.sections.find((x) => x.id === id);
  if (!s) throw new Error(`no section ${id}`);
  return s;
};
const totalOf = (t: ReportTable | undefined, key = 'amount') => t?.totals?.at(-1)?.cells[key];

describe('report models (worked example)', () => {
  it('estate accounts: cover, court title block, the rule 74.17 schedules in order', () => {
    const m = buildReportModel('estate-accounts', {
      ...data,
      courtOffice: 'Kingston',
      accountsKind: 'final',
    });
    expect(m.court).toBe('Ontario Superior Court of Justice');
    expect(m.subtitle.join('\n')).toMatch(
      /Court File No\. CV-25-00012345-00ES · Ontario Superior Court of Justice at Kingston/,
    );
    expect(m.subtitle.join('\n')).toMatch(/from March 15, 2024 to March 14, 2025/);
    expect(m.fileBaseName).toBe('estate-of-eleanor-ramsay-estate-accounts-2024-03-15-to-2025-03-14');
    expect(m.sections.map((s) => s.id)).toEqual([
      'cover',
      'original-assets',
      'capital-receipts',
      'capital-disbursements',
      'revenue-receipts',
      'revenue-disbursements',
      'investment-account',
      'money-on-hand',
      'liabilities',
      'compensation',
      'distribution',
      'reconciliation',
    ]);
    const cover = section(m, 'cover');
    // Anne Ramsay is the one party recorded as executor.
    expect(cover.title).toBe('Final accounts');
    expect(cover.paragraphs?.[0]).toBe(
      'Final accounts of Anne Ramsay, Estate Trustee with a Will of the estate of Eleanor Ramsay, deceased, ' +
        'who died on March 15, 2024.',
    );
    expect(cover.paragraphs?.join(' ')).toMatch(
      /Court office: Kingston\. Court File No\. CV-25-00012345-00ES\./,
    );
    expect(cover.paragraphs?.join(' ')).toMatch(/opening with the assets at the date of death/);
    expect(cover.tables[0]?.rows).toHaveLength(11);
  });

  it('estate accounts: numbered entries cross-referenced, figures on the practice base', () => {
    const m = buildReportModel('estate-accounts', data);
    // Original assets: house 600,000.00 + shares 85,000.00 + car 12,350.00 = 697,350.00
    const assets = section(m, 'original-assets').tables[0];
    expect(totalOf(assets, 'value')).toBe(69_735_000);
    expect(assets?.rows.map((r) => [r.cells.number, r.cells.market])).toEqual([
      ['A-1', null],
      ['A-2', null],
      ['A-3', null],
    ]);
    // The house's proceeds (found by amount: no link yet) are the third capital receipt.
    expect(assets?.rows[0]?.cells.outcome).toBe('Realised on October 4, 2024 for $630,000.00; see CR-3');
    expect(assets?.rows[1]?.cells.outcome).toBe('On hand at March 14, 2025');
    const receipts = section(m, 'capital-receipts').tables[0];
    // CPP 2,500.00 + refund 1,234.56 + house 630,000.00
    expect(receipts?.rows.map((r) => [r.cells.number, r.cells.amount, r.cells.see])).toEqual([
      ['CR-1', 250_000, ''],
      ['CR-2', 123_456, ''],
      ['CR-3', 63_000_000, 'A-1'],
    ]);
    expect(totalOf(receipts)).toBe(63_373_456);
    // funeral 12,480.00 + EAT 9,720.00 + commission 32,775.50 + legal fees 8,475.00
    expect(totalOf(section(m, 'capital-disbursements').tables[0])).toBe(6_345_050);
    expect(totalOf(section(m, 'revenue-receipts').tables[0])).toBe(186_533);
    expect(totalOf(section(m, 'revenue-disbursements').tables[0])).toBe(21_270);
    // Capital on hand 570,284.06 cash (633,734.56 − 63,450.50) + shares 85,000.00 + car 12,350.00
    // = 667,634.06; revenue 1,652.63 (1,865.33 − 212.70); together 669,286.69
    const onHand = section(m, 'money-on-hand').tables;
    expect(totalOf(onHand[3])).toBe(66_928_669);
    expect(onHand[1]?.rows.map((r) => r.cells.amount)).toEqual([57_028_406, 165_263]);
    // The T3 fee estimate is a liability of 1,800.00; the Visa's amount is not recorded.
    const liabilities = section(m, 'liabilities').tables[0];
    expect(liabilities?.rows.map((r) => [r.cells.number, r.cells.creditor, r.cells.outstanding])).toEqual([
      ['L-1', 'Baird & Kwan CPA: T3 return (estimate)', 180_000],
      ['L-2', 'CIBC Visa', null],
    ]);
    expect(section(m, 'reconciliation').paragraphs?.[0]).toMatch(/each balance/);
  });

  it('estate accounts: compensation on the practice base, item by item', () => {
    const m = buildReportModel('estate-accounts', data);
    const [items, split, taken] = section(m, 'compensation').tables;
    // capital receipts: 697,350.00 at death + 30,000.00 gain on the house + 3,734.56 other = 731,084.56
    //   × 2.5% = 18,277.114 → 18,277.11
    // capital disbursements 63,450.50 × 2.5% = 1,586.2625 → 1,586.26; distributions: none
    // revenue receipts 1,865.33 → 46.63; revenue disbursements 212.70 → 5.3175 → 5.32
    // care and management: (697,350.00 + 667,634.06) / 2 = 682,492.03 × 0.4% × 365/365 = 2,729.97
    expect(items?.rows.map((r) => [r.cells.base, r.cells.computed])).toEqual([
      [73_108_456, 1_827_711],
      [6_345_050, 158_626],
      [0, 0],
      [186_533, 4_663],
      [21_270, 532],
      [68_249_203, 272_997],
    ]);
    // 18,277.11 + 1,586.26 + 46.63 + 5.32 + 2,729.97 = 22,645.29; capital 22,593.34, revenue 51.95
    expect(totalOf(items, 'claimed')).toBe(2_264_529);
    expect(split?.rows[0]?.cells).toMatchObject({ capital: 2_259_334, revenue: 5_195, total: 2_264_529 });
    expect(taken?.rows).toEqual([]);
  });

  it('estate accounts: co-executors named on the cover and the claim divided between them', () => {
    const executor = {
      _id: 'p-exec-2',
      estate: 'estate-ramsay',
      role: 'executor' as const,
      name: 'Thomas Ramsay',
    };
    const m = buildReportModel('estate-accounts', { ...data, parties: [...data.parties, executor] });
    expect(section(m, 'cover').paragraphs?.[0]).toMatch(
      /^Interim accounts of Anne Ramsay and Thomas Ramsay, Estate Trustees with a Will of the estate/,
    );
    // 22,645.29 in halves: 11,322.645 each; the odd cent to the first named
    const trustees = section(m, 'compensation').tables.find(
      (t) => t.title === 'Division between the estate trustees',
    );
    expect(trustees?.rows.map((r) => [r.cells.name, r.cells.claimed, r.cells.balance])).toEqual([
      ['Anne Ramsay', 1_132_265, 1_132_265],
      ['Thomas Ramsay', 1_132_264, 1_132_264],
    ]);
    const own = buildReportModel('estate-accounts', {
      ...data,
      trusteeCapacity: 'Estate Trustee without a Will',
    });
    expect(section(own, 'cover').paragraphs?.[0]).toMatch(
      /^Interim accounts of Anne Ramsay, Estate Trustee without a Will/,
    );
  });

  it('estate accounts: proposed distribution in exact thirds, within cash less liabilities and compensation', () => {
    const m = buildReportModel('estate-accounts', data);
    const [made, reserves, available, shares] = section(m, 'distribution').tables;
    expect(made?.rows).toEqual([]);
    expect(reserves?.rows).toEqual([]);
    // 571,936.69 cash − 1,800.00 liability − 22,645.29 compensation = 547,491.40
    expect(totalOf(available)).toBe(54_749_140);
    // 547,491.40 / 3 = 182,497.133…: the one cent left goes to the first share
    expect(shares?.rows.map((r) => [r.cells.name, r.cells.share, r.cells.amount])).toEqual([
      ['Anne Ramsay', '1/3', 18_249_714],
      ['Kingston Humane Society', '1/3', 18_249_713],
      ['Thomas Ramsay', '1/3', 18_249_713],
    ]);
  });

  it('estate accounts: thirds recorded as 33.34/33.33/33.33% stay equal when the cash divides by three', () => {
    // A one-cent reserve leaves 547,491.39 = 3 × 182,497.13.
    const m = buildReportModel('estate-accounts', {
      ...data,
      options: { ...data.options, court: { reserves: [{ kind: 'other', amount: 1, basis: 'Rounding' }] } },
    });
    const shares = section(m, 'distribution').tables.find((t) =>
      t.title?.startsWith('Proposed distribution'),
    );
    expect(shares?.rows.map((r) => r.cells.amount)).toEqual([18_249_713, 18_249_713, 18_249_713]);
  });

  it('estate accounts: notes cite the law only; the engine’s remarks on the data are not printed', () => {
    const m = buildReportModel('estate-accounts', data);
    expect(m.notes.map((n) => n.source)).toEqual([
      'Rules of Civil Procedure, R.R.O. 1990, Reg. 194, r. 74.17(1)',
      expect.stringMatching(/^Trustee Act, R\.S\.O\. 1990, c\. T\.23, s\. 23; Estates Act/),
      expect.stringMatching(/^Trustee Act, R\.S\.O\. 1990, c\. T\.23, s\. 61\(1\); Re Jeffery Estate/),
      expect.stringMatching(/^Income Tax Act/),
    ]);
    const printed = JSON.stringify(m);
    expect(printed).not.toMatch(/link the receipt|Hull|blog|\.com/i);
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
    // cash 571,936.69 + shares 85,000.00 + car 12,350.00
    expect(totalOf(section(m, 'totals').tables[0])).toBe(66_928_669);
  });

  it('distribution summary: the Estate Accounts’ proposed distribution, in exact shares', () => {
    const m = buildReportModel('distribution-summary', data);
    const [, , available, shares] = section(m, 'distribution').tables;
    expect(totalOf(available)).toBe(54_749_140);
    expect(shares?.rows.map((r) => [r.cells.name, r.cells.share, r.cells.amount])).toEqual([
      ['Anne Ramsay', '1/3', 18_249_714],
      ['Kingston Humane Society', '1/3', 18_249_713],
      ['Thomas Ramsay', '1/3', 18_249_713],
    ]);
    expect(shares?.totals?.[0]?.cells).toMatchObject({ share: '1', amount: 54_749_140 });
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
      ['Rights or things return (optional)', '2025-03-15', 'Optional, last day passed'],
      ['T3 return (tax year ending 2026-03-14)', '2026-06-12', 'Upcoming'],
      ['Graduated rate estate status ends', '2027-03-15', 'Upcoming'],
      ['Clearance certificate (TX19)', 'Before final distribution', 'Before final distribution'],
      ['Final T3 return (on wind-up)', 'Unknown', 'Date unknown'],
    ]);
    for (const r of deadlines?.rows ?? []) expect(String(r.cells.source).length).toBeGreaterThan(5);
    expect(m.notes.some((n) => /Estate Administration Tax Act/.test(n.source ?? ''))).toBe(true);
  });

  it('tax summary: the value of the estate nets a mortgage off the house and leaves out what passes outside', () => {
    const m = buildReportModel('tax-summary', {
      ...data,
      assets: data.assets.map((a) =>
        a._id === 'asset-car'
          ? { ...a, passesOutside: { how: 'survivorship' as const, to: 'Anne Ramsay' } }
          : a,
      ),
      options: {
        ...data.options,
        court: {
          liabilities: [
            { _id: 'mortgage', creditor: 'TD Bank', amountAtDeath: 25_000_000, encumbers: 'asset-house' },
          ],
        },
      },
    });
    const eat = section(m, 'estate-administration-tax').tables[0];
    // $600,000.00 less the $250,000.00 mortgage, with the $85,000.00 shares: $435,000.00; 385 bands.
    expect(eat?.rows.map((r) => r.cells.amount)).toEqual([
      60_000_000, -25_000_000, 8_500_000, 43_500_000, -5_000_000, 38_500_000, 577_500,
    ]);
    expect(eat?.rows.at(-1)?.cells.detail).toBe('385 × $15.00');
    expect(m.notes.map((n) => n.text)).toContain(
      'Not in the value: 2018 Honda Civic ($12,350.00): passes to Anne Ramsay by right of survivorship.',
    );
  });

  it('refuses an unknown kind', () => {
    expect(() => buildReportModel('nope' as never, data)).toThrow(RangeError);
  });

  it('puts the court heading and file number on the Estate Accounts only: the summaries are not court documents', () => {
    const withFile = { ...data, courtFileNumber: 'ES-1234/25' };
    expect(buildReportModel('estate-accounts', withFile).court).toBe('Ontario Superior Court of Justice');
    for (const kind of ['financial-overview', 'distribution-summary', 'tax-summary'] as const) {
      const m = buildReportModel(kind, withFile);
      expect(m.court, kind).toBeNull();
      expect(JSON.stringify(m), kind).not.toMatch(/Superior Court|ES-1234\/25/i);
    }
  });
});
