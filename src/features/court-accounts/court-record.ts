import {
  type AccountsAsset,
  deemedGainsAtDeath,
  RESERVE_LABELS,
  type ReserveSuggestion,
  suggestEnteredReserve,
  suggestT3Tax,
  suggestTerminalT1Tax,
} from '../../domain/rules/ontario/index.ts';
import type {
  CheckReviewItem,
  CourtAccountsBody,
  CourtAccountsRecord,
  CourtOfficeItem,
  TransactionRecord,
} from '../../domain/schemas/index.ts';
import type { Commands } from '../../store/index.ts';

export type ReserveKind = NonNullable<CourtAccountsBody['reserves']>[number]['kind'];
export type CourtPatch = Partial<Omit<CourtAccountsBody, 'estate'>>;

/**
 * Saves part of the estate's court-accounts record on this device (with its outbox row): the
 * first save creates the record, later ones change only the fields given, so two people editing
 * different parts (reserves, court details) do not overwrite each other (docs/behaviour.md#court-accounts-data).
 */
export function saveCourt(
  repos: Commands['repos'],
  estateId: string,
  record: CourtAccountsRecord | null,
  patch: CourtPatch,
): Promise<unknown> {
  return record
    ? repos.courtAccounts.update(record._id, patch)
    : repos.courtAccounts.create({ estate: estateId, ...patch });
}

/**
 * Keeps a person's word on one check of the accounts (a suspicion dismissed, a warning
 * acknowledged) on the estate's court-accounts record, replacing any earlier word on that check.
 */
export function saveCheckReview(
  repos: Commands['repos'],
  estateId: string,
  record: CourtAccountsRecord | null,
  review: CheckReviewItem,
): Promise<unknown> {
  const rest = (record?.reviews ?? []).filter((r) => r.check !== review.check);
  return saveCourt(repos, estateId, record, { reviews: [...rest, review] });
}

/**
 * The court offices an estate's court details start from, by name: the firm's table, which an Admin
 * edits in the firm's settings (docs/behaviour.md#court-offices), then each other office named on
 * the firm's estates with the address last entered for it (by the record's last change).
 */
export function courtOffices(
  records: readonly Pick<CourtAccountsRecord, 'courtOffice' | 'courtAddress' | 'updatedAt' | 'deletedAt'>[],
  firm: readonly CourtOfficeItem[] = [],
): { name: string; address: string }[] {
  const latest = new Map<string, { name: string; address: string; at: string }>();
  for (const r of records) {
    const name = r.courtOffice?.trim();
    const address = r.courtAddress?.trim();
    if (r.deletedAt || !name || !address) continue;
    const key = name.toLowerCase();
    const at = r.updatedAt ?? '';
    if ((latest.get(key)?.at ?? '') <= at) latest.set(key, { name, address, at });
  }
  // The firm's own table wins over what an estate happened to type.
  for (const o of firm) latest.set(o.name.trim().toLowerCase(), { ...o, at: '' });
  return [...latest.values()]
    .map(({ name, address }) => ({ name, address }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-CA'));
}

/** '26.5' → 2650 basis points; null when it is not a rate from 0 to 100. */
export function percentToBp(text: string): number | null {
  const t = text.trim().replace(/%$/, '');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(t)) return null;
  const bp = Math.round(Number(t) * 100);
  return bp <= 10_000 ? bp : null;
}

/** Revenue receipts less revenue disbursements of the estate's live transactions. */
export function netRevenue(transactions: readonly TransactionRecord[]): number {
  return transactions
    .filter((t) => !t.deletedAt && t.ledger === 'revenue')
    .reduce((s, t) => s + (t.kind === 'receipt' ? t.amount : t.kind === 'disbursement' ? -t.amount : 0), 0);
}

/** The assets whose deemed gain at death the terminal T1 suggestion counts (an ACB recorded). */
export const gainAssets = (assets: readonly AccountsAsset[]) => deemedGainsAtDeath(assets);

/**
 * The engine's suggestion for a reserve of this kind (src/domain/rules/ontario/reserves.ts): the
 * taxes need the rate the trustee states; the costs of the passing and the holdback have no formula.
 */
export function reserveSuggestion(
  kind: ReserveKind,
  input: {
    assets: readonly AccountsAsset[];
    transactions: readonly TransactionRecord[];
    rateBp: number | null;
    /** Assets the trustee treats as exempt from the deemed gain (a principal residence, a spousal rollover). */
    exempt?: readonly string[];
  },
): ReserveSuggestion | null {
  if (kind === 'terminal-t1-tax') {
    if (input.rateBp === null) return null;
    const suggestion = suggestTerminalT1Tax(deemedGainsAtDeath(input.assets, input.exempt), input.rateBp);
    // The basis says what was left out, so the figure can be checked from the accounts alone.
    const left = input.assets.filter((a) => input.exempt?.includes(a._id)).map((a) => a.name);
    return left.length
      ? { ...suggestion, basis: `${suggestion.basis}; exempt: ${left.join(', ')}` }
      : suggestion;
  }
  if (kind === 't3-tax') {
    return input.rateBp === null ? null : suggestT3Tax(netRevenue(input.transactions), input.rateBp);
  }
  if (kind === 'other') return null;
  return suggestEnteredReserve(kind);
}

export const reserveLabel = (r: { kind: ReserveKind; label?: string | undefined }) =>
  r.label?.trim() || RESERVE_LABELS[r.kind];
