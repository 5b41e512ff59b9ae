import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppServer,
  DEMO_CREDENTIALS,
  launchBrowser,
  newPage,
  screenshot,
  signIn,
  startAppServer,
} from './harness.ts';

/**
 * An estate's History panel: an edit made by a colleague in another browser reaches the server,
 * and the panel names them and the field, from what to what. Offline it says where history lives.
 */
let server: AppServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const CHEN = 'Estate of Margaret Chen';

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  await server?.stop();
});

async function openChen(who: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  const { page, errors } = await newPage(context);
  await signIn(page, server.url, who);
  await page
    .getByText(/^Synced/)
    .first()
    .waitFor({ timeout: 30_000 });
  await page.goto(`${server.url}/admin/data/estates`);
  await page.getByRole('link', { name: CHEN }).first().click();
  await page.getByRole('heading', { level: 1, name: CHEN }).waitFor();
  return { context, page, errors };
}

describe('History', () => {
  it('shows an edit made in another browser, with who, which field, from what to what', async () => {
    const jordan = await openChen({ email: 'jordan.lee@example.com', password: DEMO_CREDENTIALS.password });
    await jordan.page.getByRole('button', { name: 'Edit', exact: true }).click();
    const status = jordan.page.getByLabel('Status', { exact: true });
    expect(await status.inputValue()).not.toBe('under_review');
    await status.selectOption('under_review');
    await jordan.page.getByRole('button', { name: 'Save Changes' }).click();
    await jordan.page.getByRole('button', { name: 'Edit', exact: true }).waitFor();
    await jordan.page
      .getByText(/^Synced/)
      .first()
      .waitFor({ timeout: 30_000 });

    const admin = await openChen(DEMO_CREDENTIALS);
    const panel = admin.page.getByRole('region', { name: 'History' });
    await panel.getByRole('button', { name: 'Show history' }).click();
    const newest = panel.getByRole('listitem').first();
    await newest.getByText('Jordan Lee').waitFor();
    const text = await newest.textContent();
    expect(text).toContain('changed');
    expect(text).toMatch(/Status: [A-Za-z ]+ → Under Review/);
    await screenshot(admin.page, 'history-panel');

    await admin.context.setOffline(true);
    await panel.getByRole('button', { name: 'Hide history' }).click();
    await panel.getByRole('button', { name: 'Show history' }).click();
    await panel.getByText(/History is kept on the server\. Connect to the internet/).waitFor();
    await admin.context.setOffline(false);
    expect(admin.errors).toEqual([]);
    expect(jordan.errors).toEqual([]);
  });
});
