import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppServer,
  accessToken,
  launchBrowser,
  newPage,
  SCREENSHOT_DIR,
  seriousA11yViolations,
  signIn,
  startAppServer,
} from './harness.ts';

/**
 * Documents as a clerk uses them (docs/behaviour.md#documents): uploaded on one device, kept on
 * another when its estate is opened online, then opened, saved and deleted there with the network
 * cut; each opening is in the firm's activity log.
 */
let server: AppServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let token: string;
let estateId: string;

type Row = Record<string, unknown>;
async function api<T = Row[]>(path: string): Promise<T> {
  const res = await fetch(`${server.url}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

async function device(width = 1280): Promise<{ page: Page; errors: string[]; context: BrowserContext }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
  contexts.push(context);
  const { page, errors } = await newPage(context);
  await signIn(page, server.url);
  return { page, errors, context };
}

// A real one-pixel PNG, so the browser's image viewer has something to show.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n% the will, a test document\n');
const PDF_2024 = Buffer.from('%PDF-1.4\n% the will, as amended in 2024\n');

/** Downloads what the button gives: the file's suggested name and its bytes. */
async function fileOf(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return { name: download.suggestedFilename(), bytes: Buffer.concat(chunks) };
}

async function upload(page: Page, file: { name: string; mimeType: string; buffer: Buffer }, type: string) {
  await page.goto(`${server.url}/admin/record/create?type=document&estate=${estateId}`);
  // On a brand-new device the estate may still be arriving: the form shows once it is read, and
  // keeps what is picked (it once showed while the read was pending, and lost the pick as it
  // swapped to the estate-not-here notice and back).
  await page.getByLabel(/^Upload Document/).setInputFiles([file]);
  await page.getByText(file.name).waitFor({ timeout: 5_000 });
  await expect.poll(() => page.getByLabel(/^Document Name/).inputValue()).not.toBe('');
  await page.getByLabel(/^Document Type/).selectOption(type);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/admin\/data\/estates\//);
}

const rowOf = (page: Page, title: string) =>
  page.locator('#documents tr, #documents li, #documents [role=row]').filter({ hasText: title }).first();

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

describe('documents on the estate page', () => {
  it('keeps an estate’s documents when opened online, then opens, saves and deletes them offline', async () => {
    const office = await device();
    token = await accessToken(office.page);
    const estates = await api('/estates');
    estateId = String(estates.find((e) => e.estateName === 'Estate of Margaret Chen')?._id);
    await upload(
      office.page,
      { name: 'Last_Will_2019.pdf', mimeType: 'application/pdf', buffer: PDF },
      'Other',
    );
    await upload(office.page, { name: 'House_photo.png', mimeType: 'image/png', buffer: PNG }, 'Other');
    await expect
      .poll(
        async () =>
          (await api(`/documents?estate=${estateId}`)).filter(
            (d) => ['Last Will 2019', 'House photo'].includes(String(d.title)) && d.hasContent,
          ).length,
        { timeout: 30_000 },
      )
      .toBe(2);

    // The clerk's iPad: the estate opened online before leaving keeps both files.
    const ipad = await device(820);
    await ipad.page.goto(`${server.url}/admin/data/estates/${estateId}#documents`);
    const will = rowOf(ipad.page, 'Last Will 2019');
    const photo = rowOf(ipad.page, 'House photo');
    await will.getByText('On this device').waitFor({ timeout: 30_000 });
    await photo.getByText('On this device').waitFor({ timeout: 30_000 });
    expect(await seriousA11yViolations(ipad.page)).toEqual([]);

    await ipad.context.setOffline(true);
    // Open: the browser's own viewer, in a new tab, from the bytes on the device.
    const [pdfTab] = await Promise.all([
      ipad.page.waitForEvent('popup'),
      will.getByRole('button', { name: 'Open Last Will 2019' }).click(),
    ]);
    expect(pdfTab.url()).toMatch(/^blob:/);
    await pdfTab.close();
    const [imageTab] = await Promise.all([
      ipad.page.waitForEvent('popup'),
      photo.getByRole('button', { name: 'Open House photo' }).click(),
    ]);
    await imageTab.waitForLoadState();
    expect(await imageTab.evaluate(() => document.images[0]?.naturalWidth)).toBe(1);
    await imageTab.close();
    // Download: the same bytes, under the file's name.
    const [download] = await Promise.all([
      ipad.page.waitForEvent('download'),
      will.getByRole('button', { name: 'Download Last Will 2019' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Last_Will_2019.pdf');
    const saved = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of saved) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(PDF)).toBe(true);
    await ipad.page
      .locator('#documents')
      .screenshot({ path: join(SCREENSHOT_DIR, 'documents-offline-820.png') });

    // Replace, offline: a new version from a file picked, the earlier one kept under it.
    await will
      .getByLabel('New version of Last Will 2019', { exact: true })
      .setInputFiles({ name: 'Last_Will_2024.pdf', mimeType: 'application/pdf', buffer: PDF_2024 });
    await will.getByText('1 earlier version').click();
    const earlierDownload = will.getByRole('button', { name: /^Download Last Will 2019, version of / });
    await earlierDownload.waitFor();
    expect(
      await fileOf(ipad.page, will.getByRole('button', { name: 'Download Last Will 2019', exact: true })),
    ).toEqual({
      name: 'Last_Will_2024.pdf',
      bytes: PDF_2024,
    });
    expect(await fileOf(ipad.page, earlierDownload)).toEqual({ name: 'Last_Will_2019.pdf', bytes: PDF });
    // An earlier version is history: opened or downloaded, never replaced or deleted on its own.
    expect(
      await will.getByRole('button', { name: /^(Replace|Delete) Last Will 2019, version of / }).count(),
    ).toBe(0);
    expect(await seriousA11yViolations(ipad.page)).toEqual([]);
    await ipad.page
      .locator('#documents')
      .screenshot({ path: join(SCREENSHOT_DIR, 'documents-versions-offline-820.png') });

    // Delete, offline: asked first, gone at once here, and from the server once back online.
    await photo.getByRole('button', { name: 'Delete House photo' }).click();
    const dialog = ipad.page.getByRole('alertdialog');
    await dialog.getByText(/Delete “House photo” and its file\?/).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => rowOf(ipad.page, 'House photo').count()).toBe(0);
    await ipad.context.setOffline(false);
    await expect
      .poll(async () => (await api(`/documents?estate=${estateId}`)).some((d) => d.title === 'House photo'), {
        timeout: 30_000,
      })
      .toBe(false);
    // The new version reached the server with its file, and the earlier one is kept, replaced by it.
    await expect
      .poll(
        async () => {
          const wills = (await api(`/documents?estate=${estateId}`)).filter(
            (d) => d.title === 'Last Will 2019',
          );
          const current = wills.find((d) => !d.replacedBy);
          return (
            wills.length === 2 && !!current?.hasContent && wills.some((d) => d.replacedBy === current._id)
          );
        },
        { timeout: 30_000 },
      )
      .toBe(true);

    // Each opening and the download are in the activity log, named.
    await expect
      .poll(
        async () => {
          const log = await api<{ data: { items: Row[] } }>('/activity?kind=document-opened');
          return log.data.items.filter((e) => JSON.stringify(e).includes('Last Will 2019')).length;
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThanOrEqual(2);
    expect([...office.errors, ...ipad.errors]).toEqual([]);
  });
});
