import { copyFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toIsoDate } from '../../src/domain/rules/dates.ts';
import { formatCents } from '../../src/domain/rules/money.ts';
import {
  type DeadlineEstate,
  estateAdministrationTax,
  estateDeadlines,
  proofsByEstate,
  upcomingDeadlines,
} from '../../src/domain/rules/ontario/index.ts';
import { optionsByEstate } from '../../src/features/reports/deadline-options.ts';
import {
  type AppServer,
  accessToken,
  launchBrowser,
  newPage,
  REPORTS_DIR,
  screenshot,
  seriousA11yViolations,
  signIn,
  startAppServer,
} from './harness.ts';

type ApiRecord = Record<string, unknown> & { _id: string };
type Kind = 'estate-accounts' | 'financial-overview' | 'distribution-summary' | 'tax-summary';
type Format = 'pdf' | 'xlsx' | 'docx';

const KIND_LABELS: Record<Kind, string> = {
  'estate-accounts': 'Estate Accounts',
  'financial-overview': 'Financial Overview',
  'distribution-summary': 'Distribution Summary',
  'tax-summary': 'Tax Summary',
};
const FORMAT_LABELS: Record<Format, string> = { pdf: 'PDF', xlsx: 'Excel', docx: 'Word' };
const CHEN = 'Estate of Margaret Chen';

let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let token: string;
let chen: ApiRecord;
let assetsAtDeath: number;
const today = toIsoDate(new Date());

async function api(path: string): Promise<ApiRecord[]> {
  const res = await fetch(`${server.url}/api/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as ApiRecord[];
}

/** '$1,234.56' (or '-$1.00') in cents. */
const cents = (money: string) => Math.round(Number(money.replace(/[$,\s]/g, '')) * 100);

/** The report as text a reader sees (PDF text, every cell of the workbook, the Word body), plus its numbers. */
async function contents(download: Download, format: Format): Promise<{ text: string; numbers: number[] }> {
  const bytes = new Uint8Array(await readFile((await download.path())!));
  if (format === 'pdf') {
    const { text } = await extractText(bytes, { mergePages: true });
    return { text: text.replace(/\s+/g, ' '), numbers: [] };
  }
  if (format === 'docx') {
    const xml = strFromU8(unzipSync(bytes)['word/document.xml']!);
    return { text: xml.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '), numbers: [] };
  }
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(bytes) as never);
  const strings: string[] = [];
  const numbers: number[] = [];
  wb.eachSheet((ws) =>
    ws.eachRow((row) => {
      for (const v of row.values as unknown[]) {
        if (typeof v === 'number') numbers.push(v);
        else if (typeof v === 'string') strings.push(v);
      }
    }),
  );
  return { text: strings.join(' ').replace(/\s+/g, ' '), numbers };
}

/** An amount is in the report: as text in PDF and Word, as a number of dollars in Excel. */
function expectAmount(
  report: { text: string; numbers: number[] },
  format: Format,
  amount: number,
  what: string,
) {
  if (format === 'xlsx') expect(report.numbers, what).toContain(amount / 100);
  else expect(report.text, what).toContain(formatCents(amount));
}

/** The local store's rows of one table, read in the page (IndexedDB, as the app keeps them). */
async function localRows(table: string): Promise<ApiRecord[]> {
  return page.evaluate(
    (name) =>
      new Promise<ApiRecord[]>((resolve, reject) => {
        const open = indexedDB.open('estate-admin');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const req = open.result.transaction(name).objectStore(name).getAll();
          req.onsuccess = () => {
            resolve(req.result as ApiRecord[]);
            open.result.close();
          };
          req.onerror = () => reject(req.error);
        };
      }),
    table,
  );
}

async function generate(kind: Kind, format: Format): Promise<Download> {
  const panel = page.locator('#reports-panel');
  await panel.getByRole('radio', { name: new RegExp(`^${KIND_LABELS[kind]}`) }).check();
  await panel.getByRole('radio', { name: FORMAT_LABELS[format], exact: true }).check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Generate report' }).click(),
  ]);
  await panel.getByText(`Saved “${KIND_LABELS[kind]} — `).waitFor();
  return download;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  ({ page, errors } = await newPage(context));
  await signIn(page, server.url);
  await page.goto(`${server.url}/admin/data/estates`);
  await page.getByRole('link', { name: CHEN }).waitFor({ timeout: 30_000 });
  token = await accessToken(page);
  chen = (await api('estates')).find((e) => e.estateName === CHEN)!;
  const assets = await api(`assets?estate=${chen._id}`);
  assetsAtDeath = assets.reduce((s, a) => s + (a.fmvDoD as number), 0);
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

describe('reports with the network cut', () => {
  let claimedTotal = 0;
  let panelNotes: string[] = [];

  it('shows the deadlines with their rules, the tax and the compensation claim on the estate detail', async () => {
    await context.setOffline(true);
    await page.goto(`${server.url}/admin/data/estates/${chen._id}`);
    await page.getByRole('heading', { name: CHEN, level: 1 }).waitFor({ timeout: 20_000 });

    const deadlines = page.getByRole('region', { name: 'Deadlines' });
    const expected = estateDeadlines(chen as unknown as DeadlineEstate, today);
    for (const d of expected) {
      const row = deadlines.locator(`tr[data-deadline="${d.key}"]`);
      await expect(row.getByRole('rowheader').textContent()).resolves.toBe(d.title);
      expect(await row.textContent()).toContain(d.rule);
      expect(await row.textContent()).toContain(`Source: ${d.source}`);
    }
    expect(await deadlines.getByText('Before final distribution', { exact: true }).count()).toBe(
      expected.filter((d) => d.status === 'before-final-distribution').length,
    );

    await page.getByRole('button', { name: 'Open reports panel' }).click();
    const panel = page.locator('#reports-panel');
    const eat = estateAdministrationTax(assetsAtDeath);
    await expect(panel.getByTestId('eat-amount').textContent()).resolves.toBe(formatCents(eat));
    await panel.getByText(formatCents(assetsAtDeath)).first().waitFor();
    expect(await panel.locator('.reconciliation').count()).toBe(1);
    // Every tariff item, with its computed figure, sums to the total shown; the care and management
    // fee is worked out but claimed only when the trustee enters it.
    const items = [
      'capital-receipts',
      'capital-disbursements',
      'distributions',
      'revenue-receipts',
      'revenue-disbursements',
    ];
    let sum = 0;
    for (const id of items) sum += cents((await panel.getByTestId(`tariff-${id}`).textContent())!);
    claimedTotal = cents((await panel.getByTestId('claimed-total').textContent())!);
    expect(claimedTotal).toBe(sum);
    expect(cents((await panel.getByTestId('tariff-care-and-management').textContent())!)).toBeGreaterThan(0);
    expect(await panel.getByLabel('Claimed care and management').inputValue()).toBe('0.00');
    // Nothing taken yet: the whole claim is still to be paid.
    await expect(panel.getByTestId('claim-balance').textContent()).resolves.toBe(formatCents(claimedTotal));
    // What the accounts had to guess is listed for the user to read, before any report is made.
    panelNotes = (await panel.getByTestId('accounts-notes').locator('li').allTextContents()).filter(Boolean);
    expect(panelNotes.length).toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // A phone: the claim table scrolls inside its card; the page itself is never wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    await screenshot(page, 'estate-reports-mobile');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('generates each report in each format, downloads it and keeps it as a document', async () => {
    const eat = estateAdministrationTax(assetsAtDeath);
    for (const kind of Object.keys(KIND_LABELS) as Kind[]) {
      for (const format of Object.keys(FORMAT_LABELS) as Format[]) {
        const download = await generate(kind, format);
        expect(download.suggestedFilename()).toMatch(
          new RegExp(`^estate-of-margaret-chen-${kind}-\\d{4}-\\d{2}-\\d{2}-to-${today}\\.${format}$`),
        );
        const report = await contents(download, format);
        const what = `${kind} ${format}`;
        expect(report.text, what).toContain(CHEN);
        if (kind === 'estate-accounts') {
          expectAmount(report, format, claimedTotal, `${what}: compensation`);
          // Schedule A totals the assets at death, summed here from the server's records.
          expectAmount(report, format, assetsAtDeath, `${what}: assets at death`);
          // The notes on the data are for the app; the court document cites the law only.
          for (const note of panelNotes) {
            expect(report.text, what).not.toContain(note.split(' ').slice(0, 6).join(' '));
          }
          expect(report.text, what).toContain('r. 74.17(1)');
        }
        if (kind === 'tax-summary') expectAmount(report, format, eat, `${what}: EAT`);
        if (kind === 'financial-overview') expectAmount(report, format, assetsAtDeath, `${what}: assets`);
        if (kind === 'distribution-summary') expect(report.text, what).toContain('SickKids Foundation');
        // Kept for a person to look at (git-ignored, made afresh by the global set-up).
        if (format === 'pdf' && (kind === 'estate-accounts' || kind === 'tax-summary')) {
          await copyFile((await download.path())!, join(REPORTS_DIR, `chen-${kind}.pdf`));
        }
      }
    }
    const reports = (await localRows('documents')).filter(
      (d) => d.estate === chen._id && d.type === 'Report',
    );
    expect(reports).toHaveLength(12);
    const blobs = await localRows('blobs');
    for (const r of reports) {
      expect(r.title).toMatch(
        /^(Estate Accounts|Financial Overview|Distribution Summary|Tax Summary) — \d{4}-\d{2}-\d{2} to /,
      );
      expect(blobs.find((b) => b.documentId === r._id)).toMatchObject({ state: 'pending', size: r.size });
    }
    const documents = page.getByRole('region', { name: /^Documents/ });
    expect(await documents.getByText(/^Tax Summary — /).count()).toBe(3);
    await screenshot(page, 'estate-reports');
  });

  it('puts an edited compensation claim into the Estate Accounts', async () => {
    const panel = page.locator('#reports-panel');
    await panel.getByLabel('Claimed care and management').fill('1234.56');
    const edited = claimedTotal + 123_456;
    await expect
      .poll(async () => cents((await panel.getByTestId('claimed-total').textContent())!))
      .toBe(edited);
    await panel.getByText('Changed from the tariff').waitFor();
    const report = await contents(await generate('estate-accounts', 'pdf'), 'pdf');
    expect(report.text).toContain(formatCents(edited));
    expect(report.text).toContain('$1,234.56');
    expect(report.text).not.toContain(
      `Total compensation ${formatCents(claimedTotal)} ${formatCents(claimedTotal)}`,
    );

    // The claim is kept on the estate (offline: on the device, with its change in the outbox), and
    // is there again after a reload.
    const keptClaim = async () =>
      (await localRows('estates')).find((e) => e._id === chen._id)?.compensationClaim;
    await expect.poll(keptClaim).toEqual({ 'care-and-management': 123_456 });
    expect((await localRows('outbox')).some((m) => m.entityId === chen._id && m.entity === 'estates')).toBe(
      true,
    );
    await page.reload();
    await page.getByRole('button', { name: 'Open reports panel' }).click();
    await expect
      .poll(() => panel.getByLabel('Claimed care and management').inputValue())
      .toMatch(/^1,?234\.56$/);
    await expect
      .poll(async () => cents((await panel.getByTestId('claimed-total').textContent())!))
      .toBe(edited);

    await panel.getByRole('button', { name: 'Reset claim to tariff' }).click();
    await expect
      .poll(async () => cents((await panel.getByTestId('claimed-total').textContent())!))
      .toBe(claimedTotal);
    await expect.poll(keptClaim).toEqual({});
  });

  it('makes a report from the Add Report form, saying which period it used', async () => {
    await page.goto(`${server.url}/admin/report/create?type=report&estate=${chen._id}`);
    await page.getByLabel(/^Report Type/).selectOption('Tax Summary');
    const used = page.getByTestId('report-period-used');
    await page.getByLabel(/^Time Period/).fill('whenever');
    await used.getByText(/the default period is used: date of death to today/).waitFor();
    const year = today.slice(0, 4);
    await page.getByLabel(/^Time Period/).fill(year);
    await used.getByText(`Period used: the year ${year}, ${year}-01-01 to ${year}-12-31.`).waitFor();
    await page
      .getByRole('group', { name: /Output Format/ })
      .getByRole('button', { name: 'Excel' })
      .click();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'report-form');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Generate Report' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `estate-of-margaret-chen-tax-summary-${year}-01-01-to-${year}-12-31.xlsx`,
    );
    const report = await contents(download, 'xlsx');
    expect(report.text).toContain(CHEN);
    expectAmount(report, 'xlsx', estateAdministrationTax(assetsAtDeath), 'Add Report: EAT');
    await page.waitForURL(/\/admin\/data\/estates\//);
    const saved = (await localRows('documents')).find(
      (d) => d.title === `Tax Summary — ${year}-01-01 to ${year}-12-31`,
    );
    expect(saved).toMatchObject({ estate: chen._id, type: 'Report', fileName: download.suggestedFilename() });
  });

  it('uploads every report once the device is back online', async () => {
    const local = (await localRows('documents')).filter((d) => d.estate === chen._id && d.type === 'Report');
    expect(local).toHaveLength(14);
    await context.setOffline(false);
    await expect
      .poll(
        async () =>
          (await api(`documents?estate=${chen._id}`)).filter(
            (d) => d.type === 'Report' && d.hasContent === true,
          ).length,
        { timeout: 60_000, interval: 1000 },
      )
      .toBe(14);
    const onServer = await api(`documents?estate=${chen._id}`);
    for (const d of local) {
      expect(onServer.find((s) => s._id === d._id)).toMatchObject({
        title: d.title,
        fileName: d.fileName,
        size: d.size,
      });
    }
  });
});

describe('the checks before the Estate Accounts', () => {
  it('stops the Estate Accounts of the estate whose sale is entered twice, offers no Dismiss while the bank disagrees, and makes them once the duplicate is deleted', async () => {
    const thompson = (await api('estates')).find((e) => e.estateName === 'Estate of Robert Thompson')!;
    await page.goto(`${server.url}/admin/data/estates/${thompson._id}`);
    await page
      .getByRole('heading', { level: 1, name: 'Estate of Robert Thompson' })
      .waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Open reports panel' }).click();
    const panel = page.locator('#reports-panel');
    await panel.getByRole('heading', { name: '2 problems stop the Estate Accounts' }).waitFor();
    const suspicion = panel.locator('.court-check-error').filter({ hasText: 'looks like the same sale as' });
    // Named as the app shows it (amount, payee, day, purpose), never by a schedule number.
    expect(await suspicion.textContent()).toMatch(
      /The receipt of \$862,000\.00 from Harris Sheaffer LLP in trust on [A-Z][a-z]+ \d{1,2}, \d{4} \("Net proceeds of sale of 1001 Bay St\., Unit 2304"\) looks like the same sale as/,
    );
    expect(await suspicion.textContent()).not.toMatch(/CR-\d/);
    // The bank's statement shows the sale once: the suspicion cannot be dismissed away.
    expect(await suspicion.textContent()).toContain('It cannot be dismissed while the bank disagrees');
    expect(await panel.getByRole('button', { name: 'Dismiss…' }).count()).toBe(0);
    const kept = async () =>
      (await localRows('documents')).filter((d) => d.estate === thompson._id && d.type === 'Report').length;
    const before = await kept();
    await panel.getByRole('radio', { name: /^Estate Accounts/ }).check();
    await panel.getByRole('radio', { name: 'PDF', exact: true }).check();
    let downloaded = false;
    const onDownload = () => {
      downloaded = true;
    };
    page.on('download', onDownload);
    await panel.getByRole('button', { name: 'Generate report' }).click();
    await panel.getByRole('alert').filter({ hasText: 'The Estate Accounts were not generated' }).waitFor();
    expect(await kept()).toBe(before);
    // Another report is for the trustee, not the court: it is made all the same.
    await generate('financial-overview', 'pdf');
    page.off('download', onDownload);
    expect(downloaded).toBe(true);

    // The check's link opens the receipt typed by hand; deleted, the books agree with the bank.
    await suspicion
      .getByRole('link', { name: /^Open the receipt of \$862,000\.00 from Harris Sheaffer/ })
      .click();
    // The receipt's own page first: the estate page it leaves has a Delete of its own, and one per
    // document ("Delete <title>"), which a click made before the page changed would find.
    await page.getByRole('heading', { level: 1, name: /^Edit / }).waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Estate of Robert Thompson' })
      .waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Open reports panel' }).click();
    await panel
      .getByRole('heading', { name: 'Nothing stops the Estate Accounts' })
      .or(panel.getByText('Every check passes'))
      .waitFor();
    await generate('estate-accounts', 'pdf');
    expect(await kept()).toBe(before + 2);
  });
});

describe('Create New Account', () => {
  it('produces a report from the Add Report panel', async () => {
    await page.goto(`${server.url}/admin/accounts/create`);
    await page.getByLabel('Account Name').fill('Scotia Estate Savings');
    await page.getByLabel('Estate/Trust Name').fill('Estate of Report Panel');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Estate of Report Panel' }).waitFor();
    await page.getByRole('button', { name: 'Add Report' }).click();
    await page.getByLabel(/^Report Type/).selectOption('Financial Overview');
    await page.getByLabel(/^Time Period/).fill('since the start');
    await page
      .getByTestId('report-period-used')
      .getByText(/the default period is used/)
      .waitFor();
    await page
      .getByRole('group', { name: /Output Format/ })
      .getByRole('button', { name: 'Word' })
      .click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Generate Report' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^estate-of-report-panel-financial-overview-.*\.docx$/);
    expect((await contents(download, 'docx')).text).toContain('Estate of Report Panel');
    await page.getByText('Report generated, downloaded and saved to the estate’s documents.').waitFor();
  });
});

describe('dashboard', () => {
  it('lists the upcoming deadlines across the estates, each with its rule', async () => {
    await page.goto(`${server.url}/admin/dashboard`);
    const card = page.getByRole('region', { name: 'Upcoming Deadlines' });
    await card.locator('tbody tr').first().waitFor({ timeout: 20_000 });
    // What the ledger and the documents prove done (Chen's final T1 paid, its return filed) is not listed.
    const proofs = proofsByEstate({
      transactions: (await api('transactions')) as never,
      documents: (await api('documents')) as never,
    });
    const expected = upcomingDeadlines(
      (await api('estates')) as unknown as DeadlineEstate[],
      today,
      6,
      optionsByEstate({}, proofs),
    );
    expect(expected.length).toBeGreaterThan(0);
    const rows = card.locator('tbody tr');
    expect(await rows.count()).toBe(expected.length);
    for (const [i, d] of expected.entries()) {
      const text = (await rows.nth(i).textContent()) ?? '';
      expect(text).toContain(d.title);
      expect(text).toContain(d.estateName);
      expect(text).toContain(d.rule);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-deadlines');
    expect(errors).toEqual([]);
  });
});
