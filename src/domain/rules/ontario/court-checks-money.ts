import { formatCents as money } from '../money.ts';
import type { CourtAccounts } from './court-accounts.ts';
import { capitalised, entryName, longDate } from './court-check-words.ts';
import type { CourtCheck } from './court-checks.ts';
import { type CourtEntry, SCHEDULE_PREFIX } from './court-entries.ts';

/**
 * Form 74.43 has the estate trustee swear that the accounts are complete and correct, and
 * r. 74.17(1) asks for the money on hand at the closing date: money in no bank account, or an
 * account whose balance no bank statement proves, cannot be sworn to (docs/behaviour.md#court-checks).
 */
const ACCOUNTS_SOURCE = 'Rules of Civil Procedure, R.R.O. 1990, Reg. 194, r. 74.17(1); Form 74.43';

const signed = (e: CourtEntry) =>
  e.kind === 'receipt' || e.kind === 'realisation' || e.kind === 'maturity' ? e.amount : -e.amount;

/** Every entry of the period that moved money, each once. */
/** Every cash entry of the schedules, once each (a transfer sits in two), in the accounts' order. */
export function cashEntries(a: CourtAccounts): CourtEntry[] {
  const seen = new Set<string>();
  const out: CourtEntry[] = [];
  for (const name of Object.keys(SCHEDULE_PREFIX) as (keyof typeof SCHEDULE_PREFIX)[]) {
    for (const e of a.schedules[name].entries) {
      if (!e.cash || !e.transactionId || seen.has(e.transactionId)) continue;
      seen.add(e.transactionId);
      out.push(e);
    }
  }
  return out.sort((x, y) => x.date.localeCompare(y.date) || x.number.localeCompare(y.number));
}

/**
 * Money in no bank account: a receipt or a payment recorded without the estate account it went
 * through. The accounts would print it as "Not assigned to an account", cash no bank holds.
 */
export function unassignedChecks(a: CourtAccounts): CourtCheck[] {
  const row = a.cash.accounts.find((r) => r.accountId === null);
  const loose = cashEntries(a).filter((e) => e.account === null);
  const out: CourtCheck[] = loose.map((e) => ({
    key: `no-account:${e.transactionId}`,
    severity: 'error',
    dismissable: false,
    message: `${capitalised(entryName(e))} is in no bank account: choose the estate account the money ${
      signed(e) > 0 ? 'went into' : 'came out of'
    }. Every dollar in the accounts must be in an account the bank's statement proves.`,
    source: ACCOUNTS_SOURCE,
    fixes: [{ label: `Open ${entryName(e)}`, target: { kind: 'transaction', id: e.transactionId ?? '' } }],
  }));
  // Money put in no account before this period still sits in the closing cash.
  const inPeriod = loose.reduce((s, e) => s + signed(e), 0);
  const before = (row?.amount ?? 0) - inPeriod;
  if (row && before !== 0) {
    out.push({
      key: 'no-account-before-period',
      severity: 'error',
      dismissable: false,
      message: `${money(before)} recorded before ${longDate(a.period.from)} is in no bank account: choose the estate account of each such receipt and payment in the estate's transactions.`,
      source: ACCOUNTS_SOURCE,
      fixes: [{ label: 'Open the estate’s transactions', target: { kind: 'section', id: 'transactions' } }],
    });
  }
  return out;
}

/**
 * Each of the estate's bank accounts reconciled to a statement of the bank dated on or after the
 * end of the accounts: a statement of an earlier day leaves what went through the account after it
 * unproved, and no statement proves nothing (the books compared with themselves always agree).
 */
export function statementChecks(a: CourtAccounts): CourtCheck[] {
  const out: CourtCheck[] = [];
  const end = longDate(a.period.to);
  for (const row of a.cash.accounts) {
    if (row.accountId === null) continue;
    const open = { label: `Open ${row.name}`, target: { kind: 'account' as const, id: row.accountId } };
    const st = row.statement;
    if (!st) {
      out.push({
        key: `bank-statement-missing:${row.accountId}`,
        severity: 'error',
        dismissable: false,
        message: `${row.name} has no bank statement balance entered: the accounts cannot be proved against the bank. Enter the balance and the date of the bank's statement of ${end} (or later) on the account: Edit, Statement balance, Statement date.`,
        source: ACCOUNTS_SOURCE,
        fixes: [open],
      });
      continue;
    }
    if (st.date < a.period.to) {
      out.push({
        key: `bank-statement-before-end:${row.accountId}`,
        severity: 'error',
        dismissable: false,
        message: `${row.name}: the bank statement entered is of ${longDate(st.date)}, before the accounts end on ${end}, so what went through the account after it is not proved. Enter the statement of ${end} or later, or end the accounts on ${longDate(st.date)}.`,
        source: ACCOUNTS_SOURCE,
        fixes: [open, { label: 'Change “Accounts to”', target: { kind: 'field', field: 'accounts-to' } }],
      });
    }
    if (st.difference !== 0) {
      out.push({
        key: `bank-statement-differs:${row.accountId}`,
        severity: 'error',
        dismissable: false,
        message: `${row.name}: the bank's statement of ${longDate(st.date)} shows ${money(st.balance)}, the accounts ${money(
          st.books,
        )}, a difference of ${money(st.difference)}. Find the missing or mistaken entries before the accounts go to court.`,
        source: ACCOUNTS_SOURCE,
        fixes: [open],
      });
    }
  }
  return out;
}

/**
 * A suspected duplicate (any check whose key starts with "duplicate") may be dismissed only while
 * every account agrees with its bank statement: while the bank shows less than the books, the
 * bank has already answered the question, and a dismissal would pass money no bank holds (the
 * demo's Thompson estate: its sale typed twice).
 */
export function lockDuplicates(checks: readonly CourtCheck[], a: CourtAccounts): CourtCheck[] {
  const banks = a.cash.accounts.filter((r) => r.accountId !== null);
  const differs = banks.filter((r) => r.statement && r.statement.difference !== 0);
  const unproved = banks.filter((r) => !r.statement);
  if (differs.length === 0 && unproved.length === 0) return [...checks];
  const why =
    differs.length > 0
      ? `It cannot be dismissed while the bank disagrees: ${differs
          .map(
            (r) => `${r.name}'s statement differs from the books by ${money(r.statement?.difference ?? 0)}`,
          )
          .join('; ')}. If one entry is a duplicate, delete it.`
      : `It cannot be dismissed until the bank statement of ${unproved.map((r) => r.name).join(', ')} is entered and agrees with the books.`;
  return checks.map((c) =>
    c.key.startsWith('duplicate') && c.severity === 'error'
      ? { ...c, dismissable: false, message: `${c.message} ${why}` }
      : c,
  );
}
