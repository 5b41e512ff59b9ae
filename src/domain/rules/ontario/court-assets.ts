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

/** How far from the recorded date a receipt (or payment) of the exact amount is taken to be it. */
export const MATCH_WINDOW = { before: 7, after: 90 } as const;

function closestByAmount(
  entries: readonly LedgerEntry[],
  kind: LedgerEntry['kind'],
  amount: number,
  on: string,
  used: ReadonlySet<string>,
): LedgerEntry | undefined {
  const from = addDaysUtc(on, -MATCH_WINDOW.before);
  const to = addDaysUtc(on, MATCH_WINDOW.after);
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
 * valued after the death is taken to be an investment bought with a capital disbursement of
 * exactly its cost near that date (both said so in the notes, so the trustee can link them).
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
    const bought = purchases.length > 0 || (asset.assetClass === 'security_investment' && valuedAfterDeath);
    let purchaseGuessed = false;
    if (bought && purchases.length === 0 && asset.valuationDate) {
      const cost = asset.acb ?? asset.fmvDoD;
      const guess = closestByAmount(entries, 'disbursement', cost, asset.valuationDate, used);
      if (guess) {
        used.add(guess.id);
        purchases = [guess];
        purchaseGuessed = true;
      }
    }
    const cost =
      purchases.length > 0 ? purchases.reduce((s, e) => s + e.amount, 0) : (asset.acb ?? asset.fmvDoD);
    return {
      asset,
      original: !bought,
      acquiredOn: bought
        ? purchases.length > 0
          ? minDate(purchases.map((e) => e.date))
          : (asset.valuationDate ?? null)
        : null,
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
