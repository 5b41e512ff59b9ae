import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppServer,
  accessToken,
  DEMO_CREDENTIALS,
  launchBrowser,
  newPage,
  reachDashboard,
  screenshot,
  startAppServer,
} from './harness.ts';
import { outboxRows } from './pwa-helpers.ts';

// Device sessions (docs/architecture.md#sessions-and-logout): a short access token renewed from
// the refresh cookie, devices signed out from elsewhere, and a disabled person's device.

let server: AppServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

// Access tokens of a few seconds, so one expires during a test while the device is offline.
const ACCESS_SECONDS = 3;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startAppServer({ ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_SECONDS) }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
});

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

interface Device {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

async function signedIn(
  email: string = DEMO_CREDENTIALS.email,
  options: { userAgent?: string } = {},
): Promise<Device> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  contexts.push(context);
  const { page, errors } = await newPage(context);
  await signInOn(page, email);
  await page
    .getByText(/^Synced/)
    .first()
    .waitFor({ timeout: 60_000 });
  return { context, page, errors };
}

async function signInOn(page: Page, email: string) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(DEMO_CREDENTIALS.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await reachDashboard(page);
}

/** The `exp` of the app's access token, in ms. */
async function tokenExpiry(page: Page): Promise<number> {
  const token = await accessToken(page);
  return (
    (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number }).exp * 1000
  );
}

async function openProfile(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('heading', { name: 'Profile information' }).waitFor();
  await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();
}

async function editName(page: Page, name: string) {
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Full Name').fill(name);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText(name, { exact: true }).waitFor();
}

/**
 * Calls the API from the page as the app would, with a token freshly renewed from the refresh
 * cookie under the app's own refresh lock (the access tokens here live a few seconds).
 */
function pageApi(page: Page, method: string, path: string): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ([m, p]) =>
      navigator.locks.request('estate-admin-refresh', async () => {
        const renewed = await fetch('/api/auth/refresh', { method: 'POST' });
        const token = ((await renewed.json()) as { data: { token: string } }).data.token;
        const res = await fetch(`/api${p}`, { method: m, headers: { authorization: `Bearer ${token}` } });
        return { status: res.status, body: (await res.json()) as unknown };
      }),
    [method, path] as const,
  );
}

async function serverName(page: Page): Promise<string> {
  const { body } = await pageApi(page, 'GET', '/users/me/profile');
  return (body as { data: { name: string } }).data.name;
}

const noTokenInLocalStorage = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).every((key) => !key.includes('token')));

describe('sessions', () => {
  it('an access token that expires offline is renewed when the connection returns: the outbox drains, no sign-in', async () => {
    const { context, page, errors } = await signedIn();
    await openProfile(page);
    const before = await accessToken(page);
    await context.setOffline(true);
    await editName(page, 'Alex Offline Renewed');
    expect(await outboxRows(page)).toHaveLength(1);
    // Wait (not a timing assertion) until the token the device holds is past its expiry.
    await expect
      .poll(async () => Date.now() > (await tokenExpiry(page)) + 1000, { timeout: 30_000 })
      .toBe(true);
    await context.setOffline(false);
    await expect.poll(async () => (await outboxRows(page)).length, { timeout: 30_000 }).toBe(0);
    expect(page.url()).toContain('/admin/profile');
    const after = await accessToken(page);
    expect(after).not.toBe(before);
    expect(await serverName(page)).toBe('Alex Offline Renewed');
    expect(await noTokenInLocalStorage(page)).toBe(true);
    expect(errors).toEqual([]);
  }, 240_000);

  it('Profile lists this device; another device signed out from here asks for a sign-in and keeps its unsynced change', async () => {
    const first = await signedIn();
    const second = await signedIn(DEMO_CREDENTIALS.email, { userAgent: FIREFOX_WINDOWS });
    await openProfile(second.page);
    await second.context.setOffline(true);
    await editName(second.page, 'Alex From Firefox');
    expect(await outboxRows(second.page)).toHaveLength(1);

    await openProfile(first.page);
    const devices = first.page.getByRole('list', { name: 'Signed-in devices' });
    await devices.getByText('This device', { exact: true }).waitFor();
    const other = devices.getByRole('button', { name: /^Sign out this device: Firefox on Windows/ });
    await other.waitFor();
    await screenshot(first.page, 'sessions-devices');
    await other.click();
    await first.page.getByText(/Firefox on Windows was signed out/).waitFor();
    await expect.poll(() => devices.getByText('Firefox on Windows').count()).toBe(0);

    // The second device learns it at its next contact, asks for a sign-in, and keeps its change.
    await second.context.setOffline(false);
    await second.page.waitForURL(/\/login\?expired=/, { timeout: 120_000 });
    await second.page.getByText(/Your session has ended. Sign in again to continue/).waitFor();
    expect(await outboxRows(second.page)).toHaveLength(1);
    await screenshot(second.page, 'sessions-signed-out-elsewhere');
    // The same person signs in again: the kept change goes out.
    await signInOn(second.page, DEMO_CREDENTIALS.email);
    await expect.poll(async () => (await outboxRows(second.page)).length, { timeout: 30_000 }).toBe(0);
    expect(await serverName(second.page)).toBe('Alex From Firefox');
    expect(first.errors).toEqual([]);
  }, 240_000);

  it('a disabled person’s device deletes the firm’s data and says why', async () => {
    const admin = await signedIn();
    const staff = await signedIn('sam.rivera@example.com');
    const staffId = await staff.page.evaluate(
      () => (JSON.parse(localStorage.getItem('user') ?? '{}') as { _id: string })._id,
    );
    // The Admin disables them (docs/behaviour.md#people), as the People screen does.
    expect((await pageApi(admin.page, 'POST', `/people/${staffId}/disable`)).status).toBe(200);

    // The next contact (here a focus, as when the person comes back to the window) learns it.
    await staff.page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await staff.page.waitForURL(/\/login\?expired=disabled/, { timeout: 120_000 });
    await staff.page.getByText(/Your account has been disabled/).waitFor();
    expect(await leftOnDevice(staff.page)).toEqual({ user: null, records: 0, wiping: null });
    await screenshot(staff.page, 'sessions-disabled');
    expect(admin.errors).toEqual([]);
  }, 240_000);

  it('a deletion a reload interrupted is finished before anything renders, and /login says why', async () => {
    const staff = await signedIn();
    // Where a reload catches the device mid-way through deleting a disabled person's data: the
    // mark is set and the session gone, the records still there.
    await staff.page.evaluate(() => {
      localStorage.setItem('wipe-pending', 'disabled');
      localStorage.removeItem('user');
    });
    await staff.page.reload();
    await staff.page.waitForURL(/\/login\?expired=disabled/, { timeout: 60_000 });
    await staff.page.getByText(/Your account has been disabled/).waitFor();
    expect(await leftOnDevice(staff.page)).toEqual({ user: null, records: 0, wiping: null });
    expect(staff.errors).toEqual([]);
  }, 240_000);
});

/** What of the firm's is left on the device: the stored user, records in IndexedDB, the deletion's mark. */
async function leftOnDevice(
  page: Page,
): Promise<{ user: string | null; records: number; wiping: string | null }> {
  return page.evaluate(async () => {
    const user = localStorage.getItem('user');
    const wiping = localStorage.getItem('wipe-pending');
    const names = (await indexedDB.databases()).map((d) => d.name);
    // The firm's database is gone, or holds nothing (the page may open an empty one again).
    if (!names.includes('estate-admin')) return { user, records: 0, wiping };
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('estate-admin');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const sizes = await Promise.all(
      [...db.objectStoreNames].map(
        (name) =>
          new Promise<number>((resolve) => {
            const req = db.transaction(name).objectStore(name).count();
            req.onsuccess = () => resolve(req.result);
            req.onerror = () => resolve(-1);
          }),
      ),
    );
    db.close();
    return { user, records: sizes.reduce((a, b) => a + b, 0), wiping };
  });
}
