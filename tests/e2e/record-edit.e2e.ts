import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents } from '../../src/domain/rules/money.ts';
import { pdfText } from '../../src/reports/render/pdf-text.ts';
import { estateAccountsPdfText } from './estate-accounts-pdf.ts';
import { type AppServer, screenshot, seriousA11yViolations } from './harness.ts';
import { apiGet, type OutboxRowSeen, outboxRows } from './pwa-helpers.ts';
import { startSignedInApp, stopSignedInApp } from './signed-in-app.ts';

/**
 * Editing and deleting an estate's records (docs/behaviour.md#record-forms), all offline on the
 * Chen estate: a receipt recorded earlier is linked to the asset it realised (the court accounts
 * need the link, and it could once be set only when the receipt was made) and its payee cleared;
 * an asset renamed and revalued; a beneficiary's share and a service fact changed; then the asset
 * deleted, which unlinks the receipt. Each edit queues only the fields changed. Back online, the
 * server holds every change.
 */
type ApiRecord = Record<string, unknown> & { _id: string };

const CHEN = 'Estate of Margaret Chen';
let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let token: string;
let chen: string;
let receipt: ApiRecord;
/** A disbursement recorded as buying the investment. */
let purchase: ApiRecord;
let asset: ApiRecord;
let heir: ApiRecord;
/** An asset of the estate still held, handed to the heir in kind. */
let given: ApiRecord;
/** An asset still held at the end of the accounts, given its current market value. */
let held: ApiRecord;

const api = (path: string) => apiGet<ApiRecord[]>(server.url, token, `/${path}`);

/** The newest outbox row for a record: what this device will send for it. */
async function queued(id: string): Promise<OutboxRowSeen | undefined> {
  const rows = await outboxRows(page);
  return rows.filter((r) => r.entityId === id).sort((a, b) => b.seq - a.seq)[0];
}

async function openChen() {
  await page.goto(`${server.url}/admin/data/estates/${chen}`);
  await page.getByRole('heading', { level: 1, name: CHEN }).waitFor({ timeout: 20_000 });
}

beforeAll(async () => {
  ({ server, browser, context, page, errors, token } = await startSignedInApp({ acceptDownloads: true }));
  chen = (await api('estates')).find((e) => e.estateName === CHEN)!._id;
  receipt = (await api(`transactions?estate=${chen}`)).find(
    (t) =>
      t.kind === 'receipt' &&
      t.ledger === 'capital' &&
      !t.realisesAsset &&
      typeof t.payee === 'string' &&
      t.payee !== '',
  )!;
  expect(receipt).toBeDefined();
  purchase = (await api(`transactions?estate=${chen}`)).find(
    (t) => t.kind === 'disbursement' && !t.advanceTo,
  )!;
  expect(purchase).toBeDefined();
  // Chosen by name, not by the server's order (random among records seeded together).
  asset = (await api(`assets?estate=${chen}`)).find((a) => a.name === 'TD Canadian Index Fund — e-Series')!;
  expect(asset).toBeDefined();
  heir = (await api(`parties?estate=${chen}`)).find((p) => p.role === 'beneficiary')!;
  expect(heir).toBeDefined();
  const assets = await api(`assets?estate=${chen}`);
  given = assets.find((a) => a.status !== 'disposed' && a.assetClass === 'personal_property')!;
  held = assets.find((a) => a.status !== 'disposed' && a.assetClass === 'real_property')!;
  expect([given, held].every(Boolean)).toBe(true);
});
afterAll(() => stopSignedInApp({ server, browser, context }));

describe('editing and deleting an estate’s records offline', () => {
  it('opens a transaction’s edit page from the estate’s transactions table', async () => {
    await openChen();
    await context.setOffline(true);
    const table = page.getByRole('table', { name: 'Table of transactions' });
    const firstEdit = table.getByRole('link', { name: /^Edit the / }).first();
    await firstEdit.click();
    await page.getByRole('heading', { level: 1, name: 'Edit Transaction' }).waitFor();
    await page.getByRole('link', { name: CHEN }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { level: 1, name: CHEN }).waitFor();
  });

  it('links a receipt recorded earlier to the asset it realised, and clears its payee', async () => {
    await page.goto(`${server.url}/admin/transaction/${receipt._id}/edit`);
    await page.getByRole('heading', { level: 1, name: 'Edit Transaction' }).waitFor();
    // The form opens with the receipt as stored.
    await expect.poll(() => page.getByLabel('Payee/Recipient').inputValue()).toBe(receipt.payee);
    const realises = page.getByLabel(/^Realises asset/);
    const option = `${asset.name as string} (${formatCents(asset.fmvDoD as number)} at death)`;
    await realises.locator('option', { hasText: option }).waitFor({ state: 'attached' });
    await realises.selectOption({ label: option });
    await page.getByLabel(/^Costs of sale/).fill('75');
    await page.getByLabel('Payee/Recipient').fill('');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'transaction-edit');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('heading', { level: 1, name: CHEN }).waitFor();
    // Only what changed is queued, against the version it was read at.
    const row = await queued(receipt._id);
    expect(row?.op).toBe('update');
    expect(row?.patch).toEqual({ realisesAsset: asset._id, costsOfSale: 7_500, payee: '' });
  });

  it('records a disbursement as the purchase of an investment (no compensation on it), never also an advance', async () => {
    await page.goto(`${server.url}/admin/transaction/${purchase._id}/edit`);
    await page.getByRole('heading', { level: 1, name: 'Edit Transaction' }).waitFor();
    const buys = page.getByLabel(/^Buys investment/);
    await buys.locator('option', { hasText: asset.name as string }).waitFor({ state: 'attached' });
    await buys.selectOption(asset._id);
    expect(await page.getByLabel(/^Advance to beneficiary/).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('heading', { level: 1, name: CHEN }).waitFor();
    expect((await queued(purchase._id))?.patch).toEqual({ purchasesAsset: asset._id });
  });

  it('refuses a bad edit with a message and keeps what was typed', async () => {
    await page.goto(`${server.url}/admin/transaction/${receipt._id}/edit`);
    await page.getByRole('heading', { level: 1, name: 'Edit Transaction' }).waitFor();
    await page.getByLabel(/^Amount/).fill('');
    await page.getByLabel('Payee/Recipient').fill('Kept while refused');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Amount is required').waitFor();
    expect(await page.getByLabel('Payee/Recipient').inputValue()).toBe('Kept while refused');
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  it('renames and revalues an asset from the estate’s assets list', async () => {
    await openChen();
    await page
      .getByRole('region', { name: 'Table of assets' })
      .getByRole('link', { name: asset.name as string })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Edit Asset' }).waitFor();
    await expect.poll(() => page.getByLabel(/^Name/).inputValue()).toBe(asset.name);
    await page.getByLabel(/^Name/).fill('TD Canadian Index Fund (e-Series)');
    await page.getByLabel(/^Fair Market Value at Date of Death/).fill('12345.67');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('heading', { level: 1, name: CHEN }).waitFor();
    await page
      .getByRole('region', { name: 'Table of assets' })
      .getByRole('link', { name: 'TD Canadian Index Fund (e-Series)' })
      .waitFor();
    expect((await queued(asset._id))?.patch).toEqual({
      name: 'TD Canadian Index Fund (e-Series)',
      fmvDoD: 1_234_567,
    });
  });

  it('gives an asset still held its current market value, asking for its date', async () => {
    await page.goto(`${server.url}/admin/asset/${held._id}/edit`);
    await page.getByRole('heading', { level: 1, name: 'Edit Asset' }).waitFor();
    await page.getByLabel(/^Current Market Value/).fill('1300000');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Valued On is required with a market value').waitFor();
    await page.getByLabel(/^Valued On/).fill('2026-11-01');
    await page.getByLabel(/^Source/).fill('Appraisal, Hunter & Co.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('heading', { level: 1, name: CHEN }).waitFor();
    expect((await queued(held._id))?.patch).toEqual({
      marketValue: 130_000_000,
      marketValueAsOf: '2026-11-01',
      marketValueSource: 'Appraisal, Hunter & Co.',
    });
  });

  it('changes a beneficiary’s share and a service fact, at phone width', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/admin/party/${heir._id}/edit`);
    await page.getByRole('heading', { level: 1, name: 'Edit Party' }).waitFor();
    await expect.poll(() => page.getByLabel(/^Name/).inputValue()).toBe(heir.name);
    await page.getByLabel(/^Share of Estate/).fill('abc');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText(/Share of Estate must be a percentage/).waitFor();
    await page.getByLabel(/^Share of Estate/).fill('1/4');
    await page.getByLabel('Minor').check();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'party-edit-phone');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('heading', { level: 1, name: CHEN }).waitFor();
    expect((await queued(heir._id))?.patch).toEqual({
      shareOfEstate: 2_500,
      shareFraction: { numerator: 1, denominator: 4 },
      minor: true,
    });
    // The estate's parties list shows the share as the will gives it.
    // (By the link to this party: two parties may share a name.)
    const row = page
      .getByRole('region', { name: 'Table of parties and beneficiaries' })
      .locator('tr')
      .filter({ has: page.locator(`a[href$="/party/${heir._id}/edit"]`) });
    await expect.poll(() => row.locator('td').nth(3).textContent()).toBe('1/4');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('records an asset as distributed in kind to the beneficiary, and the Estate Accounts made offline say so', async () => {
    await page.goto(`${server.url}/admin/asset/${given._id}/edit`);
    await page.getByRole('heading', { level: 1, name: 'Edit Asset' }).waitFor();
    await page.getByRole('button', { name: 'Disposed' }).click();
    await page.getByRole('button', { name: 'Distributed in kind' }).click();
    // Handed over at its value at death until the trustee enters its value then.
    await expect
      .poll(() => page.getByLabel(/^Value at Distribution/).inputValue())
      .toBe(formatCents(given.fmvDoD as number).replace('$', ''));
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Choose the beneficiary who received it').waitFor();
    await page.getByLabel(/^Beneficiary/).selectOption(heir._id);
    await page.getByLabel(/^Date Distributed/).fill('2026-09-15');
    await page.getByLabel(/^Value at Distribution/).fill('1000');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'asset-distributed-in-kind');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('heading', { level: 1, name: CHEN }).waitFor();
    expect((await queued(given._id))?.patch).toEqual({
      status: 'disposed',
      dispositionDate: '2026-09-15',
      proceeds: 100_000,
      distributedTo: heir._id,
    });

    const flat = await estateAccountsPdfText(page);
    expect(flat).toContain(`Distributed in kind to ${pdfText(heir.name as string)} on September 15, 2026`);
    expect(flat).toContain(`${pdfText(given.name as string)}, distributed in kind (specific bequest)`);
    // The fund bought with the estate's money and sold is itemised in the investment account: its
    // cost, its gross proceeds (received net of $75.00 costs of sale) and the loss between them,
    // the figure the reconciliation carries as the gain (less loss) on investments.
    const esc = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const gross = (receipt.amount as number) + 7_500;
    const gainLoss = gross - (purchase.amount as number);
    const scheduleF = flat.slice(flat.indexOf('Investments realised or distributed in the period'));
    expect(scheduleF).toMatch(
      new RegExp(
        `TD Canadian Index Fund \\(e-Series\\).{0,120}${esc(formatCents(purchase.amount as number))}` +
          `.{0,200}${esc(formatCents(gross))} ${esc(formatCents(gainLoss))}`,
      ),
    );
    expect(flat).toMatch(
      new RegExp(
        `Add: gain \\(less loss\\) on investments realised or distributed \\(investment account\\) ${esc(formatCents(gainLoss))}`,
      ),
    );
    // The asset still held is listed at its market value as entered, with the date.
    const heldName = pdfText(held.name as string).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(flat).toMatch(
      new RegExp(`${heldName} \\([^)]*\\) \\$[\\d,.]+ \\$1,300,000\\.00 November 1, 2026`),
    );
  });

  it('deletes the asset, saying first that the receipt will no longer name it', async () => {
    await page.goto(`${server.url}/admin/asset/${asset._id}/edit`);
    await page.getByRole('heading', { level: 1, name: 'Edit Asset' }).waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Asset' });
    await dialog
      .getByText(
        'Are you sure you want to delete TD Canadian Index Fund (e-Series)? 2 transactions will keep their amounts but no longer name it as realised or bought. This action cannot be undone.',
      )
      .waitFor();
    await screenshot(page, 'record-delete-confirm');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('heading', { level: 1, name: CHEN }).waitFor();
    expect(
      await page
        .getByRole('region', { name: 'Table of assets' })
        .getByRole('link', { name: /TD Canadian Index/ })
        .count(),
    ).toBe(0);
    // One action queued (deleteRecord), which the server applies whole or refuses whole; on the
    // device the receipt and the purchase already name the fund no more.
    expect(await queued(asset._id)).toMatchObject({ op: 'delete', mutator: { name: 'deleteRecord' } });
    const local = await page.evaluate(
      (ids) =>
        new Promise<Record<string, unknown>[]>((resolve, reject) => {
          const open = indexedDB.open('estate-admin');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const store = open.result.transaction('transactions').objectStore('transactions');
            Promise.all(
              ids.map(
                (id) =>
                  new Promise<Record<string, unknown>>((res, rej) => {
                    const req = store.get(id);
                    req.onsuccess = () => res(req.result as Record<string, unknown>);
                    req.onerror = () => rej(req.error);
                  }),
              ),
            ).then((rows) => {
              open.result.close();
              resolve(rows);
            }, reject);
          };
        }),
      [receipt._id as string, purchase._id as string],
    );
    expect(local[0]).toMatchObject({ realisesAsset: null, costsOfSale: null });
    expect(local[1]).toMatchObject({ purchasesAsset: null });
  });

  it('reaches the server when the device is back online', async () => {
    await context.setOffline(false);
    await expect.poll(async () => (await outboxRows(page)).length, { timeout: 30_000 }).toBe(0);
    const stored = (await api(`transactions?estate=${chen}`)).find((t) => t._id === receipt._id);
    expect(stored).toMatchObject({
      amount: receipt.amount,
      payee: '',
      realisesAsset: null,
      costsOfSale: null,
    });
    expect((await api(`assets?estate=${chen}`)).some((a) => a._id === asset._id)).toBe(false);
    const bought = (await api(`transactions?estate=${chen}`)).find((t) => t._id === purchase._id);
    expect(bought).toMatchObject({ amount: purchase.amount, purchasesAsset: null });
    const party = (await api(`parties?estate=${chen}`)).find((p) => p._id === heir._id);
    expect(party).toMatchObject({
      shareOfEstate: 2_500,
      shareFraction: { numerator: 1, denominator: 4 },
      minor: true,
      name: heir.name,
    });
    expect((await api(`assets?estate=${chen}`)).find((a) => a._id === given._id)).toMatchObject({
      status: 'disposed',
      distributedTo: heir._id,
      proceeds: 100_000,
    });
    expect(errors).toEqual([]);
  });
});
