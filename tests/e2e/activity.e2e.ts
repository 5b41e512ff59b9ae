import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppServer,
  DEMO_CREDENTIALS,
  launchBrowser,
  newPage,
  screenshot,
  seriousA11yViolations,
  signIn,
  startAppServer,
} from './harness.ts';

/**
 * The firm's activity log as an Admin uses it: failed and successful sign-ins of a colleague are
 * there, filters narrow them, and the CSV holds what the screen shows.
 */
let server: AppServer;
let browser: Browser;

const STAFF = { email: 'sam.rivera@example.com', password: DEMO_CREDENTIALS.password };

const login = (email: string, password: string) =>
  fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  expect((await login(STAFF.email, 'not the password at all')).status).toBe(401);
  expect((await login(STAFF.email, STAFF.password)).status).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('Activity', () => {
  it('lets an Admin filter the log by person and kind, and download it as CSV', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const { page, errors } = await newPage(context);
    await signIn(page, server.url);
    await page.getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('link', { name: 'Activity log' }).click();
    await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
    const table = page.getByRole('table', { name: /Activity/ });
    await table.waitFor();
    // The Admin's own sign-in just now is the newest entry.
    const newest = await table.getByRole('row').nth(1).textContent();
    expect(newest).toContain('Signed in');
    expect(newest).toContain('Alex Morgan');

    await page.getByLabel('Person').selectOption({ label: 'Sam Rivera' });
    await page.getByLabel('Event').selectOption({ label: 'Sign-in failed' });
    await page.getByText('Showing 1–1 of 1').waitFor();
    const row = table.getByRole('row').nth(1);
    await expect(row.textContent()).resolves.toContain('Sign-in failed');
    await expect(row.textContent()).resolves.toContain('Sam Rivera');
    await screenshot(page, 'activity-filtered');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
    expect(lines[0]).toBe('"Time (UTC)","Event","By","Concerning","Details","Address"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Sign-in failed","","Sam Rivera"');

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByLabel('Event').selectOption({ label: 'Signed in' });
    await expect(page.getByText(/Showing 1–\d+ of \d+/).textContent()).resolves.toMatch(/of [2-9]/);

    // Offline, the screen says where the log lives rather than showing an error.
    await context.setOffline(true);
    await page.getByLabel('Event').selectOption({ label: 'Signed out' });
    await page
      .getByText('The activity log is kept on the server. Connect to the internet to read it.')
      .waitFor();
    await context.setOffline(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says when the log cannot be read, and reads it again on Try again and when back online', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page } = await newPage(context);
    await signIn(page, server.url);
    // The server failing the read: its message, and a way to try again.
    const log = (url: URL) => url.pathname === '/api/activity';
    await page.route(log, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The activity log is resting.' }),
      }),
    );
    await page.goto(`${server.url}/admin/activity`);
    const alert = page.getByRole('alert').filter({ hasText: 'The activity log is resting.' });
    await alert.waitFor();
    await page.unroute(log);
    await alert.getByRole('button', { name: 'Try again' }).click();
    const table = page.getByRole('table', { name: /Activity/ });
    await table.waitFor();
    expect(await alert.count()).toBe(0);

    // Offline, a new filter cannot be read: the screen says where the log lives, and reads it by
    // itself once the connection is back.
    await context.setOffline(true);
    await page.getByLabel('Event').selectOption({ label: 'Sign-in failed' });
    await page
      .getByText('The activity log is kept on the server. Connect to the internet to read it.')
      .waitFor();
    await context.setOffline(false);
    await page.getByText(/Showing 1–\d+ of \d+/).waitFor();
    expect(await table.getByRole('row').nth(1).textContent()).toContain('Sign-in failed');
    await context.close();
  });

  it('shows Staff why the log is not theirs to read', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const { page } = await newPage(context);
    await signIn(page, server.url, STAFF);
    await page.getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('heading', { level: 1, name: 'Account Settings' }).waitFor();
    expect(await page.getByRole('link', { name: 'Activity log' }).count()).toBe(0);
    await page.goto(`${server.url}/admin/activity`);
    await page.getByText('Staff cannot read the firm’s activity log. Ask an Admin.').waitFor();
    await context.close();
  });
});
