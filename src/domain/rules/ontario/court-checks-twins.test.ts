import { describe, expect, it } from 'vitest';
import type { AccountsTransaction } from './accounts-input.ts';
import { courtAccounts } from './court-accounts.ts';
import { blocksGenerating, type CourtCheck, courtChecks, openChecks } from './court-checks.ts';
import { TEST_ESTATE, testTransaction } from './court-test-records.fixture.ts';

/**
 * A receipt typed by hand and the same receipt imported from the bank's statement (issue 39: the
 * RRSP of $184,320.55 counted twice): a suspected duplicate whatever the payee's words.
 */
const DEATH = TEST_ESTATE.deceased.dateOfDeath;
const PERIOD = { from: DEATH, to: '2024-12-31' };
const IMPORT = '0190f000-0000-7000-8000-0000000000c1';

const opening = testTransaction({
  _id: 'in',
  kind: 'receipt',
  amount: 10_000_000,
  payee: 'RBC',
  purpose: 'Closing balance',
  fromAccount: null,
});
const typed = testTransaction({
  _id: 'typed',
  kind: 'receipt',
  type: 'eft',
  date: '2024-03-05',
  amount: 18_432_055,
  payee: 'RBC Dominion Securities',
  purpose: 'RRSP proceeds',
  fromAccount: null,
});
const imported = testTransaction({
  ...typed,
  _id: 'imported',
  payee: 'DEPOSIT RBCDS',
  purpose: 'Memo 0042',
  importId: IMPORT,
});

/** The statement agrees with the books (so a dismissal is allowed), both entries counted. */
function run(transactions: AccountsTransaction[]): CourtCheck[] {
  const books = transactions.reduce(
    (s, t) => s + (t.kind === 'receipt' ? t.amount : t.kind === 'disbursement' ? -t.amount : 0),
    0,
  );
  const a = courtAccounts({
    estate: TEST_ESTATE,
    assets: [],
    parties: [],
    period: PERIOD,
    accounts: [{ _id: 'a1', name: 'Estate chequing', statementBalance: books, statementDate: PERIOD.to }],
    transactions,
  });
  return courtChecks(a, { sendOn: '2025-01-06', today: '2025-01-06' });
}
const twins = (checks: readonly CourtCheck[]) =>
  checks.filter((c) => c.key.startsWith('duplicate-typed-imported'));

describe('an entry typed by hand and the same one imported', () => {
  it('is a suspected duplicate, whatever the payee says, that stops the documents until dismissed with a reason', () => {
    const checks = run([opening, typed, imported]);
    const [check] = twins(checks);
    expect(twins(checks)).toHaveLength(1);
    expect(check).toMatchObject({ severity: 'error', dismissable: true });
    expect(check?.message).toBe(
      'The receipt of $184,320.55 from RBC Dominion Securities on March 5, 2024 ("RRSP proceeds"), typed by hand, and the receipt of $184,320.55 from DEPOSIT RBCDS on March 5, 2024 ("Memo 0042"), imported from the bank statement, have the same date, amount and account: is one receipt counted twice? Delete the copy, or dismiss this with the reason if both are real.',
    );
    expect(check?.fixes?.map((f) => f.target)).toEqual([
      { kind: 'transaction', id: 'typed' },
      { kind: 'transaction', id: 'imported' },
    ]);
    expect(blocksGenerating(openChecks(checks))).toBe(true);
    const review = {
      check: check?.key ?? '',
      reason: 'Two RRSPs paid out on one day',
      by: 'A',
      on: '2025-01-06',
    };
    expect(twins(openChecks(checks, [review]))).toEqual([]);
  });

  it('pairs one with no account and one in the account, and payments as well as receipts', () => {
    const noAccount = { ...typed, toAccount: null };
    expect(twins(run([opening, noAccount, imported]))).toHaveLength(1);
    const pay = (over: Partial<AccountsTransaction>) =>
      testTransaction({
        _id: 'p',
        kind: 'disbursement',
        type: 'cheque',
        date: '2024-04-02',
        amount: 250_000,
        payee: 'Funeral home',
        toAccount: null,
        ...over,
      });
    const payments = [pay({}), pay({ _id: 'p2', payee: 'CHQ 101', importId: IMPORT })];
    expect(twins(run([opening, ...payments]))).toHaveLength(1);
  });

  it.each<[string, AccountsTransaction[]]>([
    ['both typed by hand', [typed, { ...imported, importId: null }]],
    ['both imported', [{ ...typed, importId: IMPORT }, imported]],
    ['on another day', [typed, { ...imported, date: '2024-03-06' }]],
    ['for another amount', [typed, { ...imported, amount: 18_432_000 }]],
    [
      'one in, one out',
      [typed, { ...imported, kind: 'disbursement', type: 'eft', toAccount: null, fromAccount: 'a1' }],
    ],
  ])('is not flagged %s', (_, pair) => {
    expect(twins(run([opening, ...pair]))).toEqual([]);
  });

  it('is not flagged once matched: the typed entry linked to the bank line stands for both', () => {
    const matched = { ...typed, matchedImportId: IMPORT, bankTransactionId: 'R1' };
    expect(twins(run([opening, matched]))).toEqual([]);
  });
});
