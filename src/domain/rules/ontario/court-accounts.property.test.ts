import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AccountsAsset, AccountsParty, AccountsTransaction } from './accounts-input.ts';
import { type CourtAccounts, courtAccounts } from './court-accounts.ts';
import type { CourtAccountsInput, EntryLink, InKindDistribution, PassedAccounts } from './court-inputs.ts';
import { addDaysUtc } from './iso-dates.ts';

const DEATH = '2024-01-10';
const FIRST = { from: DEATH, to: '2024-12-31' };
const SECOND = { from: '2025-01-01', to: '2025-12-31' };
const day = (n: number) => addDaysUtc(DEATH, n);

const cents = (max: number) => fc.integer({ min: 1, max });
const dayArb = fc.integer({ min: 0, max: 715 });
const ledgerArb = fc.constantFrom('capital' as const, 'revenue' as const);
const accountArb = fc.constantFrom('a1', 'a2', null);

const estateArb = fc.record({
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
      fate: fc.constantFrom('held', 'sold', 'in-kind'),
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
  beneficiaries: fc.array(
    fc.record({ numerator: fc.integer({ min: 0, max: 5 }), denominator: fc.integer({ min: 1, max: 6 }) }),
    { maxLength: 4 },
  ),
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
  equalise: fc.boolean(),
});

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
  return {
    estate: { _id: 'e', estateName: 'Estate', deceased: { name: 'D', dateOfDeath: DEATH } },
    assets,
    accounts: [
      { _id: 'a1', name: 'Chequing' },
      { _id: 'a2', name: 'Savings' },
    ],
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
});
