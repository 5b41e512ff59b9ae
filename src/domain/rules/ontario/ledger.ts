import type { Ledger } from '../../schemas/index.ts';
import type { AccountsBankAccount, AccountsTransaction } from './accounts-input.ts';

/**
 * Transactions as the accounts see them (cash basis). A transfer between two of the estate's
 * own accounts moves money without changing what the estate holds, so it is neither a receipt
 * nor a disbursement. A transfer with only one side in the estate's accounts brings money in or
 * sends it out, so it is treated as a receipt into (or a disbursement from) that account, in the
 * ledger recorded on it (assumption: the data model's transfer kinds include EFTs and wires).
 */
export interface LedgerEntry {
  id: string;
  date: string;
  kind: 'receipt' | 'disbursement';
  ledger: Ledger;
  amount: number;
  /** The estate account the money came into or went out of; null when none was given. */
  account: string | null;
  type: string;
  payee: string;
  purpose: string;
  fromTransfer: boolean;
  /** From a bank statement (imported, or typed by hand and matched to a bank line); typed by hand otherwise. */
  imported?: boolean;
}

export interface InternalTransfer {
  id: string;
  date: string;
  amount: number;
  fromAccount: string;
  toAccount: string;
}

export interface PreparedLedger {
  entries: LedgerEntry[];
  internalTransfers: InternalTransfer[];
  /** Transfers touching none of the estate's accounts: left out, and said so in the notes. */
  ignoredTransfers: AccountsTransaction[];
}

export function prepareLedger(
  transactions: readonly AccountsTransaction[],
  accounts: readonly AccountsBankAccount[],
): PreparedLedger {
  const own = new Set(accounts.map((a) => a._id));
  const mine = (id: string | null | undefined): id is string => !!id && own.has(id);
  const entries: LedgerEntry[] = [];
  const internalTransfers: InternalTransfer[] = [];
  const ignoredTransfers: AccountsTransaction[] = [];
  for (const t of transactions) {
    const base = {
      id: t._id,
      date: t.date,
      ledger: t.ledger ?? 'capital',
      amount: t.amount,
      type: t.type,
      payee: t.payee ?? '',
      purpose: t.purpose ?? '',
      imported: Boolean(t.importId || t.matchedImportId || t.bankTransactionId),
    };
    if (t.kind === 'receipt') {
      entries.push({
        ...base,
        kind: 'receipt',
        account: mine(t.toAccount) ? t.toAccount : null,
        fromTransfer: false,
      });
    } else if (t.kind === 'disbursement') {
      entries.push({
        ...base,
        kind: 'disbursement',
        account: mine(t.fromAccount) ? t.fromAccount : null,
        fromTransfer: false,
      });
    } else if (mine(t.fromAccount) && mine(t.toAccount)) {
      internalTransfers.push({
        id: t._id,
        date: t.date,
        amount: t.amount,
        fromAccount: t.fromAccount,
        toAccount: t.toAccount,
      });
    } else if (mine(t.toAccount)) {
      entries.push({ ...base, kind: 'receipt', account: t.toAccount, fromTransfer: true });
    } else if (mine(t.fromAccount)) {
      entries.push({ ...base, kind: 'disbursement', account: t.fromAccount, fromTransfer: true });
    } else {
      ignoredTransfers.push(t);
    }
  }
  const byDate = (a: { date: string; id: string }, b: { date: string; id: string }) =>
    a.date.localeCompare(b.date) || a.id.localeCompare(b.id);
  entries.sort(byDate);
  internalTransfers.sort(byDate);
  return { entries, internalTransfers, ignoredTransfers };
}

/** Cash in each of the estate's accounts at the end of `date` (null key: no account given). */
export function cashByAccount(ledger: PreparedLedger, date: string): Map<string | null, number> {
  const balances = new Map<string | null, number>();
  const add = (account: string | null, amount: number) =>
    balances.set(account, (balances.get(account) ?? 0) + amount);
  for (const e of ledger.entries) {
    if (e.date <= date) add(e.account, e.kind === 'receipt' ? e.amount : -e.amount);
  }
  for (const t of ledger.internalTransfers) {
    if (t.date > date) continue;
    add(t.fromAccount, -t.amount);
    add(t.toAccount, t.amount);
  }
  return balances;
}

/** The row for cash whose transactions name none of the estate's accounts. */
export const UNASSIGNED_ACCOUNT = 'Not assigned to an account';

/** All the estate's cash at the end of `date`, every account (and none) together. */
export const cashTotal = (ledger: PreparedLedger, date: string): number =>
  [...cashByAccount(ledger, date).values()].reduce((s, v) => s + v, 0);
