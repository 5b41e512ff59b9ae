import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, accessToken, launchBrowser, newPage, signIn, startAppServer } from './harness.ts';
import { chooseOnlyForms } from './passing-helpers.ts';

/**
 * "What was received" on the Passing of Accounts card (docs/behaviour.md#what-was-received), with
 * the network cut: the notices recorded go through the outbox, and the draft judgment recites them.
 */
type ApiRecord = Record<string, unknown> & { _id: string };
const CHEN = 'Estate of Margaret Chen';

let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let token: string;
let chen: ApiRecord;
const downloads: Download[] = [];

const card = () => page.getByRole('region', { name: 'Passing of Accounts' });
const received = () => card().getByRole('region', { name: 'What was received' });

async function api(path: string): Promise<ApiRecord[]> {
  const res = await fetch(`${server.url}/api/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as ApiRecord[];
}

/** The outbox rows, read in the page (IndexedDB, as the app keeps them). */
const outbox = () =>
  page.evaluate(
    () =>
      new Promise<ApiRecord[]>((resolve, reject) => {
        const open = indexedDB.open('estate-admin');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const req = open.result.transaction('outbox').objectStore('outbox').getAll();
          req.onsuccess = () => {
            resolve(req.result as ApiRecord[]);
            open.result.close();
          };
          req.onerror = () => reject(req.error);
        };
      }),
  );

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  ({ page, errors } = await newPage(context));
  page.on('download', (d) => downloads.push(d));
  await signIn(page, server.url);
  await page.goto(`${server.url}/admin/data/estates`);
  await page.getByRole('link', { name: CHEN }).waitFor({ timeout: 30_000 });
  token = await accessToken(page);
  chen = (await api('estates')).find((e) => e.estateName === CHEN)!;
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('what was received, recorded offline', () => {
  it('records the notices through the outbox, and the draft judgment recites them and no other', async () => {
    await context.setOffline(true);
    await page.goto(`${server.url}/admin/data/estates/${chen._id}`);
    await received().waitFor({ timeout: 20_000 });
    await received().getByText('Nothing is recorded as received yet.').waitFor();
    // A beneficiary cannot send a notice of non-participation: it is the officials' alone.
    await received().getByLabel('From').selectOption({ label: 'Emily Chen' });
    expect(await received().getByLabel('What').locator('option').allTextContents()).not.toContain(
      'Notice of non-participation (Form 74.46.1)',
    );
    await received().getByLabel('What').selectOption({ label: 'Notice of no objection (Form 74.46)' });
    await received().getByLabel('Received on').fill('2026-11-20');
    await received().getByRole('button', { name: 'Record it' }).click();
    // Listed, as the person sees it, before the next one is typed.
    await expect.poll(() => received().getByRole('listitem').count()).toBe(1);
    await received().getByLabel('From').selectOption({ label: 'the Public Guardian and Trustee' });
    await received().getByLabel('What').selectOption({ label: 'Notice of non-participation (Form 74.46.1)' });
    await received().getByLabel('Received on').fill('2026-11-18');
    await received().getByRole('button', { name: 'Record it' }).click();
    await expect
      .poll(() => received().getByRole('listitem').allTextContents())
      .toEqual([
        expect.stringContaining(
          'Notice of non-participation (Form 74.46.1) from the Public Guardian and Trustee, received November 18, 2026',
        ),
        expect.stringContaining(
          'Notice of no objection (Form 74.46) from Emily Chen, received November 20, 2026',
        ),
      ]);
    const queued = (await outbox()).filter((r) => r.entity === 'courtAccounts');
    expect(queued.length).toBeGreaterThanOrEqual(2);

    // Only the draft judgment, in PDF: its recital names what arrived.
    await card().getByLabel('Hearing date', { exact: true }).fill('2027-02-24');
    await card().getByLabel('Hearing time', { exact: true }).fill('10:00');
    await card().getByRole('radio', { name: 'PDF' }).check();
    await chooseOnlyForms(card(), /^Form 74\.50 /);
    await card().getByRole('button', { name: 'Generate court documents' }).click();
    await expect.poll(() => downloads.length, { timeout: 60_000 }).toBe(1);
    const bytes = new Uint8Array(await readFile((await downloads[0]!.path())!));
    const text = (await extractText(bytes, { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(text).toContain(
      'the affidavit in support of unopposed judgment, the notice of no objection of Emily Chen and the notice of non-participation of the Public Guardian and Trustee filed',
    );

    // Removed, it is no longer recited; once online the record reaches the server.
    const emily = received().getByRole('listitem').filter({ hasText: 'from Emily Chen' });
    expect(await emily.getByRole('button').textContent()).toBe(
      'Remove: Notice of no objection (Form 74.46) from Emily Chen, received November 20, 2026',
    );
    await emily.getByRole('button').click();
    await expect.poll(() => received().getByRole('listitem').count()).toBe(1);
    await context.setOffline(false);
    await expect
      .poll(
        async () =>
          (
            (await api(`courtAccounts?estate=${chen._id}`))[0]?.noticesReceived as
              | { kind: string }[]
              | undefined
          )?.map((n) => n.kind),
        { timeout: 30_000, interval: 1000 },
      )
      .toEqual(['non-participation']);
    expect(errors).toEqual([]);
  }, 180_000);
});
