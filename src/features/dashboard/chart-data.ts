import type { DashboardData } from '../../domain/rules/dashboard.ts';
import { assetClassLabel, formatDashboardMoney, monthLabel } from './dashboard-format.ts';

/** One bar of the Estate Value Distribution chart. */
export type DistributionBar = { group: string; label: string; count: number };
/** One point of the Monthly Completions chart; x is the month's position so the axis stays in order. */
export type MonthlyPoint = { x: number; label: string; cents: number; dollars: number; amount: string };

/**
 * Bars in reading order, largest group first. A horizontal chart draws its first category at the
 * bottom, so the chart itself gets `chartOrder(bars)`.
 */
export function distributionBars(groups: DashboardData['assetDistribution']): DistributionBar[] {
  return groups
    .filter((g) => g.count > 0)
    .map((g) => ({ group: g._id, label: assetClassLabel(g._id), count: g.count }));
}

/** Bottom-to-top order for a horizontal bar chart, so the largest bar ends up on top. */
export function chartOrder<T>(bars: readonly T[]): T[] {
  return [...bars].reverse();
}

/** Beyond this span (a mistyped year, say) gaps are not filled, so the chart stays readable. */
const MAX_FILLED_MONTHS = 120;

/**
 * Month totals oldest first, with months that had no transactions shown as zero: the x axis is
 * time, and skipping quiet months would make them look like they never happened. Dollars only
 * feed the chart's scale; the text always comes from cents.
 */
export function monthlyPoints(months: DashboardData['monthlyTransactions']): MonthlyPoint[] {
  const index = (year: number, month: number) => year * 12 + (month - 1);
  const sorted = [...months].sort((a, b) => index(a._id.year, a._id.month) - index(b._id.year, b._id.month));
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  let series = sorted.map((m) => ({ year: m._id.year, month: m._id.month, cents: m.totalAmount }));
  if (first && last) {
    const start = index(first._id.year, first._id.month);
    const span = index(last._id.year, last._id.month) - start + 1;
    if (span <= MAX_FILLED_MONTHS) {
      const totals = new Map(sorted.map((m) => [index(m._id.year, m._id.month), m.totalAmount]));
      series = Array.from({ length: span }, (_, i) => ({
        year: Math.floor((start + i) / 12),
        month: ((start + i) % 12) + 1,
        cents: totals.get(start + i) ?? 0,
      }));
    }
  }
  return series.map((m, i) => ({
    x: i + 1,
    label: monthLabel(m.year, m.month),
    cents: m.cents,
    dollars: m.cents / 100,
    amount: formatDashboardMoney(m.cents),
  }));
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-CA')} ${n === 1 ? one : many}`;

/** A sentence a screen reader (and a sighted reader skimming) gets instead of reading bars. */
export function distributionSummary(bars: readonly DistributionBar[]): string {
  if (bars.length === 0) return 'No assets recorded yet.';
  const total = bars.reduce((sum, b) => sum + b.count, 0);
  const top = bars.reduce((best, b) => (b.count > best.count ? b : best));
  return `${plural(total, 'asset', 'assets')} in ${plural(bars.length, 'group', 'groups')}; the largest group is ${top.label} (${top.count}).`;
}

export function monthlySummary(points: readonly MonthlyPoint[]): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return 'No transactions recorded yet.';
  if (first === last) return `Transactions total ${first.amount} in ${first.label}.`;
  const peak = points.reduce((best, p) => (p.cents > best.cents ? p : best));
  return `Monthly totals from ${first.label} to ${last.label}; the highest is ${peak.label} at ${peak.amount}.`;
}

/**
 * Which month labels fit under the axis: all of them up to `max`, otherwise every n-th one,
 * always keeping the last (the most recent month is the one people look for).
 */
export function monthTicks(points: readonly MonthlyPoint[], max = 6): number[] {
  if (points.length <= max) return points.map((p) => p.x);
  const step = Math.ceil(points.length / max);
  const last = points.length - 1;
  return points.filter((_, i) => (last - i) % step === 0).map((p) => p.x);
}

/** How many month labels fit under an axis this many pixels long ('Nov 2026' takes about 72). */
export function tickBudget(axisPixels: number, labelPixels = 72): number {
  return Math.max(2, Math.floor(axisPixels / labelPixels));
}

/**
 * Breaks a long axis label into lines of at most `maxChars` at spaces, so group names stay
 * whole on a phone instead of being cut off ('Securities and\ninvestments').
 */
export function wrapLabel(label: string, maxChars: number): string {
  const lines: string[] = [];
  for (const word of label.split(/\s+/).filter(Boolean)) {
    const current = lines[lines.length - 1];
    if (current !== undefined && `${current} ${word}`.length <= maxChars)
      lines[lines.length - 1] = `${current} ${word}`;
    else lines.push(word);
  }
  return lines.join('\n');
}
