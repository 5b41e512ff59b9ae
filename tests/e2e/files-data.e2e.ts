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
 * Files list, create, detail and delete; the Data Models index and data lists; offline create
 * that reaches the server once online. One signed-in page walks through them in order, as a user
 * would (later steps rely on the records earlier ones made).
 */
let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

const LOCALE_DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/;

const rows = (p: Page = page) => p.locator('table.data-table-table tbody tr[data-index]');
const firstColumn = (p: Page = page) => rows(p).locator('td:first-child').allTextContents();
const nav = (name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });
const showing = (text: string, p: Page = page) => p.getByText(text, { exact: true }).waitFor();

async function serverFiles(): Promise<{ _id: string; name: string }[]> {
  const token = await accessToken(page);
  const res = await fetch(`${server.url}/api/files`, { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()) as { _id: string; name: string }[];
}

async function expectAccessible(p: Page = page) {
  const found = await seriousA11yViolations(p);
  if (found.length) {
    await screenshot(p, 'files-data-a11y-failure');
    found.push(
      `at ${p.url()}`,
      await p.evaluate(() => document.querySelector('main')?.innerHTML.slice(0, 3000) ?? ''),
    );
  }
  expect(found).toEqual([]);
}

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

describe('files list', () => {
  it('shows the 7 demo files from the local store, sorted by name, with estates and values', async () => {
    await nav('Files').click();
    await page.waitForURL(/\/admin\/files$/);
    await page.getByRole('heading', { level: 1, name: 'Files' }).waitFor();
    await showing('Showing 7 of 7');
    expect(await rows().count()).toBe(7);
    const names = await firstColumn();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-CA', { sensitivity: 'base' })));
    expect(await page.locator('th[aria-sort="ascending"]').textContent()).toBe('File Name');
    const okafor = rows().filter({ hasText: 'Okafor Family Estates' });
    expect(await okafor.getByRole('link').allTextContents()).toEqual([
      'Estate of Samuel Okafor',
      'Estate of Grace Okafor',
    ]);
    expect(await okafor.textContent()).toMatch(/\$[\d,]+\.\d{2}/);
    expect(await rows().locator('td:nth-child(6)').first().textContent()).toMatch(LOCALE_DATE);
    await page.getByRole('link', { name: 'Create File' }).waitFor();
    await expectAccessible();
    await screenshot(page, 'files');
  });

  it('filters by file number, name or status, case-insensitively', async () => {
    const search = page.getByLabel('Search files');
    await search.fill('-014');
    await showing('Showing 1 of 7');
    expect(await firstColumn()).toEqual(['Estate of Margaret Chen']);
    await search.fill('CLOSED');
    await showing('Showing 2 of 7');
    expect((await firstColumn()).sort()).toEqual([
      'Estate of Dorothy Williams',
      'Estate of Jean-Luc Tremblay',
    ]);
    await search.fill('no such matter');
    await page.getByRole('heading', { name: 'No files found' }).waitFor();
    await showing('Showing 0 of 7');
    await search.fill('');
    await showing('Showing 7 of 7');
  });

  it('sorts by a column and toggles the direction on a second click', async () => {
    const nameHeader = page.locator('th', { hasText: 'File Name' });
    const before = await firstColumn();
    await nameHeader.getByRole('button').click();
    expect(await nameHeader.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(firstColumn).toEqual([...before].reverse());

    const numberHeader = page.locator('th', { hasText: 'File Number' });
    await numberHeader.getByRole('button').click();
    expect(await numberHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(await nameHeader.getAttribute('aria-sort')).toBe('none');
    const numbers = await rows().locator('td:nth-child(2)').allTextContents();
    expect(numbers).toEqual([...numbers].sort((a, b) => a.localeCompare(b, 'en-CA', { numeric: true })));
    await numberHeader.getByRole('button').press('Enter');
    expect(await numberHeader.getAttribute('aria-sort')).toBe('descending');
    await nameHeader.getByRole('button').click();
    expect(await nameHeader.getAttribute('aria-sort')).toBe('ascending');
  });

  it('sorts on a click anywhere in a header cell, not only on its text', async () => {
    const header = page.locator('th', { hasText: 'File Name' });
    expect(await header.getAttribute('aria-sort')).toBe('ascending');
    const before = await firstColumn();
    // The far right of the cell, beyond the label and its arrow.
    const box = (await header.boundingBox())!;
    // Where the drawn label and its arrow end: everything to their right is empty cell.
    const labelRight = await header.evaluate((th) => {
      const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      range.selectNodeContents(walker.nextNode()!);
      return range.getBoundingClientRect().right;
    });
    const iconRight = await header.locator('svg').evaluate((svg) => svg.getBoundingClientRect().right);
    expect(box.x + box.width - 4).toBeGreaterThan(Math.max(labelRight, iconRight) + 24);
    await page.mouse.click(box.x + box.width - 4, box.y + box.height / 2);
    expect(await header.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(firstColumn).toEqual([...before].reverse());
    // And near its top edge.
    await page.mouse.click(box.x + box.width / 2, box.y + 2);
    expect(await header.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(firstColumn).toEqual(before);
  });

  it('opens an estate from its link and a file from its row, by mouse and by keyboard', async () => {
    const chen = rows().filter({ hasText: 'Estate of Margaret Chen' });
    await chen.getByRole('link', { name: 'Estate of Margaret Chen' }).click();
    await page.waitForURL(/\/admin\/data\/estates\/[0-9a-f-]{36}$/);
    await page.goBack();
    await showing('Showing 7 of 7');

    await rows().filter({ hasText: 'Okafor Family Estates' }).locator('td').first().click();
    await page.waitForURL(/\/admin\/files\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: 'Okafor Family Estates' }).waitFor();
    await page.goBack();
    await showing('Showing 7 of 7');

    const names = await firstColumn();
    await rows().first().focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-rowindex') === '3');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: names[1] }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe('file detail', () => {
  it('shows the fields, estates with values and total, documents, and links', async () => {
    await page.goto(`${server.url}/admin/files`);
    await rows().filter({ hasText: 'Estate of Margaret Chen' }).locator('td').first().click();
    await page.getByRole('heading', { level: 1, name: 'Estate of Margaret Chen' }).waitFor();
    const estates = page.getByRole('region', { name: 'Estates' });
    await estates.getByRole('link', { name: 'Estate of Margaret Chen' }).waitFor();
    expect(await estates.getByText('Total value').count()).toBe(1);
    expect(await estates.locator('tfoot').textContent()).toMatch(/\$[\d,]+\.\d{2}/);
    const documents = page.getByRole('region', { name: 'Documents' });
    await documents.locator('tbody tr').first().waitFor();
    expect(await documents.locator('tbody tr td:nth-child(3)').first().textContent()).toMatch(LOCALE_DATE);
    expect(await page.getByRole('link', { name: 'Create Estate' }).getAttribute('href')).toMatch(
      /\/admin\/data\/estates\/create\?file=[0-9a-f-]{36}$/,
    );
    await expectAccessible();
    await screenshot(page, 'file-detail');
  });

  it('edits the file inline', async () => {
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    const description = page.getByLabel('Description');
    await description.fill('Edited in the browser test.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Edited in the browser test.').waitFor();
    expect(await page.getByRole('button', { name: 'Save Changes' }).count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Edit');
  });

  it('says so clearly when the file is not on this device', async () => {
    await page.goto(`${server.url}/admin/files/0190aaaa-0000-7000-8000-000000000000`);
    await page.getByRole('heading', { level: 1, name: 'File not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Files' }).click();
    await page.waitForURL(/\/admin\/files$/);
  });
});

describe('creating and deleting files', () => {
  it('shows per-field messages, then creates a file and opens it', async () => {
    await page.getByRole('link', { name: 'Create File' }).click();
    await page.getByRole('heading', { level: 1, name: 'Create File' }).waitFor();
    await expectAccessible();
    await page.getByRole('button', { name: 'Create File' }).click();
    await page.getByText('File Name is required').waitFor();
    expect(await page.getByLabel(/File Name/).getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel(/File Name/).fill('Estate of Test Person');
    await page.getByLabel('File Number').fill('EST-2026-900');
    await page.getByLabel('Status', { exact: true }).selectOption('pending');
    await page.getByRole('button', { name: 'Create File' }).click();
    await page.waitForURL(/\/admin\/files\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: 'Estate of Test Person' }).waitFor();
    await expect
      .poll(async () => (await serverFiles()).map((f) => f.name), { timeout: 15_000 })
      .toContain('Estate of Test Person');
  });

  it('creates a file offline, keeps it through an offline reload, and sends it once online', async () => {
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await nav('Files').click();
    await showing('Showing 8 of 8');
    await context.setOffline(true);
    await page.getByRole('link', { name: 'Create File' }).click();
    await page.getByLabel(/File Name/).fill('Offline Matter');
    await page.getByRole('button', { name: 'Create File' }).click();
    await page.getByRole('heading', { level: 1, name: 'Offline Matter' }).waitFor();
    await nav('Files').click();
    await showing('Showing 9 of 9');
    await page.reload();
    await showing('Showing 9 of 9');
    expect(await firstColumn()).toContain('Offline Matter');
    expect((await serverFiles()).map((f) => f.name)).not.toContain('Offline Matter');
    await context.setOffline(false);
    await expect
      .poll(async () => (await serverFiles()).map((f) => f.name), { timeout: 30_000 })
      .toContain('Offline Matter');
  });

  it('asks before deleting: Cancel keeps the file, Delete removes it here and on the server', async () => {
    await showing('Showing 9 of 9');
    await page.getByRole('button', { name: 'Delete Estate of Test Person' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').textContent()).toBe('Delete File');
    expect(await dialog.locator('p').first().textContent()).toBe(
      'Are you sure you want to delete this file? This action cannot be undone.',
    );
    await expectAccessible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await showing('Showing 9 of 9');

    await page.getByRole('button', { name: 'Delete Estate of Test Person' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await showing('Showing 8 of 8');
    expect(await firstColumn()).not.toContain('Estate of Test Person');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('files-search');

    // And from the detail screen.
    await rows().filter({ hasText: 'Offline Matter' }).locator('td').first().click();
    await page.getByRole('heading', { level: 1, name: 'Offline Matter' }).waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(/\/admin\/files$/);
    await showing('Showing 7 of 7');
    await expect
      .poll(async () => (await serverFiles()).map((f) => f.name), { timeout: 15_000 })
      .not.toContain('Offline Matter');
    expect((await serverFiles()).map((f) => f.name)).not.toContain('Estate of Test Person');
    expect(errors).toEqual([]);
  });
});

describe('data models', () => {
  it('shows a card with a count for each model, the spec four first', async () => {
    await nav('Data').click();
    await page.getByRole('heading', { level: 1, name: 'Data Models' }).waitFor();
    const cards = page.locator('.data-card');
    await page.getByText('9 records').first().waitFor();
    expect((await cards.locator('h3').allTextContents()).slice(0, 4)).toEqual([
      'Files',
      'Estates',
      'Documents',
      'Organizations',
    ]);
    const count = async (name: string) =>
      (
        await cards
          .filter({ has: page.getByRole('heading', { name, exact: true }) })
          .locator('.data-card-count')
          .textContent()
      )?.trim();
    expect(await count('Files')).toBe('7 records');
    expect(await count('Estates')).toBe('9 records');
    expect(await count('Documents')).toBe('10 records');
    expect(await count('Organizations')).toBe('1 record');
    expect(await count('Transactions')).toBe('77 records');
    expect(
      await page.locator('main').getByRole('link', { name: 'Estates', exact: true }).getAttribute('href'),
    ).toBe('/admin/data/estates');
    await expectAccessible();
    await screenshot(page, 'data');
  });

  it('lists documents with the spec columns, locale dates, sorting and Add New', async () => {
    await page.getByRole('link', { name: 'Documents', exact: true }).click();
    await page.waitForURL(/\/admin\/data\/documents$/);
    await page.getByRole('heading', { level: 1, name: 'Documents' }).waitFor();
    await showing('Showing 10 of 10');
    // The spec's columns, then whether the document is shared with the estate's beneficiaries.
    expect(await page.locator('thead th').allTextContents()).toEqual(['Title', 'Type', 'Created', 'Shared']);
    for (const date of await rows().locator('td:nth-child(3)').allTextContents())
      expect(date).toMatch(LOCALE_DATE);
    const title = page.locator('th', { hasText: 'Title' });
    await title.getByRole('button').click();
    expect(await title.getAttribute('aria-sort')).toBe('ascending');
    const titles = await firstColumn();
    expect(titles).toEqual(
      [...titles].sort((a, b) => a.localeCompare(b, 'en-CA', { sensitivity: 'base', numeric: true })),
    );
    expect(await page.getByRole('link', { name: 'Add New' }).getAttribute('href')).toBe(
      '/admin/document/create?type=document',
    );
    await expectAccessible();
    await screenshot(page, 'data-documents');
    await rows().first().click();
    await page.waitForURL(/\/admin\/(data\/estates|files)\/[0-9a-f-]{36}$/);
  });

  it('shows booleans as Yes or No (organizations) and opens files from the files data list', async () => {
    await page.goto(`${server.url}/admin/data/organizations`);
    await showing('Showing 1 of 1');
    expect(await page.locator('thead th').allTextContents()).toEqual(['Name', 'Type', 'Active', 'Created']);
    expect(await rows().first().locator('td').allTextContents()).toEqual([
      'Harbourview Estates Law LLP',
      'Law firm',
      'Yes',
      expect.stringMatching(LOCALE_DATE),
    ]);
    expect(await page.getByRole('link', { name: 'Add New' }).count()).toBe(0);
    await expectAccessible();

    await page.goto(`${server.url}/admin/data/files`);
    await showing('Showing 7 of 7');
    expect(await page.locator('thead th').allTextContents()).toEqual([
      'File Name',
      'File Number',
      'Status',
      'Created',
    ]);
    expect(await page.getByRole('link', { name: 'Add New' }).getAttribute('href')).toBe(
      '/admin/files/create',
    );
    await expectAccessible();
    await rows().first().click();
    await page.waitForURL(/\/admin\/files\/[0-9a-f-]{36}$/);
  });

  it('lists the other models with money and dates, and explains an unknown model', async () => {
    await page.goto(`${server.url}/admin/data/transactions`);
    await showing('Showing 77 of 77');
    expect(await rows().first().locator('td').nth(3).textContent()).toMatch(/^\$[\d,]+\.\d{2}$/);
    expect(await rows().first().locator('td').first().textContent()).toMatch(LOCALE_DATE);
    await expectAccessible();
    await page.goto(`${server.url}/admin/data/assets`);
    await showing('Showing 41 of 41');
    expect(await page.getByRole('link', { name: 'Add New' }).getAttribute('href')).toBe(
      '/admin/asset/create?type=asset',
    );
    await page.goto(`${server.url}/admin/data/widgets`);
    await page.getByRole('heading', { level: 1, name: 'Unknown data model' }).waitFor();
    await expectAccessible();
    await page.getByRole('link', { name: 'Back to Data Models' }).click();
    await page.waitForURL(/\/admin\/data$/);
    expect(errors).toEqual([]);
  });
});

describe('a long list', () => {
  it('draws only the rows in view of 10,000 files, and scrolls through them', async () => {
    // 10,000 local-only file records, written straight into IndexedDB as a pull would leave them.
    await page.goto(`${server.url}/admin/files`);
    await showing('Showing 7 of 7');
    await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open('estate-admin');
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      const tx = db.transaction('files', 'readwrite');
      const store = tx.objectStore('files');
      const stamp = new Date().toISOString();
      for (let i = 0; i < 10_000; i++) {
        const n = String(i).padStart(5, '0');
        store.put({
          _id: `0190bbbb-0000-7000-8000-0000000${n}`,
          organization: 'local',
          name: `Bulk file ${n}`,
          fileNumber: `BULK-${n}`,
          status: 'active',
          createdAt: stamp,
          updatedAt: stamp,
          version: 1,
        });
      }
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    });
    await page.reload();
    await showing('Showing 10,007 of 10,007');
    expect(await rows().count()).toBeLessThanOrEqual(100);
    expect(await page.locator('table.data-table-table').getAttribute('aria-rowcount')).toBe('10008');
    await page.locator('.data-table-scroll').evaluate((el) => {
      el.scrollTop = el.scrollHeight / 2;
    });
    await expect
      .poll(async () => Number(await rows().first().getAttribute('aria-rowindex')), { timeout: 5000 })
      .toBeGreaterThan(4000);
    expect(await rows().count()).toBeLessThanOrEqual(100);
    const search = page.getByLabel('Search files');
    await search.fill('BULK-09999');
    await showing('Showing 1 of 10,007');
    expect(await firstColumn()).toEqual(['Bulk file 09999']);
    expect(errors).toEqual([]);
  });
});
