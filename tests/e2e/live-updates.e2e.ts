import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster } from '../../scripts/cluster.ts';
import { createPgDatabase } from '../helpers/test-db.ts';
import {
  type AppServer,
  accessToken,
  DEMO_CREDENTIALS,
  launchBrowser,
  newPage,
  signIn,
  startAppServer,
} from './harness.ts';
import { countLiveEvents, liveCounts } from './live-counter.ts';

/**
 * Live updates in the browser (docs/architecture.md#live-updates): the Admin renames an estate and
 * the Estate Attorney's open estate page shows the new name without a reload, long before the
 * minute's sync. A colleague walled off that estate's file, and a beneficiary of another estate,
 * get no poke for it: the pokes each page received are counted from its own event stream.
 *
 * With a PostgreSQL (`PG_RUN='npx vitest run -c vitest.e2e.config.ts tests/e2e/live-updates.e2e.ts'
 * node scripts/test-pg.mjs`) it runs on two instances (scripts/cluster.ts): the Admin on the first,
 * everyone else on the second. Otherwise on one server with the embedded database.
 */
let server: AppServer;
/** Where everyone but the Admin works: the second instance, or the same server. */
let elsewhere = '';
let browser: Browser;
const contexts: BrowserContext[] = [];
const pages: Record<'admin' | 'attorney' | 'walled' | 'beneficiary', Page> = {} as never;
const errors: string[][] = [];
let adminToken = '';

interface ApiRecord {
  _id: string;
  email?: string;
  estateName?: string;
  file?: string;
  name?: string;
}

const CHEN = 'Estate of Margaret Chen';
const ATTORNEY = { email: 'jordan.lee@example.com', password: DEMO_CREDENTIALS.password };
const STAFF = { email: 'sam.rivera@example.com', password: DEMO_CREDENTIALS.password };
const BENEFICIARY = { email: 'emily.chen@example.com', password: DEMO_CREDENTIALS.password };

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${adminToken}`,
      ...(body ? { 'content-type': 'application/json', origin: server.url } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  const json = (await res.json()) as T | { success: boolean; data: T };
  return json && typeof json === 'object' && 'success' in json && 'data' in json ? json.data : (json as T);
}

/** Two instances on a throwaway database when there is a PostgreSQL; one server otherwise. */
async function startServers(): Promise<AppServer> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const one = await startAppServer();
    elsewhere = one.url;
    return one;
  }
  const database = await createPgDatabase(url);
  const cluster = await startCluster({
    instances: 2,
    databaseUrl: database.url,
    env: {
      DEMO: '1',
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      ...(process.env.E2E_DIST_DIR ? { DIST_DIR: process.env.E2E_DIST_DIR } : {}),
    },
    log: () => undefined,
  });
  elsewhere = cluster.instances[1]!.url;
  return {
    url: cluster.instances[0]!.url,
    async stop() {
      await cluster.stop();
      await database.drop();
    },
  };
}

const live = liveCounts;

async function open(name: keyof typeof pages, credentials?: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  await context.addInitScript(countLiveEvents);
  const opened = await newPage(context);
  errors.push(opened.errors);
  pages[name] = opened.page;
  if (name === 'beneficiary') {
    await opened.page.goto(`${elsewhere}/login`);
    await opened.page.getByLabel('Email').fill(BENEFICIARY.email);
    await opened.page.getByLabel(/^Password/).fill(BENEFICIARY.password);
    await opened.page.getByRole('button', { name: /sign in/i }).click();
    await opened.page.waitForURL(/\/portal/, { timeout: 30_000 });
  } else {
    await signIn(opened.page, name === 'admin' ? server.url : elsewhere, credentials);
  }
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServers(), launchBrowser()]);
  await open('admin');
  adminToken = await accessToken(pages.admin);
}, 120_000);

afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  await server?.stop();
});

describe('live updates', () => {
  it('shows the Admin’s rename on the attorney’s open estate page, and pokes no one who cannot see it', async () => {
    const users = await api<ApiRecord[]>('GET', '/users');
    const jordan = users.find((u) => u.email === ATTORNEY.email)!;
    const estates = await api<ApiRecord[]>('GET', '/estates');
    const chen = estates.find((e) => e.estateName === CHEN)!;
    // Another file's estate, walled off to everyone but the attorney.
    const target = estates.find((e) => e.file && e.file !== chen.file)!;
    expect(target).toBeDefined();
    await api('PUT', `/files/${target.file}`, { restricted: true, members: [jordan._id] });

    await open('attorney', ATTORNEY);
    await open('walled', STAFF);
    await open('beneficiary');
    await pages.attorney.goto(`${elsewhere}/admin/data/estates/${target._id}`);
    await pages.attorney
      .getByRole('heading', { level: 1, name: target.estateName })
      .waitFor({ timeout: 30_000 });
    // Every page holds its stream before the changes.
    for (const page of Object.values(pages))
      await expect.poll(async () => (await live(page)).ready, { timeout: 30_000 }).toBe(1);

    const renamed = `${target.estateName} (renamed live)`;
    await api('PUT', `/estates/${target._id}`, { estateName: renamed });
    // Drawn from the local database after the poke's pull: no reload, and well inside the minute.
    await pages.attorney.getByRole('heading', { level: 1, name: renamed }).waitFor({ timeout: 15_000 });
    expect((await live(pages.attorney)).pull).toBeGreaterThanOrEqual(1);

    // A change everyone may see. The walled rename was looked at before it (the attorney was poked
    // for it), so once this one has reached the walled colleague and the beneficiary, their counts
    // are final: exactly one poke each, this one.
    await api('PUT', `/estates/${chen._id}`, { estateName: `${CHEN} (seen by all)` });
    for (const name of ['walled', 'beneficiary'] as const)
      await expect.poll(async () => (await live(pages[name])).pull, { timeout: 15_000 }).toBe(1);
    const counts = Object.fromEntries(
      await Promise.all(Object.entries(pages).map(async ([name, page]) => [name, await live(page)] as const)),
    );
    console.log('live-updates: events and pulls per page', JSON.stringify(counts));
    expect(counts.walled!.pull).toBe(1);
    expect(counts.beneficiary!.pull).toBe(1);
    // Neither heard of the walled rename: each poke they got came after the later change.
    expect(
      await pages.walled.evaluate(() => (document.body.textContent ?? '').includes('(renamed live)')),
    ).toBe(false);
    for (const e of errors) expect(e).toEqual([]);
  });

  it('says when the stream is down and the device only polls, and reconnects by itself', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    // The stream cannot be had (a proxy that refuses it, say); everything else works.
    await context.route('**/api/sync/events', (route) => route.abort());
    const { page } = await newPage(context);
    await signIn(page, elsewhere, STAFF);
    const indicator = page.getByRole('link', { name: /^Sync status:/ });
    await expect
      .poll(() => indicator.getAttribute('aria-label'), { timeout: 30_000 })
      .toMatch(/^Sync status: Online, polling\./);
    await context.unroute('**/api/sync/events');
    // The next attempt, after a backoff of a few seconds, holds the stream again.
    await expect
      .poll(() => indicator.getAttribute('aria-label'), { timeout: 30_000 })
      .toMatch(/^Sync status: Online\./);
  });
});
