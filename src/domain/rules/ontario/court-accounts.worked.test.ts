import { describe, expect, it } from 'vitest';
import { courtAccounts } from './court-accounts.ts';
import { COURT_INPUT } from './court-example.fixture.ts';
import type { ReserveInput } from './court-inputs.ts';
import { deemedGainsAtDeath, suggestT3Tax, suggestTerminalT1Tax } from './reserves.ts';
import { WORKED_ASSETS, WORKED_INPUT } from './worked-example.fixture.ts';

/** Dollars and cents written as in the accounts, to cents: d(630_000) is $630,000.00. */
const d = (dollars: number, cents = 0) => dollars * 100 + cents;

describe('the original worked example on the practice base', () => {
  const a = courtAccounts(WORKED_INPUT);

  it('charges 2.5% on what came into the trustee’s hands: $731,084.56, not the cash receipts of $633,734.56', () => {
    // Assets at death 697,350.00 (house 600,000 + shares 85,000 + car 12,350)
    // + gain on the house 30,000.00 (630,000 − 600,000) − losses 0
    // + other capital receipts 3,734.56 (CPP 2,500.00 + tax refund 1,234.56)
    // = 731,084.56; 2.5% = 18,277.114 → 18,277.11
    const item = a.compensation.items.find((i) => i.id === 'capital-receipts');
    expect(item?.base).toBe(d(731_084, 56));
    expect(item?.computed).toBe(d(18_277, 11));
  });

  it('still balances when the proceeds are found by amount, and says the receipt should be linked', () => {
    expect(a.capitalAccount.isBalanced).toBe(true);
    expect(a.revenueAccount.isBalanced).toBe(true);
    expect(
      a.notes.some((n) => n.startsWith('The proceeds of House, 12 Maple Crescent, Kingston were found')),
    ).toBe(true);
  });

  it('reads the basis points 3334/3333/3333 as exact thirds', () => {
    expect(a.distribution.rows.map((r) => r.share)).toEqual([
      { numerator: 1, denominator: 3 },
      { numerator: 1, denominator: 3 },
      { numerator: 1, denominator: 3 },
    ]);
  });
});

describe('the worked example entered for the court (court-example.fixture.ts)', () => {
  // Reserves, each from its suggestion or the trustee's estimate:
  //  T1: house exempt (principal residence), car has no ACB: shares 85,000 − 40,000 = 45,000 deemed gain
  //      × 1/2 × 53.53% = 12,044.25
  //  T3: net revenue (1,020.00 + 845.33 − 212.70) = 1,652.63 × 20.05% = 331.352… → 331.35
  //  Costs of the passing: 15,000.00 (lawyers' estimate); clearance holdback 25,000.00 (accountant).
  const t1 = suggestTerminalT1Tax(deemedGainsAtDeath(WORKED_ASSETS, ['asset-house']), 5353);
  const t3 = suggestT3Tax(d(1_652, 63), 2005);
  const reserves: ReserveInput[] = [
    { kind: 'terminal-t1-tax', amount: t1.amount ?? 0, basis: t1.basis },
    { kind: 't3-tax', amount: t3.amount ?? 0, basis: t3.basis },
    { kind: 'costs-of-passing', amount: d(15_000), basis: 'Estimate of Baird & Kwan LLP' },
    { kind: 'clearance-certificate-holdback', amount: d(25_000), basis: 'Until the TX19 certificate' },
  ];
  const a = courtAccounts({ ...COURT_INPUT, reserves });
  const {
    capitalReceipts: cr,
    capitalDisbursements: cd,
    revenueReceipts: rr,
    revenueDisbursements: rd,
  } = a.schedules;

  it('suggests the tax reserves from the deemed gain and the stated rates', () => {
    expect(t1.amount).toBe(d(12_044, 25));
    expect(t3.amount).toBe(d(331, 35));
    expect(a.reserves.total).toBe(d(52_375, 60)); // 12,044.25 + 331.35 + 15,000 + 25,000
  });

  it('numbers the capital receipts and links the net proceeds to the house', () => {
    // CR-1 CPP 2,500.00; CR-2 refund 1,234.56; CR-3 net proceeds 597,224.50 (= 630,000 − 32,775.50)
    expect(cr.entries.map((e) => [e.number, e.transactionId, e.amount])).toEqual([
      ['CR-1', 'r1', d(2_500)],
      ['CR-2', 'r3', d(1_234, 56)],
      ['CR-3', 'r2', d(597_224, 50)],
    ]);
    expect(cr.entries[2]?.crossReferences).toEqual(['A-1', 'CD-5']);
  });

  it('numbers the capital disbursements, with costs of sale and the car in kind as non-cash lines', () => {
    expect(cd.entries.map((e) => [e.number, e.kind, e.transactionId, e.amount, e.cash])).toEqual([
      ['CD-1', 'disbursement', 'd1', d(12_480), true],
      ['CD-2', 'disbursement', 'd6', d(2_345, 67), true],
      ['CD-3', 'disbursement', 'd2', d(9_720), true],
      ['CD-4', 'distribution-in-kind', null, d(12_350), false],
      ['CD-5', 'costs-of-sale', null, d(32_775, 50), false],
      ['CD-6', 'disbursement', 'd4', d(8_475), true],
      ['CD-7', 'distribution', 'd7', d(10_000), true],
      ['CD-8', 'disbursement', 'd8', d(356, 20), true],
      ['CD-9', 'compensation', 'd9', d(5_000), true],
    ]);
    expect(cd.entries[1]?.crossReferences).toEqual(['L-1']); // the Visa payment
    expect([cd.entries[3]?.beneficiaryId, cd.entries[3]?.payee]).toEqual(['p-tom', 'Thomas Ramsay']);
    expect(cd.entries[4]?.crossReferences).toEqual(['A-1', 'CR-3']);
    expect(rr.total).toBe(d(1_865, 33));
    expect(rd.total).toBe(d(212, 70));
  });

  it('cross-references each original asset to what became of it', () => {
    expect(
      a.originalAssets.rows.map((r) => [
        r.number,
        r.outcome,
        r.gross,
        r.costsOfSale,
        r.gainLoss,
        r.crossReferences,
      ]),
    ).toEqual([
      ['A-1', 'realised', d(630_000), d(32_775, 50), d(30_000), ['CR-3', 'CD-5']],
      ['A-2', 'on-hand', null, null, null, []],
      // Distributed to Thomas at its value at death: no "loss on realisation".
      ['A-3', 'distributed-in-kind', d(12_350), null, 0, ['CD-4']],
    ]);
    expect(a.originalAssets.rows[2]?.beneficiaryId).toBe('p-tom');
  });

  it('keeps the investment account to the GIC the trustee bought, and values the shares at market', () => {
    expect(a.investmentAccount.transactions.entries.map((e) => [e.number, e.kind, e.amount])).toEqual([
      ['I-1', 'purchase', d(100_000)],
    ]);
    expect(a.investmentAccount.holdings.rows.map((r) => [r.number, r.name, r.carryingValue])).toEqual([
      ['IN-1', 'EQ Bank GIC, 1 year', d(100_000)],
    ]);
    expect(a.unrealisedAssets.rows.map((r) => [r.number, r.carryingValue, r.marketValue])).toEqual([
      ['A-2', d(85_000), d(91_250)],
    ]);
  });

  it('reconciles the capital account', () => {
    //   697,350.00 opening: assets at death
    // +   3,734.56 capital receipts other than proceeds (2,500.00 + 1,234.56)
    // +  30,000.00 gain on the house (gross 630,000.00 − 600,000.00)
    // −  66,152.37 capital disbursements (12,480.00 + 2,345.67 + 9,720.00 + 32,775.50 costs of sale
    //              + 8,475.00 + 356.20)
    // −  22,350.00 distributions (car 12,350.00 in kind + 10,000.00 to Thomas)
    // −   5,000.00 compensation taken
    // = 637,582.19
    // On hand: cash 600,959.06 in − 48,376.87 out − 100,000.00 GIC = 452,582.19; shares 85,000.00
    // and GIC 100,000.00 at cost: 637,582.19. The GIC purchase appears in neither side.
    const c = a.capitalAccount;
    expect([
      c.opening,
      c.receipts - c.realisations,
      c.gains,
      c.losses,
      c.disbursements,
      c.distributions,
      c.compensationTaken,
    ]).toEqual([d(697_350), d(3_734, 56), d(30_000), 0, d(66_152, 37), d(22_350), d(5_000)]);
    expect(c.computedClosing).toBe(d(637_582, 19));
    expect(c.onHand).toEqual({ cash: d(452_582, 19), assets: d(185_000), total: d(637_582, 19) });
    expect(c.isBalanced).toBe(true);
  });

  it('reconciles the revenue account and the cash in the bank', () => {
    // Revenue: 0 + 1,865.33 − 212.70 = 1,652.63
    expect(a.revenueAccount.computedClosing).toBe(d(1_652, 63));
    expect(a.revenueAccount.isBalanced).toBe(true);
    // Chequing: 601,979.06 in − 48,589.57 out − 400,000.00 to savings = 153,389.49
    // Savings: 400,000.00 + 845.33 − 100,000.00 GIC = 300,845.33; together 454,234.82
    expect(a.cash.accounts.map((r) => r.amount)).toEqual([d(153_389, 49), d(300_845, 33)]);
    expect(a.cash.bankTotal).toBe(d(454_234, 82));
    expect(a.cash.capital + a.cash.revenue).toBe(a.cash.bankTotal);
  });

  it('claims compensation item by item on the practice base, none on the GIC', () => {
    // capital receipts   731,084.56 × 2.5% = 18,277.114  → 18,277.11
    // capital disb.       66,152.37 × 2.5% =  1,653.809  →  1,653.81
    // distributions       22,350.00 × 2.5% =    558.75
    // revenue receipts     1,865.33 × 2.5% =     46.633  →     46.63
    // revenue disb.          212.70 × 2.5% =      5.3175 →      5.32
    // care and management: (697,350.00 + 637,582.19) / 2 = 667,466.095 → 667,466.10 × 0.4% = 2,669.86
    // total 23,211.48
    expect(a.compensation.items.map((i) => [i.id, i.base, i.computed])).toEqual([
      ['capital-receipts', d(731_084, 56), d(18_277, 11)],
      ['capital-disbursements', d(66_152, 37), d(1_653, 81)],
      ['distributions', d(22_350), d(558, 75)],
      ['revenue-receipts', d(1_865, 33), d(46, 63)],
      ['revenue-disbursements', d(212, 70), d(5, 32)],
      ['care-and-management', d(667_466, 10), d(2_669, 86)],
    ]);
    expect(a.compensation.claimedTotal).toBe(d(23_211, 48));
  });

  it('deducts the compensation taken and splits the rest between capital, revenue and the co-executors', () => {
    const c = a.compensation;
    // To capital: 18,277.11 + 1,653.81 + 558.75 + 2,669.86 = 23,159.53; to revenue 46.63 + 5.32 = 51.95
    expect([c.chargedToCapital, c.chargedToRevenue]).toEqual([d(23_159, 53), d(51, 95)]);
    // Taken 5,000.00 from capital: 18,159.53 still due from capital, 51.95 from revenue, 18,211.48 in all
    expect([c.takenTotal, c.balanceFromCapital, c.balanceFromRevenue, c.balanceTotal]).toEqual([
      d(5_000),
      d(18_159, 53),
      d(51, 95),
      d(18_211, 48),
    ]);
    // Half each of 23,211.48 = 11,605.74; Anne has taken 5,000.00
    expect(c.trustees.map((t) => [t.name, t.claimed, t.taken, t.balance])).toEqual([
      ['Anne Ramsay', d(11_605, 74), d(5_000), d(6_605, 74)],
      ['Thomas Ramsay', d(11_605, 74), 0, d(11_605, 74)],
    ]);
    expect(c.factorsMissing).toEqual([]);
    expect(c.factors[0]?.label).toBe('The size of the trust');
  });

  it('lists the Visa as paid and the gas bill as outstanding', () => {
    expect(
      a.liabilities.rows.map((r) => [r.number, r.creditor, r.amountAtDeath, r.paid, r.paidBy, r.outstanding]),
    ).toEqual([
      ['L-1', 'CIBC Visa', d(2_345, 67), d(2_345, 67), ['CD-2'], 0],
      ['L-2', 'Enbridge Gas', d(187, 45), 0, [], d(187, 45)],
    ]);
    expect(a.liabilities.outstandingTotal).toBe(d(187, 45));
  });

  it('distributes equal thirds of what is left after liabilities, compensation and reserves', () => {
    // 454,234.82 cash − 187.45 gas − 18,211.48 compensation due − 52,375.60 reserves = 383,460.29
    expect(a.distribution.available.distributable).toBe(d(383_460, 29));
    // Thomas's 10,000.00 interim distribution is brought back in: (383,460.29 + 10,000.00) / 3
    // = 131,153.43 exactly. Anne's reimbursement (d8) and compensation (d9) are not advances,
    // though paid to her by name; the car was a specific bequest, not on account of Thomas's share.
    expect(a.distribution.rows.map((r) => [r.name, r.advances, r.entitlement, r.amount])).toEqual([
      ['Anne Ramsay', 0, d(131_153, 43), d(131_153, 43)],
      ['Kingston Humane Society', 0, d(131_153, 43), d(131_153, 43)],
      ['Thomas Ramsay', d(10_000), d(131_153, 43), d(121_153, 43)],
    ]);
    expect(a.distribution.total).toBe(d(383_460, 29));
    expect(a.distribution.total).toBeLessThanOrEqual(a.cash.bankTotal - a.reserves.total);
  });

  it('has no warnings but the ones a reader needs', () => {
    expect(a.notes).toEqual(['Assets not yet realised are not part of the proposed cash distribution.']);
  });
});
