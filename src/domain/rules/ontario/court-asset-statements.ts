import { ASSET_CLASSES } from '../../schemas/entities/asset.ts';
import type { AccountingPeriod } from './accounts-input.ts';
import { type AssetTrack, disposedIn, grossOf, heldOn } from './court-assets.ts';
import type { CourtEntry, CourtSchedule, CourtSchedules } from './court-entries.ts';
import type { MarketValue } from './court-inputs.ts';

export type AssetOutcome =
  | 'on-hand'
  | 'realised'
  | 'distributed-in-kind'
  | 'written-off'
  | 'proceeds-not-received'
  | 'disposed-before-period';

export interface CourtAssetRow {
  /** */
  number: string;
  assetId: string;
  name: string;
  assetClass: string;
  valueAtDeath: number;
  /** The value the accounts carry it at (value at death, or as passed). */
  carryingValue: number;
  outcome: AssetOutcome;
  disposedOn: string | null;
  /** Price before costs of sale, or the value at which it was distributed. */
  gross: number | null;
  costsOfSale: number | null;
  /** Gross less carrying value. */
  gainLoss: number | null;
  /** For an asset distributed in kind. */
  beneficiaryId: string | null;
  crossReferences: string[];
}

export interface HeldRow {
  number: string;
  assetId: string;
  name: string;
  assetClass: string;
  /** Carrying value: value at death (or as passed) for an original asset, cost for an investment. */
  carryingValue: number;
  /** Current market value, when the trustee has one. */
  marketValue: number | null;
  marketValueAsOf: string | null;
}

export interface HeldStatement {
  rows: HeldRow[];
  total: number;
  /** Sum of the market values known; complete only when every row has one. */
  marketTotal: number;
  marketValuesComplete: boolean;
}

/** An investment the trustee bought that was realised, distributed or written off in the period. */
export interface InvestmentDisposalRow extends Omit<CourtAssetRow, 'valueAtDeath'> {
  acquiredOn: string | null;
}

export interface CourtInvestmentAccount {
  /** Purchases and realisations (maturities) of the trustee's own investments in the period. */
  transactions: CourtSchedule;
  purchases: number;
  realisations: number;
  /**
   * The investments disposed of in the period, each at its cost, its gross proceeds (or value
   * handed over) and the gain or loss between them: the itemised source of the capital account's
   * gain (less loss) on investments.
   */
  disposals: { rows: InvestmentDisposalRow[]; cost: number; gross: number; gainLoss: number };
  /** The gain less the loss on the investments disposed of in the period (the disposals' total). */
  gainLoss: number;
  holdings: HeldStatement;
}

const latestMarketValue = (values: readonly MarketValue[], assetId: string) =>
  values.filter((m) => m.assetId === assetId).sort((a, b) => b.asOf.localeCompare(a.asOf))[0];

function held(tracks: readonly AssetTrack[], numbers: Map<string, string>, values: readonly MarketValue[]) {
  const rows = tracks.map((t): HeldRow => {
    const m = latestMarketValue(values, t.asset._id);
    return {
      number: numbers.get(t.asset._id) ?? '',
      assetId: t.asset._id,
      name: t.asset.name,
      assetClass: t.asset.assetClass,
      carryingValue: t.carryingValue,
      marketValue: m?.value ?? null,
      marketValueAsOf: m?.asOf ?? null,
    };
  });
  return {
    rows,
    total: rows.reduce((s, r) => s + r.carryingValue, 0),
    marketTotal: rows.reduce((s, r) => s + (r.marketValue ?? 0), 0),
    marketValuesComplete: rows.every((r) => r.marketValue !== null),
  };
}

function outcomeOf(t: AssetTrack, period: AccountingPeriod): AssetOutcome {
  if (t.disposedOn === null || t.disposedOn > period.to) return 'on-hand';
  if (t.disposedOn < period.from) return 'disposed-before-period';
  switch (t.disposal?.mode) {
    case 'in-kind':
      return 'distributed-in-kind';
    case 'proceeds-not-received':
      return 'proceeds-not-received';
    case 'written-off':
      return 'written-off';
    default:
      return 'realised';
  }
}

/**
 * The statement of original assets (r. 74.17(1)1), each numbered and cross-referenced by number
 * to the entries that realised or distributed it, the unrealised assets with their current market
 * value, and the investment account limited to the trustee's own investments. Also writes the
 * cross-references into the schedules' entries (receipt → asset, costs → receipt, and back).
 */
export function assetStatements(
  tracks: readonly AssetTrack[],
  schedules: CourtSchedules,
  period: AccountingPeriod,
  marketValues: readonly MarketValue[],
) {
  // Numbered in an order a reader can follow and that does not depend on how the records were
  // stored: original assets by class (real property first, as an inventory lists them), then by
  // name; investments in the order they were bought.
  const classRank = (c: string) => {
    const i = (ASSET_CLASSES as readonly string[]).indexOf(c);
    return i === -1 ? ASSET_CLASSES.length : i;
  };
  const byName = (a: AssetTrack, b: AssetTrack) =>
    a.asset.name.localeCompare(b.asset.name, 'en-CA') || a.asset._id.localeCompare(b.asset._id);
  const originals = tracks
    .filter((t) => t.original)
    .sort((a, b) => classRank(a.asset.assetClass) - classRank(b.asset.assetClass) || byName(a, b));
  const investments = tracks
    .filter((t) => !t.original)
    .sort((a, b) => (a.acquiredOn ?? '').localeCompare(b.acquiredOn ?? '') || byName(a, b));
  const numbers = new Map<string, string>([
    ...originals.map((t, i): [string, string] => [t.asset._id, `A-${i + 1}`]),
    ...investments.map((t, i): [string, string] => [t.asset._id, `IN-${i + 1}`]),
  ]);
  const all: CourtEntry[] = [
    ...schedules.capitalReceipts.entries,
    ...schedules.capitalDisbursements.entries,
    ...schedules.investmentTransactions.entries,
  ];
  const byAsset = new Map<string, CourtEntry[]>();
  for (const e of all) {
    if (!e.assetId) continue;
    byAsset.set(e.assetId, [...(byAsset.get(e.assetId) ?? []), e]);
  }
  for (const [assetId, entries] of byAsset) {
    const assetNumber = numbers.get(assetId);
    for (const e of entries) {
      const others = entries.filter((x) => x !== e).map((x) => x.number);
      e.crossReferences.push(...(assetNumber ? [assetNumber] : []), ...others);
    }
  }
  // What became of an asset, with its gross proceeds (or value handed over) and the gain or loss
  // against its carrying value when that happened in the period.
  const disposalOf = (t: AssetTrack) => {
    const outcome = outcomeOf(t, period);
    const inPeriod = disposedIn(t, period);
    const d = t.disposal;
    const gross = inPeriod && d ? grossOf(d) : null;
    return {
      number: numbers.get(t.asset._id) ?? '',
      assetId: t.asset._id,
      name: t.asset.name,
      assetClass: t.asset.assetClass,
      carryingValue: t.carryingValue,
      outcome,
      disposedOn: outcome === 'on-hand' ? null : t.disposedOn,
      gross,
      costsOfSale: inPeriod && d?.mode === 'realised' ? d.costsOfSale : null,
      gainLoss: gross === null ? null : gross - t.carryingValue,
      beneficiaryId: inPeriod && d?.mode === 'in-kind' ? d.distribution.beneficiaryId : null,
      crossReferences: (byAsset.get(t.asset._id) ?? []).map((e) => e.number),
    };
  };
  const rows = originals.map((t): CourtAssetRow => ({ ...disposalOf(t), valueAtDeath: t.asset.fmvDoD }));
  const disposalRows = investments
    .filter((t) => disposedIn(t, period))
    .map((t): InvestmentDisposalRow => ({ ...disposalOf(t), acquiredOn: t.acquiredOn }));
  const gainLoss = disposalRows.reduce((s, r) => s + (r.gainLoss ?? 0), 0);
  const txs = schedules.investmentTransactions;
  const investmentAccount: CourtInvestmentAccount = {
    transactions: txs,
    purchases: txs.entries.filter((e) => e.kind === 'purchase').reduce((s, e) => s + e.amount, 0),
    realisations: txs.entries.filter((e) => e.kind === 'maturity').reduce((s, e) => s + e.amount, 0),
    disposals: {
      rows: disposalRows,
      cost: disposalRows.reduce((s, r) => s + r.carryingValue, 0),
      gross: disposalRows.reduce((s, r) => s + (r.gross ?? 0), 0),
      gainLoss,
    },
    gainLoss,
    holdings: held(
      investments.filter((t) => heldOn(t, period.to)),
      numbers,
      marketValues,
    ),
  };
  return {
    originalAssets: {
      rows,
      total: rows.reduce((s, r) => s + r.valueAtDeath, 0),
    },
    unrealisedAssets: held(
      originals.filter((t) => heldOn(t, period.to)),
      numbers,
      marketValues,
    ),
    investmentAccount,
    assetNumbers: numbers,
  };
}
