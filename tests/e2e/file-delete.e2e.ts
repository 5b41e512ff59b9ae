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
 * A file's delete as its rules say (src/domain/delete-rules.ts, docs/behaviour.md#files), offline:
 * a file with estates is refused, naming them, and stays on the server; a file without estates
 * goes with its own documents after a confirmation that lists them, and the delete syncs.
 */
let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

interface ServerRecord {
  _id: string;
  name?: string;
  estateName?: string;
  file?: string | null;
}

async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const token = await accessToken(page);
  const res = await fetch(`${server.url}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status}`);
  const body = (await res.json()) as T | { success: boolean; data: T };
  return body && typeof body === 'object' && 'success' in body && 'data' in body ? body.data : (body as T);
}

const status = async (path: string) =>
  (
    await fetch(`${server.url}/api${path}`, {
      headers: { authorization: `Bearer ${await accessToken(page)}` },
    })
  ).status;

const filesNav = () => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Files' });
const fileRow = (name: string) =>
  page.locator('table.data-table-table tbody tr[data-index]').filter({ hasText: name });
const dialog = () => page.getByRole('alertdialog', { name: 'Delete File' });

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  ({ page, errors } = await newPage(context));
  await signIn(page, server.url);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('deleting a file', () => {
  it('refuses a file with estates offline, naming them; the file and its estates stay', async () => {
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    const files = await api<ServerRecord[]>('/files');
    const estates = await api<ServerRecord[]>('/estates');
    const file = files.find((f) => estates.some((e) => e.file === f._id));
    expect(file).toBeDefined();
    const names = estates.filter((e) => e.file === file?._id).map((e) => e.estateName ?? '');

    await filesNav().click();
    await fileRow(file?.name ?? '').waitFor();
    await context.setOffline(true);
    await page.getByRole('button', { name: `Delete ${file?.name}` }).click();
    await dialog().waitFor();
    const message = (await dialog().locator('.confirm-dialog-message').textContent()) ?? '';
    expect(message).toMatch(/^This file still has the estates? .+\. Delete them first\.$/);
    for (const name of names) expect(message).toContain(name);
    // Refused: nothing to confirm, only to close.
    expect(await dialog().getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await screenshot(page, 'file-delete-refused-1280');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog().getByRole('button', { name: 'Close' }).click();
    await dialog().waitFor({ state: 'detached' });
    expect(await fileRow(file?.name ?? '').count()).toBe(1);

    await context.setOffline(false);
    expect(await status(`/files/${file?._id}`)).toBe(200);
    for (const e of estates.filter((x) => x.file === file?._id))
      expect(await status(`/estates/${e._id}`)).toBe(200);
  });

  it('deletes a file without estates with its documents offline, listing them first, and syncs', async () => {
    const file = await api<ServerRecord>('/files', {
      method: 'POST',
      body: { name: 'Closed matter Okafor' },
    });
    const letter = await api<ServerRecord>('/documents', {
      method: 'POST',
      body: { file: file._id, title: 'Retainer letter' },
    });
    // The device pulls them at its next sync, which a reload starts.
    await page.goto(`${server.url}/admin/files/${file._id}`);
    await page.getByRole('heading', { level: 1, name: 'Closed matter Okafor' }).waitFor();
    await page.getByText('Retainer letter').first().waitFor();

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog().waitFor();
    expect(await dialog().locator('.confirm-dialog-message').textContent()).toBe(
      'Are you sure you want to delete this file? This also deletes its 1 document. This action cannot be undone.',
    );
    await dialog().getByRole('button', { name: 'Delete' }).click();
    await dialog().waitFor({ state: 'detached' });
    await filesNav().click();
    await page.getByRole('heading', { level: 1, name: 'Files' }).waitFor();
    expect(await fileRow('Closed matter Okafor').count()).toBe(0);
    // Offline: the server still has both.
    expect(await status(`/files/${file._id}`)).toBe(200);

    await context.setOffline(false);
    await expect.poll(() => status(`/files/${file._id}`), { timeout: 30_000 }).toBe(404);
    expect(await status(`/documents/${letter._id}`)).toBe(404);
    expect(errors).toEqual([]);
  });
});
