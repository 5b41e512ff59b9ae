import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, DEMO_CREDENTIALS, screenshot } from './harness.ts';
import { startSignedInApp, stopSignedInApp } from './signed-in-app.ts';

/**
 * The dashboard's first paint (docs/architecture.md#first-paint): offline, a start at the dashboard
 * shows the picture the device kept of it at once, hidden from assistive technology and inert, and
 * the live figures replace it; never while the device is locked, never on another page, and the
 * picture goes with the lock and with a logout.
 */
let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
const LONG = { timeout: 45_000 };

/** The picture kept in the device's database, read straight from IndexedDB. */
function keptPicture(p: Page): Promise<{ html: string; user: string } | null> {
  return p.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((res, rej) => {
      const req = indexedDB.open('estate-admin');
      req.onsuccess = () => res(req.result);
      req.onerror = () => rej(req.error);
    });
    const row = await new Promise<{ value?: { html: string; user: string } } | undefined>((res, rej) => {
      const req = db.transaction('meta').objectStore('meta').get('firstPaint');
      req.onsuccess = () => res(req.result);
      req.onerror = () => rej(req.error);
    });
    db.close();
    return row?.value ?? null;
  });
}

/** The page the service worker serves for an address, as the browser receives it. */
async function servedPage(path: string): Promise<{ html: string; p: Page }> {
  const p = await context.newPage();
  const response = await p.goto(`${server.url}${path}`, { waitUntil: 'commit' });
  return { html: (await response?.text()) ?? '', p };
}

const figures = (root: Page, within: string) => root.locator(`${within} .dash-stat-value`).allTextContents();

beforeAll(async () => {
  ({ server, browser, context, page, errors } = await startSignedInApp());
});
afterAll(() => stopSignedInApp({ server, browser, context }));

describe('the dashboard’s first paint', () => {
  it('keeps a picture of the dashboard once it is drawn, without ids or test hooks', async () => {
    await page.goto(`${server.url}/admin/dashboard`);
    await page.locator('[data-stat="total-estates"]').waitFor(LONG);
    await expect.poll(() => keptPicture(page), LONG).not.toBeNull();
    const kept = (await keptPicture(page))!;
    expect(kept.html).toContain('Total Estates');
    expect(kept.html).not.toMatch(/ id="/);
    expect(kept.html).not.toContain('data-stat=');
  });

  it('offline, a start at the dashboard shows the picture at once, then the live figures in its place', async () => {
    const live = await figures(page, '#root');
    await context.setOffline(true);
    const { html, p } = await servedPage('/admin/dashboard');
    expect(html).toContain('<div id="first-paint" aria-hidden="true" inert>');
    expect(html).toContain('Total Estates');
    // The picture shows the figures as they were drawn; the live ones then take its place.
    await p.locator('#root [data-stat="total-estates"]').waitFor(LONG);
    await p.locator('#first-paint').waitFor({ state: 'detached' });
    expect(await figures(p, '#root')).toEqual(live);
    await screenshot(p, 'first-paint-live');
    await p.close();
  });

  it('paints nothing on another page', async () => {
    const { html, p } = await servedPage('/admin/files');
    expect(html).not.toContain('first-paint');
    await p.close();
  });

  it('paints nothing once the device is locked, and the lock deletes the picture', async () => {
    await page.getByRole('button', { name: 'Lock', exact: true }).click();
    await page.getByRole('dialog', { name: 'Locked' }).waitFor(LONG);
    await expect.poll(() => keptPicture(page), LONG).toBeNull();
    const { html, p } = await servedPage('/admin/dashboard');
    expect(html).not.toContain('first-paint');
    await p.getByRole('dialog', { name: 'Locked' }).waitFor(LONG);
    await p.close();
    // Unlocked (offline, against the device's verifier), the dashboard keeps a new picture.
    await page.getByRole('dialog', { name: 'Locked' }).getByLabel('Password').fill(DEMO_CREDENTIALS.password);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Locked' }).waitFor({ state: 'detached', ...LONG });
    await page.reload();
    await page.locator('#root [data-stat="total-estates"]').waitFor(LONG);
    await expect.poll(() => keptPicture(page), LONG).not.toBeNull();
  });

  it('leaves with a logout', async () => {
    await context.setOffline(false);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('button', { name: /^Log ?out/i }).click();
    await page.waitForURL(/\/login/, LONG);
    const { html, p } = await servedPage('/admin/dashboard');
    expect(html).not.toContain('first-paint');
    await p.close();
    expect(errors).toEqual([]);
  });
});
