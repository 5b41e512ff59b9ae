import { describe, expect, it } from 'vitest';
import { estateDeadlines } from './deadlines.ts';
import { estateAccounts } from './estate-accounts.ts';
import { estateAdministrationTax } from './estate-administration-tax.ts';
import { WORKED_INPUT, WORKED_LIABILITIES, WORKED_TODAY } from './worked-example.fixture.ts';

/**
 * The Estate of Eleanor Ramsay (worked-example.fixture.ts), died 2024-03-15, accounts for
 * 2024-03-15 to 2025-03-14. Every figure below is worked out by hand in the comments; amounts in
 * the expectations are cents.
 */
const accounts = estateAccounts(WORKED_INPUT, { liabilities: WORKED_LIABILITIES });

describe('worked example: Estate of Eleanor Ramsay', () => {
  it('original assets at death and their realisation', () => {
    // House        $600,000.00  sold 2024-09-30 for $630,000.00 (gain $30,000.00)
    // RBC shares    $85,000.00  unrealised
    // Honda Civic   $12,350.00  unrealised
    // Total        $697,350.00
    expect(accounts.originalAssets.total).toBe(69_735_000);
    const [house, shares, car] = accounts.originalAssets.rows;
    expect(house?.crossReference).toBe(
      'Realised on 2024-09-30 for $630,000.00; see capital receipt of 2024-10-04',
    );
    expect(house?.gainLoss).toBe(3_000_000);
    expect(house?.receiptId).toBe('r2');
    expect(shares?.crossReference).toBe('Unrealised');
    expect(car?.crossReference).toBe('Unrealised');
  });

  it('capital and revenue schedules (period only; the internal transfer and x1 left out)', () => {
    // Capital receipts: 2,500.00 (CPP) + 1,234.56 (refund) + 630,000.00 (house) = 633,734.56
    expect(accounts.capitalReceipts.rows.map((r) => r.id)).toEqual(['r1', 'r3', 'r2']);
    expect(accounts.capitalReceipts.total).toBe(63_373_456);
    // Capital disbursements: 12,480.00 + 9,720.00 + 32,775.50 + 8,475.00 = 63,450.50 (x1 is after 2025-03-14)
    expect(accounts.capitalDisbursements.rows.map((r) => r.id)).toEqual(['d1', 'd2', 'd3', 'd4']);
    expect(accounts.capitalDisbursements.total).toBe(6_345_050);
    // Revenue receipts: 1,020.00 (dividend) + 845.33 (interest) = 1,865.33
    expect(accounts.revenueReceipts.total).toBe(186_533);
    // Revenue disbursements: 212.70
    expect(accounts.revenueDisbursements.total).toBe(21_270);
    // The house sale receipt is cross-referenced to the house.
    expect(accounts.capitalReceipts.rows.find((r) => r.id === 'r2')?.realises).toBe(
      'House, 12 Maple Crescent, Kingston',
    );
  });

  it('investment account: no securities bought or sold; the RBC shares held at $85,000.00', () => {
    expect(accounts.investmentAccount.purchases).toEqual([]);
    expect(accounts.investmentAccount.realisations).toEqual([]);
    expect(accounts.investmentAccount.totals.holdings).toBe(8_500_000);
  });

  it('money and investments on hand at 2025-03-14', () => {
    // Cash = 0 opening + (633,734.56 + 1,865.33) receipts − (63,450.50 + 212.70) disbursements
    //      = 635,599.89 − 63,663.20 = 571,936.69
    expect(accounts.moneyOnHand.closingCash).toBe(57_193_669);
    // By account: chequing = 2,500.00 + 1,234.56 + 1,020.00 + 630,000.00 − 12,480.00 − 9,720.00
    //   − 32,775.50 − 212.70 − 8,475.00 − 400,000.00 (transfer) = 171,091.36
    // savings = 400,000.00 (transfer) + 845.33 = 400,845.33; together 571,936.69
    expect(accounts.moneyOnHand.accounts.map((a) => a.amount)).toEqual([17_109_136, 40_084_533]);
    expect(accounts.moneyOnHand.accountsTotal).toBe(57_193_669);
    // Unrealised original assets at their value at death: 85,000.00 + 12,350.00 = 97,350.00
    expect(accounts.unrealisedAssets.total).toBe(9_735_000);
    // On hand: 571,936.69 + 97,350.00 = 669,286.69
    expect(accounts.moneyOnHand.total).toBe(66_928_669);
  });

  it('reconciliation balances', () => {
    //   697,350.00  original assets
    // + 633,734.56  capital receipts
    // − 630,000.00  proceeds of the house, included in the capital receipts
    // +   1,865.33  revenue receipts
    // −  63,450.50  capital disbursements
    // −     212.70  revenue disbursements
    // +  30,000.00  gain on the house (630,000.00 − 600,000.00)
    // = 669,286.69  = money and investments on hand
    const s = accounts.summary;
    expect(s.openingBalance).toBe(69_735_000);
    expect(s.broughtForward).toBe(0);
    expect(s.realisationProceeds).toBe(63_000_000);
    expect(s.realisationGainLoss).toBe(3_000_000);
    expect(s.computedClosing).toBe(66_928_669);
    expect(s.closingBalance).toBe(66_928_669);
    expect(s.difference).toBe(0);
    expect(s.isBalanced).toBe(true);
  });

  it('compensation claim, item by item', () => {
    // 2.5% × 633,734.56 = 15,843.364  → 15,843.36
    // 2.5% ×  63,450.50 =  1,586.2625 →  1,586.26
    // 2.5% ×   1,865.33 =     46.63325 →    46.63
    // 2.5% ×     212.70 =      5.3175  →     5.32 (half up)
    // Care and management: average gross value (697,350.00 + 669,286.69) / 2 = 683,318.345 → 683,318.35;
    //   0.4% × 683,318.35 × 365/365 (2024-03-15..2025-03-14 is 365 days) = 2,733.2734 → 2,733.27
    // Total: 15,843.36 + 1,586.26 + 46.63 + 5.32 + 2,733.27 = 20,214.84
    const amounts = accounts.compensation.items.map((i) => [i.id, i.base, i.amount]);
    expect(amounts).toEqual([
      ['capital-receipts', 63_373_456, 1_584_336],
      ['capital-disbursements', 6_345_050, 158_626],
      ['revenue-receipts', 186_533, 4_663],
      ['revenue-disbursements', 21_270, 532],
      ['care-and-management', 68_331_835, 273_327],
    ]);
    expect(accounts.period.days).toBe(365);
    expect(accounts.compensation.computedTotal).toBe(2_021_484);
    expect(accounts.compensation.claimedTotal).toBe(2_021_484);
  });

  it('liabilities: the Visa listed at $0.00 (amount not recorded) and the CPA estimate $1,800.00', () => {
    expect(accounts.liabilities.rows.map((r) => [r.label, r.amount, r.amountKnown])).toEqual([
      ['CIBC Visa', 0, false],
      ['Baird & Kwan CPA: T3 return (estimate)', 180_000, true],
    ]);
    expect(accounts.liabilities.total).toBe(180_000);
  });

  it('proposed distribution of the residue, one third each, cents by largest remainder', () => {
    // Residue = 571,936.69 cash − 20,214.84 compensation − 1,800.00 liabilities = 549,921.85
    // Anne    33.34%: 54,992,185 × 3334 / 10000 = 18,334,394.479 → floor 18,334,394, remainder .479
    // Thomas  33.33%: 54,992,185 × 3333 / 10000 = 18,328,895.2605 → floor 18,328,895, remainder .2605
    // Humane  33.33%: the same                                    → floor 18,328,895, remainder .2605
    // Floors add up to 54,992,184: the one cent left goes to the largest remainder (Anne).
    // 183,343.95 + 183,288.95 + 183,288.95 = 549,921.85
    const d = accounts.distribution;
    expect(d.residue).toBe(54_992_185);
    expect(d.rows.map((r) => [r.name, r.amount])).toEqual([
      ['Anne Ramsay', 18_334_395],
      ['Thomas Ramsay', 18_328_895],
      ['Kingston Humane Society', 18_328_895],
    ]);
    expect(d.total).toBe(d.residue);
    expect(d.unallocated).toBe(0);
  });

  it('Estate Administration Tax on the value at death', () => {
    // 697,350.00 − 50,000.00 = 647,350.00 above the exemption → 648 thousands or part → 648 × $15 = $9,720.00
    expect(estateAdministrationTax(accounts.originalAssets.total)).toBe(972_000);
  });

  it('deadlines on 2025-03-20', () => {
    // T1: death in March → April 30 of the next year. EIR: 2024-06-20 + 180 days = 2024-12-17.
    // Dependants: 2024-06-20 + 6 months = 2024-12-20 (has run). T3: year end 2025-03-14 + 90 days = 2025-06-12.
    // Spousal election: 2024-03-15 + 6 months = 2024-09-15 (has run). Rights or things: a year after
    // death, 2025-03-15. Second tax year ends 2026-03-14 (+ 90 days = 2026-06-12). Graduated rate
    // estate: 36 months, 2027-03-15. The 2023 T1 was filed in life, so it is left out.
    const list = estateDeadlines(WORKED_INPUT.estate, WORKED_TODAY, {
      done: { 'estate-information-return': true, 'rights-or-things-return': true },
      priorYearReturnFiled: true,
    });
    expect(list.map((d) => [d.key, d.dueDate, d.status])).toEqual([
      ['terminal-t1-return', '2025-04-30', 'upcoming'],
      ['spousal-election', '2024-09-15', 'done'],
      ['advertise-for-creditors', null, 'before-final-distribution'],
      ['estate-information-return', '2024-12-17', 'done'],
      ['dependants-support', '2024-12-20', 'done'],
      ['t3-return', '2025-06-12', 'upcoming'],
      ['loss-carry-back', '2025-06-12', 'upcoming'],
      ['rights-or-things-return', '2025-03-15', 'done'],
      ['later-t3-return:2026-03-14', '2026-06-12', 'upcoming'],
      ['graduated-rate-estate-ends', '2027-03-15', 'upcoming'],
      ['clearance-certificate', null, 'before-final-distribution'],
      ['final-t3-return', null, 'unknown'],
    ]);
  });

  it('has nothing to warn about but the unknown creditor amount', () => {
    expect(accounts.notes).toEqual([
      'The estate data records no liability amounts: creditors are listed with their notes at $0.00; amounts to be confirmed.',
    ]);
  });
});
