import type { Page } from 'playwright-core';
import { type Cluster, startCluster } from '../../scripts/cluster.ts';
import { uuidv7 } from '../../src/domain/ids.ts';
import { launchBrowser } from '../e2e/harness.ts';
import { countLiveEvents, liveCounts } from '../e2e/live-counter.ts';
import { createPgDatabase } from '../helpers/test-db.ts';
import { type BenchResult, percentile } from './lib.ts';
import { driveLoad } from './load.ts';

/**
 * `npm run bench -- --collab` (docs/architecture.md#live-updates): on one instance and on two
 * behind the proxy, with the writer on the first instance and the reader's browser on the last:
 *
 * - the time from a push's answer to the change drawn on another device's open estate page (a
 *   MutationObserver in that page notes when the heading shows the new name), over `edits` edits;
 * - what a burst of 1,000 changes (one push, as a device's outbox sends them) costs that device:
 *   the pokes it got and the pull requests it made;
 * - 50 devices' load through the proxy, beside one instance's.
 *
 * Both clocks are this machine's, so the two times compare directly.
 */
const PASSWORD = 'collab bench password 2026';

interface Firm {
  token: string;
  email: string;
  estate: string;
  version: number;
  clientId: string;
  seq: number;
}

async function api(base: string, path: string, init: RequestInit & { token?: string } = {}) {
  const res = await fetch(`${base}/api${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      origin: base,
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
  });
  const body = (await res.json()) as { data: Record<string, unknown> & { results?: { version?: number }[] } };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

async function newFirm(base: string): Promise<Firm> {
  const email = `collab-${uuidv7()}@example.com`;
  const registered = await api(base, '/auth/register', {
    method: 'POST',
    body: JSON.stringify({ name: 'Collab Admin', email, password: PASSWORD, organizationName: 'Collab LLP' }),
  });
  const firm: Firm = {
    token: String(registered.token),
    email,
    estate: uuidv7(),
    version: 0,
    clientId: uuidv7(),
    seq: 0,
  };
  await push(base, firm, [
    { entity: 'estates', entityId: firm.estate, op: 'create', patch: { estateName: 'Collab 0' } },
  ]);
  return firm;
}

/** The writer renames the estate; resolves when the push's answer has arrived. */
const rename = (base: string, firm: Firm, estateName: string) =>
  push(base, firm, [
    {
      entity: 'estates',
      entityId: firm.estate,
      op: 'update',
      patch: { estateName },
      baseVersion: firm.version,
    },
  ]);

/** One push from the writer's device; resolves when its answer has arrived. */
async function push(base: string, firm: Firm, mutations: Record<string, unknown>[]) {
  const data = await api(base, '/sync/push', {
    method: 'POST',
    token: firm.token,
    body: JSON.stringify({
      clientId: firm.clientId,
      mutations: mutations.map((m) => ({ seq: ++firm.seq, mutationId: uuidv7(), ...m })),
    }),
  });
  const last = data.results?.at(-1)?.version;
  if (mutations.at(-1)?.entityId === firm.estate && last) firm.version = last;
}

/**
 * When the page's h1 reads `name` (ms since the epoch), as the page saw it. Sent as text: tsx
 * names the functions it compiles with a helper the page does not have.
 */
const drawn = (page: Page, name: string) =>
  page.evaluate(`new Promise((resolve) => {
    const wanted = ${JSON.stringify(name)};
    const check = () => document.querySelector('h1')?.textContent === wanted;
    if (check()) return resolve(Date.now());
    const observer = new MutationObserver(() => {
      if (!check()) return;
      observer.disconnect();
      resolve(Date.now());
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  })`) as Promise<number>;

async function measure(cluster: Cluster, edits: number, label: string): Promise<BenchResult[]> {
  const writer = cluster.instances[0]!.url;
  const reader = cluster.instances.at(-1)!.url;
  const firm = await newFirm(writer);
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(countLiveEvents);
    const page = await context.newPage();
    await page.goto(`${reader}/login`);
    await page.getByLabel('Email').fill(firm.email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(/\/admin\/dashboard/);
    await page.goto(`${reader}/admin/data/estates/${firm.estate}`);
    await page.getByRole('heading', { level: 1, name: 'Collab 0' }).waitFor({ timeout: 30_000 });
    // The stream is up once the first poke arrives: an edit made for that.
    const warm = drawn(page, 'Collab warm');
    await rename(writer, firm, 'Collab warm');
    await warm;

    const latencies: number[] = [];
    for (let i = 1; i <= edits; i++) {
      const name = `Collab ${i}`;
      const seen = drawn(page, name);
      await rename(writer, firm, name);
      const answered = Date.now();
      latencies.push(Math.max(0, (await seen) - answered));
    }
    latencies.sort((a, b) => a - b);

    // A burst of 1,000 changes in one push, then the estate renamed to mark the end of it.
    const before = await liveCounts(page);
    await push(
      writer,
      firm,
      Array.from({ length: 1000 }, (_, i) => ({
        entity: 'parties',
        entityId: uuidv7(),
        op: 'create',
        patch: { estate: firm.estate, name: `Heir ${i}`, shareOfEstate: 1 },
      })),
    );
    const end = drawn(page, 'Collab burst done');
    await rename(writer, firm, 'Collab burst done');
    await end;
    await new Promise((r) => setTimeout(r, 1500));
    const after = await liveCounts(page);
    // The marking rename may have been a poke of its own.
    const pokes = after.pull - before.pull;
    const pulls = after.pulls - before.pulls;

    const load = await driveLoad(`${cluster.url}/api`, firm.token, 2000);
    const p50 = percentile(latencies, 50);
    const p95 = percentile(latencies, 95);
    return [
      {
        name: `collab ${label}: push answer → drawn p50`,
        unit: 'ms',
        value: p50,
        budget: 'reported',
        holds: true,
      },
      {
        name: `collab ${label}: push answer → drawn p95`,
        unit: 'ms',
        value: p95,
        budget: '≤ 1000 ms',
        holds: p95 <= 1000,
        note: `${edits} edits, max ${latencies.at(-1)} ms`,
      },
      {
        name: `collab ${label}: pokes for a burst of 1,000 changes (+1 marking rename)`,
        unit: 'pokes',
        value: pokes,
        budget: '≤ 3',
        holds: pokes <= 3,
        note: `${pulls} pull requests (pages of up to 1,000 changes)`,
      },
      {
        name: `collab ${label}: 50 devices' load p50 / p99`,
        unit: 'ms',
        value: percentile(load.latencies, 50),
        budget: 'reported',
        holds: load.errors === 0,
        note: `p99 ${percentile(load.latencies, 99).toFixed(1)} ms, ${(load.latencies.length / load.seconds).toFixed(0)} req/s, ${load.errors} errors`,
      },
    ];
  } finally {
    await browser.close();
  }
}

export async function collabBenchmarks(baseUrl: string, dist: string, edits: number): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const instances of [1, 2]) {
    const database = await createPgDatabase(baseUrl);
    const cluster = await startCluster({
      instances,
      databaseUrl: database.url,
      env: { DEMO: '0', DIST_DIR: dist, JWT_SECRET: 'collab-bench-secret-long-enough-for-hs256' },
      log: () => undefined,
    });
    try {
      results.push(...(await measure(cluster, edits, `${instances} instance${instances > 1 ? 's' : ''}`)));
    } finally {
      await cluster.stop();
      await database.drop();
    }
  }
  return results;
}
