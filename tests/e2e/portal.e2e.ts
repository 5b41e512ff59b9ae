import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { sidewaysOverflow } from './layout-checks.ts';
import { controlledBy } from './pwa-helpers.ts';

/**
 * The beneficiary portal end to end (docs/behaviour.md#portal, docs/architecture.md#scopes): an
 * estate attorney shares the estate accounts and invites a beneficiary; in another browser the
 * beneficiary accepts, reads the portal, goes offline, reloads and still reads it, and approves the
 * accounts; the attorney sees the approval. Removing the access empties the beneficiary's device at
 * its next contact.
 */
type ApiRecord = Record<string, unknown> & { _id: string };

const CHEN = 'Estate of Margaret Chen';
const ATTORNEY = { email: 'jordan.lee@example.com', password: DEMO_CREDENTIALS.password };
const INVITEE = {
  name: 'David Chen',
  email: 'david.chen.portal@example.com',
  password: 'copper kettle winter harbour',
};
let server: AppServer;
let browser: Browser;
let firm: { context: BrowserContext; page: Page; errors: string[] };
let heir: { context: BrowserContext; page: Page; errors: string[] };
let token: string;
let chen: string;
let link: string;

async function api(path: string): Promise<ApiRecord[]> {
  const res = await fetch(`${server.url}/api/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status, path).toBe(200);
  return (await res.json()) as ApiRecord[];
}

async function browserContext(width = 1280, height = 900) {
  const context = await browser.newContext({ viewport: { width, height }, acceptDownloads: true });
  return { context, ...(await newPage(context)) };
}

const synced = (page: Page) =>
  page
    .getByText(/^Synced/)
    .first()
    .waitFor({ timeout: 30_000 });

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  firm = await browserContext();
  await signIn(firm.page, server.url, ATTORNEY);
  token = await accessToken(firm.page);
  await synced(firm.page);
  chen = (await api('estates')).find((e) => e.estateName === CHEN)!._id;
});
afterAll(async () => {
  await firm?.context.close();
  await heir?.context.close();
  await browser?.close();
  await server?.stop();
});

describe('the beneficiary portal', () => {
  it('the attorney shares the estate accounts and invites a beneficiary', async () => {
    const { page } = firm;
    await page.goto(`${server.url}/admin/data/estates/${chen}`);
    await page.getByRole('heading', { level: 1, name: CHEN }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Open reports panel' }).click();
    const panel = page.locator('#reports-panel');
    await panel.getByRole('radio', { name: /^Estate Accounts/ }).check();
    await panel.getByRole('radio', { name: 'PDF', exact: true }).check();
    await panel.getByLabel('Share with beneficiaries').check();
    await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Generate report' }).click(),
    ]);
    await page.keyboard.press('Escape');
    // The report reaches the server as a shared document of the estate, with its content.
    await expect
      .poll(
        async () =>
          (await api(`documents?estate=${chen}`)).some(
            (d) => d.shared === true && d.type === 'Report' && d.hasContent,
          ),
        {
          timeout: 30_000,
        },
      )
      .toBe(true);

    const card = page.getByRole('region', { name: 'Beneficiary access' });
    await card.getByRole('button', { name: 'Invite beneficiary' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a beneficiary' });
    await dialog.getByLabel('Beneficiary of the estate').selectOption({ label: INVITEE.name });
    await dialog.getByLabel(/^Email/).fill(INVITEE.email);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    // No mail server in this run: the attorney is given the link to pass on.
    const box = page.getByLabel('Invitation link');
    await box.waitFor();
    link = await box.inputValue();
    expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
    await screenshot(page, 'portal-invite');
  });

  it('the beneficiary accepts and reads their estate, offline too', async () => {
    heir = await browserContext(390, 844);
    const { page } = heir;
    await page.goto(link);
    await page.getByLabel(/^Password/).fill(INVITEE.password);
    await page.getByRole('button', { name: 'Accept and sign in' }).click();
    await page.waitForURL(/\/portal/, { timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: CHEN }).waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: 'Proposed distribution' }).waitFor();
    await page.getByRole('heading', { name: 'Shared documents' }).waitFor();
    // The portal's own page (docs/architecture.md#portal-page): not the firm's app with its router.
    expect(await page.title()).toBe('Your estates');
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name));
    expect(scripts.some((name) => /\/assets\/portal-[^/]+\.js$/.test(name))).toBe(true);
    expect(scripts.filter((name) => /\/assets\/framework-[^/]+\.js$/.test(name))).toEqual([]);
    // Only what was shared, and none of the firm's other estates or internal notes.
    const text = await page.locator('main').innerText();
    expect(text).not.toContain('Estate of Robert Thompson');
    expect(text).toContain('Estate Accounts');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'portal-estate-phone');

    // Saving the shared accounts is a copy leaving the firm: its activity log names the
    // beneficiary, the document, the estate and the device (docs/behaviour.md#activity).
    const [saved] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      page
        .getByRole('button', { name: /^Download Estate Accounts/ })
        .first()
        .click(),
    ]);
    expect(saved.suggestedFilename()).toMatch(/\.pdf$/);
    const admin = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_CREDENTIALS),
    });
    const adminToken = ((await admin.json()) as { data: { token: string } }).data.token;
    const opened = async () => {
      const res = await fetch(`${server.url}/api/activity?kind=document-opened`, {
        headers: { Authorization: `Bearer ${adminToken}` },
      });
      const items = (
        (await res.json()) as { data: { items: { actorName: string; detail: Record<string, unknown> }[] } }
      ).data.items;
      return items.find((e) => e.actorName === INVITEE.name) ?? null;
    };
    await expect.poll(opened, { timeout: 30_000 }).not.toBeNull();
    expect((await opened())?.detail).toMatchObject({ estate: chen, estateName: CHEN, format: 'file' });
    expect(String((await opened())?.detail.report)).toMatch(/^Estate Accounts/);

    await controlledBy(page);
    await heir.context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: CHEN }).waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: 'Shared documents' }).waitFor();
  });

  it('approves the accounts offline; the attorney sees the approval once both are back', async () => {
    const { page } = heir;
    const documents = page.getByRole('region', { name: 'Shared documents' });
    await documents.getByRole('button', { name: 'Approve these accounts' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Approve these accounts' });
    await dialog.getByLabel('Your full name').fill(INVITEE.name);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await documents.getByText(`Approved by ${INVITEE.name}`).first().waitFor();
    await heir.context.setOffline(false);

    const card = firm.page.getByRole('region', { name: 'Approvals of the accounts' });
    await expect
      .poll(
        async () => {
          await firm.page.reload();
          await firm.page.getByRole('heading', { level: 1, name: CHEN }).waitFor({ timeout: 20_000 });
          return card.getByText(INVITEE.name).count();
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toBeGreaterThan(0);
    // Signed as the firm knows them (the party they were invited as), with their sign-in email.
    await card.getByText(INVITEE.email).first().waitFor();
    await screenshot(firm.page, 'portal-approval-seen');
    // On a phone, the approval is a small card: the estate page never scrolls sideways.
    await firm.page.setViewportSize({ width: 390, height: 844 });
    await card.getByText(INVITEE.name).first().scrollIntoViewIfNeeded();
    expect(await sidewaysOverflow(firm.page)).toBeLessThanOrEqual(0);
    await screenshot(firm.page, 'portal-approval-seen-390');
  });

  it('notices a local copy the browser evicted, downloads it again and says so', async () => {
    const { context, page } = heir;
    // Eviction (Safari after weeks unused): the origin's IndexedDB cleared while the portal is closed.
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: server.url, storageTypes: 'indexeddb' });
    await page.goto(`${server.url}/portal`);
    const notice = page.getByRole('alert').filter({ hasText: 'cleared by the browser' });
    await notice.waitFor({ timeout: 30_000 });
    // Still signed in, and the estate is back from the server (its only estate opens by itself).
    await page.getByRole('heading', { level: 1, name: CHEN }).waitFor({ timeout: 30_000 });
    await expect.poll(() => notice.textContent()).toContain('it has been downloaded again');
    expect(await notice.textContent()).toContain('Nothing unsent was lost.');
    await screenshot(page, 'portal-evicted');
    await notice.getByRole('button', { name: 'Got it' }).click();
    await notice.waitFor({ state: 'detached' });
  });

  it('removing the access empties the beneficiary’s device at its next contact', async () => {
    const card = firm.page.getByRole('region', { name: 'Beneficiary access' });
    await card.getByRole('button', { name: `Remove the access of ${INVITEE.name}` }).click();
    await firm.page.getByRole('alertdialog').getByRole('button', { name: 'Remove access' }).click();
    await card.getByText(INVITEE.email).waitFor({ state: 'detached', timeout: 15_000 });

    const { page } = heir;
    await page.goto(`${server.url}/portal`);
    // The page it was on (its only estate) says the estate is no longer shared; the list is empty.
    await page
      .getByText(/not shared with you|has not shared an estate with you/)
      .first()
      .waitFor({ timeout: 30_000 });
    await screenshot(page, 'portal-revoked-phone');
    const left = await page.evaluate(async () => {
      const open = indexedDB.open('estate-admin');
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const count = (name: string) =>
        new Promise<number>((resolve) => {
          const request = db.transaction(name).objectStore(name).count();
          request.onsuccess = () => resolve(request.result);
        });
      const counts = {
        estates: await count('estates'),
        transactions: await count('transactions'),
        documents: await count('documents'),
        parties: await count('parties'),
      };
      db.close();
      return counts;
    });
    expect(left).toEqual({ estates: 0, transactions: 0, documents: 0, parties: 0 });
  });

  it('sends the firm’s people who open /portal to their dashboard', async () => {
    await firm.page.goto(`${server.url}/portal/estates/${chen}`);
    await firm.page.waitForURL(/\/admin\/dashboard$/, { timeout: 30_000 });
  });

  it('logged no console errors', () => {
    expect(firm.errors).toEqual([]);
    expect(heir.errors).toEqual([]);
  });
});
