import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyRefusal } from '../../src/domain/rules/copies.ts';
import {
  type AppServer,
  accessToken,
  DEMO_CREDENTIALS,
  launchBrowser,
  newPage,
  screenshot,
  seriousA11yViolations,
  signIn,
  startAppServer,
} from './harness.ts';

/**
 * Who may take copies out of the app (docs/behaviour.md#copies): the Admin narrows it on the
 * Organization tab, a member of Staff's own device then refuses the estate's export and its reports
 * with the reason, and allowing Staff again gives both back. The server marks a copy logged against
 * the choice (server/routes/activity.test.ts).
 */
let server: AppServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const CHEN = 'Estate of Margaret Chen';
const STAFF = { email: 'sam.rivera@example.com', password: DEMO_CREDENTIALS.password };

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  await server?.stop();
});

async function signedIn(who?: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  const { page, errors } = await newPage(context);
  await signIn(page, server.url, who);
  await page
    .getByText(/^Synced/)
    .first()
    .waitFor({ timeout: 30_000 });
  return { page, errors };
}

/** The Admin's Organization tab: ticks or clears Staff under "Who may take copies out of the app". */
async function allowStaff(page: Page, allowed: boolean) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('tab', { name: 'Organization' }).click();
  const card = page.getByRole('region', { name: 'Organization information' });
  await card.getByRole('button', { name: 'Edit' }).click();
  const choice = card.getByRole('group', { name: 'Who may take copies out of the app' });
  const staff = choice.getByRole('checkbox', { name: 'Staff' });
  if ((await staff.isChecked()) !== allowed) await staff.click();
  expect(await choice.getByRole('checkbox', { name: 'Admin (always)' }).isDisabled()).toBe(true);
  if (!allowed) await screenshot(page, 'copy-permission-choice');
  await card.getByRole('button', { name: 'Save Changes' }).click();
  await card.getByText(allowed ? 'Admin, Estate Attorney, Staff' : 'Admin, Estate Attorney').waitFor();
}

/** Whether the server has the firm's choice yet (the Admin's push). */
async function serverCopyRoles(token: string): Promise<unknown> {
  const res = await fetch(`${server.url}/api/organizations/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: { copyRoles?: unknown } }).data.copyRoles;
}

async function openChen(page: Page) {
  await page.goto(`${server.url}/admin/data/estates`);
  await page.getByRole('link', { name: CHEN }).click();
  await page.getByRole('heading', { level: 1, name: CHEN }).waitFor({ timeout: 20_000 });
}

describe('who may take copies out of the app', () => {
  it('the Admin’s choice reaches Staff’s device, which refuses the export with the reason until allowed again', async () => {
    const admin = await signedIn();
    const adminToken = await accessToken(admin.page);
    await allowStaff(admin.page, false);
    await expect.poll(() => serverCopyRoles(adminToken), { timeout: 20_000 }).toEqual(['Estate Attorney']);

    const staff = await signedIn(STAFF);
    await openChen(staff.page);
    const reason = copyRefusal('Staff', { copyRoles: ['Estate Attorney'] })!;
    const exportButton = staff.page.getByRole('button', { name: 'Export estate' });
    await staff.page.getByText(reason).first().waitFor({ timeout: 20_000 });
    expect(await exportButton.isDisabled()).toBe(true);
    expect(await seriousA11yViolations(staff.page)).toEqual([]);
    await screenshot(staff.page, 'copy-permission-refused');

    // Allowed again: the change reaches the device that is open, and the export comes back.
    await allowStaff(admin.page, true);
    await expect
      .poll(() => serverCopyRoles(adminToken), { timeout: 20_000 })
      .toEqual(['Estate Attorney', 'Staff']);
    await expect
      .poll(
        async () => {
          await staff.page
            .getByRole('button', { name: /Sync now/ })
            .first()
            .click({ timeout: 2_000 })
            .catch(() => undefined);
          return exportButton.isDisabled();
        },
        { timeout: 45_000, interval: 2_000 },
      )
      .toBe(false);
    expect(await staff.page.getByText(reason).count()).toBe(0);
    expect(admin.errors).toEqual([]);
    expect(staff.errors).toEqual([]);
  }, 180_000);

  it('an export from a device signed in a while ago waits for the password, checked on the device, offline too', async () => {
    const { page, errors } = await signedIn();
    await openChen(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The sign-in was ten minutes ago (the lock's record of it, moved back as time would).
    await page.evaluate(() => localStorage.setItem('lock.proved', String(Date.now() - 10 * 60_000)));
    await page.context().setOffline(true);
    const exportButton = page.getByRole('button', { name: 'Export estate' });
    await exportButton.click();
    const prompt = page.getByRole('dialog', { name: 'Confirm it is you' });
    await prompt
      .getByText('Export the estate: your sign-in on this device is more than a few minutes old')
      .waitFor();
    // Cancelled: nothing is made, and the estate page says why.
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByText('Nothing was exported: the export waits until you confirm it is you.', { exact: false })
      .waitFor();

    await exportButton.click();
    await prompt.getByLabel(/Your password/).fill('not my password at all');
    await prompt.getByRole('button', { name: 'Confirm' }).click();
    await prompt
      .getByText('Wrong password. 4 tries left before this device signs you out.')
      .waitFor({ timeout: 15_000 });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'identity-prompt-wrong');
    await prompt.getByLabel(/Your password/).fill(DEMO_CREDENTIALS.password);
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      prompt.getByRole('button', { name: 'Confirm' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Estate-of-Margaret-Chen-\d{4}-\d{2}-\d{2}\.zip$/);
    // Proved just now: the next export does not ask.
    const [again] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      exportButton.click(),
    ]);
    expect(again.suggestedFilename()).toMatch(/\.zip$/);
    expect(await prompt.count()).toBe(0);
    expect(errors).toEqual([]);
  }, 120_000);
});
