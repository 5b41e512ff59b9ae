import { readFile } from 'node:fs/promises';
import { PDFDocument, StandardFonts } from '@pdfme/pdf-lib';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, accessToken, launchBrowser, newPage, signIn, startAppServer } from './harness.ts';

/**
 * The application record with the copy of the certificate of appointment (r. 74.18(1);
 * docs/court-forms.md#the-application-record), with the network cut from the upload on: the
 * certificate is uploaded as a document of the estate, chosen on the Passing of Accounts card, and
 * found in the record on the page its index gives.
 */

const CHEN = 'Estate of Margaret Chen';
const CERTIFICATE_TEXT = 'CERTIFICATE OF APPOINTMENT OF ESTATE TRUSTEE WITH A WILL issued for Margaret Chen';

let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let chenId: string;

/** A one-page certificate as the court office issues it, scanned to PDF. */
async function certificatePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const sheet = pdf.addPage([612, 792]);
  sheet.drawText(CERTIFICATE_TEXT, { x: 40, y: 700, size: 11, font });
  return Buffer.from(await pdf.save());
}

const card = () => page.getByRole('region', { name: 'Passing of Accounts' });

async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(bytes);
  const out: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const items = (await (await pdf.getPage(n)).getTextContent()).items as { str?: string }[];
    out.push(
      items
        .map((i) => i.str ?? '')
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  return out;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  ({ page, errors } = await newPage(context));
  await signIn(page, server.url);
  await page.goto(`${server.url}/admin/data/estates`);
  await page.getByRole('link', { name: CHEN }).waitFor({ timeout: 30_000 });
  const token = await accessToken(page);
  const res = await fetch(`${server.url}/api/estates`, { headers: { Authorization: `Bearer ${token}` } });
  chenId = ((await res.json()) as { _id: string; estateName: string }[]).find(
    (e) => e.estateName === CHEN,
  )!._id;
  // One online visit installs the service worker, which then serves the app offline.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('the application record with the certificate’s copy, offline', () => {
  it('merges the uploaded certificate at the page its index gives', async () => {
    await context.setOffline(true);
    await page.goto(`${server.url}/admin/record/create?type=document&estate=${chenId}`);
    await page.getByLabel(/^Upload Document/).waitFor({ timeout: 20_000 });
    await page.getByLabel(/^Upload Document/).setInputFiles([
      {
        name: 'Certificate_of_Appointment.pdf',
        mimeType: 'application/pdf',
        buffer: await certificatePdf(),
      },
    ]);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/data\/estates\//);

    await page.goto(`${server.url}/admin/data/estates/${chenId}`);
    await page.getByRole('heading', { name: CHEN, level: 1 }).waitFor({ timeout: 20_000 });
    await card().getByLabel('Hearing date', { exact: true }).fill('2027-06-14');
    await card().getByLabel('Hearing time', { exact: true }).fill('10:00');
    await card().getByLabel('Mailing date', { exact: true }).fill('2027-03-22');

    // Without the certificate the card asks first, and makes nothing until told.
    await card().getByText('No certificate of appointment is chosen').waitFor();
    await card().getByRole('button', { name: 'Make the application record' }).click();
    await card()
      .getByRole('alert')
      .filter({ hasText: 'No copy of the certificate of appointment' })
      .waitFor();
    await card().getByRole('button', { name: 'Choose the certificate first' }).click();

    const certificate = card().getByLabel('Certificate of appointment (copy)');
    await certificate.selectOption({ label: 'Certificate of Appointment (Certificate_of_Appointment.pdf)' });
    // The choice is kept on the estate's court record, on this device.
    await card().getByText('No certificate of appointment is chosen').waitFor({ state: 'detached' });

    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      card().getByRole('button', { name: 'Make the application record' }).click(),
    ]);
    const bytes = new Uint8Array(await readFile(((await (download as Download).path()) as string) ?? ''));
    const pages = await pageTexts(bytes);
    const row = pages[0]?.match(/(\d+) (\d+) Copy of certificate of appointment of estate trustee/);
    expect(row, pages[0]).not.toBeNull();
    expect(pages[0]).not.toContain('to be added before filing');
    const at = Number(row?.[2]);
    expect(pages[at - 1]).toContain(CERTIFICATE_TEXT);
    expect(pages[at - 1]).toContain(`Page ${at}`);
    // Every page but the backsheet carries its number, in order, across the merged page.
    for (const [i, text] of pages.slice(0, -1).entries()) expect(text).toContain(`Page ${i + 1}`);
    expect(errors).toEqual([]);
  });

  it('makes what is served on the Public Guardian and Trustee for the charity, kept as a document', async () => {
    const documents = card().getByRole('group', { name: 'Documents', exact: true });
    for (const box of await documents.getByRole('checkbox').all()) await box.uncheck();
    const letter = card().getByRole('checkbox', {
      name: /^Letter to the Public Guardian and Trustee for SickKids Foundation, with the documents served/,
    });
    expect(await letter.isChecked()).toBe(false);
    await letter.check();
    await card().getByRole('radio', { name: 'PDF' }).check();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      card().getByRole('button', { name: 'Generate court documents' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /Letter-to-Public-Guardian-and-Trustee-with-documents-served\.pdf$/,
    );
    const text = (await pageTexts(new Uint8Array(await readFile((await download.path()) as string)))).join(
      ' ',
    );
    for (const s of [
      'The Public Guardian and Trustee',
      'SickKids Foundation: a charity',
      'Enclosed, as for every person served:',
      'FORM 74.44',
      'FORM 74.50',
    ])
      expect(text).toContain(s);
    const kept = await page.evaluate(
      () =>
        new Promise<string[]>((resolve, reject) => {
          const open = indexedDB.open('estate-admin');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const req = open.result.transaction('documents').objectStore('documents').getAll();
            req.onsuccess = () => {
              resolve((req.result as { title: string }[]).map((d) => d.title));
              open.result.close();
            };
          };
        }),
    );
    expect(kept).toContain('Letter to the Public Guardian and Trustee, with the documents served');
    expect(errors).toEqual([]);
  });
});
