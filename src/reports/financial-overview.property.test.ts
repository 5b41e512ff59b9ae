import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AccountsAsset, AccountsParty, AccountsTransaction } from '../domain/rules/ontario/index.ts';
import { addDaysUtc } from '../domain/rules/ontario/iso-dates.ts';
import { ASSET_CLASSES } from '../domain/schemas/entities/asset.ts';
import type { ReportData, ReportModel, ReportTable } from './model.ts';
import { assetClassLabel } from './models/common.ts';
import { courtAccountsFor } from './models/court-data.ts';
import { estateAccountsModel } from './models/estate-accounts.ts';
import { financialOverviewModel } from './models/financial-overview.ts';

/**
 * Every figure the Financial Overview prints is a figure of the one statement, found in the
 * Estate Accounts printed for the same records and period (docs/court-forms.md#one-statement):
 * read back from the two printed models, never from the function that made them.
 */

const DEATH = '2024-01-10';
const PERIODS = [
  { from: DEATH, to: '2024-12-31' },
  { from: '2025-01-01', to: '2025-12-31' },
  { from: DEATH, to: '2025-12-31' },
];
const day = (n: number) => addDaysUtc(DEATH, n);
const dayArb = fc.integer({ min: 0, max: 715 });
const cents = (max: number) => fc.integer({ min: 1, max });

const recordsArb = fc.record({
  period: fc.constantFrom(...PERIODS),
  ordinary: fc.array(
    fc.record({
      kind: fc.constantFrom('receipt' as const, 'disbursement' as const),
      ledger: fc.constantFrom('capital' as const, 'revenue' as const),
      amount: cents(5_000_000),
      day: dayArb,
      account: fc.constantFrom('a1', 'a2', 'elsewhere', null),
      // A disbursement to a beneficiary on account of their share: a distribution.
      advance: fc.boolean(),
    }),
    { maxLength: 14 },
  ),
  transfers: fc.array(
    fc.record({ amount: cents(2_000_000), day: dayArb, to: fc.constantFrom('a2', 'elsewhere') }),
    { maxLength: 3 },
  ),
  compensation: fc.array(
    fc.record({
      amount: cents(1_000_000),
      day: dayArb,
      ledger: fc.constantFrom('capital' as const, 'revenue' as const),
    }),
    { maxLength: 2 },
  ),
  assets: fc.array(
    fc.record({
      assetClass: fc.constantFrom(...ASSET_CLASSES),
      fmv: fc.integer({ min: 0, max: 40_000_000 }),
      // linked: a receipt says it realises the asset; matched: an unlinked receipt of the exact
      // proceeds; missing: disposed with proceeds no receipt accounts for; in-kind: handed over.
      fate: fc.constantFrom('held', 'linked', 'matched', 'missing', 'written-off', 'in-kind'),
      proceeds: cents(50_000_000),
      day: dayArb,
      boughtAfterDeath: fc.boolean(),
    }),
    { maxLength: 6 },
  ),
});

type Records = typeof recordsArb extends fc.Arbitrary<infer T> ? T : never;

function reportData(m: Records): ReportData {
  const transactions: AccountsTransaction[] = [];
  const assets: AccountsAsset[] = [];
  const parties: AccountsParty[] = [
    { _id: 'b1', role: 'beneficiary', name: 'Beneficiary', shareOfEstate: 10_000 },
  ];
  m.ordinary.forEach((o, i) => {
    const account = o.account === 'elsewhere' ? 'not-the-estates' : o.account;
    transactions.push({
      _id: `o${i}`,
      kind: o.kind,
      type: 'other',
      ledger: o.ledger,
      date: day(o.day),
      amount: o.amount,
      payee: `Payee ${i}`,
      ...(o.kind === 'receipt' ? { toAccount: account } : { fromAccount: account }),
      ...(o.kind === 'disbursement' && o.advance ? { advanceTo: 'b1' } : {}),
    });
  });
  m.transfers.forEach((t, i) => {
    transactions.push({
      _id: `t${i}`,
      kind: 'transfer',
      type: 'internal',
      date: day(t.day),
      amount: t.amount,
      fromAccount: 'a1',
      toAccount: t.to === 'a2' ? 'a2' : 'not-the-estates',
    });
  });
  // Compensation the trustee took on consent: a disbursement the statement knows by its record.
  const compensationTaken = m.compensation.map((c, i) => {
    transactions.push({
      _id: `comp${i}`,
      kind: 'disbursement',
      type: 'compensation',
      ledger: c.ledger,
      date: day(c.day),
      amount: c.amount,
      fromAccount: 'a1',
    });
    return {
      date: day(c.day),
      amount: c.amount,
      ledger: c.ledger,
      authority: 'consent' as const,
      transactionId: `comp${i}`,
    };
  });
  m.assets.forEach((a, i) => {
    const id = `asset${i}`;
    const investment = a.assetClass === 'security_investment' && a.boughtAfterDeath;
    const disposed = a.fate !== 'held';
    assets.push({
      _id: id,
      name: `Asset ${i}`,
      assetClass: a.assetClass,
      fmvDoD: a.fmv,
      valuationDate: investment ? day(Math.min(a.day, 30)) : DEATH,
      ...(investment ? { acb: a.fmv } : {}),
      status: disposed ? 'disposed' : 'active',
      ...(disposed ? { dispositionDate: day(a.day) } : {}),
      ...(disposed ? { proceeds: a.fate === 'written-off' ? 0 : a.proceeds } : {}),
      ...(a.fate === 'in-kind' ? { distributedTo: 'b1', onAccountOfShare: true } : {}),
    });
    if (a.fate === 'linked' || a.fate === 'matched') {
      transactions.push({
        _id: `sale${i}`,
        kind: 'receipt',
        type: 'asset_sale',
        ledger: 'capital',
        date: day(a.day),
        amount: a.proceeds,
        toAccount: 'a2',
        ...(a.fate === 'linked' ? { realisesAsset: id } : {}),
      });
    }
  });
  return {
    estate: { _id: 'e', estateName: 'Estate', deceased: { name: 'D', dateOfDeath: DEATH } },
    assets,
    accounts: [
      { _id: 'a1', name: 'Chequing' },
      { _id: 'a2', name: 'Savings' },
    ],
    transactions,
    parties,
    period: m.period,
    today: m.period.to,
    options: { court: { compensationTaken } },
  };
}

const tableOf = (m: ReportModel, id: string, title?: string): ReportTable => {
  const tables = m.sections.find((s) => s.id === id)?.tables ?? [];
  const t = title === undefined ? tables[0] : tables.find((x) => x.title === title);
  if (!t) throw new Error(`${m.kind} prints no table ${id} ${title ?? ''}`);
  return t;
};
const amountsBy = (rows: ReportTable['rows'], key = 'label') =>
  new Map(rows.map((r) => [String(r.cells[key]), Number(r.cells.amount)]));
const totalRow = (t: ReportTable) => t.totals?.at(-1)?.cells ?? {};
const cashMoved = (r: ReportTable['rows'][number]) => r.cells.account !== 'No money moved';

/** What the overview must print, each figure read from the Estate Accounts as printed. */
function expectedFromAccounts(accounts: ReportModel, data: ReportData) {
  const k = accounts.sections.find((s) => s.id === 'reconciliation')?.tables ?? [];
  const capital = amountsBy(k[0]?.rows ?? []);
  const revenue = amountsBy(k[1]?.rows ?? []);
  const line = (lines: Map<string, number>, prefix: string) => {
    const found = [...lines].find(([label]) => label.startsWith(prefix));
    if (!found) throw new Error(`Schedule K prints no line "${prefix}"`);
    return found[1];
  };
  const scheduleA = tableOf(accounts, 'original-assets');
  const onHand = tableOf(accounts, 'money-on-hand', 'Money and investments on hand');
  const cash = tableOf(accounts, 'money-on-hand');
  const totals = new Map<string, number>([
    ['Original assets at the date of death', Number(totalRow(scheduleA).value)],
    ['Capital receipts', line(capital, 'Add: capital receipts')],
    ['of which, proceeds of original assets realised', -line(capital, 'Less: proceeds of original assets')],
    ['Gains (losses) on realisation', line(capital, 'Add: gain (less loss) on original assets')],
    ['Capital disbursements', -line(capital, 'Less: capital disbursements')],
    [
      'Distributions to beneficiaries',
      -line(capital, 'Less: distributions') - line(revenue, 'Less: distributions'),
    ],
    ['Compensation taken', -line(capital, 'Less: compensation') - line(revenue, 'Less: compensation')],
    ['Revenue receipts', line(revenue, 'Add: revenue receipts')],
    ['Revenue disbursements', -line(revenue, 'Less: revenue disbursements')],
    ['Capital on hand', line(capital, 'Capital on hand')],
    ['Revenue on hand', line(revenue, 'Revenue on hand')],
    ['Money, assets and investments on hand', Number(totalRow(onHand).amount)],
  ]);

  // Schedule A row by row, the class and fate of each from the statement that printed it.
  const statementRows = courtAccountsFor(data).originalAssets.rows;
  expect(scheduleA.rows).toHaveLength(statementRows.length);
  const classes = new Map<string, { count: number; value: number; realised: number; proceeds: number }>();
  const all = { count: 0, value: 0, realised: 0, proceeds: 0 };
  scheduleA.rows.forEach((r, i) => {
    const s = statementRows[i];
    if (!s) return;
    const realised = s.outcome === 'realised';
    const c = classes.get(s.assetClass) ?? { count: 0, value: 0, realised: 0, proceeds: 0 };
    for (const t of [c, all]) {
      t.count += 1;
      t.value += Number(r.cells.value);
      t.realised += realised ? 1 : 0;
      t.proceeds += realised ? Number(r.cells.gross ?? 0) : 0;
    }
    classes.set(s.assetClass, c);
  });

  // Month by month, the money that moved in Schedules B to E (an in-kind entry moves none).
  const months = new Map<string, { receipts: number; disbursements: number }>();
  const add = (id: string, key: 'receipts' | 'disbursements') => {
    for (const r of tableOf(accounts, id).rows.filter(cashMoved)) {
      const month = String(r.cells.date).slice(0, 7);
      const m = months.get(month) ?? { receipts: 0, disbursements: 0 };
      m[key] += Number(r.cells.amount);
      months.set(month, m);
    }
  };
  add('capital-receipts', 'receipts');
  add('revenue-receipts', 'receipts');
  add('capital-disbursements', 'disbursements');
  add('revenue-disbursements', 'disbursements');

  return { totals, classes, all, months, cash };
}

describe('the Financial Overview prints the figures of the Estate Accounts', () => {
  it('each total, class and month is found in the Estate Accounts for the same records and period', () => {
    let realisedSeen = 0;
    fc.assert(
      fc.property(recordsArb, (m) => {
        const data = reportData(m);
        const overview = financialOverviewModel(data);
        const printed = expectedFromAccounts(estateAccountsModel(data), data);

        const totals = tableOf(overview, 'totals');
        const shown = amountsBy([...totals.rows, ...(totals.totals ?? [])]);
        expect(shown).toEqual(printed.totals);

        const byClass = tableOf(overview, 'assets-by-class');
        const classRows = (rows: ReportTable['rows']) =>
          rows.map(({ cells: { class: c, count, value, realised, proceeds } }) => ({
            c,
            count,
            value,
            realised,
            proceeds,
          }));
        expect(classRows(byClass.rows)).toEqual(
          [...printed.classes].map(([c, v]) => ({ c: assetClassLabel(c), ...v })),
        );
        expect(classRows(byClass.totals ?? [])).toEqual([{ c: 'Total', ...printed.all }]);
        if (printed.all.realised > 0) realisedSeen += 1;

        const months = tableOf(overview, 'by-month');
        let [receipts, disbursements] = [0, 0];
        for (const r of months.rows) {
          const want = printed.months.get(String(r.cells.month)) ?? { receipts: 0, disbursements: 0 };
          expect(r.cells).toMatchObject({ ...want, net: want.receipts - want.disbursements });
          receipts += want.receipts;
          disbursements += want.disbursements;
        }
        const monthsPrinted = new Set(months.rows.map((r) => String(r.cells.month)));
        for (const month of printed.months.keys()) expect(monthsPrinted).toContain(month);
        expect(totalRow(months)).toMatchObject({ receipts, disbursements, net: receipts - disbursements });

        const accounts = tableOf(overview, 'accounts');
        const cashRows = (rows: ReportTable['rows']) => rows.map((r) => [r.cells.label, r.cells.amount]);
        expect(cashRows(accounts.rows)).toEqual(cashRows(printed.cash.rows));
        expect(cashRows(accounts.totals ?? [])).toEqual(cashRows(printed.cash.totals ?? []));
      }),
      { numRuns: 150 },
    );
    // The by-class proceeds are only proven when some asset was realised in the period.
    expect(realisedSeen).toBeGreaterThan(20);
  });
});
