import { sumCents } from '../../domain/rules/money.ts';
import {
  type AccountsBankAccount,
  type AccountsTransaction,
  cashTotal,
  prepareLedger,
} from '../../domain/rules/ontario/index.ts';

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

/**
 * The estate's cash on `date` as the Estate Accounts reckon it (Schedule G's total cash): what its
 * bank accounts hold by their transactions to that day. A transfer to an account that is not the
 * estate's takes money out, and a transaction dated later has not happened yet, where receipts less
 * disbursements would count neither (docs/behaviour.md#estate-page-layout).
 */
export function estateCashOnHand(
  transactions: readonly AccountsTransaction[],
  accounts: readonly AccountsBankAccount[],
  date: string,
): number {
  return cashTotal(prepareLedger(transactions, accounts), date);
}
