import { describe, expect, it } from 'vitest';
import type { AccountsParty, AccountsTransaction } from './accounts-input.ts';
import { beneficiaryOfPayee } from './beneficiary-names.ts';
import { courtAccounts } from './court-accounts.ts';
import { blocksGenerating, type CourtCheck, courtChecks, openChecks } from './court-checks.ts';
import { expectedPeriodStart } from './court-checks-period.ts';
import type { CourtAccountsInput } from './court-inputs.ts';
import { TEST_ESTATE, testAsset, testTransaction } from './court-test-records.fixture.ts';

/**
 * The wrong data of issue 39 that once passed every check (docs/behaviour.md#court-checks): each is
 * now an error that stops the documents and the Estate Accounts, names the records as the app
 * shows them, and links to what fixes it.
 */

const DEATH = TEST_ESTATE.deceased.dateOfDeath;
const heirs: AccountsParty[] = [
  { _id: 'emily', name: 'Emily Chen', role: 'beneficiary', shareOfEstate: 5000 },
  { _id: 'david', name: 'David Chen', role: 'beneficiary', shareOfEstate: 5000 },
];
const t = (over: Parameters<typeof testTransaction>[0]) =>
  testTransaction({ payee: '', purpose: '', toAccount: 'a1', fromAccount: 'a1', ...over });
const opening = t({
  _id: 'in',
  kind: 'receipt',
  amount: 10_000_000,
  payee: 'RBC',
  purpose: 'Closing balance',
});

/** An account's balance on a day as its bank prints it. */
const bank = (txs: readonly AccountsTransaction[], on: string, leaveOut: readonly string[] = []) =>
  txs
    .filter((x) => x.date <= on && !leaveOut.includes(x._id))
    .reduce(
      (s, x) =>
        s +
        (x.toAccount === 'a1' && x.kind !== 'disbursement' ? x.amount : 0) -
        (x.fromAccount === 'a1' && x.kind !== 'receipt' ? x.amount : 0),
      0,
    );

function accounts(over: Partial<CourtAccountsInput> & { leaveOut?: string[] } = {}) {
  const { leaveOut = [], ...rest } = over;
  const transactions = rest.transactions ?? [opening];
  const period = rest.period ?? { from: DEATH, to: '2024-12-31' };
  return courtAccounts({
    estate: TEST_ESTATE,
    assets: [],
    parties: heirs,
    period,
    accounts: [
      {
        _id: 'a1',
        name: 'Estate chequing',
        statementBalance: bank(transactions, period.to, leaveOut),
        statementDate: period.to,
      },
    ],
    ...rest,
    transactions,
  });
}
const errors = (checks: readonly CourtCheck[]) => checks.filter((c) => c.severity === 'error');
const keys = (checks: readonly CourtCheck[]) => errors(checks).map((c) => c.key);
const run = (
  over: Parameters<typeof accounts>[0] = {},
  ctx: Partial<Parameters<typeof courtChecks>[1]> = {},
) => courtChecks(accounts(over), { sendOn: '2025-01-06', today: '2025-01-06', ...ctx });

describe('a clean estate', () => {
  it('passes: accounts from the death to a day before today, every dollar in a reconciled account', () => {
    expect(keys(run())).toEqual([]);
    expect(blocksGenerating(run())).toBe(false);
  });
});

describe('money in no bank account', () => {
  it('stops a receipt with no account, named by payer, amount and long date, with a link to it', () => {
    const smith = t({
      _id: 'smith',
      kind: 'receipt',
      type: 'cheque',
      amount: 2_380_000,
      date: '2024-12-05',
      payee: 'J. Smith',
      purpose: 'Refund',
      toAccount: null,
    });
    const checks = run({ transactions: [opening, smith] });
    expect(keys(checks)).toEqual(['no-account:smith']);
    const [c] = errors(checks);
    expect(c?.message).toBe(
      'The receipt of $23,800.00 from J. Smith on December 5, 2024 ("Refund") is in no bank account: choose the estate account the money went into. Every dollar in the accounts must be in an account the bank\'s statement proves.',
    );
    expect(c?.message).not.toMatch(/CR-\d|2024-12-05/);
    expect(c).toMatchObject({
      dismissable: false,
      fixes: [{ target: { kind: 'transaction', id: 'smith' } }],
    });
    expect(
      blocksGenerating(openChecks(checks, [{ check: c?.key ?? '', reason: 'fine', by: 'A', on: 'x' }])),
    ).toBe(true);
  });

  it('stops an advance paid by transfer from no account, and says it is unlinked too', () => {
    const advance = t({
      _id: 'adv',
      kind: 'disbursement',
      type: 'eft',
      amount: 1_000_000,
      date: '2024-12-05',
      payee: 'E. Chen',
      purpose: 'Transfer',
      fromAccount: null,
    });
    const checks = run({ transactions: [opening, advance] });
    expect(keys(checks)).toEqual(['no-account:adv', 'beneficiary-payment:adv']);
    expect(errors(checks)[0]?.message).toContain(
      'The payment of $10,000.00 to E. Chen on December 5, 2024 ("Transfer") is in no bank account: choose the estate account the money came out of.',
    );
  });

  it('stops money put in no account before the period, which still sits in its closing cash', () => {
    const early = t({ _id: 'early', kind: 'receipt', amount: 50_000, date: '2024-03-01', toAccount: null });
    const txs = [opening, early];
    const second = run({
      transactions: txs,
      period: { from: '2025-01-01', to: '2025-01-05' },
      passedAccounts: { passedTo: '2024-12-31', capitalCash: 10_050_000, revenueCash: 0, assets: [] },
    });
    expect(keys(second)).toEqual(['no-account-before-period']);
    expect(errors(second)[0]?.message).toContain(
      '$500.00 recorded before January 1, 2025 is in no bank account',
    );
  });
});

describe('a suspected duplicate while the bank disagrees (the demo’s Thompson estate)', () => {
  const house = testAsset({ _id: 'condo', name: 'Condominium, 1001 Bay Street', fmvDoD: 84_500_000 });
  const sale = t({
    _id: 'sale',
    kind: 'receipt',
    amount: 86_200_000,
    date: '2024-08-27',
    payee: 'Purchaser',
    purpose: 'Sale of Condominium, 1001 Bay Street',
  });
  const typed = t({
    _id: 'typed',
    kind: 'receipt',
    type: 'bank_deposit',
    amount: 86_200_000,
    date: '2024-08-29',
    payee: 'Harris Sheaffer LLP in trust',
    purpose: 'Net proceeds of sale of 1001 Bay St., Unit 2304',
  });
  const thompson = (leaveOut: string[]) =>
    run({
      assets: [house],
      transactions: [opening, sale, typed],
      links: [{ transactionId: 'sale', kind: 'realisation', assetId: 'condo' }],
      leaveOut,
    });
  const dismissal = [
    { check: 'duplicate:sale:typed', reason: 'Two deposits', by: 'Alex Morgan', on: '2026-11-28' },
  ];

  it('cannot be dismissed while the statement shows the sale once: the dismissal clears nothing', () => {
    // The bank received the sale once: its statement is $862,000.00 below the books.
    const checks = thompson(['typed']);
    expect(keys(checks)).toEqual(['bank-statement-differs:a1', 'duplicate:sale:typed']);
    const duplicate = checks.find((c) => c.key === 'duplicate:sale:typed');
    expect(duplicate?.dismissable).toBe(false);
    expect(duplicate?.message).toContain(
      "It cannot be dismissed while the bank disagrees: Estate chequing's statement differs from the books by -$862,000.00. If one entry is a duplicate, delete it.",
    );
    expect(keys(openChecks(checks, dismissal))).toEqual([
      'bank-statement-differs:a1',
      'duplicate:sale:typed',
    ]);
  });

  it('cannot be dismissed while an account has no statement', () => {
    const a = accounts({
      assets: [house],
      transactions: [opening, sale, typed],
      links: [{ transactionId: 'sale', kind: 'realisation', assetId: 'condo' }],
    });
    const unproved = courtChecks(
      { ...a, cash: { ...a.cash, accounts: a.cash.accounts.map((r) => ({ ...r, statement: null })) } },
      { sendOn: '2025-01-06' },
    );
    expect(unproved.find((c) => c.key === 'duplicate:sale:typed')?.dismissable).toBe(false);
  });

  it('may be dismissed with a reason when the bank shows both deposits', () => {
    const checks = thompson([]);
    expect(keys(checks)).toEqual(['duplicate:sale:typed']);
    expect(checks[0]?.dismissable).toBe(true);
    expect(blocksGenerating(openChecks(checks, dismissal))).toBe(false);
  });
});

describe('the period of the accounts', () => {
  it('stops a first passing that does not start at the death', () => {
    const checks = run({ period: { from: '2024-02-01', to: '2024-12-31' } });
    expect(keys(checks)).toEqual(['period-start-not-death']);
    expect(errors(checks)[0]?.message).toBe(
      'A first passing of accounts starts at the death: these start on February 1, 2024, and X died on January 10, 2024. Start them on January 10, 2024, or, if earlier accounts were passed, enter them in Court Accounts (passed to).',
    );
    expect(errors(checks)[0]?.fixes?.map((f) => f.target)).toEqual([
      { kind: 'field', field: 'accounts-from' },
      { kind: 'section', id: 'court-accounts' },
    ]);
  });

  it('stops a later passing that does not start the day after the accounts last passed', () => {
    const passedAccounts = { passedTo: '2024-06-30', capitalCash: 10_000_000, revenueCash: 0, assets: [] };
    const gap = run({ period: { from: '2024-08-01', to: '2024-12-31' }, passedAccounts });
    expect(keys(gap)).toEqual(['period-start-after-passing']);
    expect(errors(gap)[0]?.message).toContain(
      'The accounts start on August 1, 2024, but the accounts passed before end on June 30, 2024: these must start on July 1, 2024, the day after',
    );
    // From the death again, the first period would be passed twice.
    expect(keys(run({ passedAccounts }))).toContain('period-start-after-passing');
    expect(keys(run({ period: { from: '2024-07-01', to: '2024-12-31' }, passedAccounts }))).toEqual([]);
    expect(expectedPeriodStart(DEATH, '2024-06-30')).toBe('2024-07-01');
    expect(expectedPeriodStart(DEATH, null)).toBe(DEATH);
  });

  it('stops accounts that end after today, or after the hearing that passes them', () => {
    const march = { from: DEATH, to: '2025-03-31' };
    const checks = run({ period: march }, { today: '2025-01-06', hearingDate: '2025-02-24' });
    expect(keys(checks).filter((k) => k.startsWith('period-'))).toEqual([
      'period-ends-after-today',
      'period-ends-after-hearing',
    ]);
    expect(checks.find((c) => c.key === 'period-ends-after-hearing')?.message).toBe(
      'The accounts end on March 31, 2025, after the hearing on February 24, 2025: the judgment would pass accounts to a date after itself. End them before the notices are served.',
    );
    const period = errors(checks).filter((c) => c.key.startsWith('period-'));
    expect(period.map((c) => c.fixes?.[0]?.target)).toEqual([
      { kind: 'field', field: 'accounts-to' },
      { kind: 'field', field: 'accounts-to' },
    ]);
  });

  it('asks for the date of death when none is recorded', () => {
    const estate = { _id: 'e', estateName: 'Estate of X', deceased: { name: 'X' } };
    expect(keys(run({ estate }))).toEqual(['period-start-no-death']);
  });
});

describe('a payment to a beneficiary by name', () => {
  const paid = (payee: string) =>
    t({ _id: 'p', kind: 'disbursement', amount: 1_000_000, date: '2024-12-05', payee, purpose: 'EFT' });

  it('is an error until linked as an advance, read from the name as a cheque writes it', () => {
    for (const payee of ['E. Chen', 'Emily Chen', 'Chen, Emily', 'E Chen']) {
      const checks = run({ transactions: [opening, paid(payee)] });
      expect(keys(checks), payee).toEqual(['beneficiary-payment:p']);
      expect(errors(checks)[0]?.message, payee).toContain('reads as a payment to Emily Chen, a beneficiary,');
    }
    const linked = run({
      transactions: [opening, paid('E. Chen')],
      links: [{ transactionId: 'p', kind: 'distribution', beneficiaryId: 'emily' }],
    });
    expect(keys(linked)).toEqual([]);
  });

  it('can otherwise only be answered by a person saying it is not a payment on account of the share', () => {
    const [c] = errors(run({ transactions: [opening, paid('E. Chen')] }));
    expect(c?.dismissable).toBe(true);
    expect(c?.dismissAs).toEqual({
      action: 'Not an advance',
      reason: 'Why it is not a payment on account of Emily Chen’s share',
    });
    expect(c?.fixes?.[0]?.target).toEqual({ kind: 'transaction', id: 'p' });
  });

  it('names no one from a surname alone, another person or a business', () => {
    for (const payee of ['Chen', 'Chen Funeral Home', 'M. Chen', 'Ellen Smith']) {
      expect(beneficiaryOfPayee(payee, heirs), payee).toBeNull();
    }
    expect(beneficiaryOfPayee('D. Chen', heirs)?.name).toBe('David Chen');
    // "Estate of" is no first name: E. Okafor is not the Estate of Grace Okafor.
    expect(beneficiaryOfPayee('E. Okafor', [{ name: 'Estate of Grace Okafor' }])).toBeNull();
    expect(beneficiaryOfPayee('Estate of Grace Okafor', [{ name: 'Estate of Grace Okafor' }])).not.toBeNull();
  });
});
