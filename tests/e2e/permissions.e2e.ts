import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainRefusal } from '../../src/domain/rules/permissions.ts';
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
import { controlledBy, outboxRows } from './pwa-helpers.ts';

/**
 * The permission matrix on the screen: Staff see the estate's Delete disabled with the reason and
 * the compensation claim read-only, and even a screen that offers the control cannot queue a
 * change the server would refuse; an Estate Attorney gets the Delete.
 */
let server: AppServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

const CHEN = 'Estate of Margaret Chen';
const STAFF = { email: 'sam.rivera@example.com', password: DEMO_CREDENTIALS.password };
const ATTORNEY = { email: 'jordan.lee@example.com', password: DEMO_CREDENTIALS.password };

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  await server?.stop();
});

/** A browser of its own, signed in as `who`, synced and under the service worker. */
async function signedIn(who: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  const { page, errors } = await newPage(context);
  await signIn(page, server.url, who);
  await page
    .getByText(/^Synced/)
    .first()
    .waitFor({ timeout: 30_000 });
  await controlledBy(page);
  const token = await accessToken(page);
  const res = await fetch(`${server.url}/api/estates`, { headers: { authorization: `Bearer ${token}` } });
  const estates = (await res.json()) as { _id: string; estateName: string }[];
  const chen = estates.find((e) => e.estateName === CHEN)!._id;
  return { context, page, errors, token, chen };
}

async function openEstate(page: Page, id: string) {
  await page.goto(`${server.url}/admin/data/estates/${id}`);
  await page.getByRole('heading', { level: 1, name: CHEN }).waitFor({ timeout: 20_000 });
}

/** The estate as the server has it, to show a refused change never reached it. */
async function serverEstate(token: string, id: string) {
  const res = await fetch(`${server.url}/api/estates/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await res.json()).data as { compensationClaim?: Record<string, number>; version: number };
}

describe('Staff', () => {
  it('see the estate’s Delete disabled with the reason and the compensation claim read-only', async () => {
    const { page, errors, chen } = await signedIn(STAFF);
    await openEstate(page, chen);
    const reason = explainRefusal('Staff', 'delete', 'estates');
    expect(reason).toBe('Staff cannot delete estates. Ask an Estate Attorney or an Admin.');
    const del = page.getByRole('button', { name: 'Delete', exact: true });
    expect(await del.isDisabled()).toBe(true);
    await page.getByText(reason).waitFor();
    expect(await del.getAttribute('aria-describedby')).toBe(await page.getByText(reason).getAttribute('id'));

    await page.getByRole('button', { name: 'Open reports panel' }).click();
    const panel = page.locator('#reports-panel');
    const claimed = panel.getByLabel('Claimed care and management');
    await claimed.waitFor();
    expect(await claimed.isEditable()).toBe(false);
    await panel.getByText(explainRefusal('Staff', 'compensation-claim')).waitFor();
    expect(await panel.getByRole('button', { name: 'Reset claim to tariff' }).isDisabled()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'permissions-staff-estate');

    // No Delete in the files list either.
    await page.goto(`${server.url}/admin/files`);
    await page.getByRole('heading', { level: 1, name: 'Files' }).waitFor();
    await page.locator('tbody tr').first().waitFor({ timeout: 20_000 });
    expect(await page.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('cannot queue a forbidden change offline, even from a screen that offers it', async () => {
    const { context, page, token, chen } = await signedIn(STAFF);
    const before = await serverEstate(token, chen);
    await context.setOffline(true);
    // A screen out of step with the store (its copy of the user says Admin; the store's session
    // says Staff): the controls are offered, the store still refuses.
    await page.evaluate(() => {
      const user = JSON.parse(localStorage.getItem('user')!);
      localStorage.setItem('user', JSON.stringify({ ...user, role: 'Admin' }));
    });
    await openEstate(page, chen);
    const queued = (await outboxRows(page)).length;

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    const refused = dialog.getByRole('alert');
    await refused.waitFor();
    expect(await refused.textContent()).toBe(explainRefusal('Staff', 'delete', 'estates'));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { level: 1, name: CHEN }).waitFor();

    await page.getByRole('button', { name: 'Open reports panel' }).click();
    const panel = page.locator('#reports-panel');
    await panel.getByLabel('Claimed care and management').fill('1234.56');
    const claimRefused = panel.getByRole('alert').filter({ hasText: 'could not be kept' });
    await claimRefused.waitFor({ timeout: 10_000 });
    expect(await claimRefused.textContent()).toContain(explainRefusal('Staff', 'compensation-claim'));
    await screenshot(page, 'permissions-staff-refused-offline');

    expect(await outboxRows(page)).toHaveLength(queued);
    await context.setOffline(false);
    const after = await serverEstate(token, chen);
    expect(after.version).toBe(before.version);
    expect(after.compensationClaim).toEqual(before.compensationClaim);
  });
});

describe('an Estate Attorney', () => {
  it('sees the estate’s Delete and may change the compensation claim', async () => {
    const { page, errors, chen } = await signedIn(ATTORNEY);
    await openEstate(page, chen);
    const del = page.getByRole('button', { name: 'Delete', exact: true });
    expect(await del.isEnabled()).toBe(true);
    expect(await page.getByText(/cannot delete estates/).count()).toBe(0);
    await page.getByRole('button', { name: 'Open reports panel' }).click();
    const claimed = page.locator('#reports-panel').getByLabel('Claimed care and management');
    await claimed.waitFor();
    expect(await claimed.isEditable()).toBe(true);
    expect(errors).toEqual([]);
  });
});
