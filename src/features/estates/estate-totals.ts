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
