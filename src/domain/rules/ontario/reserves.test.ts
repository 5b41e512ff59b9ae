import { describe, expect, it } from 'vitest';
import {
  deemedGainsAtDeath,
  reservesStatement,
  suggestEnteredReserve,
  suggestReserves,
  suggestT3Tax,
  suggestTerminalT1Tax,
} from './reserves.ts';
import { WORKED_ASSETS } from './worked-example.fixture.ts';

describe('reserves', () => {
  it('finds the deemed gains on assets with an ACB, except those marked exempt', () => {
    // House 600,000 − 210,000 = 390,000 (unless exempt); shares 85,000 − 40,000 = 45,000; car: no ACB
    expect(deemedGainsAtDeath(WORKED_ASSETS).map((g) => [g.assetId, g.gain])).toEqual([
      ['asset-house', 39_000_000],
      ['asset-shares', 4_500_000],
    ]);
    expect(deemedGainsAtDeath(WORKED_ASSETS, ['asset-house']).map((g) => g.assetId)).toEqual([
      'asset-shares',
    ]);
  });

  it('suggests the T1 tax at half the gain times the marginal rate, and nothing on a net loss', () => {
    const gain = (g: number) => ({ assetId: 'x', name: 'x', valueAtDeath: 0, acb: 0, gain: g });
    // 45,000.00 × 1/2 × 53.53% = 12,044.25
    expect(suggestTerminalT1Tax([gain(4_500_000)], 5353).amount).toBe(1_204_425);
    // 1,000.01 × 1/2 × 33.33% = 166.651… → 166.65
    expect(suggestTerminalT1Tax([gain(100_001)], 3333).amount).toBe(16_665);
    // a loss offsets a gain; a net loss suggests nothing
    expect(suggestTerminalT1Tax([gain(100_000), gain(-300_000)], 5000).amount).toBe(0);
    expect(() => suggestTerminalT1Tax([], 10_001)).toThrow(RangeError);
  });

  it('suggests T3 tax on net revenue only, and nothing it cannot compute', () => {
    expect(suggestT3Tax(165_263, 2005).amount).toBe(33_135);
    expect(suggestT3Tax(-5_000, 2005).amount).toBe(0);
    expect(suggestEnteredReserve('costs-of-passing').amount).toBeNull();
    expect(suggestEnteredReserve('clearance-certificate-holdback', 2_500_000).amount).toBe(2_500_000);
  });

  it('totals the reserves entered, with default labels', () => {
    const s = reservesStatement([
      { kind: 'terminal-t1-tax', amount: 100 },
      { kind: 'other', amount: 250, label: 'Disputed invoice' },
    ]);
    expect(s.rows.map((r) => r.label)).toEqual(['Income tax on the terminal T1 return', 'Disputed invoice']);
    expect(s.total).toBe(350);
    expect(() => reservesStatement([{ kind: 'other', amount: -1 }])).toThrow(RangeError);
  });

  it('suggests one figure per reserve kind, null where the trustee must enter a rate or an estimate', () => {
    const list = suggestReserves({
      originalAssets: WORKED_ASSETS,
      exempt: ['asset-house'],
      marginalRateBp: 5353,
      netRevenue: 165_263,
    });
    expect(list.map((r) => [r.kind, r.amount])).toEqual([
      ['terminal-t1-tax', 1_204_425],
      ['t3-tax', null],
      ['costs-of-passing', null],
      ['clearance-certificate-holdback', null],
    ]);
  });
});
