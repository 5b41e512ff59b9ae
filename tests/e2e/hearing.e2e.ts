import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toIsoDate } from '../../src/domain/rules/dates.ts';
import {
  addDaysUtc,
  earliestHearingFor,
  firstMailingDay,
  nextCourtDay,
  previousCourtDay,
} from '../../src/domain/rules/ontario/index.ts';
import { dayText } from '../../src/features/passing/hearing-text.ts';
import { type AppServer, accessToken, launchBrowser, newPage, signIn, startAppServer } from './harness.ts';

/**
 * The hearing on Chen's Passing of Accounts card (docs/behaviour.md#hearing-and-service-timing),
 * with the network cut: the date, the time and the mailing date are kept on the estate's
 * court-accounts record through the outbox and are still there after a reload; a mailing date in
 * the past is refused and not saved; a hearing too soon for any mailing still possible says so
 * under the field, with the earliest valid date and a button that sets it.
 */

type ApiRecord = Record<string, unknown> & { _id: string };
const CHEN = 'Estate of Margaret Chen';

let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let chen: ApiRecord;
const today = toIsoDate(new Date());

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

const card = () => page.getByRole('region', { name: 'Passing of Accounts' });
const hearingField = () => card().getByLabel('Hearing date', { exact: true });
const timeField = () => card().getByLabel('Hearing time', { exact: true });
const mailingField = () => card().getByLabel('Mailing date', { exact: true });
const chenCourt = async () => (await localRows('courtAccounts')).find((r) => r.estate === chen._id);

async function openChen(): Promise<void> {
  await page.goto(`${server.url}/admin/data/estates/${chen._id}`);
  await page.getByRole('heading', { name: CHEN, level: 1 }).waitFor({ timeout: 20_000 });
  await card().scrollIntoViewIfNeeded();
  await hearingField().waitFor();
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  ({ page, errors } = await newPage(context));
  await signIn(page, server.url);
  await page.goto(`${server.url}/admin/data/estates`);
  await page.getByRole('link', { name: CHEN }).waitFor({ timeout: 30_000 });
  const token = await accessToken(page);
  const res = await fetch(`${server.url}/api/estates`, { headers: { Authorization: `Bearer ${token}` } });
  chen = ((await res.json()) as ApiRecord[]).find((e) => e.estateName === CHEN)!;
  // One online visit installs the service worker, which then serves the app offline.
  await openChen();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('the hearing on Chen’s passing card, with the network cut', () => {
  // Emily Chen lives in British Columbia: 75 days' notice, counted from the first day mail can go.
  const firstMail = firstMailingDay(today);
  const earliest = earliestHearingFor(firstMail, { outsideOntario: true }).hearingOn;
  const hearing = nextCourtDay(addDaysUtc(earliest, 7));

  it('keeps the hearing date and time through a reload offline, through the outbox', async () => {
    await context.setOffline(true);
    await hearingField().fill(hearing);
    await timeField().fill('10:00');
    await expect.poll(async () => (await chenCourt())?.hearingTime).toBe('10:00');
    expect(await chenCourt()).toMatchObject({ hearingDate: hearing, hearingTime: '10:00' });
    // Kept for the next sync: the outbox holds the changes (one row or several, as the store merges them).
    const patches = (await localRows('outbox'))
      .filter((r) => r.entity === 'courtAccounts')
      .map((r) => r.patch as Record<string, unknown>);
    expect(Object.assign({}, ...patches)).toMatchObject({ hearingDate: hearing, hearingTime: '10:00' });
    await page.reload();
    await hearingField().waitFor({ timeout: 20_000 });
    await expect.poll(() => hearingField().inputValue()).toBe(hearing);
    expect(await timeField().inputValue()).toBe('10:00');
    expect(await card().getByRole('status', { name: 'Latest mailing' }).textContent()).toContain(
      'Mail the notices by',
    );
  });

  it('refuses a mailing date in the past: the form says so, and nothing is saved', async () => {
    const before = (await chenCourt())?.mailingDate ?? null;
    await mailingField().fill(addDaysUtc(today, -1));
    const refused = card().getByRole('status', { name: 'Mailing date refused' });
    await expect
      .poll(() => refused.textContent())
      .toContain(
        `A mailing date cannot be in the past: the notices can go in the mail from ${dayText(firstMail)}.`,
      );
    expect(await card().getByText('Nothing was saved: the mailing date stays as it was.').count()).toBe(1);
    await page.waitForTimeout(500);
    expect((await chenCourt())?.mailingDate ?? null).toBe(before);
    expect(
      (await localRows('outbox')).filter(
        (r) =>
          r.entity === 'courtAccounts' && (r.patch as Record<string, unknown>)?.mailingDate !== undefined,
      ),
    ).toEqual([]);
    // The calculator still counts from the first day mail can go.
    await mailingField().fill('');
  });

  it('a hearing too soon says so under the date, with the earliest valid date and a button that sets it', async () => {
    const tooSoon = previousCourtDay(addDaysUtc(earliest, -1));
    await hearingField().fill(tooSoon);
    const under = card().getByRole('status', { name: 'Latest mailing' });
    await expect
      .poll(() => under.textContent())
      .toContain('Too soon: for this hearing the notices had to be in the mail by');
    expect(await under.textContent()).toContain(`The earliest hearing for notices mailed`);
    expect(await under.textContent()).toContain(`is ${dayText(earliest)}.`);
    // The error sits right under the hearing date field.
    const field = (await hearingField().boundingBox())!;
    const box = (await under.boundingBox())!;
    expect(box.y).toBeGreaterThan(field.y);
    expect(box.y - (field.y + field.height)).toBeLessThan(40);
    await under.getByRole('button', { name: `Use ${dayText(earliest)}` }).click();
    await expect.poll(() => hearingField().inputValue()).toBe(earliest);
    await expect.poll(() => under.textContent()).toContain('Mail the notices by');
    await expect.poll(async () => (await chenCourt())?.hearingDate).toBe(earliest);
    await context.setOffline(false);
    expect(errors).toEqual([]);
  });
});
