import { describe, expect, it } from 'vitest';
import {
  chartOrder,
  distributionBars,
  distributionSummary,
  monthlyPoints,
  monthlySummary,
  monthTicks,
  tickBudget,
  wrapLabel,
} from './chart-data.ts';

const month = (year: number, m: number, totalAmount: number) => ({ _id: { year, month: m }, totalAmount });

describe('estate value distribution data', () => {
  const groups = [
    { _id: 'personal_property', count: 9 },
    { _id: 'real_property', count: 6 },
    { _id: 'vehicle', count: 0 },
    { _id: 'receivable', count: 2 },
  ];

  it('labels each group in words, largest first, and leaves out empty groups', () => {
    expect(distributionBars(groups)).toEqual([
      { group: 'personal_property', label: 'Personal property', count: 9 },
      { group: 'real_property', label: 'Real property', count: 6 },
      { group: 'receivable', label: 'Receivables', count: 2 },
    ]);
  });

  it('feeds a horizontal chart bottom-up so the largest bar is on top, without mutating', () => {
    const bars = distributionBars(groups);
    expect(chartOrder(bars).map((b) => b.count)).toEqual([2, 6, 9]);
    expect(bars.map((b) => b.count)).toEqual([9, 6, 2]);
  });

  it('sums it up in a sentence', () => {
    expect(distributionSummary(distributionBars(groups))).toBe(
      '17 assets in 3 groups; the largest group is Personal property (9).',
    );
    expect(distributionSummary(distributionBars([{ _id: 'other', count: 1 }]))).toBe(
      '1 asset in 1 group; the largest group is Other assets (1).',
    );
    expect(distributionSummary([])).toBe('No assets recorded yet.');
  });
});

describe('monthly totals data', () => {
  it('orders months oldest first and numbers them for the axis', () => {
    const points = monthlyPoints([month(2026, 2, 50_000), month(2025, 12, 12_345), month(2026, 1, 7)]);
    expect(points.map((p) => p.label)).toEqual(['Dec 2025', 'Jan 2026', 'Feb 2026']);
    expect(points.map((p) => p.x)).toEqual([1, 2, 3]);
    expect(points[0]).toMatchObject({ cents: 12_345, dollars: 123.45, amount: '$123.45' });
  });

  it('shows quiet months as zero so the time axis does not skip them', () => {
    const points = monthlyPoints([month(2025, 11, 100), month(2026, 2, 300)]);
    expect(points.map((p) => [p.label, p.cents])).toEqual([
      ['Nov 2025', 100],
      ['Dec 2025', 0],
      ['Jan 2026', 0],
      ['Feb 2026', 300],
    ]);
  });

  it('does not fill a gap of decades left by a mistyped year', () => {
    const points = monthlyPoints([month(1926, 1, 100), month(2026, 1, 300)]);
    expect(points.map((p) => p.label)).toEqual(['Jan 1926', 'Jan 2026']);
  });

  it('sums it up with the busiest month', () => {
    const points = monthlyPoints([month(2025, 12, 12_345), month(2026, 1, 900_000), month(2026, 2, 5)]);
    expect(monthlySummary(points)).toBe(
      'Monthly totals from Dec 2025 to Feb 2026; the highest is Jan 2026 at $9,000.00.',
    );
    expect(monthlySummary(monthlyPoints([month(2026, 3, 100)]))).toBe(
      'Transactions total $1.00 in Mar 2026.',
    );
    expect(monthlySummary([])).toBe('No transactions recorded yet.');
  });

  it('labels every month when they fit, otherwise every n-th one ending on the latest', () => {
    const few = monthlyPoints([month(2026, 1, 1), month(2026, 2, 1), month(2026, 3, 1)]);
    expect(monthTicks(few)).toEqual([1, 2, 3]);
    const year = monthlyPoints([month(2025, 1, 100), month(2025, 12, 100)]);
    expect(year).toHaveLength(12);
    expect(monthTicks(year)).toEqual([2, 4, 6, 8, 10, 12]);
    const longer = monthlyPoints([month(2025, 1, 1), month(2026, 11, 1)]);
    const ticks = monthTicks(longer);
    expect(ticks.length).toBeLessThanOrEqual(6);
    expect(ticks.at(-1)).toBe(23);
  });
});

describe('chart layout helpers', () => {
  it('fits month labels to the axis length, never fewer than two', () => {
    expect(tickBudget(460)).toBe(6);
    expect(tickBudget(250)).toBe(3);
    expect(tickBudget(50)).toBe(2);
  });

  it('wraps long group names at spaces', () => {
    expect(wrapLabel('Securities and investments', 14)).toBe('Securities and\ninvestments');
    expect(wrapLabel('Vehicles', 14)).toBe('Vehicles');
    expect(wrapLabel('Personal property', 14)).toBe('Personal\nproperty');
    expect(wrapLabel('Extraordinarilylongword here', 10)).toBe('Extraordinarilylongword\nhere');
  });
});
