import type { CourtAssetRow } from './court-asset-statements.ts';
import type { CourtCompensation } from './court-compensation.ts';
import { type CourtEntry, type CourtSchedules, partOf } from './court-entries.ts';
import { addMonthsUtc } from './iso-dates.ts';

/** An amount charged to, or taken from, each of the two accounts. */
export interface LedgerSplit {
  capital: number;
  revenue: number;
  total: number;
}

/**
 * The figures of the accounts that the forms and the summary reports print, each one a figure of
 * the statement: a schedule's total, a part of a schedule, or a total of the statement of
 * original assets, of the compensation or of what is on hand. Nothing that prints a figure adds
 * one up itself, so the notice, the judgment and the schedules cannot disagree
 * (docs/behaviour.md#court-accounts-figures).
 */
export interface CourtFigures {
  /** Statement of original assets: their value at death. */
  originalAssets: number;
  /**
   * The statement of original assets by asset class: how many, their value at death, how many
   * were realised in the period and their gross proceeds (the rows' "Proceeds or value").
   */
  originalAssetsByClass: { rows: AssetClassFigures[]; totals: Omit<AssetClassFigures, 'assetClass'> };
  /** Gains less losses on the original assets realised or distributed in the period. */
  originalAssetsGainLoss: number;
  /** Gains less losses on the trustee's investments realised or distributed in the period (the investment account). */
  investmentsGainLoss: number;
  /** Schedule of capital receipts: its total, the proceeds of original assets realised included. */
  capitalReceipts: number;
  /** The part of the capital receipts that is the proceeds of original assets realised. */
  realisations: number;
  otherCapitalReceipts: number;
  /** Capital disbursements other than distributions and compensation (costs of sale included). */
  capitalDisbursements: number;
  revenueReceipts: number;
  /** Revenue disbursements other than distributions and compensation. */
  revenueDisbursements: number;
  gains: number;
  losses: number;
  /** Paid or handed over to beneficiaries in the period, out of capital and revenue, cash and in kind. */
  distributions: LedgerSplit;
  /** Compensation taken in the period (the consents and orders recorded). */
  compensationTaken: LedgerSplit;
  /** Compensation claimed for the period, as charged to each account. */
  compensationClaimed: LedgerSplit;
  /** Claimed and not yet taken. */
  compensationUnpaid: LedgerSplit;
  capitalOnHand: number;
  revenueOnHand: number;
  /** Capital and revenue on hand together. */
  onHand: number;
  /** Money received and paid out, month by month over the period (reinvestment and transfers left out). */
  byMonth: { rows: MonthFlow[]; receipts: number; disbursements: number; net: number };
  /** The period's payments of tax (transactions of type tax), and the part that paid the Estate Administration Tax. */
  taxPayments: { entries: CourtEntry[]; total: number; estateAdministrationTax: number };
}

export interface AssetClassFigures {
  assetClass: string;
  count: number;
  valueAtDeath: number;
  realised: number;
  proceeds: number;
}

export interface MonthFlow {
  /** YYYY-MM */
  month: string;
  receipts: number;
  disbursements: number;
  net: number;
}

// A tax payment to the province on the application is the Estate Administration Tax: the
// transaction type says tax, its payee or purpose says which.
const EAT_PAYMENT = /estate administration tax|minister of finance/i;

function byMonth(s: CourtSchedules, period: { from: string; to: string }): CourtFigures['byMonth'] {
  const months = new Map<string, MonthFlow>();
  for (
    let m = `${period.from.slice(0, 7)}-01`;
    m.slice(0, 7) <= period.to.slice(0, 7);
    m = addMonthsUtc(m, 1)
  ) {
    const month = m.slice(0, 7);
    months.set(month, { month, receipts: 0, disbursements: 0, net: 0 });
  }
  const cash = (entries: readonly CourtEntry[]) => entries.filter((e) => e.cash);
  const add = (entries: readonly CourtEntry[], key: 'receipts' | 'disbursements') => {
    for (const e of entries) {
      const bucket = months.get(e.date.slice(0, 7));
      if (!bucket) continue;
      bucket[key] += e.amount;
      bucket.net += key === 'receipts' ? e.amount : -e.amount;
    }
  };
  add(cash([...s.capitalReceipts.entries, ...s.revenueReceipts.entries]), 'receipts');
  add(cash([...s.capitalDisbursements.entries, ...s.revenueDisbursements.entries]), 'disbursements');
  const rows = [...months.values()];
  const receipts = rows.reduce((t, r) => t + r.receipts, 0);
  const disbursements = rows.reduce((t, r) => t + r.disbursements, 0);
  return { rows, receipts, disbursements, net: receipts - disbursements };
}

/** In the order of the statement of original assets, which lists them by class. */
function byClass(rows: readonly CourtAssetRow[]): CourtFigures['originalAssetsByClass'] {
  const classes = new Map<string, AssetClassFigures>();
  const totals = { count: 0, valueAtDeath: 0, realised: 0, proceeds: 0 };
  for (const r of rows) {
    const c = classes.get(r.assetClass) ?? {
      assetClass: r.assetClass,
      count: 0,
      valueAtDeath: 0,
      realised: 0,
      proceeds: 0,
    };
    const realised = r.outcome === 'realised';
    const proceeds = realised ? (r.gross ?? 0) : 0;
    for (const t of [c, totals]) {
      t.count += 1;
      t.valueAtDeath += r.valueAtDeath;
      t.realised += realised ? 1 : 0;
      t.proceeds += proceeds;
    }
    classes.set(r.assetClass, c);
  }
  return { rows: [...classes.values()], totals };
}

function taxPayments(s: CourtSchedules): CourtFigures['taxPayments'] {
  const entries = [...s.capitalDisbursements.entries, ...s.revenueDisbursements.entries]
    .filter((e) => e.cash && e.type === 'tax')
    .sort((x, y) => x.date.localeCompare(y.date) || x.number.localeCompare(y.number));
  return {
    entries,
    total: entries.reduce((t, e) => t + e.amount, 0),
    estateAdministrationTax: entries
      .filter((e) => EAT_PAYMENT.test(`${e.payee} ${e.description}`))
      .reduce((t, e) => t + e.amount, 0),
  };
}

const split = (capital: number, revenue: number): LedgerSplit => ({
  capital,
  revenue,
  total: capital + revenue,
});

/** The distributions made in the period: each entry of the capital and revenue disbursements that paid or handed over a share. */
export const distributionEntries = (s: CourtSchedules): CourtEntry[] =>
  [...s.capitalDisbursements.entries, ...s.revenueDisbursements.entries].filter(
    (e) => e.kind === 'distribution' || e.kind === 'distribution-in-kind',
  );

export function courtFigures(parts: {
  period: { from: string; to: string };
  originalAssets: { rows: readonly CourtAssetRow[]; total: number };
  investmentsGainLoss: number;
  schedules: CourtSchedules;
  capital: { gains: number; losses: number; onHand: number };
  revenueOnHand: number;
  compensation: CourtCompensation;
}): CourtFigures {
  const { schedules: s, compensation: c } = parts;
  const cr = s.capitalReceipts;
  const realisations = partOf(cr, 'realisations');
  return {
    originalAssets: parts.originalAssets.total,
    originalAssetsByClass: byClass(parts.originalAssets.rows),
    originalAssetsGainLoss: parts.originalAssets.rows.reduce((sum, r) => sum + (r.gainLoss ?? 0), 0),
    investmentsGainLoss: parts.investmentsGainLoss,
    capitalReceipts: cr.total,
    realisations,
    otherCapitalReceipts: cr.total - realisations,
    capitalDisbursements: partOf(s.capitalDisbursements, 'disbursements'),
    revenueReceipts: s.revenueReceipts.total,
    revenueDisbursements: partOf(s.revenueDisbursements, 'disbursements'),
    gains: parts.capital.gains,
    losses: parts.capital.losses,
    distributions: split(
      partOf(s.capitalDisbursements, 'distributions'),
      partOf(s.revenueDisbursements, 'distributions'),
    ),
    compensationTaken: split(c.takenFromCapital, c.takenFromRevenue),
    compensationClaimed: split(c.chargedToCapital, c.chargedToRevenue),
    compensationUnpaid: split(c.balanceFromCapital, c.balanceFromRevenue),
    capitalOnHand: parts.capital.onHand,
    revenueOnHand: parts.revenueOnHand,
    onHand: parts.capital.onHand + parts.revenueOnHand,
    byMonth: byMonth(s, parts.period),
    taxPayments: taxPayments(s),
  };
}
