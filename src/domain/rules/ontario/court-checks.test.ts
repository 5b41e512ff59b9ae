import { describe, expect, it } from 'vitest';
import type { AccountsParty } from './accounts-input.ts';
import { courtAccounts } from './court-accounts.ts';
import { blocksGenerating, type CourtCheck, courtChecks, openChecks } from './court-checks.ts';
import type { CourtAccountsInput } from './court-inputs.ts';
import { TEST_ESTATE, TEST_PERIOD, testAsset, testTransaction } from './court-test-records.fixture.ts';

const estate = TEST_ESTATE;
const period = TEST_PERIOD;
const t = (over: Parameters<typeof testTransaction>[0]) =>
  testTransaction({ payee: '', purpose: '', ...over });
const asset = testAsset;
const heirs: AccountsParty[] = [
  { _id: 'ann', name: 'Ann Heir', role: 'beneficiary', shareOfEstate: 5000 },
  { _id: 'bob', name: 'Bob Heir', role: 'beneficiary', shareOfEstate: 5000 },
];
/** An account's balance on a day as its bank prints it: money in, less money out. */
const bankBalance = (i: CourtAccountsInput, account: string, on: string) =>
  i.transactions.reduce(
    (s, x) =>
      x.date > on
        ? s
        : s +
          (x.toAccount === account && x.kind !== 'disbursement' ? x.amount : 0) -
          (x.fromAccount === account && x.kind !== 'receipt' ? x.amount : 0),
    0,
  );
/** The estate's records; each account's bank statement at the period's end agrees with the books unless a test gives one. */
const input = (over: Partial<CourtAccountsInput>): CourtAccountsInput => {
  const i: CourtAccountsInput = {
    estate,
    assets: [],
    accounts: [{ _id: 'a1', name: 'Chequing' }],
    transactions: [],
    parties: heirs,
    period,
    ...over,
  };
  return {
    ...i,
    accounts: i.accounts.map((a) =>
      a.statementDate
        ? a
        : { ...a, statementBalance: bankBalance(i, a._id, i.period.to), statementDate: i.period.to },
    ),
  };
};
const keys = (checks: readonly CourtCheck[], severity: CourtCheck['severity'] = 'error') =>
  checks.filter((c) => c.severity === severity).map((c) => c.key);
const checksOf = (over: Partial<CourtAccountsInput>, ctx: Partial<Parameters<typeof courtChecks>[1]> = {}) =>
  courtChecks(courtAccounts(input(over)), { sendOn: '2025-01-06', ...ctx });

const house = asset({ _id: 'house', name: 'House, 27 Sandalwood Parkway', fmvDoD: 98_000_000 });
const sale = t({
  _id: 'sale',
  kind: 'receipt',
  amount: 101_500_000,
  date: '2024-06-01',
  purpose: 'Sale of House, 27 Sandalwood Parkway',
  realisesAsset: 'house',
});

describe('suspected duplicates', () => {
  it('flags a receipt typed by hand beside the linked sale of the same asset', () => {
    const twice = t({
      _id: 'typed',
      kind: 'receipt',
      amount: 101_500_000,
      date: '2024-06-03',
      purpose: 'Net proceeds of sale of 27 Sandalwood Pkwy.',
    });
    const checks = checksOf({
      assets: [house],
      transactions: [sale, twice],
      links: [{ transactionId: 'sale', kind: 'realisation', assetId: 'house' }],
    });
    expect(keys(checks)).toEqual(['duplicate:sale:typed']);
    expect(checks[0]?.dismissable).toBe(true);
    // Named as the app shows them: amount, payee, long date and purpose; no schedule numbers.
    expect(checks[0]?.message).toBe(
      'The receipt of $1,015,000.00 on June 3, 2024 ("Net proceeds of sale of 27 Sandalwood Pkwy.") looks like the same sale as the receipt of $1,015,000.00 on June 1, 2024 ("Sale of House, 27 Sandalwood Parkway"), which is linked to House, 27 Sandalwood Parkway: is one sale counted twice?',
    );
    expect(checks[0]?.fixes?.map((f) => f.target)).toEqual([
      { kind: 'transaction', id: 'typed' },
      { kind: 'transaction', id: 'sale' },
    ]);
  });

  it('flags two receipts realising one asset for about the same amount, but not instalments', () => {
    const links = [
      { transactionId: 'a', kind: 'realisation' as const, assetId: 'house' },
      { transactionId: 'b', kind: 'realisation' as const, assetId: 'house' },
    ];
    const twice = checksOf({
      assets: [house],
      transactions: [
        t({ _id: 'a', kind: 'receipt', amount: 50_000_000 }),
        t({ _id: 'b', kind: 'receipt', amount: 50_500_000, date: '2024-02-03' }),
      ],
      links,
    });
    expect(keys(twice)).toEqual(['duplicate:a:b']);
    const instalments = checksOf({
      assets: [house],
      transactions: [
        t({ _id: 'a', kind: 'receipt', amount: 5_000_000 }),
        t({ _id: 'b', kind: 'receipt', amount: 95_000_000, date: '2024-02-03' }),
      ],
      links,
    });
    expect(keys(instalments)).toEqual([]);
  });

  it('flags the proceeds of a policy received while the policy is still shown on hand', () => {
    const policy = asset({ _id: 'policy', name: 'Sun Life term life policy', fmvDoD: 15_000_000 });
    const paid = t({
      _id: 'ins',
      kind: 'receipt',
      amount: 15_000_000,
      purpose: 'Life insurance proceeds payable to the estate',
    });
    expect(keys(checksOf({ assets: [policy], transactions: [paid] }))).toEqual(['realises:ins:policy']);
    // Linked, the policy is realised and nothing is suspected.
    expect(
      keys(
        checksOf({
          assets: [policy],
          transactions: [{ ...paid, realisesAsset: 'policy' }],
          links: [{ transactionId: 'ins', kind: 'realisation', assetId: 'policy' }],
        }),
      ),
    ).toEqual([]);
    // A receipt of another amount and no word in common is not a suspect.
    expect(
      keys(
        checksOf({
          assets: [policy],
          transactions: [{ ...paid, amount: 250_000, purpose: 'CPP death benefit' }],
        }),
      ),
    ).toEqual([]);
  });

  it('lets a person dismiss a suspicion with a reason, but not an error of fact', () => {
    const policy = asset({ _id: 'policy', name: 'Policy', fmvDoD: 15_000_000 });
    const checks = checksOf(
      { assets: [policy], transactions: [t({ _id: 'ins', kind: 'receipt', amount: 15_000_000 })] },
      { hearingDate: '2025-04-06' }, // a Sunday, with notice enough
    );
    expect(keys(checks)).toEqual(['hearing-not-sitting', 'realises:ins:policy']);
    const reviews = [
      {
        check: 'realises:ins:policy',
        reason: 'A second policy, paid to the estate',
        by: 'A',
        on: '2025-01-06',
      },
      { check: 'hearing-not-sitting', reason: 'I insist', by: 'A', on: '2025-01-06' },
    ];
    expect(keys(openChecks(checks, reviews))).toEqual(['hearing-not-sitting']);
    expect(blocksGenerating(openChecks(checks, reviews))).toBe(true);
    // An empty reason dismisses nothing.
    expect(keys(openChecks(checks, [{ ...reviews[0]!, reason: '  ' }]))).toHaveLength(2);
  });
});

describe('distributions', () => {
  it('stops a payment to a beneficiary not recorded as an advance, and takes it once linked', () => {
    const paid = t({
      _id: 'd1',
      kind: 'disbursement',
      amount: 100_000,
      payee: 'Ann Heir',
      purpose: 'Cheque',
    });
    const receipt = t({ _id: 'in', kind: 'receipt', amount: 1_000_000 });
    expect(keys(checksOf({ transactions: [receipt, paid] }))).toEqual(['beneficiary-payment:d1']);
    const byWords = t({
      _id: 'd2',
      kind: 'disbursement',
      amount: 100_000,
      payee: 'Someone',
      purpose: 'Interim distribution',
    });
    expect(keys(checksOf({ transactions: [receipt, byWords] }))).toEqual(['beneficiary-payment:d2']);
    const linked = checksOf({
      transactions: [receipt, paid],
      links: [{ transactionId: 'd1', kind: 'distribution', beneficiaryId: 'ann' }],
    });
    expect(keys(linked)).toEqual([]);
  });

  it('refuses a proposed distribution that would pay a beneficiary less than nothing', () => {
    const checks = checksOf({
      transactions: [
        t({ _id: 'in', kind: 'receipt', amount: 1_000_000 }),
        t({ _id: 'd1', kind: 'disbursement', amount: 900_000, payee: 'Ann Heir' }),
      ],
      links: [{ transactionId: 'd1', kind: 'distribution', beneficiaryId: 'ann' }],
      compensationOverrides: { 'capital-receipts': 0, distributions: 0 },
    });
    expect(keys(checks)).toEqual(['over-advanced:ann']);
    expect(checks[0]?.message).toMatch(/Ann Heir has already received \$9,000\.00/);
  });
});

describe('final accounts', () => {
  const receipt = t({ _id: 'in', kind: 'receipt', amount: 1_000_000 });
  it('are refused while an asset is held or a debt is open', () => {
    const held = asset({ _id: 'car', name: 'Car', fmvDoD: 500_000 });
    const checks = checksOf(
      {
        assets: [held],
        transactions: [receipt],
        liabilities: [{ _id: 'l', creditor: 'Visa', amountAtDeath: 20_000 }],
      },
      { accountsKind: 'final' },
    );
    expect(keys(checks)).toEqual(['final-assets-held', 'final-liabilities-open']);
    // Named as the app names the asset, with a link to it; never by its number in the accounts.
    expect(checks[0]?.message).toContain('(Car)');
    expect(checks[0]?.message).not.toContain('A-1');
    expect(checks[0]?.fixes).toEqual([{ label: 'Open Car', target: { kind: 'asset', id: 'car' } }]);
  });

  it('pass once the asset is realised and the debt paid or reserved; interim accounts are not held to it', () => {
    const held = asset({ _id: 'car', name: 'Car', fmvDoD: 500_000 });
    const open = {
      assets: [held],
      transactions: [receipt],
      liabilities: [{ _id: 'l', creditor: 'Visa', amountAtDeath: 20_000 }],
    };
    expect(keys(checksOf(open, { accountsKind: 'interim' }))).toEqual([]);
    const done = checksOf(
      {
        assets: [held],
        transactions: [receipt, t({ _id: 'carSale', kind: 'receipt', amount: 480_000, date: '2024-05-01' })],
        links: [{ transactionId: 'carSale', kind: 'realisation', assetId: 'car' }],
        liabilities: [{ _id: 'l', creditor: 'Visa', amountAtDeath: 20_000 }],
        reserves: [{ kind: 'other', amount: 20_000, label: 'Visa' }],
      },
      { accountsKind: 'final' },
    );
    expect(keys(done)).toEqual([]);
  });
});

describe('the hearing', () => {
  it('refuses a weekend, a holiday and too little notice, and names the earliest hearing', () => {
    expect(keys(checksOf({}, { hearingDate: '2026-12-26', sendOn: '2026-10-01' }))).toEqual([
      'hearing-not-sitting',
    ]);
    const short = checksOf({}, { hearingDate: '2027-01-04', sendOn: '2026-11-26' });
    expect(keys(short)).toEqual(['hearing-short-notice']);
    expect(short[0]?.message).toBe(
      "A hearing on Monday, January 4, 2027 needs the notices in the mail by Thursday, October 29, 2026. Mailed on Thursday, November 26, 2026, they take effect on Thursday, December 3, 2026 and give 32 days' notice; 60 are needed. The earliest hearing for that mailing is Monday, February 1, 2027.",
    );
    expect(short[0]?.fixes?.map((f) => f.target)).toEqual([
      { kind: 'field', field: 'hearing-date' },
      { kind: 'field', field: 'mailing-date' },
    ]);
    // 75 days for someone outside Ontario: enough for Ontario is not enough then.
    expect(keys(checksOf({}, { hearingDate: '2027-02-01', sendOn: '2026-11-26' }))).toEqual([]);
    expect(
      keys(checksOf({}, { hearingDate: '2027-02-01', sendOn: '2026-11-26', outsideOntario: true })),
    ).toEqual(['hearing-short-notice']);
  });

  it('counts from the day service takes effect, moved past a weekend (the issue: Chen, February 18)', () => {
    // Mailed Monday, November 30, 2026: the fifth day after is a Saturday, so service takes effect on
    // Monday, December 7; 75 days then reach Saturday, February 20, and the court next sits on the 22nd.
    const chen = { sendOn: '2026-11-30', today: '2026-11-28', outsideOntario: true };
    const early = checksOf({}, { ...chen, hearingDate: '2027-02-18' });
    expect(keys(early)).toEqual(['hearing-short-notice']);
    expect(early[0]?.message).toContain('they take effect on Monday, December 7, 2026');
    expect(early[0]?.message).toContain(
      'The earliest hearing for that mailing is Monday, February 22, 2027.',
    );
    expect(keys(checksOf({}, { ...chen, hearingDate: '2027-02-22' }))).toEqual([]);
  });

  it('stops the court documents while the hearing has no time, and only them', () => {
    const ctx = { hearingDate: '2027-02-01', sendOn: '2026-11-26' };
    const missing = checksOf({}, { ...ctx, hearingTime: null });
    expect(keys(missing)).toEqual(['hearing-time-missing']);
    expect(missing[0]?.fixes).toEqual([
      { label: 'Enter the hearing time', target: { kind: 'field', field: 'hearing-time' } },
    ]);
    expect(keys(checksOf({}, { ...ctx, hearingTime: '' }))).toEqual(['hearing-time-missing']);
    expect(keys(checksOf({}, { ...ctx, hearingTime: '10:00' }))).toEqual([]);
    // The accounts alone (no time given) are not held to it.
    expect(keys(checksOf({}, ctx))).toEqual([]);
  });

  it('refuses a mailing date in the past, and says when a hearing needed mail that can no longer go', () => {
    const past = checksOf({}, { sendOn: '2026-11-27', today: '2026-11-28' });
    expect(keys(past)).toEqual(['mailing-date-past']);
    expect(past[0]?.message).toBe(
      'The mailing date, Friday, November 27, 2026, has passed: the notices can go in the mail from Monday, November 30, 2026. Choose the day they are actually mailed.',
    );
    // No mailing date chosen on a Saturday: the card counts from Monday, and February 16 is too soon.
    const feb16 = checksOf(
      {},
      { sendOn: '2026-11-30', today: '2026-11-28', hearingDate: '2027-02-16', outsideOntario: true },
    );
    expect(feb16[0]?.message).toContain(
      'needs the notices in the mail by Thursday, November 26, 2026, a day that has passed.',
    );
  });
});

describe('the bank', () => {
  const flows = [
    t({ _id: 'in', kind: 'receipt', amount: 1_000_000, date: '2024-02-01' }),
    t({ _id: 'out', kind: 'disbursement', amount: 250_000, date: '2024-03-01', payee: 'Hydro' }),
  ];
  const withStatement = (balance: number, date = '2024-12-31') =>
    courtAccounts(
      input({
        accounts: [{ _id: 'a1', name: 'Chequing', statementBalance: balance, statementDate: date }],
        transactions: flows,
      }),
    );

  it('reconciles each account to the balance on its statement, and prints a difference as a difference', () => {
    const matching = withStatement(750_000);
    expect(matching.cash.accounts[0]?.statement).toEqual({
      date: '2024-12-31',
      balance: 750_000,
      books: 750_000,
      difference: 0,
    });
    expect(keys(courtChecks(matching, { sendOn: '2025-01-06' }))).toEqual([]);
    const short = withStatement(745_000);
    expect(short.cash.accounts[0]?.statement?.difference).toBe(-5_000);
    const checks = courtChecks(short, { sendOn: '2025-01-06' });
    expect(keys(checks)).toEqual(['bank-statement-differs:a1']);
    expect(checks[0]?.message).toBe(
      "Chequing: the bank's statement of December 31, 2024 shows $7,450.00, the accounts $7,500.00, a difference of -$50.00. Find the missing or mistaken entries before the accounts go to court.",
    );
    expect(checks[0]?.fixes?.map((f) => f.target)).toEqual([{ kind: 'account', id: 'a1' }]);
  });

  it('compares the books on the statement date itself, and refuses a statement dated before the accounts end', () => {
    // A statement of February 15 is checked against the books of that day: $10,000.00.
    const early = withStatement(1_000_000, '2024-02-15');
    expect(early.cash.accounts[0]?.statement?.difference).toBe(0);
    // But what went through the account from February 16 to December 31 is proved by no statement.
    const checks = courtChecks(early, { sendOn: '2025-01-06' });
    expect(keys(checks)).toEqual(['bank-statement-before-end:a1']);
    expect(checks[0]?.message).toContain(
      'Chequing: the bank statement entered is of February 15, 2024, before the accounts end on December 31, 2024',
    );
    expect(checks[0]?.fixes?.map((f) => f.target)).toEqual([
      { kind: 'account', id: 'a1' },
      { kind: 'field', field: 'accounts-to' },
    ]);
    // A statement of a later day proves the period with the rest.
    expect(keys(courtChecks(withStatement(750_000, '2025-01-15'), { sendOn: '2025-01-06' }))).toEqual([]);
  });

  it('refuses an account with no bank statement entered: an error, which no one can dismiss', () => {
    const none = courtAccounts({
      ...input({ transactions: flows }),
      accounts: [{ _id: 'a1', name: 'Chequing' }],
    });
    const checks = courtChecks(none, { sendOn: '2025-01-06' });
    expect(keys(checks)).toEqual(['bank-statement-missing:a1']);
    expect(checks[0]).toMatchObject({
      dismissable: false,
      fixes: [{ target: { kind: 'account', id: 'a1' } }],
    });
    expect(checks[0]?.message).toContain(
      "Chequing has no bank statement balance entered: the accounts cannot be proved against the bank. Enter the balance and the date of the bank's statement of December 31, 2024 (or later)",
    );
    const dismissed = [{ check: 'bank-statement-missing:a1', reason: 'Trust me', by: 'A', on: 'x' }];
    expect(blocksGenerating(openChecks(checks, dismissed))).toBe(true);
  });
});

describe('warnings', () => {
  it('asks for the reason when care and management is claimed, and never stops the generating', () => {
    const checks = checksOf({
      transactions: [t({ _id: 'in', kind: 'receipt', amount: 10_000_000 })],
      compensationOverrides: { 'care-and-management': 10_000 },
    });
    expect(keys(checks, 'warning')).toContain('care-and-management-claimed');
    expect(blocksGenerating(checks)).toBe(false);
  });

  it('claims care and management at the tariff on the value given with a reason, and asks nothing more', () => {
    const a = courtAccounts(
      input({
        transactions: [t({ _id: 'in', kind: 'receipt', amount: 10_000_000 })],
        careAndManagement: {
          reason: 'The house could not be sold until the tenancy ended.',
          averageValue: 36_500_000,
          basis: 'mean of the quarter-end values',
        },
      }),
    );
    // 0.4% a year of 365,000.00 for the 357 days from January 10 to December 31: 1,428.00.
    const care = a.compensation.items.find((i) => i.id === 'care-and-management');
    expect(care).toMatchObject({ base: 36_500_000, claimed: care?.computed, overridden: false });
    expect(care?.computed).toBe(142_800);
    expect(keys(courtChecks(a, { sendOn: '2025-01-06' }), 'warning')).not.toContain(
      'care-and-management-claimed',
    );
  });
});
