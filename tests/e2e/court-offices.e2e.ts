import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppServer,
  accessToken,
  launchBrowser,
  newPage,
  seriousA11yViolations,
  signIn,
  startAppServer,
} from './harness.ts';

/**
 * The firm's table of court offices (docs/behaviour.md#court-offices): an Admin edits it in the
 * firm's settings with the network cut, an estate's court details take the office's address from
 * it, and the table reaches the server once online.
 */

const OFFICE = 'Milton';
const ADDRESS = '491 Steeles Avenue East, Milton, Ontario L9T 1Y7';

let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let token: string;

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${server.url}/api/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  ({ page, errors } = await newPage(context));
  await signIn(page, server.url);
  await page.goto(`${server.url}/admin/data/estates`);
  await page.getByRole('link', { name: 'Estate of Margaret Chen' }).waitFor({ timeout: 30_000 });
  token = await accessToken(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('the firm’s court offices', () => {
  it('an Admin edits the table offline, and an estate’s court details take the address from it', async () => {
    const chen = (await api<{ _id: string; estateName: string }[]>('estates')).find(
      (e) => e.estateName === 'Estate of Margaret Chen',
    )!;
    await context.setOffline(true);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('tab', { name: 'Organization' }).click();
    const card = page.getByRole('region', { name: 'Court offices' });
    // The demo firm's table holds the two offices its estates before the court name.
    await card.getByText('7755 Hurontario Street, Brampton').waitFor();
    await card.getByRole('button', { name: 'Edit court offices' }).click();
    await card.getByRole('button', { name: 'Add a court office' }).click();
    // An address is required: the row is refused with why.
    await card.getByLabel('Office', { exact: true }).last().fill(OFFICE);
    await card.getByRole('button', { name: 'Save court offices' }).click();
    await card.getByRole('alert').filter({ hasText: 'Court office address is required (Milton).' }).waitFor();
    await card.getByLabel('Address', { exact: true }).last().fill(ADDRESS);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await card.getByRole('button', { name: 'Save court offices' }).click();
    await card.getByRole('status').filter({ hasText: 'Court offices saved' }).waitFor();
    await card.getByText(ADDRESS).waitFor();

    await page.goto(`${server.url}/admin/data/estates/${chen._id}`);
    await page.getByRole('button', { name: 'Edit Court Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Court Details' });
    await dialog.getByLabel('Court office address').fill('');
    await dialog.getByLabel('Court office', { exact: true }).fill(OFFICE);
    await expect.poll(() => dialog.getByLabel('Court office address').inputValue()).toBe(ADDRESS);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await context.setOffline(false);
    await expect
      .poll(
        async () => (await api<{ data: { courtOffices?: unknown } }>('organizations/me')).data.courtOffices,
        {
          timeout: 30_000,
        },
      )
      .toEqual([
        { name: 'Brampton', address: '7755 Hurontario Street, Brampton' },
        { name: OFFICE, address: ADDRESS },
        { name: 'Toronto', address: '330 University Avenue, Toronto' },
      ]);
    expect(errors).toEqual([]);
  });
});
