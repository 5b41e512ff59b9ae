import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents } from '../../src/domain/rules/money.ts';
import { formatDate } from '../../src/ui/record-display.ts';
import { estateAccountsPdfText } from './estate-accounts-pdf.ts';
import { type AppServer, screenshot, seriousA11yViolations } from './harness.ts';
import { outboxRows } from './pwa-helpers.ts';
import { startSignedInApp, stopSignedInApp } from './signed-in-app.ts';

/**
 * Liabilities as records of their own (docs/architecture.md, "Add an entity"): added offline on
 * the Chen estate with the disbursement that paid it, kept through an offline reload, synced to
 * the server, and read back out of the Estate Accounts PDF made offline.
 */
type ApiRecord = Record<string, unknown> & { _id: string };

const CHEN = 'Estate of Margaret Chen';
const AMOUNT = 123_456;
let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let token: string;
let chen: string;
let payment: ApiRecord;

async function api(path: string): Promise<ApiRecord[]> {
  const res = await fetch(`${server.url}/api/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status, path).toBe(200);
  return (await res.json()) as ApiRecord[];
}

const section = () => page.getByRole('region', { name: /^Liabilities/ });
// The demo already records RBC Visa's balance, paid; this test's liability is the one named just 'Visa'.
const visaRow = () =>
  section()
    .locator('tbody tr')
    .filter({ has: page.locator('td').first().getByText('Visa', { exact: true }) });

async function openChen() {
  await page.goto(`${server.url}/admin/data/estates/${chen}`);
  await page.getByRole('heading', { level: 1, name: CHEN }).waitFor({ timeout: 20_000 });
}

beforeAll(async () => {
  ({ server, browser, context, page, errors, token } = await startSignedInApp({ acceptDownloads: true }));
  chen = (await api('estates')).find((e) => e.estateName === CHEN)!._id;
  // A disbursement large enough to pay the whole debt, so nothing is left outstanding.
  const disbursements = (await api(`transactions?estate=${chen}`)).filter(
    (t) => t.kind === 'disbursement' && (t.amount as number) >= AMOUNT,
  );
  expect(disbursements.length).toBeGreaterThan(0);
  payment = disbursements[0]!;
});
afterAll(() => stopSignedInApp({ server, browser, context }));

describe('a liability of the estate', () => {
  it('is added offline with the disbursement that paid it, and says what is wrong first', async () => {
    await openChen();
    await context.setOffline(true);
    await section().getByRole('button', { name: 'Add Liability' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Liability' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Creditor is required').waitFor();
    await dialog.getByText('Amount at death is required').waitFor();

    await dialog.getByLabel(/^Creditor party/).selectOption({ label: 'RBC Visa' });
    await dialog.getByLabel(/^Creditor\b(?! party)/).fill('Visa');
    await dialog.getByLabel(/^Description/).fill('Card ending 4410');
    await dialog.getByLabel(/^Amount at death/).fill('1234.56');
    const label = [
      formatDate(payment.date),
      (payment.payee as string) || (payment.purpose as string) || 'Disbursement',
      formatCents(payment.amount as number),
    ].join(' · ');
    await dialog.getByRole('checkbox', { name: label, exact: true }).check();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'liability-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    await expect.poll(() => visaRow().count()).toBe(1);
    const cells = await visaRow().locator('td').allTextContents();
    expect(cells.slice(0, 5)).toEqual([
      'Visa',
      'Card ending 4410',
      '$1,234.56',
      formatCents(payment.amount as number),
      '$0.00',
    ]);
    expect(await outboxRows(page)).toHaveLength(1);
  });

  it('is kept through an offline reload', async () => {
    await page.reload();
    await page.getByRole('heading', { level: 1, name: CHEN }).waitFor({ timeout: 20_000 });
    await expect.poll(() => visaRow().count()).toBe(1);
    expect((await visaRow().locator('td').allTextContents())[4]).toBe('$0.00');
  });

  it('goes in the Estate Accounts made offline, with its amount', async () => {
    const flat = await estateAccountsPdfText(page);
    const schedule = flat.slice(flat.indexOf('Liabilities'));
    expect(schedule).toContain('Card ending 4410');
    expect(schedule).toContain('$1,234.56');
    expect(schedule).toContain('Visa');
  });

  it('reaches the server when the device is back online', async () => {
    await context.setOffline(false);
    await expect.poll(async () => (await outboxRows(page)).length, { timeout: 30_000 }).toBe(0);
    const onServer = (await api(`liabilities?estate=${chen}`)).filter((l) => l.creditor === 'Visa');
    expect(onServer).toEqual([
      expect.objectContaining({
        estate: chen,
        creditor: 'Visa',
        description: 'Card ending 4410',
        amountAtDeath: AMOUNT,
        paidBy: [payment._id],
        party: expect.any(String),
      }),
    ]);
  });

  it('logged no console errors', () => {
    expect(errors).toEqual([]);
  });
});
