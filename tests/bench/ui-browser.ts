import { serve } from '@hono/node-server';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { createOrganization, createUser } from '../../server/accounts.ts';
import { createApp } from '../../server/app.ts';
import { createTokens } from '../../server/auth/tokens.ts';
import type { Db } from '../../server/store/db.ts';
import { uuidv7 } from '../../src/domain/ids.ts';
import { type BenchResult, median, percentile, ratioResult } from './lib.ts';

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

/**
 * Notes, in the page, the frame in which the first estate row is drawn, in ms from the start of
 * the navigation. Waiting with a locator instead would measure Playwright's polling, which backs
 * off to half-second steps. A string, so the bundler's helpers never end up in the page.
 */
const FIRST_ROW_PROBE = `(() => {
  const drawn = () => document.querySelector('tbody tr[aria-rowindex]');
  const note = () => requestAnimationFrame(() => { window.__firstRowAt = performance.now(); });
  const observer = new MutationObserver(() => {
    if (drawn()) { observer.disconnect(); note(); }
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

/**
 * In the page, from the navigation's start: the frame in which stat cards first show (the picture of
 * the last start, or the live ones when there is none) and the one in which the live ones are drawn.
 */
const STAT_PROBE = `(() => {
  const note = (key) => requestAnimationFrame(() => { if (!window[key]) window[key] = performance.now(); });
  const observer = new MutationObserver(() => {
    if (document.querySelector('.dash-stat')) note('__statAt');
    if (document.querySelector('#root .dash-stat')) { observer.disconnect(); note('__liveAt'); }
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

/** In the page: from the key press in the search box to the frame that shows the new count. */
const KEYSTROKE_PROBE = `window.__keystroke = new Promise((resolve) => {
  const count = () => document.querySelector('.data-table-count')?.textContent;
  const before = count();
  let pressed = 0;
  document.getElementById('estate-search').addEventListener('keydown', () => {
    pressed = performance.now();
  }, { once: true, capture: true });
  const observer = new MutationObserver(() => {
    if (pressed && count() !== before) {
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - pressed));
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
}); undefined`;

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
  await page.addInitScript(FIRST_ROW_PROBE);
  const firstRows = await median(runs, async () => {
    await page.goto(`${base}/admin/dashboard`);
    await page.goto(`${base}/admin/data/estates`, { waitUntil: 'commit' });
    const at = await page.waitForFunction(() => (window as { __firstRowAt?: number }).__firstRowAt);
    return Number(await at.jsonValue());
  });
  const search = page.getByPlaceholder('Search estates...');
  // A keystroke is a frame or two of work, so each run takes several samples.
  const keystroke = await median(runs * 5, async () => {
    await search.fill('');
    // The whole list back ("Showing N of N") before the next key.
    await page.waitForFunction(() =>
      /Showing ([\d,]+) of \1$/.test(document.querySelector('.data-table-count')?.textContent ?? ''),
    );
    await page.evaluate(KEYSTROKE_PROBE);
    await search.press('7');
    return Number(await page.evaluate('window.__keystroke'));
  });
  await page.close();
  return { firstRows, keystroke };
}

/** docs/architecture.md#performance-budgets: the estates list with 10,000 rows costs at most 1.5x the same list with 100 rows; offline cold start. */
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

    // Offline cold start: after one online visit, the dashboard with the network cut, until the stat
    // cards show (the picture of the last start, docs/architecture.md#first-paint) and until the live
    // figures are drawn; beside the precached page's own load (DOMContentLoaded). All three are the
    // page's own clock from the navigation's start, so Playwright's polling is not in them.
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, base, smallEmail);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.getByText('Total Estates').first().waitFor();
    // The dashboard keeps its picture a moment after drawing.
    await page.waitForTimeout(1500);
    await context.setOffline(true);
    await context.addInitScript(STAT_PROBE);
    const shell = await median(runs, async () => {
      const p = await context.newPage();
      await p.goto(`${base}/admin/dashboard`, { waitUntil: 'domcontentloaded' });
      const ms = await p.evaluate(
        () =>
          (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
            .domContentLoadedEventEnd,
      );
      await p.close();
      return ms;
    });
    const lives: number[] = [];
    const cold = await median(runs, async () => {
      const p = await context.newPage();
      await p.goto(`${base}/admin/dashboard`, { waitUntil: 'commit' });
      const live = Number(
        await (await p.waitForFunction(() => (window as { __liveAt?: number }).__liveAt)).jsonValue(),
      );
      const first = Number(await p.evaluate(() => (window as { __statAt?: number }).__statAt));
      await p.close();
      lives.push(live);
      return first;
    });
    const live = percentile(
      lives.sort((a, b) => a - b),
      50,
    );
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
      ratioResult('offline cold start: dashboard stat cards', cold, shell, 'precached page load', 1.5),
      {
        ...ratioResult('offline cold start: live figures drawn', live, shell, 'precached page load', 3),
        budget: 'reported',
        holds: true,
      },
    ];
  } finally {
    await browser.close();
    server.close();
  }
}
