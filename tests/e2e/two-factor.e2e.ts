import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeAt } from '../../server/two-factor/totp.ts';
import {
  type AppServer,
  DEMO_CREDENTIALS,
  launchBrowser,
  newPage,
  screenshot,
  seriousA11yViolations,
  startAppServer,
} from './harness.ts';

/**
 * Two-factor sign-in as a person sets it up: Profile shows a QR code and its key; the test reads
 * the key as a phone would, confirms with a first code, keeps the recovery codes, signs out, then
 * signs in with a code and again with a recovery code.
 */
let server: AppServer;
let browser: Browser;
const SAM = { email: 'sam.rivera@example.com', password: DEMO_CREDENTIALS.password };

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const step = (at = Date.now()) => Math.floor(at / 30_000);

async function passwordStep(page: Page) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(SAM.email);
  await page.getByLabel(/^Password/).fill(SAM.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
}

async function logout(page: Page) {
  await page.goto(`${server.url}/admin/profile`);
  await page
    .getByText(/^Synced/)
    .first()
    .waitFor({ timeout: 30_000 });
  // Logging out ends with a full load of /login (nothing of the firm's data stays in memory); the
  // router may show /login a moment before it, so wait for that load, or the next goto races it.
  await Promise.all([
    page.waitForEvent('load', { timeout: 30_000 }),
    page.getByRole('button', { name: 'Logout' }).click(),
  ]);
  await page.waitForURL(/\/login/);
}

describe('two-factor sign-in', () => {
  it('enrols from Profile, then signs in with a code and with a recovery code', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, errors } = await newPage(context);
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(SAM.email);
    await page.getByLabel(/^Password/).fill(SAM.password);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(/\/admin\/dashboard/);

    await page.getByRole('link', { name: 'Profile' }).click();
    const card = page.getByRole('region', { name: 'Two-factor sign-in' });
    await card.getByText('Off: sign-in asks for your password only.').waitFor();
    await card.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await card.getByLabel('Your password').fill(SAM.password);
    await card.getByRole('button', { name: 'Continue' }).click();
    await card.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await card.locator('[data-secret]').getAttribute('data-secret'))!;
    expect((await card.locator('[data-secret]').textContent())?.replaceAll(' ', '')).toBe(secret);
    await card.getByLabel('Six-digit code').fill(codeAt(secret, new Date()));
    const enrolledStep = step();
    await card.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    const codes = card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    const recovery = (await codes.nth(2).textContent())!.trim();
    await screenshot(page, 'two-factor-recovery-codes');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await card.getByRole('button', { name: 'I have saved them' }).click();
    await card.getByText(/^On: sign-in asks for a code/).waitFor();

    // Signing in again: the password alone is not enough.
    await logout(page);
    await passwordStep(page);
    await screenshot(page, 'two-factor-sign-in');
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recovery);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/admin\/dashboard/);

    await logout(page);
    await passwordStep(page);
    // The enrolment's code is spent: wait for the app's next code, as a person would.
    while (step() <= enrolledStep) await page.waitForTimeout(1000);
    await page
      .getByLabel('Six-digit code')
      .fill('000000' === codeAt(secret, new Date()) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText(/That code is not right/).waitFor();
    await page.getByLabel('Six-digit code').fill(codeAt(secret, new Date()));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/admin\/dashboard/);
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    await context.close();
  });
});
