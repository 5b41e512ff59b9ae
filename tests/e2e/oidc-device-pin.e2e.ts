import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestProvider } from '../helpers/oidc-provider.ts';
import {
  type AppServer,
  accessToken,
  DEMO_CREDENTIALS,
  launchBrowser,
  newPage,
  screenshot,
} from './harness.ts';
import { signInAtTestProvider, startAppWithProvider } from './oidc-helpers.ts';
import { apiGet, controlledBy, type ServerFile } from './pwa-helpers.ts';

/**
 * Someone who signs in only with the firm's Microsoft account (docs/oidc.md#the-lock-and-a-device-pin),
 * in Chromium against a real OpenID provider running here: after the sign-in the app asks for a
 * device PIN; offline, the idle lock falls and the PIN unlocks it, with what was being typed still
 * there.
 */
let server: AppServer;
let provider: TestProvider;
let browser: Browser;
let context: BrowserContext | undefined;
/** The Admin's token from before the firm required its provider (sessions stay until they end). */
let adminToken: string;
const LONG = { timeout: 45_000 };
const PIN = '739158';

beforeAll(async () => {
  [{ server, provider }, browser] = await Promise.all([
    startAppWithProvider({ 'demo.admin': { email: DEMO_CREDENTIALS.email, amr: ['pwd', 'mfa'] } }),
    launchBrowser(),
  ]);
  // The firm signs in with its Microsoft account only: its people have no password to type here.
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_CREDENTIALS),
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  adminToken = token;
  const rules = await fetch(`${server.url}/api/auth/oidc/firm`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ methods: 'provider', provider: 'microsoft', domains: [], recheckDays: 1 }),
  });
  expect(rules.status).toBe(200);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await provider?.stop();
  await server?.stop();
});

/** The device's lock verifier as IndexedDB holds it (no app code involved). */
const storedVerifier = (page: Page) =>
  page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((res, rej) => {
      const req = indexedDB.open('estate-admin');
      req.onsuccess = () => res(req.result);
      req.onerror = () => rej(req.error);
    });
    const row = await new Promise<{ value?: Record<string, unknown> } | undefined>((res, rej) => {
      const req = db.transaction('meta').objectStore('meta').get('lockVerifier');
      req.onsuccess = () => res(req.result);
      req.onerror = () => rej(req.error);
    });
    db.close();
    return row?.value ?? null;
  });

const lockScreen = (page: Page) => page.getByRole('dialog', { name: 'Locked' });

const signInAtProvider = (page: Page, login: string, backTo: RegExp) =>
  signInAtTestProvider(page, provider, login, backTo);

describe('a device PIN for someone who signs in with the provider only', () => {
  it('is asked after the sign-in, and unlocks the idle lock offline with nothing typed lost', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, errors } = await newPage(context);
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Continue with Microsoft' }).click();
    await signInAtProvider(page, 'demo.admin', /\/admin\/dashboard/);

    // No password here, no PIN on this device yet: the app asks for one.
    const prompt = page.getByRole('dialog', { name: 'Choose a PIN for this device' });
    await prompt.waitFor(LONG);
    await screenshot(page, 'oidc-device-pin-prompt');
    await prompt.getByLabel('New PIN', { exact: true }).fill('123456');
    await prompt.getByLabel('New PIN again').fill('123456');
    await prompt.getByRole('button', { name: 'Save' }).click();
    await prompt.getByText(/harder to guess/).waitFor(LONG);
    await prompt.getByLabel('New PIN', { exact: true }).fill(PIN);
    await prompt.getByLabel('New PIN again').fill(PIN);
    await prompt.getByRole('button', { name: 'Save' }).click();
    await prompt.waitFor({ state: 'detached', ...LONG });
    const verifier = await storedVerifier(page);
    expect(verifier).toMatchObject({ kind: 'pin', algorithm: 'PBKDF2-SHA-256', iterations: 600_000 });
    expect(JSON.stringify(verifier)).not.toContain(PIN);

    await page
      .getByText(/^Synced/)
      .first()
      .waitFor(LONG);
    await controlledBy(page);
    const files = await apiGet<ServerFile[]>(server.url, await accessToken(page), '/files');

    // Offline, half-way through an edit.
    await context.setOffline(true);
    await page.goto(`${server.url}/admin/files/${files[0]!._id}`);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByLabel('Description').fill('Typed before the lock, not saved yet');

    // The firm's idle time runs out (the last activity an hour ago), and the app locks.
    await page.evaluate(() => {
      localStorage.setItem('lock.lastActivity', String(Date.now() - 3600_000));
      window.dispatchEvent(new Event('focus'));
    });
    await lockScreen(page).waitFor(LONG);
    expect(await page.locator('.admin').getAttribute('inert')).not.toBeNull();
    await lockScreen(page).getByText('Enter your PIN to go on.', { exact: false }).waitFor(LONG);
    await screenshot(page, 'oidc-device-pin-lock');

    await lockScreen(page).getByLabel('PIN').fill('739159');
    await page.keyboard.press('Enter');
    await page.getByText('Wrong PIN. 4 tries left before this device signs you out.').waitFor(LONG);
    await lockScreen(page).getByLabel('PIN').fill(PIN);
    await page.keyboard.press('Enter');
    await lockScreen(page).waitFor({ state: 'detached', ...LONG });
    expect(await page.locator('.admin').getAttribute('inert')).toBeNull();
    expect(await page.getByLabel('Description').inputValue()).toBe('Typed before the lock, not saved yet');

    // Profile → Device PIN changes it, on the current PIN (a wrong one counts as on the lock screen).
    await context.setOffline(false);
    await page.goto(`${server.url}/admin/profile`);
    const card = page.getByRole('region', { name: 'Device PIN' });
    await card.getByText('This device unlocks with a PIN you chose.').waitFor(LONG);
    await card.getByRole('button', { name: 'Change PIN' }).click();
    const change = page.getByRole('dialog', { name: 'Change the PIN for this device' });
    await change.getByLabel('Current PIN').fill('000001');
    await change.getByLabel('New PIN', { exact: true }).fill('582046');
    await change.getByLabel('New PIN again').fill('582046');
    await change.getByRole('button', { name: 'Save' }).click();
    await change.getByText('Wrong PIN. 4 tries left before this device signs you out.').waitFor(LONG);
    await change.getByLabel('Current PIN').fill(PIN);
    await change.getByRole('button', { name: 'Save' }).click();
    await card.getByText('The PIN for this device is saved.').waitFor(LONG);
    await screenshot(page, 'oidc-device-pin-profile');
    expect((await storedVerifier(page))?.hash).not.toBe(verifier?.hash);
    expect(errors).toEqual([]);
  });

  it('has two-factor turned on after a new sign-in at the provider, in place of a password', async () => {
    const page = context!.pages()[0]!;
    await page.goto(`${server.url}/admin/profile`);
    await page
      .getByRole('region', { name: 'Password' })
      .getByText('so you have no password here')
      .waitFor(LONG);
    const card = page.getByRole('region', { name: 'Two-factor sign-in' });
    await card.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    expect(await card.getByLabel('Your password').count()).toBe(0);
    await card.getByRole('button', { name: 'Confirm with Microsoft' }).click();
    // The provider asks for a new sign-in (prompt=login), then sends the browser back to Profile.
    await signInAtProvider(page, 'demo.admin', /\/admin\/profile\?reauth=done/);
    await card.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await card.getByText(/^Confirmed\. You can make changes here until/).waitFor(LONG);
    await screenshot(page, 'oidc-reauth-confirmed');
    await card.getByRole('button', { name: 'Continue' }).click();
    await card
      .getByText(/authenticator app/i)
      .first()
      .waitFor(LONG);
  });

  it('has an invitation accepted with Microsoft, with no password asked', async () => {
    const invite = await fetch(`${server.url}/api/people/invitations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ name: 'Nia Newcomer', email: 'nia@example.com', role: 'Staff' }),
    });
    expect(invite.status).toBe(201);
    const { link } = ((await invite.json()) as { data: { link: string } }).data;
    provider.accounts.set('nia', { email: 'nia@example.com', amr: ['pwd', 'mfa'] });

    const other = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const { page, errors } = await newPage(other);
      await page.goto(link);
      await page.getByRole('heading', { name: 'Join Harbourview Estates Law LLP' }).waitFor(LONG);
      expect(await page.getByLabel(/password/i).count()).toBe(0);
      await screenshot(page, 'oidc-invitation-provider-only');
      await page.getByRole('button', { name: 'Continue with Microsoft' }).click();
      await signInAtProvider(page, 'nia', /\/admin\/dashboard/);
      // Nia has no password here: the app asks for a device PIN.
      const prompt = page.getByRole('dialog', { name: 'Choose a PIN for this device' });
      await prompt.waitFor(LONG);
      // Without one, the lock cannot check anything on this device, and says so at once.
      await prompt.getByRole('button', { name: 'Cancel' }).click();
      await prompt.waitFor({ state: 'detached', ...LONG });
      await page.getByRole('button', { name: 'Lock', exact: true }).click();
      await lockScreen(page)
        .getByText(/This device cannot unlock/)
        .waitFor(LONG);
      expect(await lockScreen(page).getByRole('button', { name: 'Sign in again' }).count()).toBe(1);
      expect(await lockScreen(page).getByLabel('Password').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
