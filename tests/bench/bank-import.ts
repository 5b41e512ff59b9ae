import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';
import { type BenchResult, middle, ratioResult } from './lib.ts';

const ARGS = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

type Bench = {
  importRun(rows: number): Promise<{ ms: number; parseMs: number; previewMs: number; written: number }>;
  floor(rows: number): Promise<{ ms: number; written: number }>;
};

/**
 * docs/behaviour.md#bank-statement-import: a statement of `rows` lines, from its preview to its
 * transactions written (one named action, one outbox row), within 2× Dexie bulkPut of the same
 * transactions, in Chromium. The benchmark page (vite.bench.config.ts) is served from `dist`.
 */
export async function bankImportBenchmark(dist: string, rows: number, runs: number): Promise<BenchResult[]> {
  const server = createServer(async (req, res) => {
    const path = normalize(new URL(req.url ?? '/', 'http://x').pathname).replace(/^(\.\.[/\\])+/, '');
    try {
      const body = await readFile(join(dist, path === '/' ? 'index.html' : path));
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'text/html' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ARGS,
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/`);
    await page.waitForFunction(() => document.getElementById('status')?.textContent === 'loaded');
    const parse: number[] = [];
    const previews: number[] = [];
    const imports: number[] = [];
    const floors: number[] = [];
    // Alternated, so a busy moment of the machine weighs on both sides alike.
    for (let run = 0; run < runs; run++) {
      const r = await page.evaluate(
        (n) => (globalThis as unknown as { __bankImportBench: Bench }).__bankImportBench.importRun(n),
        rows,
      );
      if (r.written !== rows) throw new Error(`imported ${r.written} of ${rows}`);
      imports.push(r.ms);
      parse.push(r.parseMs);
      previews.push(r.previewMs);
      const f = await page.evaluate(
        (n) => (globalThis as unknown as { __bankImportBench: Bench }).__bankImportBench.floor(n),
        rows,
      );
      floors.push(f.ms);
    }
    const value = middle(imports);
    const floor = middle(floors);
    const result = ratioResult(
      `statement import of ${rows.toLocaleString('en-CA')} lines, preview to written (Chromium)`,
      value,
      floor,
      'Dexie bulkPut, same page',
      2,
    );
    return [
      {
        ...result,
        note: `of which the preview ${Math.round(middle(previews))} ms; reading the OFX file before it ${Math.round(middle(parse))} ms`,
      },
    ];
  } finally {
    await browser.close();
    server.close();
  }
}

// `npx tsx tests/bench/bank-import.ts DIR [ROWS]` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = join(process.cwd(), 'node_modules', '.bench-dist'), rows = '10000'] = process.argv.slice(2);
  console.log(JSON.stringify(await bankImportBenchmark(dir, Number(rows), 5), null, 1));
}
