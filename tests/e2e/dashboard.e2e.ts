import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppServer,
  accessToken,
  launchBrowser,
  newPage,
  screenshot,
  seriousA11yViolations,
  signIn,
  startAppServer,
} from './harness.ts';

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type ServerDashboard = {
  summary: { totalFiles: number; totalEstates: number; activeFiles: number; completedEstates: number };
  recentFiles: { _id: string; name: string }[];
  recentDocuments: { _id: string; title: string }[];
  assetDistribution: { _id: string; count: number }[];
  monthlyTransactions: unknown[];
};

/** The server computes the same figures with the same rule; the page must agree with it. */
async function serverDashboard(page: Page): Promise<ServerDashboard> {
  const token = await accessToken(page);
  return page.evaluate(async (bearer) => {
    const res = await fetch('/api/users/me/dashboard', {
      headers: { Authorization: `Bearer ${bearer}` },
    });
    return (await res.json()).data;
  }, token);
}

const CHART_CHUNK = /victory|dashboard-charts/;

async function statValues(page: Page) {
  const value = async (key: string) =>
    Number(
      ((await page.locator(`[data-stat="${key}"] .dash-stat-value`).textContent()) ?? '').replace(/,/g, ''),
    );
  return {
    totalFiles: await value('total-files'),
    activeFiles: await value('active-files'),
    totalEstates: await value('total-estates'),
    completedEstates: await value('completed-estates'),
  };
}

describe('dashboard', () => {
  it('shows the firm’s figures from the local store, online and offline, with charts loaded lazily', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, errors } = await newPage(context);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });

    // The landing page must not pay for victory.
    await page.goto(`${server.url}/`);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((u) => CHART_CHUNK.test(u))).toEqual([]);

    await signIn(page, server.url);
    const expected = await serverDashboard(page);
    expect(expected.summary.totalFiles).toBeGreaterThan(0);

    // The first pull fills the local store; the cards then match the server's figures.
    await expect.poll(() => statValues(page), { timeout: 30_000 }).toEqual(expected.summary);

    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Welcome back, Alex Morgan');
    const banner = page.locator('.dash-welcome');
    await expect.poll(() => banner.textContent()).toContain('Harbourview Estates Law LLP');
    expect(await banner.textContent()).toContain('Admin');

    const files = page.locator('section[aria-labelledby="dash-files-heading"]');
    await expect.poll(() => files.locator('tbody tr').count()).toBe(3);
    const views = files.locator('tbody').getByRole('link', { name: /^View / });
    expect(await views.count()).toBe(3);
    const hrefs = await views.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(expected.recentFiles.map((f) => `/admin/files/${f._id}`));
    expect(await files.getByRole('link', { name: 'Create File' }).getAttribute('href')).toBe(
      '/admin/files/create',
    );
    expect(await files.getByRole('link', { name: 'View All Files' }).getAttribute('href')).toBe(
      '/admin/files',
    );
    // Every value is written in US dollars (docs/behaviour.md#dashboard).
    for (const cell of await files.locator('tbody td.dash-num').allTextContents())
      expect(cell).toMatch(/^\$[\d,]+\.\d\d$/);

    // Both charts render as accessible SVGs once their chunk arrives, and only now is it fetched.
    const distribution = page.getByRole('img', { name: 'Estate Value Distribution' });
    const monthly = page.getByRole('img', { name: 'Monthly Completions' });
    await distribution.waitFor({ timeout: 20_000 });
    await monthly.waitFor();
    expect(await distribution.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
    expect(await monthly.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
    expect(scripts.some((u) => CHART_CHUNK.test(u))).toBe(true);
    expect(await page.locator('.dash-chart svg path').count()).toBeGreaterThan(0);
    // Readable group names, not slugs, and the figures for screen readers.
    const distributionText = await page
      .locator('section[aria-labelledby="dash-distribution-heading"]')
      .textContent();
    expect(distributionText).toContain('Real property');
    expect(distributionText).not.toContain('real_property');
    // Quiet months between the first and the last show as zero, so there are at least as many rows.
    expect(
      await page.locator('section[aria-labelledby="dash-monthly-heading"] table tbody tr').count(),
    ).toBeGreaterThanOrEqual(expected.monthlyTransactions.length);

    const docs = page.locator('section[aria-labelledby="dash-docs-heading"] tbody tr');
    await expect.poll(() => docs.count()).toBe(expected.recentDocuments.length);
    expect(expected.recentDocuments.length).toBeGreaterThan(0);
    expect(await docs.first().textContent()).toContain(expected.recentDocuments[0]?.title);

    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard');

    // A phone: one column, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    await screenshot(page, 'dashboard-mobile');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Offline: after one online visit the service worker serves the app and the store the data.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => statValues(page), { timeout: 20_000 }).toEqual(expected.summary);
    await distribution.waitFor({ timeout: 20_000 });
    expect(await page.locator('section[aria-labelledby="dash-files-heading"] tbody tr').count()).toBe(3);
    await screenshot(page, 'dashboard-offline');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('says the offline copy is being prepared while the first download runs, not zeros', async () => {
    // Context routes apply to the service worker's requests too (Chromium), so every pull waits.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await context.route('**/api/sync/pull**', async (route) => {
      await gate;
      await route.continue();
    });
    const { page, errors } = await newPage(context);
    // A first visit installs the service worker before signing in, as for most users.
    await page.goto(`${server.url}/`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await signIn(page, server.url);
    await page.getByRole('heading', { name: 'Preparing your offline copy…' }).waitFor({ timeout: 15_000 });
    expect(await page.locator('[data-stat]').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-preparing');

    release();
    await page.locator('[data-stat="total-files"]').waitFor({ timeout: 30_000 });
    await expect
      .poll(async () =>
        Number(await page.locator('[data-stat="total-files"] .dash-stat-value').textContent()),
      )
      .toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
