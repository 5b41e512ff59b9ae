import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppServer,
  DEMO_CREDENTIALS,
  launchBrowser,
  newPage,
  SCREENSHOT_DIR,
  screenshot,
  seriousA11yViolations,
  signIn,
  startAppServer,
} from './harness.ts';
import {
  apiGet,
  controlledBy,
  editDescription,
  firstFileId,
  outboxRows,
  type ServerFile,
} from './pwa-helpers.ts';

/**
 * The lock for shared devices (docs/behaviour.md#lock): idle and on-demand locks, offline unlock
 * against the verifier made at sign-in, the outbox kept and no access token stored while locked, and five
 * wrong passwords signing the device out with the outbox kept for the same person's next sign-in.
 */
let server: AppServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const LONG = { timeout: 45_000 };

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
});

async function tokenOf(email: string): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_CREDENTIALS.password }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

const serverFile = async (token: string, id: string) =>
  (await apiGet<ServerFile[]>(server.url, token, '/files')).find((f) => f._id === id);

/** What IndexedDB holds, read straight from it (no app code involved). */
function localCounts(page: Page): Promise<{ files: number; session: number; verifier: boolean }> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((res, rej) => {
      const req = indexedDB.open('estate-admin');
      req.onsuccess = () => res(req.result);
      req.onerror = () => rej(req.error);
    });
    const read = <T>(store: string, op: (s: IDBObjectStore) => IDBRequest<T>) =>
      new Promise<T>((res, rej) => {
        const req = op(db.transaction(store).objectStore(store));
        req.onsuccess = () => res(req.result);
        req.onerror = () => rej(req.error);
      });
    const result = {
      files: await read('files', (s) => s.count()),
      session: await read('session', (s) => s.count()),
      verifier: !!(await read('meta', (s) => s.get('lockVerifier'))),
    };
    db.close();
    return result;
  });
}

/** Every access token (a JWT) found in IndexedDB, local storage or session storage. */
const storedTokens = (page: Page) =>
  page.evaluate(async () => {
    const jwt = /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/g;
    const found: string[] = [];
    const look = (text: string) => found.push(...(text.match(jwt) ?? []));
    look(JSON.stringify({ ...localStorage }));
    look(JSON.stringify({ ...sessionStorage }));
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((res, rej) => {
        const req = indexedDB.open(name);
        req.onsuccess = () => res(req.result);
        req.onerror = () => rej(req.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((res, rej) => {
          const req = db.transaction(store).objectStore(store).getAll();
          req.onsuccess = () => res(req.result);
          req.onerror = () => rej(req.error);
        });
        look(JSON.stringify(rows));
      }
      db.close();
    }
    return [...new Set(found)];
  });

/** Signed in through the login screen, the first pull done, the worker in control, the verifier made. */
async function signedIn(email: string, clock = false) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  const { page, errors } = await newPage(context);
  if (clock) await page.clock.install();
  await signIn(page, server.url, { email, password: DEMO_CREDENTIALS.password });
  await page
    .getByText(/^Synced/)
    .first()
    .waitFor(LONG);
  await controlledBy(page);
  await expect.poll(async () => (await localCounts(page)).verifier, LONG).toBe(true);
  return { context, page, errors };
}

const lockScreen = (page: Page) => page.getByRole('dialog', { name: 'Locked' });

async function expectLocked(page: Page) {
  await lockScreen(page).waitFor(LONG);
  // The app behind is inert, hidden and out of the accessibility tree.
  expect(await page.locator('.admin').getAttribute('inert')).not.toBeNull();
  expect(await page.locator('.admin').getAttribute('aria-hidden')).toBe('true');
  expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
}

async function typePassword(page: Page, password: string) {
  await lockScreen(page).getByLabel('Password').fill(password);
  await page.keyboard.press('Enter');
}

describe('lock', () => {
  it('locks when idle and on reload, unlocks offline with the password, and keeps the outbox', async () => {
    const { page, errors } = await signedIn(DEMO_CREDENTIALS.email, true);
    const fileId = await firstFileId(page);

    // The Admin sets the firm's idle time to 5 minutes (Profile → Organization).
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('tab', { name: 'Organization' }).click();
    const orgPanel = page.getByRole('tabpanel');
    await orgPanel.getByText('After 15 minutes without use').waitFor(LONG);
    await orgPanel.getByRole('button', { name: 'Edit', exact: true }).click();
    await orgPanel.getByLabel('Lock after (minutes without use)').fill('0');
    await orgPanel.getByRole('button', { name: 'Save Changes' }).click();
    await orgPanel.getByText('Lock after at least 1 minute').waitFor(LONG);
    await orgPanel.getByLabel('Lock after (minutes without use)').fill('5');
    await screenshot(page, 'lock-organization-setting');
    await orgPanel.getByRole('button', { name: 'Save Changes' }).click();
    await orgPanel.getByText('After 5 minutes without use').waitFor(LONG);
    const token = await tokenOf(DEMO_CREDENTIALS.email);
    await expect
      .poll(
        async () =>
          (await apiGet<{ data: { lockMinutes?: number } }>(server.url, token, '/organizations/me')).data
            .lockMinutes,
        LONG,
      )
      .toBe(5);

    await page.context().setOffline(true);
    await editDescription(page, server.url, fileId, 'Changed offline before the lock');
    const queued = await outboxRows(page);
    expect(queued.map((r) => r.entityId)).toEqual([fileId]);

    // Activity postpones the lock; the firm's idle time (5 minutes) without any locks.
    await page.clock.fastForward('04:00');
    await page.mouse.move(200, 300);
    await page.mouse.move(220, 320);
    await page.clock.fastForward('04:00');
    expect(await lockScreen(page).count()).toBe(0);
    await page.clock.fastForward('02:00');
    await expectLocked(page);
    expect(await lockScreen(page).getByText('Alex Morgan').count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'lock-screen');

    // Focus stays inside the lock screen, whatever the keyboard does.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('.lock-dialog'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expectLocked(page);

    // A reload never gets past the lock, offline either.
    await page.reload();
    await expectLocked(page);

    // "Not you? Sign out" is the normal logout: it warns first about the change not yet sent.
    await lockScreen(page).getByRole('button', { name: 'Sign out' }).click();
    const warning = page.getByRole('alertdialog', { name: 'Changes not yet on the server' });
    await warning.waitFor(LONG);
    await screenshot(page, 'lock-sign-out-warning');
    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await warning.waitFor({ state: 'detached', ...LONG });
    await expectLocked(page);

    await typePassword(page, 'not the password');
    await page.getByText('Wrong password. 4 tries left before this device signs you out.').waitFor(LONG);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'lock-screen-phone');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });

    await typePassword(page, DEMO_CREDENTIALS.password);
    await lockScreen(page).waitFor({ state: 'detached', ...LONG });
    expect(await page.locator('.admin').getAttribute('inert')).toBeNull();
    await page.getByRole('heading', { name: 'File Details' }).waitFor(LONG);
    expect(await outboxRows(page)).toEqual(queued);
    // Unlocked offline: no token yet. Online again, the first contact gets one from the refresh
    // cookie, and the change goes.
    expect(await storedTokens(page)).toEqual([]);
    await page.context().setOffline(false);
    await expect.poll(() => outboxRows(page), LONG).toEqual([]);
    expect(await storedTokens(page)).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('locks on demand in every tab, holds no token while locked, sends after unlocking, and a fresh start after the idle time opens locked', async () => {
    const { context, page, errors } = await signedIn(DEMO_CREDENTIALS.email);
    const token = await tokenOf(DEMO_CREDENTIALS.email);
    const fileId = await firstFileId(page);
    const other = await context.newPage();
    await other.goto(`${server.url}/admin/files`);
    await other.getByRole('navigation', { name: 'Main' }).waitFor(LONG);

    await context.setOffline(true);
    await editDescription(page, server.url, fileId, 'Sent while the screen was locked');
    expect(await outboxRows(page)).toHaveLength(1);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('.top-bar').screenshot({ path: join(SCREENSHOT_DIR, 'lock-button-phone.png') });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.locator('.top-bar').screenshot({ path: join(SCREENSHOT_DIR, 'lock-button.png') });
    await page.getByRole('button', { name: 'Lock', exact: true }).click();
    await expectLocked(page);
    await expectLocked(other);
    await screenshot(page, 'lock-on-demand');

    // While locked, no storage a script can read holds an access token.
    await expect.poll(() => storedTokens(page), LONG).toEqual([]);
    await context.setOffline(false);
    expect(await storedTokens(page)).toEqual([]);
    expect(await outboxRows(page)).toHaveLength(1);
    await expectLocked(page);

    // Unlocking in one tab unlocks the other; a new token comes from the server, and the change goes.
    await typePassword(page, DEMO_CREDENTIALS.password);
    await lockScreen(page).waitFor({ state: 'detached', ...LONG });
    await lockScreen(other).waitFor({ state: 'detached', ...LONG });
    await expect.poll(() => outboxRows(page), LONG).toEqual([]);
    await expect
      .poll(async () => (await serverFile(token, fileId))?.description, LONG)
      .toBe('Sent while the screen was locked');
    const [fresh] = await storedTokens(page);
    expect(fresh).toBeDefined();
    expect(
      (await fetch(`${server.url}/api/auth/me`, { headers: { authorization: `Bearer ${fresh}` } })).status,
    ).toBe(200);
    await other.close();

    // The tab closed without logging out; the next person opens the app an hour later.
    await page.evaluate(() => localStorage.setItem('lock.lastActivity', String(Date.now() - 60 * 60_000)));
    await page.close();
    const { page: next } = await newPage(context);
    await next.goto(`${server.url}/admin/dashboard`);
    await expectLocked(next);

    // Someone else signs in from another tab: the locked tab does not open on the last person's
    // screens, it starts again as the new person.
    const { page: signInTab } = await newPage(context);
    await signIn(signInTab, server.url, {
      email: 'sam.rivera@example.com',
      password: DEMO_CREDENTIALS.password,
    });
    await lockScreen(next).waitFor({ state: 'detached', ...LONG });
    await next.getByText('Sam Rivera').first().waitFor(LONG);
    expect(await next.getByText('Alex Morgan').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('signs the device out after five wrong passwords, keeping the outbox for the same person', async () => {
    const email = 'jordan.lee@example.com';
    const { context, page } = await signedIn(email);
    const fileId = await firstFileId(page);
    await context.setOffline(true);
    await editDescription(page, server.url, fileId, 'Queued before five wrong passwords');
    const queued = await outboxRows(page);
    expect(queued).toHaveLength(1);

    await page.getByRole('button', { name: 'Lock', exact: true }).click();
    await expectLocked(page);
    for (const left of [4, 3, 2, 1]) {
      await typePassword(page, `wrong ${left}`);
      await page
        .getByText(
          `Wrong password. ${left} ${left === 1 ? 'try' : 'tries'} left before this device signs you out.`,
        )
        .waitFor(LONG);
    }
    await typePassword(page, 'wrong 0');
    await page.getByText('Too many wrong tries on the lock screen. Sign in again.').waitFor(LONG);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'lock-signed-out');
    expect(page.url()).toMatch(/\/login\?locked=1$/);

    // Signed out: no session, no readable records, the outbox kept.
    expect(await localCounts(page)).toEqual({ files: 0, session: 0, verifier: false });
    expect(await outboxRows(page)).toEqual(queued);
    await page.goto(`${server.url}/admin/dashboard`);
    await page.waitForURL(/\/login/, LONG);

    // Someone else signs in on this device: told whose changes wait, they cancel, and nothing is lost.
    await context.setOffline(false);
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill('sam.rivera@example.com');
    await page.getByLabel(/^Password/).fill(DEMO_CREDENTIALS.password);
    await page.getByRole('button', { name: /sign in/i }).click();
    const choice = page.getByRole('alert').filter({ hasText: 'Unsent changes on this device' });
    await choice.waitFor(LONG);
    expect(await choice.textContent()).toContain(
      'This device holds 1 change by Jordan Lee that has not reached the server. Continuing as Sam Rivera deletes it',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'another-person-signs-in');
    await choice.getByRole('button', { name: 'Cancel and keep it' }).click();
    await page.getByLabel(/^Password/).waitFor(LONG);
    expect(page.url()).toMatch(/\/login/);
    expect(await outboxRows(page)).toEqual(queued);
    expect(await localCounts(page)).toEqual({ files: 0, session: 0, verifier: false });

    // The same person signs in again: the queued change reaches the server.
    await signIn(page, server.url, { email, password: DEMO_CREDENTIALS.password });
    await expect.poll(() => outboxRows(page), LONG).toEqual([]);
    const token = await tokenOf(email);
    expect((await serverFile(token, fileId))?.description).toBe('Queued before five wrong passwords');
    expect(await lockScreen(page).count()).toBe(0);
  });

  it('online, five wrong passwords also end the device session on the server', async () => {
    const email = 'sam.rivera@example.com';
    const { page } = await signedIn(email);
    const liveIds = async () =>
      (await apiGet<{ data: { id: string }[] }>(server.url, await tokenOf(email), '/sessions')).data.map(
        (d) => d.id,
      );
    const before = await liveIds();
    await page.getByRole('button', { name: 'Lock', exact: true }).click();
    await expectLocked(page);
    for (let n = 1; n <= 4; n++) {
      await typePassword(page, `wrong ${n}`);
      await page.getByText(`Wrong password. ${5 - n} `, { exact: false }).waitFor(LONG);
    }
    await typePassword(page, 'wrong 5');
    await page.getByText('Too many wrong tries on the lock screen. Sign in again.').waitFor(LONG);
    // The browser's session is the one that ended: its refresh cookie is worth nothing now.
    const after = await liveIds();
    expect(before.filter((id) => !after.includes(id))).toHaveLength(1);
  });
});
