import type { CourtAssetRow } from './court-asset-statements.ts';
import type { CourtCompensation } from './court-compensation.ts';
import { type CourtEntry, type CourtSchedules, partOf } from './court-entries.ts';

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
  /** Gains less losses on the original assets realised or distributed in the period. */
  originalAssetsGainLoss: number;
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
  originalAssets: { rows: readonly CourtAssetRow[]; total: number };
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
    originalAssetsGainLoss: parts.originalAssets.rows.reduce((sum, r) => sum + (r.gainLoss ?? 0), 0),
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
  };
}
