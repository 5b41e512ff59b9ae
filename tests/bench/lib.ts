import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';

/** One benchmark's outcome: the measured value against its floor measured in the same run. */
export interface BenchResult {
  name: string;
  unit: string;
  value: number;
  floor?: number;
  floorLabel?: string;
  /** value / floor when there is a floor. */
  ratio?: number;
  budget: string;
  holds: boolean;
  note?: string;
}

export const quick = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';

/** Runs fn `runs` times and returns the median, so one noisy run on a shared machine does not decide. */
export async function median(runs: number, fn: () => Promise<number>): Promise<number> {
  const values: number[] = [];
  for (let i = 0; i < runs; i++) values.push(await fn());
  return middle(values);
}

/** The median of values measured already. */
export const middle = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;

export function ratioResult(
  name: string,
  value: number,
  floor: number,
  floorLabel: string,
  maxRatio: number,
  unit = 'ms',
): BenchResult {
  const ratio = floor > 0 ? value / floor : Number.POSITIVE_INFINITY;
  return {
    name,
    unit,
    value,
    floor,
    floorLabel,
    ratio,
    budget: `≤ ${maxRatio}× ${floorLabel}`,
    holds: ratio <= maxRatio,
  };
}

export function printTable(results: BenchResult[]): string {
  const rows = results.map((r) => [
    r.name,
    `${r.value.toFixed(r.unit === 'ms' ? 1 : 0)} ${r.unit}`,
    r.floor !== undefined ? `${r.floor.toFixed(r.unit === 'ms' ? 1 : 0)} ${r.unit} (${r.floorLabel})` : '—',
    r.ratio !== undefined ? `${r.ratio.toFixed(2)}×` : '—',
    r.budget,
    r.holds ? 'holds' : 'MISSES',
    r.note ?? '',
  ]);
  const header = ['benchmark', 'measured', 'floor / baseline', 'ratio', 'budget', 'result', 'note'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

export function machine(): string {
  const cpu = cpus();
  return `${cpu.length} × ${cpu[0]?.model ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
}

/**
 * A run's figures go where a run's output belongs (git-ignored), so a plain `npm run bench` leaves
 * the checkout clean; the README's table is the published copy.
 */
export async function writeResults(results: BenchResult[]): Promise<string> {
  const dir = join(process.cwd(), 'test-results', 'bench');
  await mkdir(dir, { recursive: true });
  const file = join(dir, 'results.json');
  await writeFile(
    file,
    `${JSON.stringify({ at: new Date().toISOString(), machine: machine(), quick, results }, null, 2)}\n`,
  );
  return file;
}
