import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toIsoDate } from '../../src/domain/rules/dates.ts';
import { addDaysUtc, longDateOf } from '../../src/domain/rules/ontario/index.ts';
import type { Statement } from '../../src/features/bank-import/statement.ts';
import { writeCsv, writeOfx } from '../../src/features/bank-import/write-statement.ts';
import { formatDate } from '../../src/ui/record-display.ts';
import { type AppServer, screenshot, seriousA11yViolations } from './harness.ts';
import { outboxRows } from './pwa-helpers.ts';
import { startSignedInApp, stopSignedInApp } from './signed-in-app.ts';

/**
 * Bank statement import (docs/behaviour.md#bank-statement-import), with the network cut: an OFX
 * file and a CSV file imported into a demo estate's account after a preview where one line's ledger
 * is changed; the same files again add nothing; a file for another account is refused; the CSV's
 * import is undone whole; once online the server holds exactly the OFX's four lines.
 */
type ApiRecord = Record<string, unknown> & { _id: string };

const sample = (name: string) => ({
  name,
  mimeType: name.endsWith('.csv') ? 'text/csv' : 'application/x-ofx',
  buffer: readFileSync(new URL(`../../src/features/bank-import/samples/${name}`, import.meta.url)),
});

let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let token: string;
let account: ApiRecord;
let before: ApiRecord[];

async function api(path: string): Promise<ApiRecord[]> {
  const res = await fetch(`${server.url}/api/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status, path).toBe(200);
  return (await res.json()) as ApiRecord[];
}

/** A receipt typed by hand into the account, as a colleague would on their own device. */
async function typedReceipt(body: Record<string, unknown>): Promise<ApiRecord> {
  const res = await fetch(`${server.url}/api/transactions`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      estate: account.estate,
      kind: 'receipt',
      type: 'eft',
      ledger: 'capital',
      toAccount: account._id,
      ...body,
    }),
  });
  expect(res.status).toBeLessThan(300);
  const written = (await res.json()) as { data?: ApiRecord } & ApiRecord;
  return written.data ?? written;
}

/** The account's page, after the device has pulled the entry typed by hand. */
async function accountPageWith(payee: string) {
  await page.goto(`${server.url}/admin/accounts/${account._id}`);
  await page.getByRole('heading', { level: 1, name: account.name as string }).waitFor({ timeout: 20_000 });
  await page.getByRole('cell', { name: payee }).first().waitFor({ timeout: 30_000 });
}

/** One bank line as the bank's OFX file gives it, for the account the first import tied. */
const ofxLine = (date: string, cents: number, description: string, fitid: string) => ({
  name: `${fitid}.ofx`,
  mimeType: 'application/x-ofx',
  buffer: Buffer.from(
    writeOfx(
      {
        format: 'ofx',
        accountNumber: '5012345',
        lines: [{ line: 1, date, amount: cents, description, fitid }],
      },
      2,
    ),
  ),
});

const dialog = () => page.getByRole('dialog', { name: 'Import a bank statement' });

async function openImport() {
  await page.getByRole('button', { name: 'Import statement' }).click();
  await dialog().waitFor();
}

async function choose(name: string) {
  await dialog().locator('input[type=file]').setInputFiles(sample(name));
}

const previewRows = () => dialog().locator('.bank-import-preview tbody tr');

beforeAll(async () => {
  ({ server, browser, context, page, errors, token } = await startSignedInApp());
  const chen = (await api('estates')).find((e) => e.estateName === 'Estate of Margaret Chen')!;
  account = (await api(`accounts?estate=${chen._id}`))[0]!;
  before = await api(`transactions?estate=${chen._id}`);
  await page.goto(`${server.url}/admin/accounts/${account._id}`);
  await page.getByRole('heading', { level: 1, name: account.name as string }).waitFor({ timeout: 20_000 });
  await context.setOffline(true);
});
afterAll(() => stopSignedInApp({ server, browser, context }));

describe('bank statement import, offline', () => {
  it('previews an OFX file, takes one changed ledger, and imports it as one action', async () => {
    await openImport();
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await choose('td-sgml.ofx');
    await expect.poll(() => previewRows().count()).toBe(4);
    // Read off the page's thread, by the Worker the service worker keeps for offline use.
    expect(workers.some((url) => /\/assets\/read-worker-[\w-]+\.js$/.test(url))).toBe(true);
    const cells = await previewRows().nth(1).locator('td').allTextContents();
    expect(cells.slice(1, 5)).toEqual([
      formatDate('2025-01-10'),
      'SMITH & SONS FUNERAL',
      '$1,234.56',
      'Disbursement · Cheque',
    ]);
    const ledger = (name: string, date: string) =>
      dialog().getByLabel(`Capital or revenue for ${name} of ${formatDate(date)}`);
    expect(await ledger('INTEREST PAID', '2025-01-31').inputValue()).toBe('revenue');
    expect(await ledger('CPP DEATH BENEFIT', '2025-01-03').inputValue()).toBe('capital');
    await ledger('CPP DEATH BENEFIT', '2025-01-03').selectOption('revenue');
    await dialog()
      .getByText(/Statement closing balance \$1,263\.70/)
      .waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'bank-import-preview');
    // On a phone each line is a card: nothing wider than the dialog, every amount whole.
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      const fit = await dialog().evaluate((box) => {
        const table = box.querySelector('.bank-import-preview table')!;
        const amounts = [...box.querySelectorAll('.bank-import-preview td.num')];
        return {
          card: getComputedStyle(table.querySelector('tbody tr')!).display,
          sideways: table.parentElement!.scrollWidth - table.parentElement!.clientWidth,
          cut: amounts.filter((td) => td.scrollWidth > td.clientWidth + 1).length,
        };
      });
      expect(fit).toEqual({ card: 'block', sideways: 0, cut: 0 });
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'bank-import-preview-390');
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    await dialog().getByRole('button', { name: 'Import 4 transactions' }).click();
    await dialog().getByText('Imported 4 transactions.').waitFor();
    const rows = await outboxRows(page);
    expect(rows).toHaveLength(1);
    await dialog().getByRole('button', { name: 'Close' }).click();
    await dialog().waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'SMITH & SONS FUNERAL' }).waitFor();
  });

  it('maps a CSV file’s columns, previews and imports it', async () => {
    await openImport();
    await choose('rbc.csv');
    await dialog().getByText('Columns of this file').waitFor();
    await dialog().locator('select[name=column-date]').selectOption('Transaction Date');
    await dialog().locator('select[name=column-description]').selectOption('Description 1');
    await dialog().locator('select[name=column-amount]').selectOption('CAD$');
    await dialog().getByRole('button', { name: 'Preview' }).click();
    await expect.poll(() => previewRows().count()).toBe(3);
    expect(await previewRows().first().locator('td').nth(4).textContent()).toBe('Receipt · Dividend');
    await dialog().getByRole('button', { name: 'Import 3 transactions' }).click();
    await dialog().getByText('Imported 3 transactions.').waitFor();
    await dialog().getByRole('button', { name: 'Close' }).click();
  });

  it('adds nothing when the same files come again, and refuses a file for another account', async () => {
    const queued = (await outboxRows(page)).length;
    await openImport();
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await choose('td-sgml.ofx');
    await expect.poll(() => previewRows().count()).toBe(4);
    // Read off the page's thread, by the Worker the service worker keeps for offline use.
    expect(workers.some((url) => /\/assets\/read-worker-[\w-]+\.js$/.test(url))).toBe(true);
    expect(await dialog().locator('.bank-import-duplicate').count()).toBe(4);
    expect(await dialog().getByRole('button', { name: 'Nothing new to import' }).isDisabled()).toBe(true);
    await dialog().getByRole('button', { name: 'Choose another file' }).click();
    await choose('rbc.csv');
    // The mapping chosen for this account comes back by itself.
    expect(await dialog().locator('select[name=column-amount]').inputValue()).toBe('CAD$');
    await dialog().getByRole('button', { name: 'Preview' }).click();
    await expect.poll(() => dialog().locator('.bank-import-duplicate').count()).toBe(3);
    await dialog().getByRole('button', { name: 'Choose another file' }).click();
    await choose('other-account.ofx');
    await dialog()
      .getByRole('alert')
      .getByText(/This file is for account 9999999, not this account \(5012345\)/)
      .waitFor();
    await choose('statement.pdf');
    await dialog()
      .getByRole('alert')
      .getByText(/not a statement the app can read/)
      .waitFor();
    expect(await outboxRows(page)).toHaveLength(queued);
    await dialog().getByRole('button', { name: 'Cancel' }).click();
  });

  it('undoes the CSV’s import as a whole', async () => {
    await openImport();
    const past = dialog().getByRole('region', { name: 'Past imports' }).locator('li');
    await expect.poll(() => past.count()).toBe(2);
    // Newest first: the CSV's three lines of February.
    expect(await past.first().textContent()).toMatch(/^3 transactions, up to 2025-02-21/);
    await past.first().getByRole('button', { name: 'Undo this import' }).click();
    await past.first().getByText('Remove its 3 transactions?').waitFor();
    await past.first().getByRole('button', { name: 'Remove them' }).click();
    await dialog().getByText('Import undone: 3 transactions removed.').waitFor();
    await expect.poll(() => past.count()).toBe(1);
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    expect((await outboxRows(page)).length).toBe(3);
  });

  it('once online, the server holds exactly the kept lines', async () => {
    await context.setOffline(false);
    await expect.poll(async () => (await outboxRows(page)).length, { timeout: 30_000 }).toBe(0);
    const after = await api(`transactions?estate=${account.estate as string}`);
    const added = after.filter((t) => !before.some((b) => b._id === t._id));
    expect(
      added
        .map((t) => [t.bankTransactionId, t.kind, t.amount, t.ledger, t.toAccount ?? t.fromAccount])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ['90000001', 'receipt', 250000, 'revenue', account._id],
      ['90000002', 'disbursement', 123456, 'capital', account._id],
      ['90000003', 'receipt', 321, 'revenue', account._id],
      ['90000004', 'disbursement', 495, 'capital', account._id],
    ]);
    expect(new Set(added.map((t) => t.importId)).size).toBe(1);
    expect(after.length).toBe(before.length + 4);
    const [saved] = await api(`accounts?estate=${account.estate as string}`).then((all) =>
      all.filter((a) => a._id === account._id),
    );
    expect(saved?.statementImport).toMatchObject({
      accountNumber: '5012345',
      csv: { date: 'Transaction Date', description: 'Description 1', amount: 'CAD$' },
    });
  });

  it('shows a receipt typed by hand as a possible match of its bank line, unticked; Match leaves one entry', async () => {
    // The RRSP typed by hand yesterday; the bank's line of it (its own words) imported today.
    const day = addDaysUtc(toIsoDate(new Date()), -1);
    const typed = await typedReceipt({
      date: day,
      amount: 18_432_055,
      payee: 'RBC Dominion Securities',
      purpose: 'RRSP proceeds',
    });
    await accountPageWith('RBC Dominion Securities');
    await context.setOffline(true);
    await openImport();
    await dialog()
      .locator('input[type=file]')
      .setInputFiles(ofxLine(day, 18_432_055, 'RBC DS DEPOSIT', 'RRSP1'));
    await expect.poll(() => previewRows().count()).toBe(1);
    const line = previewRows().first();
    expect(await line.getByRole('checkbox').isChecked()).toBe(false);
    expect(await line.getByTestId('possible-match').textContent()).toContain(
      'Possible match, typed by hand: RBC Dominion Securities, RRSP proceeds. Same date, amount and direction.',
    );
    expect(await dialog().getByRole('button', { name: 'Nothing new to import' }).isDisabled()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'bank-import-possible-match');
    await line.getByRole('button', { name: /^Match RBC DS DEPOSIT/ }).click();
    await line.getByText('Matched: the entry typed by hand is linked to this line').waitFor();
    await dialog().getByRole('button', { name: 'Match 1 typed by hand' }).click();
    await dialog().getByText('Imported 0 transactions; 1 matched to an entry typed by hand.').waitFor();
    await dialog().getByRole('button', { name: 'Close' }).click();
    await context.setOffline(false);
    await expect.poll(async () => (await outboxRows(page)).length, { timeout: 30_000 }).toBe(0);
    const rrsp = (await api(`transactions?estate=${account.estate as string}`)).filter(
      (t) => t.amount === 18_432_055,
    );
    expect(rrsp.map((t) => [t._id, t.payee, t.bankTransactionId, t.importId ?? null])).toEqual([
      [typed._id, 'RBC Dominion Securities', 'RRSP1', null],
    ]);
    expect(rrsp[0]?.matchedImportId).toEqual(expect.any(String));
  });

  it('imports a possible match anyway at the person’s word; the passing card then stops the documents on the pair', async () => {
    const day = addDaysUtc(toIsoDate(new Date()), -1);
    await typedReceipt({ date: day, amount: 500_000, payee: 'Sun Life', purpose: 'Policy refund' });
    await accountPageWith('Sun Life');
    await openImport();
    await dialog()
      .locator('input[type=file]')
      .setInputFiles(ofxLine(day, 500_000, 'SUN LIFE DEP', 'SUN1'));
    await expect.poll(() => previewRows().count()).toBe(1);
    await previewRows()
      .first()
      .getByRole('button', { name: /^Import SUN LIFE DEP .* anyway$/ })
      .click();
    expect(await previewRows().first().getByRole('checkbox').isChecked()).toBe(true);
    await dialog().getByRole('button', { name: 'Import 1 transaction' }).click();
    await dialog().getByText('Imported 1 transaction.').waitFor();
    await dialog().getByRole('button', { name: 'Close' }).click();

    // The estate's Passing of Accounts card: the pair is a suspected duplicate, whatever the payee says.
    await page.goto(`${server.url}/admin/data/estates/${account.estate as string}`);
    await page
      .getByRole('heading', { level: 1, name: 'Estate of Margaret Chen' })
      .waitFor({ timeout: 20_000 });
    const card = page.getByRole('region', { name: 'Passing of Accounts' });
    await card.scrollIntoViewIfNeeded();
    const on = longDateOf(day);
    const reason = `The receipt of $5,000.00 from Sun Life on ${on} ("Policy refund"), typed by hand, and the receipt of $5,000.00 from SUN LIFE DEP on ${on}`;
    const item = card.locator('.passing-checks .court-check-error').filter({ hasText: reason });
    await item.waitFor({ timeout: 30_000 });
    expect(await item.textContent()).toContain(
      'imported from the bank statement, have the same date, amount and account',
    );
    expect(await item.getByRole('link', { name: /\(typed by hand\)$/ }).count()).toBe(1);
    expect(await item.getByRole('link', { name: /\(imported\)$/ }).count()).toBe(1);
    const downloads: unknown[] = [];
    const track = (d: unknown) => downloads.push(d);
    page.on('download', track);
    await card.getByRole('button', { name: 'Generate court documents' }).click();
    const alert = card.getByRole('alert').filter({ hasText: 'Nothing was generated or downloaded' });
    await alert.waitFor();
    await page.waitForTimeout(1000);
    page.off('download', track);
    expect(downloads).toEqual([]);
  });

  // A long statement takes its time on a busy machine: the ceilings are for that, nothing is timed.
  it('imports a 10,000-line French CSV file, its preview a page at a time', async () => {
    const other = (await api('accounts')).find((a) => a.estate !== account.estate)!;
    const lines = Array.from({ length: 10_000 }, (_, i) => ({
      line: i + 1,
      date: new Date(Date.UTC(2024, 0, 1) + Math.floor(i / 30) * 86_400_000).toISOString().slice(0, 10),
      amount: (i % 3 === 0 ? -1 : 1) * (100 + ((i * 7919) % 500_000)),
      description: `Opération ${i}`,
    }));
    const statement: Statement = { format: 'csv', lines };
    const { text } = writeCsv(statement, {
      french: true,
      debitCredit: true,
      header: true,
      bom: true,
      dateOrder: 'dmy',
    });
    const total = lines.reduce((sum, l) => sum + l.amount, 0);
    await page.goto(`${server.url}/admin/accounts/${other._id}`);
    await page.getByRole('heading', { level: 1, name: other.name as string }).waitFor({ timeout: 20_000 });
    await openImport();
    await dialog()
      .locator('input[type=file]')
      .setInputFiles({ name: 'releve.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
    // A bank this firm has no mapping for yet: the French headers are recognised.
    expect(await dialog().locator('select[name=column-debit]').inputValue()).toBe('Retrait');
    expect(await dialog().locator('select[name=column-credit]').inputValue()).toBe('Dépôt');
    await dialog().getByRole('button', { name: 'Preview' }).click();
    await dialog().getByText('Lines 1–100 of 10,000').waitFor({ timeout: 30_000 });
    await dialog().getByRole('button', { name: 'Next' }).click();
    await dialog().getByText('Lines 101–200 of 10,000').waitFor();
    await dialog().getByRole('button', { name: 'Import 10,000 transactions' }).click();
    await dialog().getByText('Imported 10,000 transactions.').waitFor({ timeout: 180_000 });
    await dialog().getByRole('button', { name: 'Close' }).click();
    await expect
      .poll(
        async () => {
          const onServer = (await api(`transactions?estate=${other.estate as string}`)).filter(
            (t) => t.importId,
          );
          return [
            onServer.length,
            onServer.reduce((sum, t) => sum + (t.kind === 'receipt' ? 1 : -1) * (t.amount as number), 0),
          ];
        },
        { timeout: 180_000 },
      )
      .toEqual([10_000, total]);
  }, 240_000);

  it('logged no console errors', () => {
    expect(errors).toEqual([]);
  });
});
