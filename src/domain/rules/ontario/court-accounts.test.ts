import { describe, expect, it } from 'vitest';
import type { AccountsTransaction } from './accounts-input.ts';
import { courtAccounts } from './court-accounts.ts';
import { COURT_INPUT } from './court-example.fixture.ts';
import type { CourtAccountsInput } from './court-inputs.ts';
import { TEST_ESTATE, TEST_PERIOD, testAsset, testTransaction } from './court-test-records.fixture.ts';

const estate = TEST_ESTATE;
const period = TEST_PERIOD;
const t = testTransaction;
const asset = testAsset;
const input = (over: Partial<CourtAccountsInput>): CourtAccountsInput => ({
  estate,
  assets: [],
  accounts: [{ _id: 'a1', name: 'Chequing' }],
  transactions: [],
  parties: [],
  period,
  ...over,
});
const base = (a: ReturnType<typeof courtAccounts>, id: string) =>
  a.compensation.items.find((i) => i.id === id)?.base;

describe('courtAccounts', () => {
  it('charges nothing on reinvestment: a GIC bought and matured moves no base but its gain', () => {
    const a = courtAccounts(
      input({
        assets: [
          asset({
            _id: 'gic',
            assetClass: 'security_investment',
            fmvDoD: 10_000_000,
            valuationDate: '2024-03-01',
          }),
        ],
        transactions: [
          t({ _id: 'in', kind: 'receipt', amount: 20_000_000 }),
          t({ _id: 'buy', kind: 'disbursement', amount: 10_000_000, date: '2024-03-01' }),
          t({ _id: 'mat', kind: 'receipt', amount: 10_400_000, date: '2024-09-01' }),
        ],
        links: [
          { transactionId: 'buy', kind: 'investment-purchase', assetId: 'gic' },
          { transactionId: 'mat', kind: 'realisation', assetId: 'gic' },
        ],
      }),
    );
    // Capital receipts base: 200,000 received + 4,000 gain on the GIC; no disbursement base at all
    expect(base(a, 'capital-receipts')).toBe(20_400_000);
    expect(base(a, 'capital-disbursements')).toBe(0);
    expect(a.schedules.capitalReceipts.entries.map((e) => e.transactionId)).toEqual(['in']);
    expect(a.investmentAccount.transactions.entries.map((e) => [e.number, e.kind])).toEqual([
      ['I-1', 'purchase'],
      ['I-2', 'maturity'],
    ]);
    expect(a.investmentAccount.gainLoss).toBe(400_000);
    expect(a.capitalAccount.isBalanced).toBe(true);
  });

  it('without a link, finds the purchase by amount and date and says so', () => {
    const a = courtAccounts(
      input({
        assets: [
          asset({
            _id: 'gic',
            assetClass: 'security_investment',
            fmvDoD: 500_000,
            acb: 500_000,
            valuationDate: '2024-03-01',
          }),
        ],
        transactions: [
          t({ _id: 'in', kind: 'receipt', amount: 1_000_000 }),
          t({ _id: 'buy', kind: 'disbursement', amount: 500_000, date: '2024-03-02' }),
        ],
      }),
    );
    expect(base(a, 'capital-disbursements')).toBe(0);
    expect(a.capitalAccount.isBalanced).toBe(true);
    expect(a.notes[0]).toMatch(/purchase of gic was found by its amount and date/);
  });

  it('keeps a security appraised after the death as an original asset when no purchase is found', () => {
    const a = courtAccounts(
      input({
        assets: [
          asset({
            _id: 'bonds',
            assetClass: 'security_investment',
            fmvDoD: 700_000,
            valuationDate: '2024-04-30',
          }),
        ],
      }),
    );
    expect(a.originalAssets.rows.map((r) => [r.number, r.outcome])).toEqual([['A-1', 'on-hand']]);
    expect(a.investmentAccount.holdings.rows).toEqual([]);
    expect(base(a, 'capital-receipts')).toBe(700_000);
    expect(a.capitalAccount.isBalanced).toBe(true);
  });

  it('distributes an asset in kind at its value then, recording the difference as a gain', () => {
    const a = courtAccounts(
      input({
        parties: [{ _id: 'b', role: 'beneficiary', name: 'B', shareOfEstate: 10_000 }],
        assets: [asset({ _id: 'ring', fmvDoD: 300_000 })],
        inKind: [
          { assetId: 'ring', beneficiaryId: 'b', date: '2024-06-01', value: 350_000, onAccountOfShare: true },
        ],
      }),
    );
    expect(a.originalAssets.rows[0]).toMatchObject({
      outcome: 'distributed-in-kind',
      gross: 350_000,
      gainLoss: 50_000,
    });
    expect([a.capitalAccount.gains, a.capitalAccount.distributions]).toEqual([50_000, 350_000]);
    expect(a.capitalAccount.isBalanced).toBe(true);
    // 3,000 at death + 500 gain; 3,500 distributed
    expect([base(a, 'capital-receipts'), base(a, 'distributions')]).toEqual([350_000, 350_000]);
    expect(a.distribution.rows[0]?.advances).toBe(350_000);
  });

  it('writes off an asset marked disposed with no proceeds, and keeps one sold but not received out of balance', () => {
    const a = courtAccounts(
      input({
        assets: [
          asset({
            _id: 'junk',
            fmvDoD: 20_000,
            status: 'disposed',
            dispositionDate: '2024-05-01',
            proceeds: 0,
          }),
          asset({
            _id: 'boat',
            fmvDoD: 900_000,
            status: 'disposed',
            dispositionDate: '2024-05-01',
            proceeds: 1_000_000,
          }),
        ],
      }),
    );
    // Numbered by class, then by name: the boat before the junk.
    expect(a.originalAssets.rows.map((r) => [r.assetId, r.outcome, r.gainLoss])).toEqual([
      ['boat', 'proceeds-not-received', 100_000],
      ['junk', 'written-off', -20_000],
    ]);
    expect(a.capitalAccount.difference).toBe(-1_000_000);
    expect(a.notes.join(' ')).toMatch(
      /junk is marked disposed with no proceeds.*boat is marked disposed for \$10,000\.00/,
    );
  });

  it('opens a later period with the accounts as passed and charges nothing again on the value at death', () => {
    // Year two of the worked example: the shares (85,000.00 as passed) sold for 92,000.00; the GIC
    // (100,000.00) matures with 4,100.00 of interest paid to revenue.
    const year2 = { from: '2025-03-15', to: '2026-03-14' };
    const more: AccountsTransaction[] = [
      t({ _id: 's', kind: 'receipt', amount: 9_200_000, date: '2025-06-02', toAccount: 'acct-chequing' }),
      t({ _id: 'm', kind: 'receipt', amount: 10_000_000, date: '2025-10-15', toAccount: 'acct-savings' }),
      t({
        _id: 'i',
        kind: 'receipt',
        ledger: 'revenue',
        amount: 410_000,
        date: '2025-10-15',
        toAccount: 'acct-savings',
      }),
    ];
    const a = courtAccounts({
      ...COURT_INPUT,
      period: year2,
      transactions: [...COURT_INPUT.transactions, ...more],
      links: [
        ...(COURT_INPUT.links ?? []),
        { transactionId: 's', kind: 'realisation', assetId: 'asset-shares' },
        { transactionId: 'm', kind: 'realisation', assetId: 'asset-gic' },
      ],
      passedAccounts: {
        passedTo: '2025-03-14',
        judgmentDate: '2025-09-01',
        capitalCash: 45_258_219,
        revenueCash: 165_263,
        assets: [
          { assetId: 'asset-shares', value: 8_500_000 },
          { assetId: 'asset-gic', value: 10_000_000 },
        ],
      },
    });
    // Opening capital 452,582.19 + 85,000.00 + 100,000.00 = 637,582.19. The x1 cheque of 1,000.00
    // (2025-03-20) is a capital disbursement of this period.
    expect(a.capitalAccount.opening).toBe(63_758_219);
    expect(a.opensAtDeath).toBe(false);
    // Capital receipts base: only the gain on the shares, 7,000.00; the GIC's return is reinvestment
    expect(base(a, 'capital-receipts')).toBe(700_000);
    expect(base(a, 'capital-disbursements')).toBe(100_000);
    expect(base(a, 'revenue-receipts')).toBe(410_000);
    expect(a.capitalAccount.isBalanced).toBe(true);
    expect(a.revenueAccount.isBalanced).toBe(true);
    expect(a.cash.difference).toBe(0);
    expect(a.unrealisedAssets.rows).toEqual([]);
    expect(a.compensation.takenTotal).toBe(0); // the 5,000.00 belongs to the first period
  });
});

describe('descriptions', () => {
  it('print the purpose, or else the type as people read it, never the stored value', () => {
    const a = courtAccounts(
      input({
        transactions: [
          t({ _id: 'dep', kind: 'receipt', amount: 10_000, type: 'bank_deposit', fromAccount: null }),
          t({ _id: 'eft', kind: 'receipt', amount: 20_000, type: 'eft', fromAccount: null }),
          t({
            _id: 'why',
            kind: 'receipt',
            amount: 30_000,
            type: 'cheque',
            purpose: 'Refund of hydro deposit',
            fromAccount: null,
          }),
        ],
      }),
    );
    expect(a.schedules.capitalReceipts.entries.map((e) => e.description).sort()).toEqual([
      'Bank Deposit',
      'EFT',
      'Refund of hydro deposit',
    ]);
  });
});

describe('links that point at nothing', () => {
  it('are ignored and said so', () => {
    const a = courtAccounts(
      input({
        parties: [{ _id: 'k', role: 'creditor', name: 'K' }],
        transactions: [t({ _id: 'out', kind: 'disbursement', amount: 100 })],
        links: [
          { transactionId: 'gone', kind: 'realisation', assetId: 'nothing' },
          { transactionId: 'out', kind: 'distribution', beneficiaryId: 'k' },
        ],
        inKind: [{ assetId: 'nothing', beneficiaryId: 'nobody', date: '2024-05-01' }],
        liabilities: [
          { _id: 'l', creditor: 'K', creditorPartyId: 'k', amountAtDeath: 100, paidBy: ['out', 'lost'] },
        ],
      }),
    );
    expect(a.notes).toEqual(
      expect.arrayContaining([
        "A realisation link names a transaction that is not among the estate's records; it is ignored.",
        "A realisation link names an asset that is not among the estate's records; it is ignored.",
        'A distribution is linked to a party who is not a beneficiary of the estate.',
        "A distribution in kind names an asset that is not among the estate's records.",
        'A distribution in kind is made to a party who is not a beneficiary of the estate.',
        "The liability to K names 1 payment(s) not among the estate's records.",
      ]),
    );
    expect(a.capitalAccount.isBalanced).toBe(true);
  });
});

describe('court compensation and distribution details', () => {
  const estateWith = (over: Partial<CourtAccountsInput>) =>
    courtAccounts(
      input({
        parties: [
          { _id: 'a', role: 'beneficiary', name: 'A', shareOfEstate: 3334 },
          { _id: 'b', role: 'beneficiary', name: 'B', shareOfEstate: 3333 },
          { _id: 'c', role: 'beneficiary', name: 'C', shareOfEstate: 3333 },
        ],
        transactions: [t({ _id: 'in', kind: 'receipt', amount: 3_000_000 })],
        ...over,
      }),
    );

  it('splits the claim among three co-trustees to the cent and spreads unattributed compensation taken', () => {
    // 2.5% of 30,000.00 = 750.00, plus the care and management the trustees claim at its tariff:
    // opening 0, closing 30,000.00 → average 15,000.00 × 0.4% × 357/365 days = 58.6849… → 58.68;
    // total 808.68 → 269.56 each
    const a = estateWith({
      compensationOverrides: { 'care-and-management': 5_868 },
      trustees: ['x', 'y', 'z'].map((id) => ({ id, name: id, share: { numerator: 1, denominator: 3 } })),
      compensationTaken: [
        { date: '2024-06-01', amount: 10_000, ledger: 'capital', authority: 'court-order' },
      ],
    });
    expect(a.compensation.claimedTotal).toBe(80_868);
    expect(a.compensation.trustees.map((x) => [x.claimed, x.taken])).toEqual([
      [26_956, 3_334],
      [26_956, 3_333],
      [26_956, 3_333],
    ]);
    expect(a.notes).toContain(
      'The reasons for the claim do not yet address 5 of the five factors (Laing Estate v. Hines).',
    );
  });

  it('brings an over-advanced beneficiary into account without a negative payment', () => {
    // 30,000.00 in, 20,000.00 of it advanced to A on account of A's share; the trustee claims only
    // the distributions item, so the accounts are easy to follow.
    const a = estateWith({
      compensationOverrides: { 'capital-receipts': 0, 'care-and-management': 0 },
      transactions: [
        t({ _id: 'in', kind: 'receipt', amount: 3_000_000 }),
        t({ _id: 'adv', kind: 'disbursement', amount: 2_000_000, payee: 'A' }),
      ],
      links: [{ transactionId: 'adv', kind: 'distribution', beneficiaryId: 'a' }],
    });
    // Cash 10,000.00 less the distributions item (2.5% of 20,000.00 = 500.00) = 9,500.00.
    // A's advance (20,000.00) exceeds a third of 29,500.00: A drops out; B and C share 9,500.00.
    expect(a.distribution.available.distributable).toBe(950_000);
    expect(a.distribution.rows.map((r) => [r.partyId, r.amount, r.overAdvanced])).toEqual([
      ['a', 0, true],
      ['b', 475_000, false],
      ['c', 475_000, false],
    ]);
  });

  it('divides by the exact fractions a will gives (1/3 and 2/3), where basis points would not be exact', () => {
    // 30,000.00 received; the trustee claims nothing, so all of it is distributable.
    const a = estateWith({
      compensationOverrides: { 'capital-receipts': 0, 'care-and-management': 0 },
      parties: [
        {
          _id: 'a',
          role: 'beneficiary',
          name: 'A',
          shareOfEstate: 3333,
          shareFraction: { numerator: 1, denominator: 3 },
        },
        {
          _id: 'b',
          role: 'beneficiary',
          name: 'B',
          shareOfEstate: 6667,
          shareFraction: { numerator: 4, denominator: 6 },
        },
      ],
    });
    expect(a.distribution.rows.map((r) => [r.partyId, r.share, r.amount])).toEqual([
      ['a', { numerator: 1, denominator: 3 }, 1_000_000],
      ['b', { numerator: 2, denominator: 3 }, 2_000_000],
    ]);
    expect(a.distribution.unallocated).toBe(0);
  });

  it('lists a creditor with no liability record as unknown, not as $0.00 owing', () => {
    const a = estateWith({ parties: [{ _id: 'v', role: 'creditor', name: 'Visa' }] });
    expect(a.liabilities.rows[0]).toMatchObject({ creditor: 'Visa', amountAtDeath: null, outstanding: null });
    expect(a.liabilities.allAmountsKnown).toBe(false);
  });
});
