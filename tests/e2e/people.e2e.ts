import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppServer,
  launchBrowser,
  newPage,
  screenshot,
  seriousA11yViolations,
  signIn,
  startAppServer,
} from './harness.ts';

/**
 * People (docs/behaviour.md#people): an Admin invites a colleague from Profile → Organization; in
 * another browser the colleague opens the link, chooses a password and lands signed in; the Admin
 * disables them and their device is signed out with the reason. Made-up links get a clear page.
 */
let server: AppServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  await server?.stop();
});

async function context(width = 1280) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  contexts.push(ctx);
  return { ctx, ...(await newPage(ctx)) };
}

async function openPeople(page: Page) {
  await page.goto(`${server.url}/admin/profile`);
  await page.getByRole('tab', { name: 'Organization' }).click();
  await page.getByRole('heading', { name: 'People', exact: true }).waitFor();
  await page.getByRole('list', { name: 'People of the firm' }).waitFor({ timeout: 15_000 });
}

describe('People', () => {
  it('invites a colleague who accepts in another browser, then disables them', async () => {
    const admin = await context();
    await signIn(admin.page, server.url);
    await openPeople(admin.page);
    await admin.page.getByRole('button', { name: 'Invite someone' }).click();
    const dialog = admin.page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByLabel(/^Name/).fill('Riley Park');
    await dialog.getByLabel(/^Email/).fill('riley.park@example.com');
    await dialog.getByLabel(/^Role/).selectOption('Staff');
    expect(await seriousA11yViolations(admin.page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    // No mail server in this run: the Admin is given the link to pass on.
    const linkBox = admin.page.getByLabel('Invitation link');
    await linkBox.waitFor();
    const link = await linkBox.inputValue();
    expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
    const pending = admin.page.getByRole('list', { name: 'Pending invitations' });
    await pending.getByText('riley.park@example.com').waitFor();
    expect(await seriousA11yViolations(admin.page)).toEqual([]);
    await screenshot(admin.page, 'people');

    const colleague = await context();
    await colleague.page.goto(link);
    await colleague.page.getByRole('heading', { name: 'Join Harbourview Estates Law LLP' }).waitFor();
    await colleague.page.getByLabel(/^Password/).fill('password1234');
    await colleague.page.getByRole('button', { name: 'Accept and sign in' }).click();
    await colleague.page.getByText(/commonly used password/).waitFor();
    expect(await seriousA11yViolations(colleague.page)).toEqual([]);
    await screenshot(colleague.page, 'invite-accept');
    await colleague.page.getByLabel(/^Password/).fill('tangerine orbit quiet lantern');
    await colleague.page.getByRole('button', { name: 'Accept and sign in' }).click();
    await colleague.page.waitForURL(/\/admin\/dashboard/, { timeout: 20_000 });
    await colleague.page
      .getByText(/^Synced/)
      .first()
      .waitFor({ timeout: 30_000 });

    // The link is spent: opening it again says so.
    const again = await context();
    await again.page.goto(link);
    await again.page.getByRole('heading', { name: 'This invitation can no longer be used' }).waitFor();
    await again.page.getByText(/already been accepted/).waitFor();

    await openPeople(admin.page);
    const row = admin.page.getByRole('listitem').filter({ hasText: 'riley.park@example.com' });
    await row.getByText('Active').waitFor();
    await row.getByRole('button', { name: 'Disable Riley Park' }).click();
    await admin.page.getByRole('alertdialog').getByRole('button', { name: 'Disable' }).click();
    await row.getByText('Disabled').waitFor();

    // The colleague's next request to the server is refused; their device signs out and says why.
    await colleague.page.reload();
    await colleague.page.waitForURL(/\/login/, { timeout: 30_000 });
    await colleague.page
      .getByText(/disabled/i)
      .first()
      .waitFor({ timeout: 15_000 });
    await colleague.page.getByLabel('Email').fill('riley.park@example.com');
    await colleague.page.getByLabel(/^Password/).fill('tangerine orbit quiet lantern');
    await colleague.page.getByRole('button', { name: /sign in/i }).click();
    await colleague.page
      .getByText('This account has been disabled. Ask your firm’s administrator.')
      .waitFor({ timeout: 15_000 });

    // A role changes only once confirmed: Keep leaves it as it was.
    const role = row.getByRole('combobox', { name: 'Role of Riley Park' });
    await role.selectOption('Estate Attorney');
    const ask = admin.page.getByRole('alertdialog', { name: 'Change Riley Park’s role to Estate Attorney?' });
    await ask.getByText('Riley Park is Staff now.', { exact: false }).waitFor();
    await ask.getByRole('button', { name: 'Keep' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await role.inputValue()).toBe('Staff');
    await role.selectOption('Estate Attorney');
    await ask.getByRole('button', { name: 'Change role' }).click();
    await expect.poll(() => role.inputValue()).toBe('Estate Attorney');

    expect(admin.errors).toEqual([]);
    expect(colleague.errors).toEqual([]);
  });

  it('answers a made-up invitation or reset link with a clear page, at phone width too', async () => {
    const visitor = await context(390);
    await visitor.page.goto(`${server.url}/invite/${'x'.repeat(43)}`);
    await visitor.page.getByRole('heading', { name: 'This invitation link is not valid' }).waitFor();
    await visitor.page.getByRole('link', { name: 'Go to sign in' }).waitFor();
    expect(await seriousA11yViolations(visitor.page)).toEqual([]);
    await visitor.page.goto(`${server.url}/reset/not-a-token`);
    await visitor.page.getByRole('heading', { name: 'This password link is not valid' }).waitFor();
    await screenshot(visitor.page, 'reset-link-invalid-phone');

    const admin = await context(390);
    await signIn(admin.page, server.url);
    await openPeople(admin.page);
    expect(await seriousA11yViolations(admin.page)).toEqual([]);
    await screenshot(admin.page, 'people-phone');
    expect(visitor.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
  });
});
