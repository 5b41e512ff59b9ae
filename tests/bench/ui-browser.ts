import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { createOrganization, createUser } from '../../server/accounts.ts';
import { createApp } from '../../server/app.ts';
import { createTokens } from '../../server/auth/tokens.ts';
import type { Db } from '../../server/store/db.ts';
import { uuidv7 } from '../../src/domain/ids.ts';
import { type BenchResult, median, ratioResult } from './lib.ts';

const ARGS = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const PASSWORD = 'bench password 2026';

async function firmWithEstates(db: Db, estates: number) {
  const adminId = uuidv7();
  const org = await db.transaction((tx) => createOrganization(tx, { name: `Firm of ${estates}` }, adminId));
  const email = `ui-${adminId}@example.com`;
  await db.transaction((tx) =>
    createUser(
      tx,
      { userId: adminId, organization: org._id, role: 'Admin' },
      { id: adminId, name: 'Bench', email, role: 'Admin', password: PASSWORD },
    ),
  );
  await db.query(
    `insert into records (id, organization, entity, version, data, created_at, updated_at)
     select gen_random_uuid(), $1, 'estates', 1000 + g,
       jsonb_build_object('estateName', 'Estate of Person ' || g, 'status', (array['open','under_review','completed'])[1 + g % 3],
         'jurisdiction', 'Ontario', 'deceased', '{}'::jsonb, 'keyDates', '{}'::jsonb,
         'executor', jsonb_build_object('name', 'Executor ' || g)), now(), now()
     from generate_series(1, $2) g`,
    [org._id, estates],
  );
  await db.query('update org_clock set version = $2 where organization = $1', [org._id, 1000 + estates]);
  return email;
}

async function signIn(page: Page, base: string, email: string) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(/\/admin\/dashboard/);
}

const estateRows = (page: Page) => page.locator('tbody tr[aria-rowindex]');

/** Time from navigation to the first estate rows, and from a keystroke in the search to the filtered rows. */
async function measureList(
  context: BrowserContext,
  base: string,
  email: string,
  expected: number,
  runs: number,
) {
  const page = await context.newPage();
  await signIn(page, base, email);
  await page.goto(`${base}/admin/data/estates`);
  await page
    .getByText(`Showing ${expected.toLocaleString('en-CA')} of`)
    .or(page.getByText(`Showing ${expected} of`))
    .first()
    .waitFor({ timeout: 300_000 });
  const firstRows = await median(runs, async () => {
    await page.goto(`${base}/admin/dashboard`);
    const started = Date.now();
    await page.goto(`${base}/admin/data/estates`);
    await estateRows(page).first().waitFor();
    return Date.now() - started;
  });
  const search = page.getByPlaceholder('Search estates...');
  const keystroke = await median(runs, async () => {
    await search.fill('');
    await estateRows(page).first().waitFor();
    const before = await page.locator('text=/Showing [\\d,]+ of/').first().textContent();
    const started = Date.now();
    await search.press('7');
    await page.waitForFunction(
      (prev) =>
        document.body.innerText.match(/Showing [\d,]+ of [\d,]+/)?.[0] !==
        prev?.match(/Showing [\d,]+ of [\d,]+/)?.[0],
      before,
    );
    return Date.now() - started;
  });
  await page.close();
  return { firstRows, keystroke };
}

/** DESIGN §7: the estates list with 10,000 rows costs at most 1.5x the same list with 100 rows; offline cold start. */
export async function uiBenchmarks(
  db: Db,
  dist: string,
  large: number,
  runs: number,
): Promise<BenchResult[]> {
  const tokens = createTokens('bench-secret-that-is-long-enough-for-hs256', 3600);
  const app = createApp({ db, tokens, distDir: dist });
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ARGS,
  });
  try {
    const [smallEmail, largeEmail] = [await firmWithEstates(db, 100), await firmWithEstates(db, large)];
    const small = await measureList(await browser.newContext(), base, smallEmail, 100, runs);
    const big = await measureList(await browser.newContext(), base, largeEmail, large, runs);

    // Offline cold start: after one online visit, the dashboard with the network cut, until the stat cards show.
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, base, smallEmail);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.getByText('Total Estates').first().waitFor();
    await context.setOffline(true);
    const shell = await median(runs, async () => {
      const p = await context.newPage();
      const started = Date.now();
      await p.goto(`${base}/admin/dashboard`, { waitUntil: 'domcontentloaded' });
      const ms = Date.now() - started;
      await p.close();
      return ms;
    });
    const cold = await median(runs, async () => {
      const p = await context.newPage();
      const started = Date.now();
      await p.goto(`${base}/admin/dashboard`);
      await p.locator('.dash-stat').first().waitFor();
      const ms = Date.now() - started;
      await p.close();
      return ms;
    });
    return [
      ratioResult(
        `estates list ${large} rows: first rows after navigation`,
        big.firstRows,
        small.firstRows,
        'same list, 100 rows',
        1.5,
      ),
      ratioResult(
        `estates list ${large} rows: filter on a keystroke`,
        big.keystroke,
        small.keystroke,
        'same list, 100 rows',
        1.5,
      ),
      {
        ...ratioResult('offline cold start: dashboard stat cards', cold, shell, 'precached page load', 3),
        budget: 'reported',
        holds: true,
      },
    ];
  } finally {
    await browser.close();
    server.close();
  }
}
