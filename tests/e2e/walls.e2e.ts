import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppServer,
  accessToken,
  launchBrowser,
  newPage,
  screenshot,
  seriousA11yViolations,
  signIn,
  startAppServer,
} from './harness.ts';

/**
 * The firm's controls for walls and sharing (docs/behaviour.md#restricted-files): an Admin
 * restricts a file to a member while offline, the change syncs once online, the files list marks
 * it; a document of an estate is shared with its beneficiaries from the estate's documents list.
 * (Which devices then receive the file is the server's and is tested with it.)
 */
let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

interface ServerRecord {
  _id: string;
  name?: string;
  email?: string;
  title?: string;
  estate?: string;
  restricted?: boolean;
  members?: string[];
  shared?: boolean;
}

async function api<T>(path: string): Promise<T> {
  const token = await accessToken(page);
  const res = await fetch(`${server.url}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  const body = (await res.json()) as T | { success: boolean; data: T };
  // One record comes wrapped ({ success, data }); a list comes as it is.
  return body && typeof body === 'object' && 'success' in body && 'data' in body ? body.data : (body as T);
}

const filesNav = () => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Files' });
const fileRow = (name: string) =>
  page.locator('table.data-table-table tbody tr[data-index]').filter({ hasText: name });

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  ({ page, errors } = await newPage(context));
  await signIn(page, server.url);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('restricted files and shared documents', () => {
  let fileId = '';
  let fileName = '';

  it('restricts a file to a member while offline; it syncs and the list marks it', async () => {
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    const files = await api<ServerRecord[]>('/files');
    const users = await api<ServerRecord[]>('/users');
    const jordan = users.find((u) => u.email === 'jordan.lee@example.com');
    expect(jordan).toBeDefined();
    const target = files.find((f) => !f.restricted);
    fileId = target?._id ?? '';
    fileName = target?.name ?? '';
    expect(fileId).not.toBe('');

    await filesNav().click();
    await fileRow(fileName).locator('td').first().click();
    await page.getByRole('heading', { level: 1, name: fileName }).waitFor();
    expect(await fileRow(fileName).count()).toBe(0);

    await context.setOffline(true);
    const restrict = page.getByRole('switch', { name: /^Restricted: only its members/ });
    expect(await restrict.isChecked()).toBe(false);
    await restrict.check();
    const members = page.getByRole('group', { name: 'Members' });
    await members.waitFor();
    // Beneficiaries are not offered as members; the firm's people are.
    expect(await members.getByText('Emily Chen').count()).toBe(0);
    await members.getByRole('checkbox', { name: /Jordan Lee/ }).check();
    await screenshot(page, 'walls-restrict-1280');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save Restriction' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Saved on this device; it syncs when online' })
      .waitFor();
    expect((await api<ServerRecord>(`/files/${fileId}`).catch(() => null))?.restricted).not.toBe(true);

    await filesNav().click();
    await fileRow(fileName).getByText('Restricted', { exact: true }).waitFor();

    await context.setOffline(false);
    await expect
      .poll(async () => api<ServerRecord>(`/files/${fileId}`), { timeout: 30_000 })
      .toMatchObject({ restricted: true, members: [jordan?._id] });
  });

  it('shares a document of an estate with its beneficiaries from the estate’s documents list', async () => {
    const documents = await api<ServerRecord[]>('/documents');
    const doc = documents.find((d) => d.estate && !d.shared);
    expect(doc).toBeDefined();
    await page.goto(`${server.url}/admin/data/estates/${doc?.estate}`);
    // The box follows the saved record, so it turns on once the local write lands.
    await page.getByRole('checkbox', { name: `Not shared with beneficiaries: ${doc?.title}` }).click();
    await page.getByRole('checkbox', { name: `Shared with beneficiaries: ${doc?.title}` }).waitFor();
    await expect
      .poll(async () => (await api<ServerRecord>(`/documents/${doc?._id}`)).shared, { timeout: 30_000 })
      .toBe(true);
  });

  it('saves a report generated with “Share with beneficiaries” as a shared document, and says so', async () => {
    const estates = await api<ServerRecord[]>('/estates');
    const estate = estates[0];
    await page.goto(`${server.url}/admin/data/estates/${estate?._id}`);
    await page.getByRole('button', { name: 'Open reports panel' }).click();
    const panel = page.locator('#reports-panel');
    const share = panel.getByRole('checkbox', { name: 'Share with beneficiaries' });
    expect(await share.isChecked()).toBe(false);
    await share.check();
    // A report for the beneficiaries: the Estate Accounts wait on the court checks (this new matter's
    // account has no bank statement balance yet), the Distribution Summary does not.
    await panel.getByRole('radio', { name: /^Distribution Summary/ }).check();
    await panel.getByRole('radio', { name: 'PDF', exact: true }).check();
    await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Generate report' }).click(),
    ]);
    await panel.getByText('Shared with the estate’s beneficiaries.').waitFor();
    const title = (await panel.locator('.report-result strong').textContent()) ?? '';
    expect(title).not.toBe('');
    await expect
      .poll(
        async () =>
          (await api<(ServerRecord & { fileName?: string })[]>('/documents')).find(
            (d) => d.fileName === title,
          )?.shared,
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(errors).toEqual([]);
  });
});
