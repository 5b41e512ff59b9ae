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

let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let token: string;
let estateId: string;

type Row = Record<string, unknown>;

/** Reads the server as the signed-in user (Node's fetch, so it works while the page is offline). */
async function api<T = Row[]>(path: string): Promise<T> {
  const res = await fetch(`${server.url}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

/** A table of the page's local store, read straight from IndexedDB (blobs as their metadata). */
function localRows(table: string): Promise<Row[]> {
  return page.evaluate(
    (name) =>
      new Promise<Row[]>((resolve, reject) => {
        const open = indexedDB.open('estate-admin');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction(name, 'readonly').objectStore(name).getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            db.close();
            resolve(
              (all.result as Row[]).map((r) =>
                r.blob instanceof Blob ? { ...r, blob: undefined, blobSize: r.blob.size } : r,
              ),
            );
          };
        };
      }),
    table,
  );
}

const findLocal = async (table: string, pred: (r: Row) => boolean) => (await localRows(table)).find(pred);

async function openCreate(type: string, extra = '') {
  await page.goto(`${server.url}/admin/${type}/create?type=${type}&estate=${estateId}${extra}`);
  // The form appears once the estate is in the local store.
  await page.getByText('Estate of Margaret Chen', { exact: true }).first().waitFor();
}

/** Clicks a class card as a user would (the radio input itself is visually hidden). */
async function chooseClass(label: string) {
  await page.locator('.asset-class-card', { hasText: label }).click();
  expect(await page.getByRole('radio', { name: label }).isChecked()).toBe(true);
}

const pdf = (name: string, text = '%PDF-1.4 test document') => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(text),
});

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  context = await browser.newContext();
  ({ page, errors } = await newPage(context));
  await signIn(page, server.url);
  token = await accessToken(page);
  const estates = await api('/estates');
  estateId = String(estates.find((e) => e.estateName === 'Estate of Margaret Chen')?._id);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('record create page', () => {
  it('titles the page from the type and saves a bank account with its detected bank', async () => {
    await openCreate('bank-account');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Create Bank Account');
    await page.getByLabel(/^Account Name/).fill('RBC estate chequing 2');
    await expect.poll(() => page.getByText('Selected bank: Royal Bank of Canada').count()).toBe(1);
    expect(await page.getByRole('radio', { name: /Royal Bank of Canada/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'USD' }).click();
    await page.getByRole('button', { name: 'Save Account' }).click();
    await page.waitForURL(new RegExp(`/admin/data/estates/${estateId}$`));
    const saved = await findLocal('accounts', (a) => a.name === 'RBC estate chequing 2');
    expect(saved).toMatchObject({ estate: estateId, currency: 'USD', bank: { slug: 'rbc' } });
    await expect
      .poll(async () => (await api(`/accounts?estate=${estateId}`)).some((a) => a._id === saved?._id), {
        timeout: 20_000,
      })
      .toBe(true);
  });

  it('asks for the estate when none is given, and says so for an unknown type', async () => {
    await page.goto(`${server.url}/admin/asset/create?type=asset`);
    await page.getByLabel(/^Estate/).selectOption({ label: 'Estate of Margaret Chen' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('radiogroup', { name: /Asset Class/ }).waitFor();
    expect(page.url()).toContain(`estate=${estateId}`);

    await page.goto(`${server.url}/admin/spaceship/create`);
    await page.getByRole('heading', { name: 'Unknown record type' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Create Spaceship');
    expect(await page.getByRole('link', { name: 'Back to Dashboard' }).count()).toBe(1);

    await page.goto(`${server.url}/admin/file/create?type=file`);
    await page.getByRole('link', { name: 'Go to Create File' }).waitFor();
  });

  it("opens each of the spec's form sections by its section name, in the query or the route", async () => {
    const sections: [type: string, title: string, labels: string[]][] = [
      [
        'beneficiaries',
        'Create Beneficiaries',
        [
          'Beneficiary Name',
          'Relationship to Deceased',
          'Contact Information',
          'Share of Estate (%)',
          'Notes',
        ],
      ],
      [
        'assets',
        'Create Assets',
        ['Asset Type', 'Description', 'Estimated Value', 'Location', 'Supporting Document'],
      ],
      [
        'transactions',
        'Create Transactions',
        ['Transaction Type', 'Date', 'Amount', 'Payee/Recipient', 'Purpose', 'Supporting Document'],
      ],
      [
        'legal-and-court-details',
        'Create Legal And Court Details',
        ['Key Dates', 'Document Type', 'Court Details', 'Upload Document'],
      ],
      ['reports', 'Create Reports', ['Report Type', 'Time Period', 'Output Format']],
    ];
    for (const [type, title, labels] of sections) {
      await openCreate(type);
      expect(await page.getByRole('heading', { level: 1 }).textContent(), type).toBe(title);
      await page.locator('.record-card form.record-form').waitFor();
      const form = (await page.locator('.record-card').textContent()) ?? '';
      for (const label of labels) expect(form, `${type}: ${label}`).toContain(label);
    }
    // The route's own record type, with no ?type=.
    await page.goto(`${server.url}/admin/beneficiaries/create?estate=${estateId}`);
    await page.getByLabel(/^Beneficiary Name/).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Create Beneficiaries');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

describe('asset form', () => {
  it('switches class fields, requires the disposition, shows the gain or loss, and saves and syncs', async () => {
    await openCreate('asset');
    const classes = page.getByRole('radiogroup', { name: /Asset Class/ }).getByRole('radio');
    expect(await classes.count()).toBe(11);

    await chooseClass('Vehicle');
    for (const label of ['Year', 'Make', 'Model']) await page.getByLabel(new RegExp(`^${label}`)).waitFor();
    await chooseClass('Real Property');
    await page.getByLabel(/^Address/).waitFor();
    expect(await page.getByLabel(/^In Ontario/).isChecked()).toBe(true);
    expect(await page.getByLabel(/^Make/).count()).toBe(0);
    await chooseClass('Registered Plan');
    for (const label of ['Plan Type', 'Institution', 'Plan Number'])
      await page.getByLabel(new RegExp(`^${label}`)).waitFor();
    // Passing outside the estate asks whom to; No takes the question away again.
    await page.getByRole('button', { name: 'To a designated beneficiary' }).click();
    await page.getByLabel(/^Passes To/).waitFor();
    await page.getByRole('button', { name: 'No', exact: true }).click();
    expect(await page.getByLabel(/^Passes To/).count()).toBe(0);
    await chooseClass('Security / Investment');
    await page.getByLabel(/^Identifier/).fill('SHOP');
    await page.getByLabel(/^Quantity at Date of Death/).fill('120');

    await page.getByLabel(/^Name/).fill('Shopify shares (e2e)');
    await page.getByLabel(/^Fair Market Value at Date of Death/).fill('15000');
    expect(await page.getByLabel(/^Fair Market Value/).inputValue()).toBe('15,000');

    const disposed = page.getByRole('button', { name: 'Disposed' });
    expect(await page.getByRole('button', { name: 'Active' }).getAttribute('aria-pressed')).toBe('true');
    await disposed.click();
    expect(await disposed.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Save Asset' }).click();
    await page.getByText('Disposition Date is required when disposed').waitFor();
    await page.getByText('Proceeds are required when disposed').waitFor();

    await page.getByLabel(/^Disposition Date/).fill('2026-02-01');
    await page.getByLabel(/^Proceeds/).fill('18000');
    expect(await page.getByLabel(/ACB/).count()).toBe(0);
    await page.getByLabel('Advanced View').check();
    await page.getByLabel(/^Valuation Date/).waitFor();
    await page.getByLabel(/ACB/).fill('12000');
    const line = page.locator('.gain-loss');
    await expect.poll(() => line.textContent()).toBe('Implied gain: $6,000.00');
    expect(await line.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(21, 128, 61)');
    await page.getByLabel(/ACB/).fill('20000');
    await expect.poll(() => line.textContent()).toBe('Implied loss: -$2,000.00');
    expect(await line.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(185, 28, 28)');

    await page.getByLabel('Attachments').setInputFiles([pdf('Share_Transfer_Form.pdf')]);
    await page.getByText('Share_Transfer_Form.pdf').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'asset-form');

    await page.getByRole('button', { name: 'Save Asset' }).click();
    await page.waitForURL(new RegExp(`/admin/data/estates/${estateId}$`));
    const asset = await findLocal('assets', (a) => a.name === 'Shopify shares (e2e)');
    expect(asset).toMatchObject({
      estate: estateId,
      assetClass: 'security_investment',
      fmvDoD: 1_500_000,
      acb: 2_000_000,
      proceeds: 1_800_000,
      status: 'disposed',
      dispositionDate: '2026-02-01',
      details: { identifier: 'SHOP', quantityDoD: 120 },
    });
    const [docId] = (asset?.attachments ?? []) as string[];
    expect(await findLocal('documents', (d) => d._id === docId)).toMatchObject({
      title: 'Share Transfer Form',
      type: 'Other',
      fileName: 'Share_Transfer_Form.pdf',
    });
    expect(await findLocal('blobs', (b) => b.documentId === docId)).toBeTruthy();

    await expect
      .poll(async () => (await api(`/assets?estate=${estateId}`)).find((a) => a._id === asset?._id), {
        timeout: 20_000,
      })
      .toMatchObject({ fmvDoD: 1_500_000, attachments: [docId] });
    await expect
      .poll(
        async () => (await api(`/documents?estate=${estateId}`)).find((d) => d._id === docId)?.hasContent,
        {
          timeout: 20_000,
        },
      )
      .toBe(true);
  });
});

describe('generic form', () => {
  it('marks required fields, follows show_if, and saves a beneficiary', async () => {
    await openCreate('beneficiary');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Create Beneficiary');
    const nameLabel = page.locator('label', { hasText: 'Beneficiary Name' });
    expect(await nameLabel.locator('.required').textContent()).toBe(' *');
    expect(await nameLabel.locator('.required').evaluate((el) => getComputedStyle(el).color)).toBe(
      'rgb(185, 28, 28)',
    );
    expect(await nameLabel.textContent()).toContain('(required)');
    expect(await page.locator('label', { hasText: 'Contact Information' }).locator('.required').count()).toBe(
      0,
    );

    // Six relationships: a dropdown whose placeholder cannot be chosen (required).
    const relationship = page.getByLabel(/^Relationship to Deceased/);
    expect(await relationship.evaluate((el) => el.tagName)).toBe('SELECT');
    expect(await relationship.locator('option[value=""]').isDisabled()).toBe(true);
    expect(await page.getByLabel(/^Describe the Relationship/).count()).toBe(0);
    await relationship.selectOption('Other');
    await page.getByLabel(/^Describe the Relationship/).waitFor();
    await relationship.selectOption('Child');
    await expect.poll(() => page.getByLabel(/^Describe the Relationship/).count()).toBe(0);

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Beneficiary Name is required').waitFor();
    await page.getByText('Share of Estate (%) is required').waitFor();
    await page.getByLabel(/^Beneficiary Name/).fill('Emily Chen (e2e)');
    await page.getByLabel(/^Share of Estate/).fill('25');
    await page.getByLabel(/^Contact Information/).fill('emily@example.com');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'generic-form-beneficiary');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(new RegExp(`/admin/data/estates/${estateId}$`));
    expect(await findLocal('parties', (p) => p.name === 'Emily Chen (e2e)')).toMatchObject({
      estate: estateId,
      role: 'beneficiary',
      relationshipToDeceased: 'Child',
      shareOfEstate: 2500,
      contactInfo: 'emily@example.com',
    });
  });

  it('renders few options as toggle buttons and generates the requested report', async () => {
    await openCreate('report');
    await page.getByText('Saving generates the report on this device').waitFor();
    expect(await page.getByLabel(/^Report Type/).evaluate((el) => el.tagName)).toBe('SELECT');
    const pdfButton = page.getByRole('group', { name: /Output Format/ }).getByRole('button', { name: 'PDF' });
    expect(await pdfButton.getAttribute('aria-pressed')).toBe('false');
    await pdfButton.click();
    expect(await pdfButton.getAttribute('aria-pressed')).toBe('true');
    await page.getByLabel(/^Report Type/).selectOption('Tax Summary');
    await page.getByLabel(/^Time Period/).fill('2025 e2e');
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Not a period the form reads: the default period is used, and the form says so.
    await page.getByText(/the default period is used/).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Generate Report' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/-tax-summary-.*\.pdf$/);
    await page.waitForURL(/\/admin\/data\/estates\//);
    expect(await findLocal('documents', (d) => String(d.title).startsWith('Tax Summary — '))).toMatchObject({
      type: 'Report',
      mimeType: 'application/pdf',
    });
  });

  it('prefills the document name from the picked file and reveals the document fields', async () => {
    await page.goto(`${server.url}/admin/record/create?type=document&estate=${estateId}`);
    await page.getByLabel(/^Upload Document/).waitFor();
    expect(await page.getByLabel(/^Document Name/).count()).toBe(0);
    await page.getByLabel(/^Upload Document/).setInputFiles([pdf('Affidavit_of_Executor_signed.pdf')]);
    expect(await page.getByLabel(/^Document Name/).inputValue()).toBe('Affidavit of Executor signed');
    await page.getByText('Affidavit_of_Executor_signed.pdf').waitFor();
    await page.getByLabel(/^Document Type/).selectOption('Affidavit of Executor');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/data\/estates\//);
    const doc = await findLocal('documents', (d) => d.title === 'Affidavit of Executor signed');
    expect(doc).toMatchObject({
      type: 'Affidavit of Executor',
      fileName: 'Affidavit_of_Executor_signed.pdf',
    });
    await expect
      .poll(
        async () => (await api(`/documents?estate=${estateId}`)).find((d) => d._id === doc?._id)?.hasContent,
        {
          timeout: 20_000,
        },
      )
      .toBe(true);
  });
});

describe('transaction form and currency input', () => {
  it('formats amounts, offers the types of the kind, and drops empty accounts', async () => {
    await openCreate('transaction');
    const amount = page.getByLabel(/^Amount/);
    await amount.pressSequentially('1234567.891');
    expect(await amount.inputValue()).toBe('1,234,567.89');
    await amount.fill('');
    await amount.pressSequentially('abc');
    expect(await amount.inputValue()).toBe('');
    await amount.pressSequentially('250.5');
    expect(await amount.inputValue()).toBe('250.5');

    const type = page.getByLabel(/^Type/);
    const typeOptions = () => type.locator('option:not([disabled])').allTextContents();
    expect(await typeOptions()).toEqual([
      'Bank Deposit',
      'Interest',
      'Dividend',
      'EFT',
      'Cheque',
      'Cash',
      'Other',
    ]);
    await type.selectOption('interest');
    const revenue = page.getByRole('button', { name: 'Revenue' });
    expect(await revenue.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Transfer' }).click();
    expect(await typeOptions()).toEqual(['Internal', 'EFT', 'Wire', 'Other']);
    expect(await type.inputValue()).toBe('internal');
    expect(await page.getByRole('button', { name: 'Capital' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Disbursement' }).click();
    await type.selectOption('eft');
    await page.getByRole('button', { name: 'Receipt' }).click();
    expect(await type.inputValue()).toBe('eft');

    const from = page.getByLabel(/^From Account/);
    await expect
      .poll(() => from.locator('option').allTextContents())
      .toContain('Estate chequing — RBC (RBC, CAD)');
    await page.getByLabel(/^Payee/).fill('E2E Payee');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'transaction-form');
    await page.getByRole('button', { name: 'Save Transaction' }).click();
    await page.waitForURL(new RegExp(`/admin/data/estates/${estateId}$`));
    const saved = await findLocal('transactions', (t) => t.payee === 'E2E Payee');
    expect(saved).toMatchObject({ kind: 'receipt', type: 'eft', amount: 25_050, ledger: 'capital' });
    expect(saved).not.toHaveProperty('fromAccount');
    expect(saved).not.toHaveProperty('toAccount');
  });

  it('saves offline and syncs once back online', async () => {
    await openCreate('transaction');
    await context.setOffline(true);
    await page.getByLabel(/^Amount/).fill('99.95');
    await page.getByRole('button', { name: 'Disbursement' }).click();
    await page.getByLabel(/^From Account/).selectOption({ label: 'Estate chequing — RBC (RBC, CAD)' });
    await page.getByLabel(/^Payee/).fill('Offline Payee');
    await page.getByRole('button', { name: 'Save Transaction' }).click();
    await page.waitForURL(new RegExp(`/admin/data/estates/${estateId}$`));
    const saved = await findLocal('transactions', (t) => t.payee === 'Offline Payee');
    expect(saved).toMatchObject({ kind: 'disbursement', amount: 9995, version: 0 });
    expect((await localRows('outbox')).some((r) => r.entityId === saved?._id)).toBe(true);

    await context.setOffline(false);
    await expect
      .poll(async () => (await api(`/transactions?estate=${estateId}`)).find((t) => t._id === saved?._id), {
        timeout: 30_000,
      })
      .toMatchObject({ amount: 9995, payee: 'Offline Payee', fromAccount: saved?.fromAccount });
  });

  it('logged no console errors', () => {
    expect(errors).toEqual([]);
  });
});
