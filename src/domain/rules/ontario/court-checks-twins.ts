import type { CourtAccounts } from './court-accounts.ts';
import { capitalised, entryName } from './court-check-words.ts';
import type { CheckFix, CourtCheck } from './court-checks.ts';
import { cashEntries } from './court-checks-money.ts';
import type { CourtEntry } from './court-entries.ts';

/**
 * Form 74.43 has the estate trustee swear the accounts are complete and correct: money counted
 * twice makes them neither (docs/behaviour.md#court-checks).
 */
const TWINS_SOURCE = 'Rules of Civil Procedure, R.R.O. 1990, Reg. 194, r. 74.17(1); Form 74.43';

const moneyIn = (e: CourtEntry) => e.kind === 'receipt' || e.kind === 'realisation' || e.kind === 'maturity';

/** The same money: one day, one amount, one direction, through one account (or one names none). */
const sameMoney = (x: CourtEntry, y: CourtEntry): boolean =>
  x.date === y.date &&
  x.amount === y.amount &&
  moneyIn(x) === moneyIn(y) &&
  (x.account === y.account || x.account === null || y.account === null);

/**
 * An entry typed by hand and one from the bank's statement with the same date, amount and
 * direction in the same account (or one in none): most likely one receipt or payment recorded
 * twice, whatever the payee's words (the bank writes its own). A suspected duplicate: an error
 * until a person dismisses it with the reason both are real, and not dismissable while the bank
 * disagrees (lockDuplicates, as its key starts with "duplicate"). Two entries typed by hand, or
 * two from the bank, are not paired here: two like cheques on one day are common, and the bank's
 * own lines are each a movement it made.
 */
export function typedAndImportedTwins(a: CourtAccounts): CourtCheck[] {
  const entries = cashEntries(a);
  const out: CourtCheck[] = [];
  const paired = new Set<string>();
  const open = (e: CourtEntry, how: string): CheckFix => ({
    label: `Open ${entryName(e)} (${how})`,
    target: { kind: 'transaction', id: e.transactionId ?? '' },
  });
  for (const typed of entries.filter((e) => !e.imported)) {
    const twin = entries.find((e) => e.imported && !paired.has(e.transactionId ?? '') && sameMoney(typed, e));
    if (!twin) continue;
    paired.add(twin.transactionId ?? '');
    const word = moneyIn(typed) ? 'receipt' : 'payment';
    out.push({
      key: `duplicate-typed-imported:${[typed.transactionId, twin.transactionId].sort().join(':')}`,
      severity: 'error',
      dismissable: true,
      message: `${capitalised(entryName(typed))}, typed by hand, and ${entryName(
        twin,
      )}, imported from the bank statement, have the same date, amount and account: is one ${word} counted twice? Delete the copy, or dismiss this with the reason if both are real.`,
      source: TWINS_SOURCE,
      fixes: [open(typed, 'typed by hand'), open(twin, 'imported')],
    });
  }
  return out;
}
