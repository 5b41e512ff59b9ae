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
 * A role changes only within a few minutes of the Admin's sign-in (docs/architecture.md#step-up).
 * The server here allows 5 seconds, so the test waits past them instead of 5 minutes: then the
 * People card asks for the password again, a wrong one changes nothing, and the right one makes
 * the change the Admin confirmed.
 */
let server: AppServer;
let browser: Browser;
const STEP_UP_SECONDS = 5;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startAppServer({ STEP_UP_SECONDS: String(STEP_UP_SECONDS) }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a change of role on a device signed in a while ago', () => {
  it('asks for the password again, refuses a wrong one, and makes the change with the right one', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, errors } = await newPage(context);
    await signIn(page, server.url);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('tab', { name: 'Organization' }).click();
    const role = page.getByRole('combobox', { name: 'Role of Sam Rivera' });
    await role.waitFor({ timeout: 30_000 });
    expect(await role.inputValue()).toBe('Staff');
    // The sign-in is no longer fresh.
    await page.waitForTimeout((STEP_UP_SECONDS + 1) * 1000);

    await role.selectOption('Estate Attorney');
    const ask = page.getByRole('alertdialog', { name: 'Change Sam Rivera’s role to Estate Attorney?' });
    await ask.getByRole('button', { name: 'Change role' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm it is you' });
    await confirm.waitFor({ timeout: 15_000 });
    await confirm
      .getByText('Change Sam Rivera’s role to Estate Attorney: your sign-in on this device')
      .waitFor();
    const password = confirm.getByLabel(/Your password/);
    expect(await password.evaluate((el) => el === document.activeElement)).toBe(true);
    // Nothing typed: said, and nothing sent.
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await confirm.getByText('Enter your password to confirm it is you.').waitFor();
    await password.fill('not the password at all');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await confirm.getByText('That is not your password').waitFor({ timeout: 15_000 });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'step-up-wrong-password');
    expect(await role.inputValue()).toBe('Staff');

    await password.fill(DEMO_CREDENTIALS.password);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await confirm.waitFor({ state: 'detached', timeout: 15_000 });
    await page.getByText('Sam Rivera is now Estate Attorney').waitFor({ timeout: 15_000 });
    await expect.poll(() => role.inputValue()).toBe('Estate Attorney');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
