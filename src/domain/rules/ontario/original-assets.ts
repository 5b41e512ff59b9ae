import { formatCents } from '../money.ts';
import type { AccountingPeriod, AccountsAsset } from './accounts-input.ts';
import { addDaysUtc } from './iso-dates.ts';
import type { LedgerEntry } from './ledger.ts';

/**
 * An estate's assets as the accounts carry them: original assets (owned at death) at their value
 * at death until realised; investments the trustee bought afterwards at cost. Assumption: with no
 * purchase record in the data model, a security whose valuation date is after the death is taken
 * to be an investment bought by the estate, at its ACB (or its recorded value when there is none).
 */
export interface CarriedAsset {
  asset: AccountsAsset;
  original: boolean;
  carryingValue: number;
  acquiredOn: string | null;
  /** The disposition date the accounts use (the period's end when a disposed asset has none). */
  disposedOn: string | null;
}

export function carriedAssets(
  assets: readonly AccountsAsset[],
  dateOfDeath: string | null,
  period: AccountingPeriod,
): CarriedAsset[] {
  return assets.map((asset) => {
    const acquired =
      asset.assetClass === 'security_investment' &&
      !!dateOfDeath &&
      !!asset.valuationDate &&
      asset.valuationDate > dateOfDeath;
    return {
      asset,
      original: !acquired,
      carryingValue: acquired ? (asset.acb ?? asset.fmvDoD) : asset.fmvDoD,
      acquiredOn: acquired ? (asset.valuationDate ?? null) : null,
      disposedOn: asset.status === 'disposed' ? (asset.dispositionDate ?? period.to) : null,
    };
  });
}

/** Held at the end of `date`: acquired by then and not yet disposed of. */
export const heldAt = (c: CarriedAsset, date: string): boolean =>
  (c.acquiredOn === null || c.acquiredOn <= date) && (c.disposedOn === null || c.disposedOn > date);

export const disposedWithin = (c: CarriedAsset, period: AccountingPeriod): boolean =>
  c.disposedOn !== null && c.disposedOn >= period.from && c.disposedOn <= period.to;

/** How far from the disposition date a receipt of the exact proceeds is taken to be them. */
export const PROCEEDS_WINDOW = { before: 7, after: 90 } as const;

/**
 * Matches each realised asset to the capital receipt of its exact proceeds dated from 7 days
 * before to 90 days after the disposition (closest date first; each receipt used once). The data
 * model has no link from a transaction to an asset, so this is the cross-reference rule 74.17
 * asks for, found by amount and date.
 */
export function matchProceeds(
  carried: readonly CarriedAsset[],
  entries: readonly LedgerEntry[],
): Map<string, LedgerEntry> {
  const used = new Set<string>();
  const matches = new Map<string, LedgerEntry>();
  const realised = carried
    .filter((c) => c.disposedOn !== null && (c.asset.proceeds ?? 0) > 0)
    .sort((a, b) => (a.disposedOn ?? '').localeCompare(b.disposedOn ?? ''));
  for (const c of realised) {
    const on = c.disposedOn as string;
    const from = addDaysUtc(on, -PROCEEDS_WINDOW.before);
    const to = addDaysUtc(on, PROCEEDS_WINDOW.after);
    const distance = (date: string) => Math.abs(Date.parse(date) - Date.parse(on));
    const candidates = entries
      .filter(
        (e) =>
          e.kind === 'receipt' &&
          e.ledger === 'capital' &&
          !used.has(e.id) &&
          e.amount === c.asset.proceeds &&
          e.date >= from &&
          e.date <= to,
      )
      .sort((a, b) => distance(a.date) - distance(b.date) || a.id.localeCompare(b.id));
    const best = candidates[0];
    if (best) {
      used.add(best.id);
      matches.set(c.asset._id, best);
    }
  }
  return matches;
}

export interface OriginalAssetRow {
  assetId: string;
  name: string;
  assetClass: string;
  valueAtDeath: number;
  /** Realised by the end of the period. */
  realised: boolean;
  dispositionDate: string | null;
  proceeds: number | null;
  gainLoss: number | null;
  receiptId: string | null;
  receiptDate: string | null;
  crossReference: string;
}

export interface OriginalAssetsStatement {
  rows: OriginalAssetRow[];
  total: number;
  realisedTotal: number;
  proceedsTotal: number;
}

function crossReference(c: CarriedAsset, receipt: LedgerEntry | undefined, period: AccountingPeriod): string {
  if (c.disposedOn === null || c.disposedOn > period.to) return 'Unrealised';
  const proceeds = c.asset.proceeds ?? 0;
  const when = c.asset.dispositionDate ? `on ${c.disposedOn}` : '(date not recorded)';
  const realised = `Realised ${when} for ${formatCents(proceeds)}`;
  if (proceeds === 0) return `${realised}: no proceeds (e.g. distributed in kind)`;
  if (receipt) return `${realised}; see capital receipt of ${receipt.date}`;
  return `${realised}; proceeds not found among the capital receipts`;
}

/** Statement of original assets at death, each cross-referenced to its realisation (r. 74.17(1)1). */
export function originalAssetsStatement(
  carried: readonly CarriedAsset[],
  matches: ReadonlyMap<string, LedgerEntry>,
  period: AccountingPeriod,
): OriginalAssetsStatement {
  const rows = carried
    .filter((c) => c.original)
    .map((c): OriginalAssetRow => {
      const realised = c.disposedOn !== null && c.disposedOn <= period.to;
      const receipt = matches.get(c.asset._id);
      return {
        assetId: c.asset._id,
        name: c.asset.name,
        assetClass: c.asset.assetClass,
        valueAtDeath: c.asset.fmvDoD,
        realised,
        dispositionDate: realised ? c.disposedOn : null,
        proceeds: realised ? (c.asset.proceeds ?? 0) : null,
        gainLoss: realised ? (c.asset.proceeds ?? 0) - c.carryingValue : null,
        receiptId: realised ? (receipt?.id ?? null) : null,
        receiptDate: realised ? (receipt?.date ?? null) : null,
        crossReference: crossReference(c, receipt, period),
      };
    });
  return {
    rows,
    total: rows.reduce((s, r) => s + r.valueAtDeath, 0),
    realisedTotal: rows.reduce((s, r) => s + (r.realised ? r.valueAtDeath : 0), 0),
    proceedsTotal: rows.reduce((s, r) => s + (r.proceeds ?? 0), 0),
  };
}

export interface HeldAssetRow {
  assetId: string;
  name: string;
  assetClass: string;
  /** Value at death for an original asset; cost for an investment bought by the estate. */
  value: number;
}

export const heldAssetRow = (c: CarriedAsset): HeldAssetRow => ({
  assetId: c.asset._id,
  name: c.asset.name,
  assetClass: c.asset.assetClass,
  value: c.carryingValue,
});
