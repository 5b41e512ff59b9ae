import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toIsoDate } from '../../src/domain/rules/dates.ts';
import { addDaysUtc, earliestHearingFor, longDateOf } from '../../src/domain/rules/ontario/index.ts';
import { type AppServer, accessToken, launchBrowser, newPage, signIn, startAppServer } from './harness.ts';

/**
 * The wrong data of issue 39, each entered as a clerk would and each refused on the Passing of
 * Accounts card (docs/behaviour.md#court-checks): the reason shows at the top of the card as soon as
 * the data is there, names the records as the app shows them with a link to what fixes it, and
 * Generate makes and downloads nothing.
 */

type ApiRecord = Record<string, unknown> & { _id: string };
const CHEN = 'Estate of Margaret Chen';
const THOMPSON = 'Estate of Robert Thompson';
const COURT_DOCUMENT = /^(Form [\d.]+B?|Rule 74\.18) /;

let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let token: string;
let chen: ApiRecord;
let thompson: ApiRecord;
const downloads: Download[] = [];
const today = toIsoDate(new Date());

async function api(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<ApiRecord[] & ApiRecord> {
  const res = await fetch(`${server.url}/api/${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  expect(res.status, `${init.method ?? 'GET'} ${path}`).toBeLessThan(300);
  // A list is the records themselves; a write answers { success, data }.
  const body = (await res.json()) as { data?: unknown };
  return (Array.isArray(body) ? body : (body.data ?? body)) as ApiRecord[] & ApiRecord;
}

/** The local store's rows of one table, read in the page. */
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

/** A colleague's change made on the server reaches this device with the next sync. */
async function pulled(table: string, id: string, present = true): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('focus')));
        return (await localRows(table)).some((r) => r._id === id && r.deletedAt == null);
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(present);
}

const card = () => page.getByRole('region', { name: 'Passing of Accounts' });
/** The checks at the top of the card. */
const topChecks = () => card().locator('.passing-checks');

async function openEstate(estate: ApiRecord): Promise<void> {
  await page.goto(`${server.url}/admin/data/estates/${estate._id}`);
  await page.getByRole('heading', { level: 1, name: String(estate.estateName) }).waitFor({ timeout: 20_000 });
  await card().scrollIntoViewIfNeeded();
}

/** Presses Generate: nothing is generated or downloaded, and the card says why (`reason`). */
async function refusedWith(estate: ApiRecord, reason: string): Promise<void> {
  const before = downloads.length;
  const kept = async () =>
    (await localRows('documents')).filter(
      (d) => d.estate === estate._id && COURT_DOCUMENT.test(String(d.title)),
    ).length;
  const keptBefore = await kept();
  await card().getByRole('button', { name: 'Generate court documents' }).click();
  const alert = card().getByRole('alert').filter({ hasText: 'Nothing was generated or downloaded' });
  await alert.waitFor();
  expect(await alert.textContent()).toMatch(/\d+ problems? stops? the court documents/);
  // The reason stands at the top of the card, where the alert's button leads.
  expect(await topChecks().locator('.court-check-error').allTextContents()).toContainEqual(
    expect.stringContaining(reason),
  );
  await alert.getByRole('button', { name: 'Show the problems' }).click();
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H4');
  // Long enough for a download that was going to start.
  await page.waitForTimeout(1000);
  expect(downloads).toHaveLength(before);
  expect(await kept()).toBe(keptBefore);
}

/** The error at the top of the card that contains `text`, as soon as the data is there. */
async function errorAtTop(text: string) {
  const item = topChecks().locator('.court-check-error').filter({ hasText: text });
  await item.waitFor({ timeout: 30_000 });
  return item;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  ({ page, errors } = await newPage(context));
  page.on('download', (d) => downloads.push(d));
  await signIn(page, server.url);
  await page.goto(`${server.url}/admin/data/estates`);
  await page.getByRole('link', { name: CHEN }).waitFor({ timeout: 30_000 });
  token = await accessToken(page);
  const estates = (await api('estates')) as ApiRecord[];
  chen = estates.find((e) => e.estateName === CHEN)!;
  thompson = estates.find((e) => e.estateName === THOMPSON)!;
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('wrong data stops the court documents, with its reason on the card', () => {
  it('a receipt in no bank account: named, linked, refused; gone once it is fixed', async () => {
    const receipt = await api('transactions', {
      method: 'POST',
      body: {
        estate: chen._id,
        kind: 'receipt',
        type: 'cheque',
        date: today,
        amount: 2_380_000,
        payee: 'J. Smith',
        purpose: 'Refund of a deposit',
        ledger: 'capital',
      },
    });
    await openEstate(chen);
    await pulled('transactions', receipt._id);
    const reason = `The receipt of $23,800.00 from J. Smith on ${longDateOf(today)} ("Refund of a deposit") is in no bank account`;
    const item = await errorAtTop(reason);
    // At the top of the card, above the service list and the documents.
    const top = (await topChecks().boundingBox())!.y;
    const documents = (await card().getByRole('heading', { name: 'Generate court documents' }).boundingBox())!
      .y;
    const served = (await card().locator('h3').first().boundingBox())!.y;
    expect(top).toBeLessThan(Math.min(documents, served));
    // It links to the receipt, and no one can dismiss it.
    expect(
      await item
        .getByRole('link', { name: /^Open the receipt of \$23,800\.00 from J\. Smith/ })
        .getAttribute('href'),
    ).toBe(`/admin/transaction/${receipt._id}/edit`);
    expect(await item.getByRole('button', { name: /Dismiss/ }).count()).toBe(0);
    await refusedWith(chen, reason);

    // Deleted (the bank never had it), the error goes by itself: the checks run as the data changes.
    await api(`transactions/${receipt._id}`, { method: 'DELETE' });
    await pulled('transactions', receipt._id, false);
    await expect.poll(() => topChecks().getByText(reason).count(), { timeout: 30_000 }).toBe(0);
  });

  it('an advance to "E. Chen" by transfer from no account: refused, and to be linked as an advance', async () => {
    const advance = await api('transactions', {
      method: 'POST',
      body: {
        estate: chen._id,
        kind: 'disbursement',
        type: 'eft',
        date: today,
        amount: 1_000_000,
        payee: 'E. Chen',
        purpose: 'Transfer',
        ledger: 'capital',
      },
    });
    await openEstate(chen);
    await pulled('transactions', advance._id);
    const named = `The payment of $10,000.00 to E. Chen on ${longDateOf(today)} ("Transfer")`;
    const noAccount = await errorAtTop(`${named} is in no bank account`);
    expect(await noAccount.getByRole('button').count()).toBe(0);
    const unlinked = await errorAtTop(`${named} reads as a payment to Emily Chen, a beneficiary,`);
    expect(await unlinked.textContent()).toContain('choose Emily Chen under "Advance to"');
    // The one other answer is a person's word that it is not an advance: no plain "Dismiss".
    expect(await unlinked.getByRole('button', { name: 'Not an advance…' }).count()).toBe(1);
    expect(await unlinked.getByRole('link', { name: `Open ${named.replace(/^The/, 'the')}` }).count()).toBe(
      1,
    );
    await refusedWith(chen, `${named} is in no bank account`);
    await api(`transactions/${advance._id}`, { method: 'DELETE' });
    await pulled('transactions', advance._id, false);
  });

  it('Thompson’s sale typed twice: the bank disagrees, so no Dismiss is offered and a dismissal clears nothing', async () => {
    const sales = ((await api(`transactions?estate=${thompson._id}`)) as ApiRecord[]).filter(
      (t) => t.kind === 'receipt' && t.amount === 86_200_000,
    );
    expect(sales).toHaveLength(2);
    const key = `duplicate:${sales
      .map((t) => t._id)
      .sort()
      .join(':')}`;
    // A dismissal made before the bank's statement was entered, kept on the estate's record.
    const review = { check: key, reason: 'Two deposits', by: 'Alex Morgan', on: today };
    const [court] = (await api(`courtAccounts?estate=${thompson._id}`)) as ApiRecord[];
    const saved = court
      ? await api(`courtAccounts/${court._id}`, { method: 'PUT', body: { reviews: [review] } })
      : await api('courtAccounts', { method: 'POST', body: { estate: thompson._id, reviews: [review] } });
    await openEstate(thompson);
    await pulled('courtAccounts', String(saved._id));
    const bank = await errorAtTop('Estate chequing — TD: the bank');
    expect(await bank.textContent()).toContain('a difference of -$862,000.00');
    expect(await bank.getByRole('link', { name: 'Open Estate chequing — TD' }).count()).toBe(1);
    const duplicate = await errorAtTop('looks like the same sale as');
    expect(await duplicate.textContent()).toContain('It cannot be dismissed while the bank disagrees');
    expect(await duplicate.textContent()).not.toMatch(/CR-\d/);
    expect(await duplicate.getByRole('button', { name: /Dismiss/ }).count()).toBe(0);
    await refusedWith(thompson, 'looks like the same sale as');
  });

  it('accounts ending after today and after the hearing: refused, with a link to the field', async () => {
    await openEstate(chen);
    const hearing = earliestHearingFor(today, { outsideOntario: true }).hearingOn;
    const to = addDaysUtc(hearing, 35);
    await card().getByLabel('Hearing date', { exact: true }).fill(hearing);
    await card().getByLabel('Accounts to').fill(to);
    const afterHearing = await errorAtTop(
      `The accounts end on ${longDateOf(to)}, after the hearing on ${longDateOf(hearing)}`,
    );
    await errorAtTop(`The accounts end on ${longDateOf(to)}, after today`);
    await refusedWith(chen, 'the judgment would pass accounts to a date after itself');
    // The link takes the person to the field that fixes it.
    await afterHearing.getByRole('button', { name: 'Change “Accounts to”' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toMatch(/-to$/);
    await card().getByLabel('Accounts to').fill(today);
    await expect
      .poll(() => topChecks().getByText('after the hearing on').count(), { timeout: 30_000 })
      .toBe(0);
    await card().getByLabel('Hearing date', { exact: true }).fill('');
  });

  it('a first passing that does not start at the death: refused, with a link to the field', async () => {
    await openEstate(chen);
    const death = String((chen.deceased as { dateOfDeath: string }).dateOfDeath);
    const from = addDaysUtc(death, 30);
    await card().getByLabel('Accounts from').fill(from);
    const item = await errorAtTop(
      `A first passing of accounts starts at the death: these start on ${longDateOf(from)}, and Margaret Chen died on ${longDateOf(death)}.`,
    );
    await refusedWith(chen, 'A first passing of accounts starts at the death');
    await item.getByRole('button', { name: 'Change “Accounts from”' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toMatch(/-from$/);
    expect(errors).toEqual([]);
  });
});
