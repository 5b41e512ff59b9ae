import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents } from '../../src/domain/rules/money.ts';
import { pdfText } from '../../src/reports/render/pdf-text.ts';
import { estateAccountsPdfText } from './estate-accounts-pdf.ts';
import { type AppServer, screenshot, seriousA11yViolations } from './harness.ts';
import { chooseOnlyForms } from './passing-helpers.ts';
import { outboxRows } from './pwa-helpers.ts';
import { startSignedInApp, stopSignedInApp } from './signed-in-app.ts';

/**
 * The trustee's court-accounts data (docs/behaviour.md#court-accounts-data), entered offline on the
 * Chen estate: a reserve in the Court Accounts section, a receipt linked to the asset it realises
 * with its costs of sale, and a disbursement linked to a beneficiary as an advance (the payee's name
 * is theirs too, which proves nothing by itself); the Estate Accounts PDF made offline shows all
 * three; back online, they reach the server. Then the reports panel follows court details that
 * arrive by sync.
 */
type ApiRecord = Record<string, unknown> & { _id: string };

const CHEN = 'Estate of Margaret Chen';
const CHEQUING = 'Estate chequing — RBC';
let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let token: string;
let chen: string;
let asset: ApiRecord;
/** The beneficiary the advance goes to: their name and their party's id. */
let heir: string;
let heirId: string;

async function api(path: string): Promise<ApiRecord[]> {
  const res = await fetch(`${server.url}/api/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status, path).toBe(200);
  return (await res.json()) as ApiRecord[];
}

const section = () => page.getByRole('region', { name: /^Court Accounts/ });
const reserveRow = () =>
  section().getByRole('region', { name: 'Table of reserves' }).locator('tbody tr', { hasText: 'passing' });

async function openChen() {
  await page.goto(`${server.url}/admin/data/estates/${chen}`);
  await page.getByRole('heading', { level: 1, name: CHEN }).waitFor({ timeout: 20_000 });
}

beforeAll(async () => {
  ({ server, browser, context, page, errors, token } = await startSignedInApp({ acceptDownloads: true }));
  chen = (await api('estates')).find((e) => e.estateName === CHEN)!._id;
  // Chosen by name, not by the server's order (which is random among records seeded together): an
  // unrealised asset whose name has an em dash, which the PDF's fonts print as a hyphen.
  asset = (await api(`assets?estate=${chen}`)).find((a) => a.name === 'TD Canadian Index Fund — e-Series')!;
  expect(asset).toBeDefined();
  expect(asset.status).not.toBe('disposed');
});
afterAll(() => stopSignedInApp({ server, browser, context }));

describe('court accounts data entered offline', () => {
  it('adds a reserve in the Court Accounts section, saying what is wrong first', async () => {
    await openChen();
    await context.setOffline(true);
    await section().getByRole('button', { name: 'Add Reserve' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Reserve' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Amount is required').waitFor();
    await dialog.getByLabel(/^Reserve for/).selectOption('costs-of-passing');
    await dialog.getByText(/No formula: enter the estimate/).waitFor();
    await dialog.getByLabel(/^Amount/).fill('2500');
    await dialog.getByLabel(/^Basis/).fill('Lawyers’ estimate of the passing');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'court-reserve-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => reserveRow().count()).toBe(1);
    const cells = await reserveRow().locator('td').allTextContents();
    expect(cells.slice(0, 3)).toEqual([
      'Costs of the passing of accounts',
      'Lawyers’ estimate of the passing',
      '$2,500.00',
    ]);
    await screenshot(page, 'court-accounts-section');
  });

  it('records a receipt as the sale of an unrealised asset, with its costs of sale', async () => {
    await page.getByRole('link', { name: 'Add Transaction' }).click();
    await page.getByRole('button', { name: 'Receipt' }).click();
    await page.getByRole('combobox', { name: /^Type/ }).selectOption('cheque');
    await page.getByLabel(/^Amount/).fill('1000');
    // Into the estate's account: money in no account stops the Estate Accounts (docs/behaviour.md#court-checks).
    await page.getByLabel(/^To account/i).selectOption({ label: `${CHEQUING} (RBC, CAD)` });
    const realises = page.getByLabel(/^Realises asset/);
    const option = `${asset.name as string} (${formatCents(asset.fmvDoD as number)} at death)`;
    await realises.locator('option', { hasText: option }).waitFor({ state: 'attached' });
    // A receipt that names the asset is offered as its realisation; nothing is linked until asked.
    await page.getByLabel(/^Purpose/).fill(`Net proceeds: ${asset.name as string}`);
    const offer = page.getByRole('button', { name: `Link it to ${asset.name as string}` });
    await offer.waitFor();
    expect(await realises.inputValue()).toBe('');
    await offer.click();
    await expect.poll(() => realises.inputValue()).toBe(asset._id);
    await offer.waitFor({ state: 'detached' });
    await page.getByLabel(/^Costs of sale/).fill('50');
    await page.getByLabel('Payee/Recipient').fill('Purchaser in trust');
    await page.getByText('Net proceeds $1,000.00 + costs $50.00 = $1,050.00 gross').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'transaction-realisation');
    await page.getByRole('button', { name: 'Save Transaction' }).click();
    await expect.poll(async () => (await outboxRows(page)).length).toBe(2);
    // Saving goes back to the estate: the next step starts once it has, not during it.
    await page.getByRole('heading', { level: 1, name: CHEN }).waitFor({ timeout: 20_000 });
  });

  it('records a disbursement as an advance to a beneficiary, linked to them by choice', async () => {
    await openChen();
    await page.getByRole('link', { name: 'Add Transaction' }).click();
    await page.getByRole('button', { name: 'Disbursement' }).click();
    await page.getByRole('combobox', { name: /^Type/ }).selectOption('cheque');
    await page.getByLabel(/^Amount/).fill('321.09');
    await page.getByLabel(/^From account/i).selectOption({ label: `${CHEQUING} (RBC, CAD)` });
    const advance = page.getByLabel(/^Advance to beneficiary/);
    await advance.locator('option').nth(1).waitFor({ state: 'attached' });
    heir = (await advance.locator('option').nth(1).textContent())!.trim();
    heirId = (await advance.locator('option').nth(1).getAttribute('value'))!;
    await advance.selectOption(heirId);
    await page.getByLabel('Payee/Recipient').fill(heir);
    await page.getByRole('button', { name: 'Save Transaction' }).click();
    await expect.poll(async () => (await outboxRows(page)).length).toBe(3);
    await page.getByRole('heading', { level: 1, name: CHEN }).waitFor({ timeout: 20_000 });
  });

  it('shows both in the Estate Accounts made offline', async () => {
    // The bank's next statement shows both: $1,000.00 in, $321.09 out; entered on the account, the
    // accounts reconcile to the bank again.
    const account = (await api(`accounts?estate=${chen}`)).find((a) => a.name === CHEQUING)!;
    await page.goto(`${server.url}/admin/accounts/${account._id}`);
    await page.getByRole('heading', { level: 1, name: CHEQUING }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Edit' }).click();
    const balance = (account.statementBalance as number) + 100_000 - 32_109;
    await page.getByLabel('Statement balance').fill((balance / 100).toFixed(2));
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('button', { name: 'Edit' }).waitFor();
    await openChen();
    const flat = await estateAccountsPdfText(page);
    const reserves = flat.slice(flat.indexOf('Reserves held back'));
    expect(reserves).toContain('Costs of the passing of accounts');
    expect(reserves).toContain('$2,500.00');
    // Schedule A's row for the asset: its gross proceeds, $1,000.00 received net of $50.00 costs of sale.
    const name = pdfText(asset.name as string).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(flat).toMatch(new RegExp(`${name} \\([^)]*\\).{0,400}\\$1,050\\.00`));
    // The advance is brought into account on that beneficiary's line of the proposed distribution,
    // beside the demo's interim distribution to them ($25,000.00, if they had one).
    const distribution = flat.slice(flat.indexOf('Proposed distribution among the residuary beneficiaries'));
    const who = pdfText(heir).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(distribution).toMatch(new RegExp(`${who} .{0,80}\\$(25,)?321\\.09`));
  });

  it('reaches the server when the device is back online', async () => {
    await context.setOffline(false);
    await expect.poll(async () => (await outboxRows(page)).length, { timeout: 30_000 }).toBe(0);
    const [court] = await api(`courtAccounts?estate=${chen}`);
    expect(court).toMatchObject({
      estate: chen,
      reserves: [
        expect.objectContaining({
          kind: 'costs-of-passing',
          amount: 250_000,
          basis: 'Lawyers’ estimate of the passing',
        }),
      ],
    });
    const sale = (await api(`transactions?estate=${chen}`)).find((t) => t.realisesAsset === asset._id);
    expect(sale).toMatchObject({ kind: 'receipt', amount: 100_000, costsOfSale: 5_000 });
    const advance = (await api(`transactions?estate=${chen}`)).find((t) => t.amount === 32_109);
    expect(advance).toMatchObject({ kind: 'disbursement', advanceTo: heirId });
  });

  it('the reports panel follows the court details until one is typed over', async () => {
    const [court] = await api(`courtAccounts?estate=${chen}`);
    const put = async (body: Record<string, unknown>) => {
      const res = await fetch(`${server.url}/api/courtAccounts/${court!._id}`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(200);
    };
    const syncNow = () => page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await openChen();
    await page.getByRole('button', { name: 'Open reports panel' }).click();
    const panel = page.locator('#reports-panel');
    const fileNumber = panel.getByLabel('Court File No. (optional)');
    const office = panel.getByLabel('Court office (optional)');
    // A colleague enters the court details while the panel is open: they arrive by sync and show.
    await put({ courtFileNumber: 'CV-26-0042', courtOffice: 'Kingston' });
    await syncNow();
    await expect.poll(() => fileNumber.inputValue(), { timeout: 30_000 }).toBe('CV-26-0042');
    expect(await office.inputValue()).toBe('Kingston');
    // Typed over here, the office is this report's own; a later change of the record does not undo it.
    await office.fill('Belleville');
    await put({ courtFileNumber: 'CV-26-0043', courtOffice: 'Napanee' });
    await syncNow();
    await expect.poll(() => fileNumber.inputValue(), { timeout: 30_000 }).toBe('CV-26-0043');
    expect(await office.inputValue()).toBe('Belleville');
    await page.keyboard.press('Escape');
  });

  it('claims care and management only with its reason and basis, and the accounts say why', async () => {
    await openChen();
    await section().getByRole('button', { name: 'Edit Compensation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compensation' });
    await dialog.waitFor();
    await dialog.getByLabel(/^Average market value under management/).fill('1500000');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Say why the estate was managed rather than distributed').waitFor();
    await dialog
      .getByLabel(/^Why the estate was managed rather than distributed/)
      .fill('The house could not be sold until the spring market');
    await dialog.getByLabel(/^How the average was found/).fill('mean of the month-end values');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await section().getByText('Care and management claimed on $1,500,000.00 under management.').waitFor();
    const flat = await estateAccountsPdfText(page);
    expect(flat).toContain(
      'Care and management is claimed: The house could not be sold until the spring market. It is charged on the average market value of the assets under management, $1,500,000.00 (mean of the month-end values)',
    );
  });

  it('prefills a court office’s address from the firm’s other estates, and prints it in the notice', async () => {
    await openChen();
    await section().getByRole('button', { name: 'Edit Court Details' }).click();
    let dialog = page.getByRole('dialog', { name: 'Court Details' });
    await dialog.getByLabel('Court office', { exact: true }).fill('Brampton');
    await dialog.getByLabel('Court office address').fill('7755 Hurontario Street, Brampton');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    const okafor = (await api('estates')).find((e) => e.estateName === 'Estate of Samuel Okafor')!;
    await page.goto(`${server.url}/admin/data/estates/${okafor._id}`);
    await section().getByRole('button', { name: 'Edit Court Details' }).click();
    dialog = page.getByRole('dialog', { name: 'Court Details' });
    const office = dialog.getByLabel('Court office', { exact: true });
    // The demo's Okafor estate is in Brampton already: the address entered on Chen's comes with the
    // office once it is chosen again.
    await office.fill('');
    await office.fill('Brampton');
    await expect
      .poll(() => dialog.getByLabel('Court office address').inputValue())
      .toBe('7755 Hurontario Street, Brampton');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const card = page.getByRole('region', { name: 'Passing of Accounts' });
    await card.getByRole('radio', { name: 'PDF' }).check();
    await chooseOnlyForms(card, /Form 74\.44 /);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Generate court documents' }).click(),
    ]);
    const bytes = new Uint8Array(await readFile((await download.path())!));
    const { text } = await extractText(bytes, { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain(
      'at the court house, 7755 Hurontario Street, Brampton, Ontario',
    );
  });

  it('logged no console errors', () => {
    expect(errors).toEqual([]);
  });
});
