import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type {
  AccountsAsset,
  AccountsBankAccount,
  AccountsParty,
  AccountsTransaction,
  CourtAccounts,
  CourtAccountsInput,
  EntryLink,
  InKindDistribution,
  PassedAccounts,
} from '../domain/rules/ontario/index.ts';
import {
  addDaysUtc,
  blocksGenerating,
  type CourtCheck,
  compareToWhole,
  courtAccounts,
  courtChecks,
  openChecks,
  sumShares,
} from '../domain/rules/ontario/index.ts';
import { courtForm } from './court-forms/forms.ts';
import type { CourtFormInput } from './court-forms/model.ts';
import type { ReportData } from './model.ts';
import { courtAccountsFor } from './models/court-data.ts';
import { estateAccountsModel } from './models/estate-accounts.ts';
import { formatCell } from './render/format.ts';

/**
 * The court accounts judged whole over random estates (docs/behaviour.md#court-accounts-figures):
 * original assets (the deceased’s bank accounts among them), sales with costs, reinvestments,
 * other receipts and disbursements, interim distributions and advances, distributions in kind,
 * reserves, compensation already taken, and a second period opening from the first. The statement
 * reconciles to the bank's balances, every figure the forms print is found in the schedules where
 * it belongs, advances and proposed payments make up each share exactly, and every original asset
 * is in the value the Estate Administration Tax is paid on.
 */

const DEATH = '2024-01-10';
const FIRST = { from: DEATH, to: '2024-12-31' };
const SECOND = { from: '2025-01-01', to: '2025-12-31' };
const day = (n: number) => addDaysUtc(DEATH, n);

const cents = (max: number) => fc.integer({ min: 1, max });
const dayArb = fc.integer({ min: 0, max: 715 });
const ledgerArb = fc.constantFrom('capital' as const, 'revenue' as const);
const accountArb = fc.constantFrom('a1', 'a2', null);

/** Shares as a will may leave them: any fractions, adding up to less, to more or (rarely) to the whole. */
const anySharesArb = fc.array(
  fc.record({ numerator: fc.integer({ min: 0, max: 5 }), denominator: fc.integer({ min: 1, max: 6 }) }),
  { maxLength: 4 },
);

/**
 * Shares of the whole residue, as most wills leave it: weights (one at least above zero) over their
 * sum, each reduced, so denominators differ (1/2, 1/4, 1/4) and a beneficiary may have no share.
 */
const wholeSharesArb = fc
  .tuple(fc.integer({ min: 1, max: 5 }), fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 3 }), fc.nat())
  .map(([first, rest, at]) => {
    const weights = [...rest];
    weights.splice(at % (rest.length + 1), 0, first);
    const sum = weights.reduce((s, w) => s + w, 0);
    return weights.map((w) => {
      const g = gcd(w, sum);
      return { numerator: w / g, denominator: sum / g };
    });
  });

const estateArb = fc.record({
  // The estate's main receipt into its account on the day of death (a life policy paid to the estate,
  // say): without it most random estates have nothing to distribute, and the residue is never shared.
  opening: fc.oneof({ arbitrary: fc.constant(0), weight: 1 }, { arbitrary: cents(100_000_000), weight: 3 }),
  ordinary: fc.array(
    fc.record({
      receipt: fc.boolean(),
      ledger: ledgerArb,
      amount: cents(5_000_000),
      day: dayArb,
      account: accountArb,
    }),
    { maxLength: 12 },
  ),
  transfers: fc.array(fc.record({ amount: cents(3_000_000), day: dayArb }), { maxLength: 3 }),
  originals: fc.array(
    fc.record({
      fmv: fc.integer({ min: 0, max: 50_000_000 }),
      // 'bank': the deceased's own account, realised by its closing balance paid into the estate's.
      fate: fc.constantFrom('held', 'sold', 'in-kind', 'bank'),
      net: cents(60_000_000),
      costs: fc.integer({ min: 0, max: 1_000_000 }),
      value: fc.option(fc.integer({ min: 0, max: 60_000_000 })),
      onAccount: fc.boolean(),
      who: fc.nat(),
      day: dayArb,
    }),
    { maxLength: 4 },
  ),
  investments: fc.array(
    fc.record({
      cost: cents(20_000_000),
      buy: fc.integer({ min: 0, max: 600 }),
      fate: fc.constantFrom('held', 'matured', 'in-kind'),
      gross: cents(21_000_000),
      after: fc.integer({ min: 0, max: 200 }),
      who: fc.nat(),
    }),
    { maxLength: 2 },
  ),
  beneficiaries: fc.oneof({ arbitrary: wholeSharesArb, weight: 9 }, { arbitrary: anySharesArb, weight: 1 }),
  distributions: fc.array(
    fc.record({
      who: fc.nat(),
      amount: cents(2_000_000),
      day: dayArb,
      ledger: ledgerArb,
      onAccount: fc.boolean(),
    }),
    { maxLength: 4 },
  ),
  compensation: fc.array(fc.record({ amount: cents(1_000_000), day: dayArb, ledger: ledgerArb }), {
    maxLength: 2,
  }),
  liabilities: fc.array(fc.record({ amount: cents(3_000_000), payer: fc.option(fc.nat()) }), {
    maxLength: 3,
  }),
  reserves: fc.array(cents(5_000_000), { maxLength: 4 }),
  // Mostly equalised, as a will's residue clause usually has it; unequalised still in about one run in ten.
  equalise: fc.oneof(
    { arbitrary: fc.constant(true), weight: 9 },
    { arbitrary: fc.constant(false), weight: 1 },
  ),
});

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

type Model = typeof estateArb extends fc.Arbitrary<infer T> ? T : never;

function build(m: Model): CourtAccountsInput {
  const transactions: AccountsTransaction[] = [];
  const assets: AccountsAsset[] = [];
  const links: EntryLink[] = [];
  const inKind: InKindDistribution[] = [];
  const parties: AccountsParty[] = m.beneficiaries.map((_, i) => ({
    _id: `b${i}`,
    role: 'beneficiary',
    name: `B${i}`,
  }));
  const pick = (n: number) => (parties.length === 0 ? null : (parties[n % parties.length]?._id ?? null));
  const t = (
    _id: string,
    kind: 'receipt' | 'disbursement',
    ledger: 'capital' | 'revenue',
    amount: number,
    n: number,
    account: string | null = 'a1',
  ) =>
    transactions.push({
      _id,
      kind,
      ledger,
      type: 'other',
      date: day(n),
      amount,
      ...(kind === 'receipt' ? { toAccount: account } : { fromAccount: account }),
    });
  if (m.opening > 0) t('policy', 'receipt', 'capital', m.opening, 0);
  m.ordinary.forEach((o, i) => {
    t(`o${i}`, o.receipt ? 'receipt' : 'disbursement', o.ledger, o.amount, o.day, o.account);
  });
  m.transfers.forEach((x, i) => {
    transactions.push({
      _id: `t${i}`,
      kind: 'transfer',
      type: 'internal',
      date: day(x.day),
      amount: x.amount,
      fromAccount: 'a1',
      toAccount: 'a2',
    });
  });
  m.originals.forEach((o, i) => {
    const id = `orig${i}`;
    assets.push({
      _id: id,
      name: id,
      assetClass: 'other',
      fmvDoD: o.fmv,
      valuationDate: DEATH,
      status: 'active',
    });
    if (o.fate === 'sold') {
      t(`sale${i}`, 'receipt', 'capital', o.net, o.day, 'a2');
      links.push({ transactionId: `sale${i}`, kind: 'realisation', assetId: id, costsOfSale: o.costs });
    }
    if (o.fate === 'bank' && o.fmv > 0) {
      t(`close${i}`, 'receipt', 'capital', o.fmv, o.day, 'a1');
      links.push({ transactionId: `close${i}`, kind: 'realisation', assetId: id });
    }
    const who = pick(o.who);
    if (o.fate === 'in-kind' && who) {
      inKind.push({
        assetId: id,
        beneficiaryId: who,
        date: day(o.day),
        value: o.value,
        onAccountOfShare: o.onAccount,
      });
    }
  });
  m.investments.forEach((v, i) => {
    const id = `inv${i}`;
    assets.push({
      _id: id,
      name: id,
      assetClass: 'security_investment',
      fmvDoD: v.cost,
      acb: v.cost,
      valuationDate: day(v.buy),
      status: 'active',
    });
    t(`buy${i}`, 'disbursement', 'capital', v.cost, v.buy, 'a2');
    links.push({ transactionId: `buy${i}`, kind: 'investment-purchase', assetId: id });
    if (v.fate === 'matured') {
      t(`mat${i}`, 'receipt', 'capital', v.gross, v.buy + v.after, 'a2');
      links.push({ transactionId: `mat${i}`, kind: 'realisation', assetId: id });
    }
    const who = pick(v.who);
    if (v.fate === 'in-kind' && who) {
      inKind.push({ assetId: id, beneficiaryId: who, date: day(v.buy + v.after), onAccountOfShare: true });
    }
  });
  m.distributions.forEach((x, i) => {
    const who = pick(x.who);
    if (!who) return;
    t(`dist${i}`, 'disbursement', x.ledger, x.amount, x.day);
    links.push({
      transactionId: `dist${i}`,
      kind: 'distribution',
      beneficiaryId: who,
      onAccountOfShare: x.onAccount,
    });
  });
  m.compensation.forEach((c, i) => {
    t(`comp${i}`, 'disbursement', c.ledger, c.amount, c.day);
  });
  const payers = transactions.filter((x) => x._id.startsWith('o') && x.kind === 'disbursement');
  // The bank's statements at the end of the first period, as the bank reckons them.
  const statement = (id: string): AccountsBankAccount => ({
    _id: id,
    name: id === 'a1' ? 'Chequing' : 'Savings',
    statementBalance: bankBalance(transactions, id, FIRST.to),
    statementDate: FIRST.to,
  });
  return {
    estate: { _id: 'e', estateName: 'Estate', deceased: { name: 'D', dateOfDeath: DEATH } },
    assets,
    accounts: [statement('a1'), statement('a2')],
    transactions,
    parties,
    period: FIRST,
    links,
    inKind,
    shares: m.beneficiaries.map((share, i) => ({ partyId: `b${i}`, share })),
    compensationTaken: m.compensation.map((c, i) => ({
      date: day(c.day),
      amount: c.amount,
      ledger: c.ledger,
      authority: 'consent' as const,
      transactionId: `comp${i}`,
    })),
    liabilities: m.liabilities.map((l, i) => {
      const payer = l.payer === null || payers.length === 0 ? null : payers[l.payer % payers.length];
      return { _id: `l${i}`, creditor: `C${i}`, amountAtDeath: l.amount, paidBy: payer ? [payer._id] : [] };
    }),
    reserves: m.reserves.map((amount) => ({ kind: 'other' as const, amount })),
    equaliseAdvances: m.equalise,
  };
}

/** An account's balance on a day as its bank would print it: money in, less money out, transfers both ways. */
function bankBalance(transactions: readonly AccountsTransaction[], account: string, on: string): number {
  let balance = 0;
  for (const x of transactions) {
    if (x.date > on) continue;
    if (x.toAccount === account && x.kind !== 'disbursement') balance += x.amount;
    if (x.fromAccount === account && x.kind !== 'receipt') balance -= x.amount;
  }
  return balance;
}

/** What the next period opens with, from the accounts of this one. */
const passedFrom = (a: CourtAccounts): PassedAccounts => ({
  passedTo: a.period.to,
  capitalCash: a.cash.capital,
  revenueCash: a.cash.revenue,
  assets: [...a.unrealisedAssets.rows, ...a.investmentAccount.holdings.rows].map((r) => ({
    assetId: r.assetId,
    value: r.carryingValue,
  })),
});

function checkAccounts(a: CourtAccounts): void {
  for (const s of [a.capitalAccount, a.revenueAccount]) {
    // opening + receipts − proceeds of assets in the opening (and gains, less losses) − disbursements −
    // distributions − compensation = on hand
    expect(
      s.opening +
        s.receipts -
        s.realisations +
        s.gains -
        s.losses -
        s.disbursements -
        s.distributions -
        s.compensationTaken,
    ).toBe(s.onHand.total);
    expect(s.isBalanced).toBe(true);
  }
  expect(a.cash.capital + a.cash.revenue).toBe(a.cash.bankTotal);
  const d = a.distribution;
  expect(d.total).toBeLessThanOrEqual(Math.max(0, d.available.cashOnHand - a.reserves.total));
  expect(d.total + d.unallocated).toBe(d.available.distributable);
  for (const r of d.rows) expect(r.amount).toBeGreaterThanOrEqual(0);
  for (const i of a.compensation.items) expect(i.computed).toBeGreaterThanOrEqual(0);
}

/** The report data the app builds for these records: the facts given as the court-accounts options. */
function reportData(input: CourtAccountsInput): ReportData {
  const { estate, assets, accounts, transactions, parties, period, ...court } = input;
  return { estate, assets, accounts, transactions, parties, period, today: period.to, options: { court } };
}

/** Every cell of the Estate Accounts as printed, one string. */
function accountsText(data: ReportData): string {
  const model = estateAccountsModel(data);
  return model.sections
    .flatMap((s) => [
      s.title,
      ...(s.paragraphs ?? []),
      ...s.tables.flatMap((t) =>
        [...t.rows, ...(t.totals ?? [])].map((r) =>
          t.columns.map((c) => formatCell(r.cells[c.key] ?? null, c.kind)).join(' | '),
        ),
      ),
    ])
    .join('\n');
}

/**
 * The last figure of the printed line of one schedule (from its heading to the next) that has a
 * cell reading `label` exactly: a total, a part, a line of the reconciliation.
 */
function printed(text: string, schedule: string, label: string): string | undefined {
  const lines = text.split('\n');
  const from = lines.findLastIndex((l) => l.startsWith(`Schedule ${schedule}:`));
  const to = lines.findIndex((l, i) => i > from && l.startsWith('Schedule '));
  const line = lines
    .slice(from, to === -1 ? undefined : to)
    .find((l) => l.split(' | ').some((cell) => cell === label));
  return line
    ?.split(' | ')
    .filter((cell) => /^-?\$/.test(cell))
    .at(-1);
}

const formInput = (a: CourtAccounts): CourtFormInput => ({
  estateName: 'Estate of D',
  deceasedName: 'D',
  dateOfDeath: DEATH,
  courtFileNumber: null,
  courtOffice: 'Toronto',
  courtAddress: null,
  trustees: ['T'],
  trusteeCapacity: 'Estate Trustee with a Will',
  period: a.period,
  figures: a.figures,
  accountsKind: 'interim',
  hearingDate: null,
  served: [],
  today: a.period.to,
});

const formText = (a: CourtAccounts, kind: Parameters<typeof courtForm>[0]) =>
  courtForm(kind, formInput(a), { officials: [] })
    .paragraphs.map((p) => p.text)
    .join('\n');

const money = (text: string, re: RegExp) => re.exec(text)?.[1] ?? `(nothing matched ${re})`;

describe('court accounts on random estates', () => {
  it('reconcile capital and revenue, and never distribute more than cash less reserves, over two periods', () => {
    fc.assert(
      fc.property(estateArb, (m) => {
        const input = build(m);
        const first = courtAccounts(input);
        checkAccounts(first);
        const second = courtAccounts({ ...input, period: SECOND, passedAccounts: passedFrom(first) });
        checkAccounts(second);
        expect(second.capitalAccount.opening).toBe(first.capitalAccount.onHand.total);
        expect(second.opensAtDeath).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('reconcile to the bank: every account’s books equal its statement, and capital and revenue cash are what the banks hold', () => {
    fc.assert(
      fc.property(estateArb, (m) => {
        const a = courtAccounts(build(m));
        const banks = a.cash.accounts.filter((r) => r.accountId !== null);
        for (const r of banks) expect(r.statement?.difference).toBe(0);
        const statements = banks.reduce((s, r) => s + (r.statement?.balance ?? 0), 0);
        const unassigned = a.cash.accounts.find((r) => r.accountId === null)?.amount ?? 0;
        expect(a.cash.capital + a.cash.revenue).toBe(statements + unassigned);
      }),
      { numRuns: 200 },
    );
  });

  it('print in the forms only figures of the statement, each found where the schedules print it', () => {
    fc.assert(
      fc.property(estateArb, (m) => {
        const data = reportData(build(m));
        const a = courtAccountsFor(data);
        const accounts = accountsText(data);
        const judgment = formText(a, 'draft-judgment');
        const forms = [
          judgment,
          formText(a, 'notice-of-application'),
          formText(a, 'affidavit-verifying-accounts'),
          formText(a, 'contested-judgment'),
          formText(a, 'costs-outline'),
          formText(a, 'request-for-costs'),
          formText(a, 'request-for-increased-costs-official'),
        ];
        // Every dollar figure of Forms 74.43, 74.44, 74.50 and 74.51, of the costs outline and of the
        // requests for costs is printed in the accounts.
        for (const f of new Set(forms.join('\n').match(/\$[\d,]+\.\d\d/g) ?? []))
          expect(accounts).toContain(f);
        // And each named figure is the one the schedule it comes from prints.
        const named = (re: RegExp) => money(judgment, re);
        expect(named(/capital receipts of (\$[\d,]+\.\d\d)/)).toBe(printed(accounts, 'B', 'Total'));
        expect(named(/revenue receipts of (\$[\d,]+\.\d\d)/)).toBe(printed(accounts, 'D', 'Total'));
        expect(named(/distributions to beneficiaries of (\$[\d,]+\.\d\d)/)).toBe(
          printed(accounts, 'J', 'Total distributions'),
        );
        // Capital disbursements: the schedule's disbursements part, or its total when it has no other.
        expect(named(/capital disbursements of (\$[\d,]+\.\d\d)/)).toBe(
          printed(accounts, 'C', 'Disbursements') ?? printed(accounts, 'C', 'Total'),
        );
        expect(named(/is (-?\$[\d,]+\.\d\d) on capital account/)).toBe(
          printed(accounts, 'K', 'Capital on hand'),
        );
        expect(named(/and (-?\$[\d,]+\.\d\d) on revenue account/)).toBe(
          printed(accounts, 'K', 'Revenue on hand'),
        );
        expect(named(/allowed compensation of (\$[\d,]+\.\d\d)/)).toBe(
          printed(accounts, 'I', 'Total compensation'),
        );
      }),
      { numRuns: 150 },
    );
  });

  it('itemise every gain and loss: the capital account carries the totals of the statement of original assets and of the investments disposed of', () => {
    const inFirst = (n: number) => day(n) <= FIRST.to;
    fc.assert(
      fc.property(estateArb, (m) => {
        const input = build(m);
        const data = reportData(input);
        const a = courtAccountsFor(data);
        const accounts = accountsText(data);
        const c = a.capitalAccount;
        // Reckoned from the model: proceeds (before costs of sale) or value handed over, less what the accounts carry.
        const hasBeneficiary = m.beneficiaries.length > 0;
        const originals = m.originals.reduce((s, o) => {
          if (!inFirst(o.day)) return s;
          if (o.fate === 'sold') return s + o.net + o.costs - o.fmv;
          if (o.fate === 'in-kind' && hasBeneficiary) return s + (o.value ?? o.fmv) - o.fmv;
          return s;
        }, 0);
        const investments = m.investments.reduce(
          (s, v) => (v.fate === 'matured' && inFirst(v.buy + v.after) ? s + v.gross - v.cost : s),
          0,
        );
        expect(c.gainLoss).toEqual({ originalAssets: originals, investments });
        expect(c.gains - c.losses).toBe(originals + investments);
        expect(a.figures.originalAssetsGainLoss).toBe(originals);
        expect(a.figures.investmentsGainLoss).toBe(investments);
        // Each line of the reconciliation is a total printed in the schedule that itemises it.
        const cell = (n: number) => formatCell(n, 'money');
        const line = (start: string) => c.lines.find((l) => l.label.startsWith(start))?.label ?? start;
        expect(printed(accounts, 'K', line('Add: gain (less loss) on original assets'))).toBe(
          cell(originals),
        );
        expect(printed(accounts, 'A', 'Total')).toBe(cell(originals));
        expect(printed(accounts, 'K', line('Add: gain (less loss) on investments'))).toBe(cell(investments));
        expect(printed(accounts, 'F', 'Total investments disposed of')).toBe(cell(investments));
        // And each investment disposed of is itemised with its own gain or loss.
        const scheduleF = accounts.slice(
          accounts.lastIndexOf('\nSchedule F:'),
          accounts.lastIndexOf('\nSchedule G:'),
        );
        for (const r of a.investmentAccount.disposals.rows) {
          const printedRow = scheduleF.split('\n').find((l) => l.startsWith(`${r.number} | `));
          expect(printedRow?.split(' | ').at(-1)).toBe(cell(r.gainLoss ?? 0));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('make up each share of the residue exactly: advances, interim distributions and the payment proposed', () => {
    // Runs that reach the residue assertion (and those of them with cash to share): the generator is
    // built so that most do (issue 43: it was 4 runs in 300), and this fails if a change makes them rare.
    const runs = 300;
    let reached = 0;
    let withCash = 0;
    fc.assert(
      fc.property(estateArb, (m) => {
        const input = build(m);
        const a = courtAccounts(input);
        // The advances, reckoned from the model: cash paid on account of a share, and assets taken in kind on account.
        const inKindValue = (id: string) => {
          const row = a.originalAssets.rows.find((r) => r.assetId === id);
          const given = input.inKind?.find((d) => d.assetId === id);
          return given?.value ?? row?.carryingValue ?? input.assets.find((x) => x._id === id)?.acb ?? 0;
        };
        for (const row of a.distribution.rows) {
          const cash = (input.links ?? [])
            .filter((l) => l.kind === 'distribution' && l.beneficiaryId === row.partyId && l.onAccountOfShare)
            .map((l) => input.transactions.find((x) => x._id === l.transactionId)!)
            .filter((x) => x.date <= a.period.to)
            .reduce((s, x) => s + x.amount, 0);
          const kind = (input.inKind ?? [])
            .filter((d) => d.beneficiaryId === row.partyId && d.onAccountOfShare && d.date <= a.period.to)
            .reduce((s, d) => s + inKindValue(d.assetId), 0);
          expect(row.advances).toBe(cash + kind);
          if (a.distribution.equalised && !row.overAdvanced && row.share.numerator > 0) {
            expect(row.amount + row.advances).toBe(row.entitlement);
          }
        }
        const d = a.distribution;
        const whole = compareToWhole(sumShares(d.rows.map((r) => r.share))) === 0;
        if (d.equalised && whole && !d.rows.some((r) => r.overAdvanced)) {
          reached += 1;
          if (d.available.distributable > 0) withCash += 1;
          // Shares of the whole: what is paid now and what was advanced are the residue, to the cent.
          expect(d.rows.reduce((s, r) => s + r.amount + r.advances, 0)).toBe(
            d.available.distributable + d.advancesTotal,
          );
        }
      }),
      { numRuns: runs },
    );
    console.log(`residue to the cent: reached in ${reached} of ${runs} runs, ${withCash} with cash to share`);
    expect(reached).toBeGreaterThanOrEqual(runs / 2);
  });

  it('refuse to generate while money is in no bank account, or a period does not start where it must, whatever is dismissed', () => {
    // The worst case: a person dismisses every check that can be dismissed, with a reason.
    const refused = (a: CourtAccounts) => {
      const checks = courtChecks(a, { sendOn: FIRST.to, today: SECOND.to });
      const all = checks.map((c) => ({ check: c.key, reason: 'Dismissed', by: 'A', on: SECOND.to }));
      return { checks, blocked: blocksGenerating(openChecks(checks, all)) };
    };
    const keysOf = (checks: readonly CourtCheck[], prefix: string) =>
      checks.filter((c) => c.severity === 'error' && c.key.startsWith(prefix)).map((c) => c.key);
    fc.assert(
      fc.property(estateArb, fc.integer({ min: 1, max: 300 }), (m, late) => {
        const input = build(m);
        const first = courtAccountsFor(reportData(input));
        // Money in no account: each such entry of the period is named, and nothing is generated.
        const loose = input.transactions
          .filter((x) => x.date <= FIRST.to && (x.kind === 'receipt' ? !x.toAccount : !x.fromAccount))
          .map((x) => `no-account:${x._id}`)
          .sort();
        const { checks, blocked } = refused(first);
        expect(keysOf(checks, 'no-account:').sort()).toEqual(loose);
        if (loose.length > 0) expect(blocked).toBe(true);
        // From the death, to a day past: the period itself is in order.
        expect(keysOf(checks, 'period-')).toEqual([]);
        // A first passing from any later day is refused.
        const notAtDeath = courtAccounts({ ...input, period: { from: day(late), to: FIRST.to } });
        expect(keysOf(refused(notAtDeath).checks, 'period-')).toEqual(['period-start-not-death']);
        expect(refused(notAtDeath).blocked).toBe(true);
        // A second passing opens the day after the first: in order; from another day, refused.
        const passed = passedFrom(courtAccounts(input));
        const second = courtAccounts({ ...input, period: SECOND, passedAccounts: passed });
        expect(keysOf(refused(second).checks, 'period-')).toEqual([]);
        const gap = courtAccounts({
          ...input,
          period: { from: addDaysUtc(SECOND.from, (late % 30) + 1), to: SECOND.to },
          passedAccounts: passed,
        });
        expect(keysOf(refused(gap).checks, 'period-')).toEqual(['period-start-after-passing']);
        expect(refused(gap).blocked).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('count every original asset, the deceased’s bank accounts among them, in the value at death', () => {
    fc.assert(
      fc.property(estateArb, (m) => {
        const input = build(m);
        const a = courtAccounts(input);
        const originals = m.originals.reduce((s, o) => s + o.fmv, 0);
        expect(a.originalAssets.total).toBe(originals);
        expect(a.figures.originalAssets).toBe(originals);
        // A bank account's closing balance realises it: the capital is not counted twice.
        for (const [i, o] of m.originals.entries()) {
          if (o.fate !== 'bank' || o.fmv === 0 || day(o.day) > a.period.to) continue;
          expect(a.originalAssets.rows.find((r) => r.assetId === `orig${i}`)?.outcome).toBe('realised');
        }
      }),
      { numRuns: 200 },
    );
  });
});
