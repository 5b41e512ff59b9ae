import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_NEEDS_PASSWORD } from '../../src/domain/rules/permissions.ts';
import {
  type AppServer,
  accessToken,
  DEMO_CREDENTIALS,
  launchBrowser,
  newPage,
  reachDashboard,
  screenshot,
  seriousA11yViolations,
  startAppServer,
} from './harness.ts';

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Session {
  context: BrowserContext;
  page: Page;
  errors: string[];
  token: string;
  userId: string;
}

/** Signs in through the login screen as a user would, then waits for the first pull to fill the store. */
async function signedIn(email: string = DEMO_CREDENTIALS.email): Promise<Session> {
  const context = await browser.newContext();
  const { page, errors } = await newPage(context);
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(DEMO_CREDENTIALS.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await reachDashboard(page);
  const token = await accessToken(page);
  const userId = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('user') ?? '{}') as { _id: string })._id,
  );
  return { context, page, errors, token, userId };
}

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await res.json()) as T;
}

const serverProfile = (token: string) =>
  api<{ data: { name: string; email: string; role: string } }>(token, 'GET', '/users/me/profile').then(
    (r) => r.data,
  );

const serverOrganization = (token: string) =>
  api<{ data: { name: string; description?: string } }>(token, 'GET', '/organizations/me').then(
    (r) => r.data,
  );

/** Opens Account Settings by its top-bar link (a client-side navigation) and waits for the local profile. */
async function openProfile(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('heading', { name: 'Profile information' }).waitFor();
  await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();
}

async function openSync(page: Page) {
  await page.getByRole('link', { name: /Sync status/ }).click();
  await page.getByRole('heading', { name: 'Sync', exact: true }).waitFor();
}

async function editName(page: Page, name: string) {
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Full Name').fill(name);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText(name, { exact: true }).waitFor();
}

const pendingCount = (page: Page) =>
  page.locator('.sync-facts div', { hasText: 'Changes waiting to be sent' }).locator('dd').textContent();

describe('Account Settings', () => {
  it('shows both tabs, edits the profile through the outbox, cancels, and edits the firm', async () => {
    const { context, page, errors, token } = await signedIn();
    await openProfile(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Account Settings');
    const tabs = page.getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['Profile', 'Organization']);
    expect(await page.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');
    await page.getByText('Alex Morgan', { exact: true }).waitFor();
    await page.getByText('Harbourview Estates Law LLP', { exact: true }).waitFor();
    // The Organization tab loads only when first opened.
    expect(await page.getByRole('heading', { name: 'Organization information' }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // An Admin may change roles: the select is enabled and offers the three roles.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const role = page.getByLabel('Role');
    expect(await role.isEnabled()).toBe(true);
    expect(await role.locator('option').allTextContents()).toEqual(['Estate Attorney', 'Admin', 'Staff']);
    // Per-field messages from the schema.
    await page.getByLabel('Full Name').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Full Name is required').waitFor();
    await screenshot(page, 'profile-edit');
    // Cancel discards the edit.
    await page.getByLabel('Full Name').fill('Nobody At All');
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByText('Nobody At All').count()).toBe(0);
    await page.getByText('Alex Morgan', { exact: true }).waitFor();

    await editName(page, 'Alex Morgan-Lee');
    await expect
      .poll(async () => (await serverProfile(token)).name, { timeout: 15_000 })
      .toBe('Alex Morgan-Lee');
    await page.getByText('Profile saved.').waitFor();
    await screenshot(page, 'profile');

    await page.getByRole('tab', { name: 'Organization' }).click();
    await page.getByRole('heading', { name: 'Organization information' }).waitFor();
    const orgPanel = page.getByRole('tabpanel');
    await orgPanel.getByText('Harbourview Estates Law LLP', { exact: true }).waitFor();
    // Clear the description: the read view says so.
    await orgPanel.getByRole('button', { name: 'Edit', exact: true }).click();
    expect(await orgPanel.getByLabel('Description').getAttribute('rows')).toBe('4');
    await orgPanel.getByLabel('Description').fill('');
    await orgPanel.getByRole('button', { name: 'Save Changes' }).click();
    await orgPanel.getByText('No description available').waitFor();
    await orgPanel.getByRole('button', { name: 'Edit', exact: true }).click();
    await orgPanel.getByLabel('Organization Name').fill('Harbourview Estates Law LLP (Toronto)');
    await orgPanel.getByLabel('Description').fill('Estates and trusts on the waterfront.');
    await orgPanel.getByRole('button', { name: 'Save Changes' }).click();
    await orgPanel.getByText('Estates and trusts on the waterfront.').waitFor();
    await expect
      .poll(async () => serverOrganization(token), { timeout: 15_000 })
      .toMatchObject({
        name: 'Harbourview Estates Law LLP (Toronto)',
        description: 'Estates and trusts on the waterfront.',
      });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'profile-organization');
    // The Profile tab kept its state while hidden, and shows again.
    await page.getByRole('tab', { name: 'Profile' }).click();
    await page.getByText('Alex Morgan-Lee', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the role and the firm read-only to a non-Admin', async () => {
    const { context, page, errors } = await signedIn('sam.rivera@example.com');
    await openProfile(page);
    await page.getByText('Sam Rivera', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    expect(await page.getByLabel('Role').evaluate((el) => (el as HTMLInputElement).readOnly)).toBe(true);
    await page.getByText('Only an Admin can change roles.').waitFor();
    await page.getByRole('tab', { name: 'Organization' }).click();
    await page.getByText('Only an Admin can change the firm’s details.').waitFor();
    expect(await page.getByRole('tabpanel').getByRole('button', { name: 'Edit', exact: true }).count()).toBe(
      0,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('saves offline, counts the change on the Sync page, and sends it when back online', async () => {
    const { context, page, errors, token } = await signedIn();
    await openSync(page);
    await page.getByText('Everything is in sync').waitFor();
    await openProfile(page);
    await context.setOffline(true);
    await editName(page, 'Alex Offline');
    await page.getByText('Saved on this device; it will sync when online').waitFor();
    await openSync(page);
    await expect.poll(() => pendingCount(page)).toBe('1');
    expect(await page.getByRole('button', { name: 'Sync now' }).isDisabled()).toBe(true);
    await page.locator('#main').getByText('Offline', { exact: true }).waitFor();
    await screenshot(page, 'sync-offline');
    await context.setOffline(false);
    await expect.poll(() => pendingCount(page), { timeout: 15_000 }).toBe('None');
    await page.getByText('Everything is in sync').waitFor();
    expect((await serverProfile(token)).name).toBe('Alex Offline');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('warns before logging out with unsynced changes, and leaves nothing behind after a synced logout', async () => {
    const { context, page, errors } = await signedIn();
    await openProfile(page);
    await context.setOffline(true);
    await editName(page, 'Alex Unsent');
    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog
      .getByText('You have 1 change that has not reached the server. If you log out now it will be lost.')
      .waitFor();
    expect(await dialog.getByRole('button', { name: 'Sync now' }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Log out anyway' }).count()).toBe(1);
    await screenshot(page, 'logout-warning');
    await dialog.getByRole('button', { name: 'Stay signed in' }).click();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(page.url()).toContain('/admin/profile');

    await context.setOffline(false);
    await openSync(page);
    await expect.poll(() => pendingCount(page), { timeout: 15_000 }).toBe('None');
    await openProfile(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    const firmRecords = await page.evaluate(async () => {
      const names = (await indexedDB.databases()).map((d) => d.name);
      if (!names.includes('estate-admin')) return 0;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open('estate-admin');
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      const stores = [
        'files',
        'estates',
        'accounts',
        'assets',
        'parties',
        'transactions',
        'documents',
        'users',
      ]
        .concat(['organizations', 'conflicts', 'outbox', 'session', 'blobs'])
        .filter((s) => db.objectStoreNames.contains(s));
      let total = 0;
      for (const store of stores) {
        total += await new Promise<number>((resolve) => {
          const req = db.transaction(store).objectStore(store).count();
          req.onsuccess = () => resolve(req.result);
        });
      }
      db.close();
      return total;
    });
    expect(firmRecords).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Sync page', () => {
  it('shows a file name changed offline and on the server as a conflict, and puts mine back', async () => {
    // A colleague's account, so the demo Admin's session elsewhere in this file is unaffected.
    const { context, page, errors, token } = await signedIn('jordan.lee@example.com');
    const files = await api<{ _id: string; name: string }[]>(token, 'GET', '/files');
    const file = files[0]!;
    const mine = `${file.name} (mine)`;
    const theirs = `${file.name} (theirs)`;
    await page.goto(`${server.url}/admin/files/${file._id}`);
    await page.getByRole('heading', { level: 1, name: file.name }).waitFor();
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByLabel('File Name').fill(mine);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('heading', { level: 1, name: mine }).waitFor();
    // Where the save lands, it says the change is kept and will go later.
    await page
      .getByRole('status')
      .filter({ hasText: 'Saved on this device; it will sync when you are back online.' })
      .waitFor();
    // Meanwhile the same field changes on the server, from a version newer than the page's.
    await api(token, 'PUT', `/files/${file._id}`, { name: theirs });
    await context.setOffline(false);
    await openSync(page);
    const item = page.locator('.sync-item', { hasText: 'Someone changed this field after you' });
    await item.waitFor({ timeout: 15_000 });
    expect(await item.locator('dd').allTextContents()).toEqual([mine, theirs]);
    expect(await item.getByRole('link', { name: theirs }).getAttribute('href')).toBe(
      `/admin/files/${file._id}`,
    );
    // The top bar says what waits, in words its accessible name repeats, and leads to it.
    const pill = page.getByRole('link', {
      name: /^Sync status: .*\. 1 conflict to review\. Open sync details$/,
    });
    expect(await pill.locator('.sync-problems').textContent()).toBe('1 conflict to review');
    expect(await pill.getAttribute('href')).toBe('/admin/sync#conflicts-heading');
    await item.getByRole('button', { name: 'Use my value' }).click();
    await page.getByText('No conflicts').waitFor();
    await expect.poll(() => page.locator('.sync-indicator .sync-problems').count()).toBe(0);
    await expect
      .poll(
        async () => (await api<{ data: { name: string } }>(token, 'GET', `/files/${file._id}`)).data.name,
        {
          timeout: 15_000,
        },
      )
      .toBe(mine);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a lost profile value and a refused change, retries and re-applies them', async () => {
    const { context, page, errors, token, userId } = await signedIn();
    await openProfile(page);
    await context.setOffline(true);
    await editName(page, 'Alex Mine');
    // Meanwhile someone changes the same field on the server (this request is not the page's).
    await api(token, 'PUT', `/users/${userId}`, { name: 'Alex Theirs' });
    await context.setOffline(false);
    await openSync(page);
    const item = page.locator('.sync-item', { hasText: 'Someone changed this field after you' });
    await item.waitFor({ timeout: 15_000 });
    expect(await item.locator('dd').allTextContents()).toEqual(['Alex Mine', 'Alex Theirs']);
    await item.getByText('User profile:').waitFor();
    expect((await serverProfile(token)).name).toBe('Alex Theirs');

    // A change the server refuses (the sign-in email changes only with the password, under Change
    // sign-in email) waits under Needs attention.
    await openProfile(page);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByLabel(/^Email/).fill('jordan.lee@example.com');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Failed to save profile changes. Please try again.').waitFor({ timeout: 15_000 });
    await openSync(page);
    const refused = page.locator('.sync-item', { hasText: 'Change to user profile' });
    await refused.getByText(`Email: ${EMAIL_NEEDS_PASSWORD}`).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'sync');

    // Edit and retry: a local check first, then the corrected change (the email as it was) goes out.
    await refused.getByRole('button', { name: 'Edit and retry' }).click();
    await refused.getByLabel('Email').fill('not-an-email');
    await refused.getByRole('button', { name: 'Retry' }).click();
    await refused.getByText('Please enter a valid email address').waitFor();
    await refused.getByLabel('Email').fill(DEMO_CREDENTIALS.email);
    await refused.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('Nothing needs attention').waitFor();
    await expect
      .poll(async () => (await serverProfile(token)).email, { timeout: 15_000 })
      .toBe(DEMO_CREDENTIALS.email);

    await item.getByRole('button', { name: 'Use my value' }).click();
    await page.getByText('No conflicts').waitFor();
    await expect.poll(async () => (await serverProfile(token)).name, { timeout: 15_000 }).toBe('Alex Mine');
    await page.getByText('Everything is in sync').waitFor({ timeout: 15_000 });
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('discards a refused change after asking, and offers to keep data on the device', async () => {
    const { context, page, errors, token } = await signedIn('sam.rivera@example.com');
    await openProfile(page);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByLabel(/^Email/).fill('jordan.lee@example.com');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await openSync(page);
    const refused = page.locator('.sync-item', { hasText: 'Change to user profile' });
    await refused.waitFor({ timeout: 15_000 });
    await refused.getByRole('button', { name: 'Discard' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Keep it' }).click();
    expect(await refused.count()).toBe(1);
    await refused.getByRole('button', { name: 'Discard' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Discard change' }).click();
    await page.getByText('Nothing needs attention').waitFor();
    expect((await serverProfile(token)).email).toBe('sam.rivera@example.com');

    await page.getByRole('heading', { name: 'Storage on this device' }).waitFor();
    const keep = page.getByRole('button', { name: 'Keep data on this device' });
    if (await keep.count()) {
      await keep.click();
      await page.getByText(/did not agree|keeps your data/).waitFor();
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
