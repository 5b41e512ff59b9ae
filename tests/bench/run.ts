import { join } from 'node:path';
import { migrate } from '../../server/store/migrate.ts';
import { openPglite } from '../../server/store/pglite.ts';
import { createPgDatabase, openTestDb } from '../helpers/test-db.ts';
import { bankImportBenchmark } from './bank-import.ts';
import { bundleBenchmarks } from './bundle.ts';
import { collabBenchmarks } from './collab.ts';
import { type BenchResult, machine, printTable, quick, writeResults } from './lib.ts';
import { loadBenchmark } from './load.ts';
import { pullBrowserBenchmark } from './pull-browser.ts';
import { pushBenchmark } from './push.ts';
import { scaleBenchmarks } from './scale.ts';
import { uiBenchmarks } from './ui-browser.ts';

/**
 * `npm run bench`: every budget (docs/architecture.md), each beside its floor measured in the same
 * run. `--quick` uses small sizes so CI keeps the benchmarks working without spending minutes.
 * `--scale` measures the app as a person uses it at firms of 1,000 to 100,000 records instead.
 */
const results: BenchResult[] = [];
const runs = quick ? 1 : 3;
// A push takes a tenth of a second and its figures swing by a fifth from run to run: more runs.
const pushRuns = quick ? 1 : 7;
const dist = process.env.BENCH_DIST_DIR ?? join(process.cwd(), 'dist');
const scale = process.argv.includes('--scale');
// `--collab`: live updates between two devices, on one instance and on two (tests/bench/collab.ts).
const collab = process.argv.includes('--collab');

console.log(`bench on ${machine()}${quick ? ' (quick)' : ''}${scale ? ' (scale)' : ''}`);

async function parts() {
  results.push(...(await bundleBenchmarks(dist)));
  const db = await openTestDb();
  try {
    results.push(...(await pushBenchmark(db, quick ? 100 : 1000, pushRuns, db.label)));
    if (db.label !== 'pglite') {
      // The push is measured on both stores the server runs on.
      const pglite = await openPglite();
      try {
        await migrate(pglite);
        results.push(...(await pushBenchmark(pglite, quick ? 100 : 1000, pushRuns, 'pglite')));
      } finally {
        await pglite.close();
      }
    }
    results.push(...(await pullBrowserBenchmark(db, quick ? 1000 : 10_000, runs)));
    results.push(...(await uiBenchmarks(db, dist, quick ? 1000 : 10_000, runs)));
    results.push(
      ...(await bankImportBenchmark(
        join(process.cwd(), 'node_modules', '.bench-dist'),
        quick ? 1000 : 10_000,
        runs,
      )),
    );
  } finally {
    await db.close();
  }
  const requests = quick ? 200 : 2000;
  results.push(...(await loadBenchmark('PGlite', undefined, requests)));
  if (process.env.TEST_DATABASE_URL) {
    const pg = await createPgDatabase(process.env.TEST_DATABASE_URL);
    try {
      results.push(...(await loadBenchmark('PostgreSQL', pg.url, requests)));
    } finally {
      await pg.drop();
    }
  }
}

async function atScale() {
  const db = await openTestDb();
  try {
    results.push(...(await scaleBenchmarks(db, dist, quick)));
  } finally {
    await db.close();
  }
}

async function together() {
  if (!process.env.TEST_DATABASE_URL)
    throw new Error('--collab needs a PostgreSQL (npm run bench starts one)');
  results.push(...(await collabBenchmarks(process.env.TEST_DATABASE_URL, dist, quick ? 10 : 50)));
}

await (collab ? together() : scale ? atScale() : parts());

console.log(printTable(results));
console.log(`\nFigures written to ${await writeResults(results)}`);
const missed = results.filter((r) => !r.holds);
if (missed.length)
  console.log(`\n${missed.length} budget(s) missed: ${missed.map((r) => r.name).join('; ')}`);
