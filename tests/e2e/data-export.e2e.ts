import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppServer,
  accessToken,
  DEMO_CREDENTIALS,
  launchBrowser,
  newPage,
  seriousA11yViolations,
  signIn,
  startAppServer,
} from './harness.ts';
import { apiGet, controlledBy } from './pwa-helpers.ts';

/**
 * Issue 31 in the browser: the demo Admin exports the Chen estate from its page with the network
 * cut; the second firm's Admin imports that zip from Profile → Organization, offline too, and once
 * back online the server holds the estate in the second firm.
 */
let server: AppServer;
let browser: Browser;
let folder: string;
const SECOND = { email: 'second@example.com', password: DEMO_CREDENTIALS.password };
const LONG = { timeout: 30_000 };

/** The service worker controls the page and holds the export's code, so it opens offline. */
async function precached(page: Page) {
  await controlledBy(page);
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          for (const key of await caches.keys())
            if ((await (await caches.open(key)).keys()).some((r) => r.url.includes('/assets/export-file-')))
              return true;
          return false;
        }),
      { timeout: 60_000, interval: 500 },
    )
    .toBe(true);
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  folder = await mkdtemp(join(tmpdir(), 'data-export-e2e-'));
});
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
  await browser?.close();
  await server?.stop();
});

describe('Export estate and import, offline', () => {
  it('exports an estate from its page offline and imports it into another firm offline, synced once online', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const { page, errors } = await newPage(context);
    await signIn(page, server.url);
    const token = await accessToken(page);
    await page
      .getByText(/^Synced/)
      .first()
      .waitFor(LONG);
    const estates = await apiGet<
      { data: { _id: string; estateName: string }[] } | { _id: string; estateName: string }[]
    >(server.url, token, '/estates');
    const list = Array.isArray(estates) ? estates : estates.data;
    const chen = list.find((e) => e.estateName === 'Estate of Margaret Chen')!;
    await page.goto(`${server.url}/admin/data/estates/${chen._id}`);
    await page.getByRole('heading', { name: 'Estate of Margaret Chen' }).waitFor(LONG);

    await precached(page);
    await context.setOffline(true);
    const [download] = await Promise.all([
      page.waitForEvent('download', LONG),
      page.getByRole('button', { name: 'Export estate' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Estate-of-Margaret-Chen-\d{4}-\d{2}-\d{2}\.zip$/);
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved Estate-of-Margaret-Chen/ })
      .waitFor(LONG);
    // Kept apart: the browser's copy goes with its context.
    const path = join(folder, download.suggestedFilename());
    await download.saveAs(path);
    const files = unzipSync(new Uint8Array(await readFile(path)));
    const manifest = JSON.parse(new TextDecoder().decode(files['manifest.json']));
    expect(manifest).toMatchObject({
      format: 'estate-admin-export',
      scope: { kind: 'estate', estateId: chen._id },
    });
    expect(manifest.counts.estates).toBe(1);
    expect(manifest.counts.transactions).toBeGreaterThan(10);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['schema.json', 'csv/transactions.csv', 'records/estates.json']),
    );
    // Taken offline, told once back: the firm's log answers who took a copy of this estate, when,
    // and from which device.
    await context.setOffline(false);
    type Log = { data: { items: { kind: string; actorName: string; detail: Record<string, unknown> }[] } };
    await expect
      .poll(
        async () =>
          (await apiGet<Log>(server.url, token, '/activity?kind=estate-exported')).data.items.find(
            (e) => e.detail.estate === chen._id,
          ) ?? null,
        { timeout: 30_000, interval: 1_000 },
      )
      .toMatchObject({
        actorName: 'Alex Morgan',
        detail: { report: download.suggestedFilename(), format: 'zip', device: 'Chrome on Linux' },
      });
    expect(errors).toEqual([]);
    await context.close();

    // The second firm's Admin imports it, offline.
    const other = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const second = await newPage(other);
    await signIn(second.page, server.url, SECOND);
    const secondToken = await accessToken(second.page);
    await second.page
      .getByText(/^Synced/)
      .first()
      .waitFor(LONG);
    await second.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Profile' })
      .click();
    await second.page.getByRole('tab', { name: 'Organization' }).click();
    await second.page.getByRole('button', { name: 'Export or import data' }).click();
    const dialog = second.page.getByRole('dialog', { name: 'Export or import the firm’s data' });
    await dialog.waitFor(LONG);
    expect(await seriousA11yViolations(second.page)).toEqual([]);
    await other.setOffline(true);
    await dialog.getByLabel('Export file (.zip)').setInputFiles(path);
    await dialog.getByRole('button', { name: 'Import' }).click();
    const done = dialog.getByRole('status').filter({ hasText: /^Imported \d+ records/ });
    await done.waitFor(LONG);
    const imported = Number(/Imported (\d+) records/.exec((await done.textContent()) ?? '')![1]);
    const total = Object.values(manifest.counts as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(imported).toBe(total);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await other.setOffline(false);
    await expect
      .poll(
        async () => {
          const got = await apiGet<{ data: { estateName: string }[] } | { estateName: string }[]>(
            server.url,
            secondToken,
            '/estates',
          );
          return (Array.isArray(got) ? got : got.data).map((e) => e.estateName);
        },
        { timeout: 30_000, interval: 500 },
      )
      .toContain('Estate of Margaret Chen');
    expect(second.errors).toEqual([]);
    await other.close();
  });
});
