import type { AccountsBankAccount } from './accounts-input.ts';
import { cashByAccount, type PreparedLedger } from './ledger.ts';
import { type CarriedAsset, type HeldAssetRow, heldAssetRow, heldAt } from './original-assets.ts';

export interface CashRow {
  accountId: string | null;
  name: string;
  amount: number;
  /**
   * The bank's statement, when entered: its balance, and the books' balance of the account on
   * the statement's date; `difference` is the bank less the books, printed as a difference.
   */
  statement?: { date: string; balance: number; books: number; difference: number } | null;
}

/** Money and investments on hand at the closing date (r. 74.17(1)4-5). */
export interface MoneyOnHand {
  date: string;
  openingCash: number;
  receipts: number;
  disbursements: number;
  /** Opening cash + receipts − disbursements of the period. */
  closingCash: number;
  /** Cash at the closing date by account, summed from each account's own entries. */
  accounts: CashRow[];
  accountsTotal: number;
  unrealisedAssets: HeldAssetRow[];
  unrealisedTotal: number;
  investments: HeldAssetRow[];
  investmentsTotal: number;
  /** Cash by account + unrealised original assets at their value at death + investments at cost. */
  total: number;
}

export const UNASSIGNED_ACCOUNT = 'Not assigned to an account';

export const cashTotal = (ledger: PreparedLedger, date: string): number =>
  [...cashByAccount(ledger, date).values()].reduce((s, v) => s + v, 0);

export const heldValue = (carried: readonly CarriedAsset[], date: string): number =>
  carried.filter((c) => heldAt(c, date)).reduce((s, c) => s + c.carryingValue, 0);

export function moneyOnHand(
  ledger: PreparedLedger,
  accounts: readonly AccountsBankAccount[],
  carried: readonly CarriedAsset[],
  flows: { date: string; openingCash: number; receipts: number; disbursements: number },
): MoneyOnHand {
  const balances = cashByAccount(ledger, flows.date);
  const rows: CashRow[] = accounts.map((a) => ({
    accountId: a._id,
    name: a.name,
    amount: balances.get(a._id) ?? 0,
  }));
  if (balances.has(null))
    rows.push({ accountId: null, name: UNASSIGNED_ACCOUNT, amount: balances.get(null) ?? 0 });
  const accountsTotal = rows.reduce((s, r) => s + r.amount, 0);
  const held = carried.filter((c) => heldAt(c, flows.date));
  const unrealisedAssets = held.filter((c) => c.original).map(heldAssetRow);
  const investments = held.filter((c) => !c.original).map(heldAssetRow);
  const unrealisedTotal = unrealisedAssets.reduce((s, r) => s + r.value, 0);
  const investmentsTotal = investments.reduce((s, r) => s + r.value, 0);
  return {
    ...flows,
    closingCash: flows.openingCash + flows.receipts - flows.disbursements,
    accounts: rows,
    accountsTotal,
    unrealisedAssets,
    unrealisedTotal,
    investments,
    investmentsTotal,
    total: accountsTotal + unrealisedTotal + investmentsTotal,
  };
}
