import { sumCents } from '../../domain/rules/money.ts';

/** Figures at the top of the estate detail page, in cents. */
export type EstateTotals = { assetsAtDeath: number; receipts: number; disbursements: number };

type AssetLike = { fmvDoD?: unknown; [key: string]: unknown };
type TransactionLike = { kind?: unknown; amount?: unknown; [key: string]: unknown };

const cents = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/** Transfers move money between the estate's own accounts, so they are neither in nor out. */
export function estateTotals(
  assets: readonly AssetLike[],
  transactions: readonly TransactionLike[],
): EstateTotals {
  return {
    assetsAtDeath: sumCents(assets.map((a) => cents(a.fmvDoD))),
    receipts: sumCents(transactions.filter((t) => t.kind === 'receipt').map((t) => cents(t.amount))),
    disbursements: sumCents(
      transactions.filter((t) => t.kind === 'disbursement').map((t) => cents(t.amount)),
    ),
  };
}

/** Basis points as a percentage: 4000 -> '40%', 3333 -> '33.33%'; missing -> ''. */
export function formatShare(basisPoints: unknown): string {
  if (typeof basisPoints !== 'number' || !Number.isFinite(basisPoints)) return '';
  const whole = Math.trunc(basisPoints / 100);
  const rest = Math.abs(basisPoints % 100);
  if (rest === 0) return `${whole}%`;
  return `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}%`;
}

/** Newest first by a date field, then by id (UUIDv7 ids sort by creation). */
export function newestFirst<T extends { _id: string }>(records: readonly T[], field: keyof T): T[] {
  const at = (r: T) => (typeof r[field] === 'string' ? (r[field] as string) : '');
  return [...records].sort((a, b) => at(b).localeCompare(at(a)) || b._id.localeCompare(a._id));
}
