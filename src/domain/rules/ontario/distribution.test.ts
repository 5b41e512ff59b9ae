import { describe, expect, it } from 'vitest';
import { type DistributionBeneficiary, proposedDistribution } from './distribution.ts';

const b = (name: string, shareBp: number, advances = 0): DistributionBeneficiary => ({
  partyId: name,
  name,
  relationship: '',
  shareBp,
  advances,
});

describe('proposedDistribution', () => {
  it('splits the residue exactly by shares', () => {
    const d = proposedDistribution(100_00, [b('A', 5000), b('B', 3000), b('C', 2000)]);
    expect(d.rows.map((r) => r.amount)).toEqual([50_00, 30_00, 20_00]);
    expect(d.total).toBe(100_00);
    expect(d.notes).toEqual([]);
  });

  it('gives the odd cent to the largest remainder, ties to the first', () => {
    // 1.01 split 50/50: 50.5 each, the first gets the cent
    expect(proposedDistribution(101, [b('A', 5000), b('B', 5000)]).rows.map((r) => r.amount)).toEqual([
      51, 50,
    ]);
  });

  it('leaves what shares under 100% do not cover unallocated', () => {
    const d = proposedDistribution(1_000_00, [b('A', 2500), b('B', 2500)]);
    expect(d.rows.map((r) => r.amount)).toEqual([250_00, 250_00]);
    expect(d.unallocated).toBe(500_00);
    expect(d.notes[0]).toMatch(/50%/);
  });

  it('applies shares over 100% pro rata, and says so', () => {
    const d = proposedDistribution(900, [b('A', 6000), b('B', 6000)]);
    expect(d.rows.map((r) => r.amount)).toEqual([450, 450]);
    expect(d.unallocated).toBe(0);
    expect(d.notes[0]).toMatch(/120%/);
  });

  it('distributes nothing from a deficit', () => {
    const d = proposedDistribution(-5_00, [b('A', 10000)]);
    expect(d.rows[0]?.amount).toBe(0);
    expect(d.notes[0]).toMatch(/no residue/);
  });

  it('with no beneficiaries, the residue stays unallocated', () => {
    const d = proposedDistribution(1_00, []);
    expect(d.unallocated).toBe(1_00);
    expect(d.total).toBe(0);
  });

  it('can equalise interim distributions already paid', () => {
    // residue 50,000 + advances 25,000 + 25,000 = 100,000: 40% / 40% / 20% = 40,000 / 40,000 / 20,000
    const d = proposedDistribution(
      5_000_000,
      [b('A', 4000, 2_500_000), b('B', 4000, 2_500_000), b('C', 2000)],
      {
        equaliseAdvances: true,
      },
    );
    expect(d.rows.map((r) => [r.entitlement, r.amount])).toEqual([
      [4_000_000, 1_500_000],
      [4_000_000, 1_500_000],
      [2_000_000, 2_000_000],
    ]);
    expect(d.total).toBe(5_000_000);
  });
});
