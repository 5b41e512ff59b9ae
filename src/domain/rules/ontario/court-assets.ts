import type { AccountingPeriod, AccountsAsset } from './accounts-input.ts';
import type { CourtAccountsExtras, InKindDistribution } from './court-inputs.ts';
import { addDaysUtc } from './iso-dates.ts';
import type { LedgerEntry } from './ledger.ts';

/**
 * How the accounts carry each asset from acquisition to disposal. An original asset (owned at
 * death) is carried at its value at death, an investment the trustee bought at its cost, and
 * either at the value passed when the period opens at an earlier passing. It leaves the
 * accounts when it is realised (on the date its proceeds come in: the accounts are on a cash
 * basis), distributed in kind, or written off.
 */
export interface AssetTrack {
  asset: AccountsAsset;
  original: boolean;
  acquiredOn: string | null;
  /** Disbursements that paid for it (an investment bought by the trustee). */
  purchases: LedgerEntry[];
  /** True when the purchase was found by amount and date rather than by a link. */
  purchaseGuessed: boolean;
  carryingValue: number;
  disposedOn: string | null;
  disposal: Disposal | null;
}

export type Disposal =
  | {
      mode: 'realised';
      /** Receipts of the proceeds, net of costs deducted before the money arrived. */
      receipts: LedgerEntry[];
      costsOfSale: number;
      gross: number;
      /** True when the receipt was found by amount and date rather than by a link. */
      guessed: boolean;
    }
  | { mode: 'in-kind'; distribution: InKindDistribution; value: number }
  /** Marked disposed with proceeds that no receipt accounts for: the accounts will not balance. */
  | { mode: 'proceeds-not-received'; gross: number }
  /** Marked disposed with no proceeds and no distribution: written off at a loss. */
  | { mode: 'written-off'; gross: 0 };

export const grossOf = (d: Disposal): number => (d.mode === 'in-kind' ? d.value : d.gross);

/** How far from the recorded date a receipt of the exact proceeds, or a payment of the exact cost, is taken to be it. */
export const MATCH_WINDOW = { before: 7, after: 90 } as const;
export const PURCHASE_WINDOW = { before: 7, after: 7 } as const;

function closestByAmount(
  entries: readonly LedgerEntry[],
  kind: LedgerEntry['kind'],
  amount: number,
  on: string,
  used: ReadonlySet<string>,
  window: { before: number; after: number } = MATCH_WINDOW,
): LedgerEntry | undefined {
  const from = addDaysUtc(on, -window.before);
  const to = addDaysUtc(on, window.after);
  const distance = (date: string) => Math.abs(Date.parse(date) - Date.parse(on));
  return entries
    .filter(
      (e) =>
        e.kind === kind &&
        e.ledger === 'capital' &&
        !used.has(e.id) &&
        e.amount === amount &&
        e.date >= from &&
        e.date <= to,
    )
    .sort((a, b) => distance(a.date) - distance(b.date) || a.id.localeCompare(b.id))[0];
}

// ISO dates sort as text.
const minDate = (dates: string[]) => [...dates].sort()[0] ?? null;
const maxDate = (dates: string[]) => [...dates].sort().at(-1) ?? null;

/**
 * Tracks every asset. Links decide first; without a link, an asset marked disposed is matched to
 * a capital receipt of exactly its recorded proceeds near its disposition date, and a security
 * valued after the death to a capital disbursement of exactly its cost near that date, which
 * makes it an investment the trustee bought (both said so in the notes, so they can be linked).
 */
export function trackAssets(
  assets: readonly AccountsAsset[],
  entries: readonly LedgerEntry[],
  extras: CourtAccountsExtras,
  dateOfDeath: string | null,
  period: AccountingPeriod,
): AssetTrack[] {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const links = extras.links ?? [];
  const used = new Set(links.map((l) => l.transactionId));
  for (const t of extras.compensationTaken ?? []) if (t.transactionId) used.add(t.transactionId);
  const passed = new Map((extras.passedAccounts?.assets ?? []).map((a) => [a.assetId, a.value]));
  const inKind = new Map((extras.inKind ?? []).map((d) => [d.assetId, d]));

  const tracks = assets.map((asset): AssetTrack => {
    let purchases = links
      .filter((l) => l.kind === 'investment-purchase' && l.assetId === asset._id)
      .map((l) => byId.get(l.transactionId))
      .filter((e): e is LedgerEntry => e?.kind === 'disbursement');
    const valuedAfterDeath = !!dateOfDeath && !!asset.valuationDate && asset.valuationDate > dateOfDeath;
    let purchaseGuessed = false;
    // Without a link, a security valued after the death may be one the trustee bought: it is taken
    // as bought only when a disbursement of exactly its cost is found near that date. Otherwise it
    // stays an original asset (an appraisal made after the death is common).
    if (purchases.length === 0 && asset.assetClass === 'security_investment' && valuedAfterDeath) {
      const guess = closestByAmount(
        entries,
        'disbursement',
        asset.acb ?? asset.fmvDoD,
        asset.valuationDate as string,
        used,
        PURCHASE_WINDOW,
      );
      if (guess) {
        used.add(guess.id);
        purchases = [guess];
        purchaseGuessed = true;
      }
    }
    const bought = purchases.length > 0;
    const cost = purchases.reduce((s, e) => s + e.amount, 0);
    return {
      asset,
      original: !bought,
      acquiredOn: bought ? minDate(purchases.map((e) => e.date)) : null,
      purchases,
      purchaseGuessed,
      carryingValue: passed.get(asset._id) ?? (bought ? cost : asset.fmvDoD),
      disposedOn: null,
      disposal: null,
    };
  });

  // Disposals: links and distributions in kind first, then the unlinked, earliest first.
  for (const track of tracks) {
    const { asset } = track;
    const given = inKind.get(asset._id);
    if (given) {
      track.disposedOn = given.date;
      track.disposal = { mode: 'in-kind', distribution: given, value: given.value ?? track.carryingValue };
      continue;
    }
    const linked = links.filter((l) => l.kind === 'realisation' && l.assetId === asset._id);
    const receipts = linked
      .map((l) => byId.get(l.transactionId))
      .filter((e): e is LedgerEntry => e?.kind === 'receipt');
    if (receipts.length > 0) {
      const costsOfSale = linked.reduce(
        (s, l) => s + (l.kind === 'realisation' ? (l.costsOfSale ?? 0) : 0),
        0,
      );
      const net = receipts.reduce((s, e) => s + e.amount, 0);
      track.disposedOn = maxDate(receipts.map((e) => e.date));
      track.disposal = { mode: 'realised', receipts, costsOfSale, gross: net + costsOfSale, guessed: false };
    }
  }
  const unlinked = tracks
    .filter((t) => t.disposal === null && t.asset.status === 'disposed')
    .sort((a, b) => (a.asset.dispositionDate ?? '').localeCompare(b.asset.dispositionDate ?? ''));
  for (const track of unlinked) {
    const { asset } = track;
    const on = asset.dispositionDate ?? period.to;
    const proceeds = asset.proceeds ?? 0;
    const receipt = proceeds > 0 ? closestByAmount(entries, 'receipt', proceeds, on, used) : undefined;
    if (receipt) {
      used.add(receipt.id);
      track.disposedOn = receipt.date;
      track.disposal = {
        mode: 'realised',
        receipts: [receipt],
        costsOfSale: 0,
        gross: proceeds,
        guessed: true,
      };
    } else {
      track.disposedOn = on;
      track.disposal =
        proceeds > 0 ? { mode: 'proceeds-not-received', gross: proceeds } : { mode: 'written-off', gross: 0 };
    }
  }
  return tracks;
}

/** Held at the end of `date`: acquired by then and not yet disposed of. */
export const heldOn = (t: AssetTrack, date: string): boolean =>
  (t.acquiredOn === null || t.acquiredOn <= date) && (t.disposedOn === null || t.disposedOn > date);

export const disposedIn = (t: AssetTrack, period: AccountingPeriod): boolean =>
  t.disposedOn !== null && t.disposedOn >= period.from && t.disposedOn <= period.to;
