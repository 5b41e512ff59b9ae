import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, launchBrowser, newPage, startAppServer } from './harness.ts';

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('app shell', () => {
  it('sends a visitor without a session from the admin area to /login, with no console errors', async () => {
    const context = await browser.newContext();
    const { page, errors } = await newPage(context);
    await page.goto(`${server.url}/admin/dashboard`);
    await page.waitForURL(/\/login/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers an unknown client route with the app, and a not-found page inside it', async () => {
    const context = await browser.newContext();
    const { page } = await newPage(context);
    await page.goto(`${server.url}/no/such/page`);
    await expect(page.getByRole('heading', { name: 'Page not found' }).textContent()).resolves.toBe(
      'Page not found',
    );
    await context.close();
  });
});
