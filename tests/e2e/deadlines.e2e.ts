import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toIsoDate } from '../../src/domain/rules/dates.ts';
import {
  addDaysUtc,
  closuresByEstate,
  type DeadlineClosureRecord,
  type DeadlineEstate,
  type DeadlineOptions,
  type ProofDocument,
  type ProofTransaction,
  proofsByEstate,
  upcomingDeadlines,
} from '../../src/domain/rules/ontario/index.ts';
import {
  type AppServer,
  accessToken,
  DEMO_CREDENTIALS,
  launchBrowser,
  newPage,
  screenshot,
  seriousA11yViolations,
  signIn,
  startAppServer,
} from './harness.ts';
import { controlledBy, outboxRows } from './pwa-helpers.ts';

/**
 * Deadlines a lawyer can close: marked done offline, kept through an offline reload, synced, and
 * seen done by a colleague in another browser; not applicable needs a reason; a completed estate
 * shows nothing overdue, here and on the dashboard.
 */
let server: AppServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let page: Page;
let errors: string[];
let token: string;

const CHEN = 'Estate of Margaret Chen';
const WILLIAMS = 'Estate of Dorothy Williams';
const T1 = 'Final (terminal) T1 return';
const EIR = 'Estate Information Return';
/** A deadline of Chen's no record proves, which the firm closes by hand. */
const T3 = 'T3 return (first tax year of the estate)';

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${server.url}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

/** Each estate's options as the app reads them: the firm's closures and what the records prove. */
async function firmOptions(): Promise<Record<string, DeadlineOptions>> {
  const closures = closuresByEstate(await api<DeadlineClosureRecord[]>('/deadlines'));
  const proofs = proofsByEstate({
    transactions: await api<(ProofTransaction & { estate: string })[]>('/transactions'),
    documents: await api<(ProofDocument & { estate: string })[]>('/documents'),
  });
  const ids = new Set([...Object.keys(closures), ...Object.keys(proofs)]);
  return Object.fromEntries(
    [...ids].map((id) => [id, { closures: closures[id] ?? {}, proofs: proofs[id] ?? {} }]),
  );
}

async function estateId(name: string): Promise<string> {
  const estates = await api<{ _id: string; estateName: string }[]>('/estates');
  return estates.find((e) => e.estateName === name)!._id;
}

const row = (p: Page, title: string) =>
  p
    .getByRole('region', { name: 'Deadlines' })
    .locator('tr', { has: p.getByRole('rowheader', { name: title }) });

async function openEstate(p: Page, id: string, name: string) {
  await p.goto(`${server.url}/admin/data/estates/${id}`);
  await p.getByRole('heading', { level: 1, name }).waitFor({ timeout: 20_000 });
}

/** Clicks an export button, and reads the downloaded .ics back with ical.js's own parser. */
async function calendarEvents(click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  expect((download as Download).suggestedFilename()).toMatch(/\.ics$/);
  const text = await readFile((await (download as Download).path())!, 'utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  ({ page, errors } = await newPage(context));
  await signIn(page, server.url);
  token = await accessToken(page);
  await page
    .getByText(/^Synced/)
    .first()
    .waitFor({ timeout: 30_000 });
  // Offline reloads need the service worker in control of the page.
  await controlledBy(page);
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  await server?.stop();
});

describe('a completed estate', () => {
  it('shows no deadline as overdue, on its page or on the dashboard', async () => {
    await openEstate(page, await estateId(WILLIAMS), WILLIAMS);
    const deadlines = page.getByRole('region', { name: 'Deadlines' });
    await deadlines.getByText('Closed with the estate').first().waitFor();
    expect(await deadlines.getByText('Overdue', { exact: true }).count()).toBe(0);
    expect(await deadlines.getByText('Due soon', { exact: true }).count()).toBe(0);

    await page.goto(`${server.url}/admin/dashboard`);
    const card = page.getByRole('region', { name: 'Upcoming Deadlines' });
    await card.locator('tbody tr').first().waitFor({ timeout: 20_000 });
    expect(await card.getByRole('link', { name: WILLIAMS }).count()).toBe(0);
  });
});

describe('deadlines the ledger proves', () => {
  it('shows Chen’s final T1 done by the payment of its balance, and the return filed by its copy', async () => {
    await openEstate(page, await estateId(CHEN), CHEN);
    await expect.poll(() => row(page, T1).getByText('Done', { exact: true }).count()).toBe(1);
    expect(await row(page, T1).locator('.deadline-proof').textContent()).toMatch(
      /^Paid [A-Z][a-z]+ \d{1,2}, \d{4}: Canada Revenue Agency, \$[\d,]+\.\d\d$/,
    );
    await expect.poll(() => row(page, EIR).getByText('Done', { exact: true }).count()).toBe(1);
    expect(await row(page, EIR).locator('.deadline-proof').textContent()).toMatch(
      /^Filed [A-Z][a-z]+ \d{1,2}, \d{4}: Estate Information Return \(as filed\)$/,
    );
    // Nothing of Chen's is overdue that the records answer; the dashboard agrees.
    await page.goto(`${server.url}/admin/dashboard`);
    const card = page.getByRole('region', { name: 'Upcoming Deadlines' });
    await card.locator('tbody tr').first().waitFor({ timeout: 20_000 });
    const listed = await card.locator('tbody tr').allTextContents();
    expect(listed.filter((t) => t.includes(CHEN) && (t.includes(T1) || t.includes(EIR)))).toEqual([]);
  });
});

describe('closing a deadline', () => {
  let chen: string;

  it('marks a deadline done offline, keeps it through an offline reload, and syncs it', async () => {
    chen = await estateId(CHEN);
    await openEstate(page, chen, CHEN);
    await page.context().setOffline(true);
    await row(page, T3)
      .getByRole('button', { name: `Update ${T3}` })
      .click();
    const dialog = page.getByRole('dialog', { name: T3 });
    await dialog.waitFor();
    expect(await dialog.getByRole('radio', { name: 'Done' }).isChecked()).toBe(true);
    await dialog.getByLabel(/^Done on/).fill('2025-04-28');
    await dialog.getByLabel('Note').fill('Filed by EFILE, confirmation 4471');
    await dialog
      .getByLabel('Document that shows it')
      .selectOption({ label: 'Affidavit of Executor — David Chen' });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'deadline-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    await expect.poll(() => row(page, T3).getByText('Done', { exact: true }).count()).toBe(1);
    expect(await row(page, T3).textContent()).toContain('Done on 2025-04-28');
    expect(await row(page, T3).textContent()).toContain('Filed by EFILE, confirmation 4471');
    expect(await row(page, T3).textContent()).toContain('Document: Affidavit of Executor — David Chen');
    const queued = await outboxRows(page);
    expect(queued).toHaveLength(1);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: CHEN }).waitFor({ timeout: 20_000 });
    await expect.poll(() => row(page, T3).getByText('Done', { exact: true }).count()).toBe(1);

    await page.context().setOffline(false);
    await expect.poll(async () => (await outboxRows(page)).length, { timeout: 30_000 }).toBe(0);
    const onServer = await api<{ key: string; state: string; on: string; note: string }[]>(
      `/deadlines?estate=${chen}`,
    );
    expect(onServer).toEqual([
      expect.objectContaining({
        key: 't3-return',
        state: 'done',
        on: '2025-04-28',
        note: 'Filed by EFILE, confirmation 4471',
        document: expect.any(String),
      }),
    ]);
  });

  it('shows it done to a colleague in another browser, who marks another not applicable', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const { page: other, errors: otherErrors } = await newPage(context);
    await signIn(other, server.url, { email: 'jordan.lee@example.com', password: DEMO_CREDENTIALS.password });
    await openEstate(other, chen, CHEN);
    await expect
      .poll(() => row(other, T3).getByText('Done', { exact: true }).count(), { timeout: 30_000 })
      .toBe(1);

    const title = 'Rights or things return (optional)';
    await row(other, title)
      .getByRole('button', { name: `Update ${title}` })
      .click();
    const dialog = other.getByRole('dialog', { name: title });
    await dialog.getByRole('radio', { name: 'Not applicable' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Say why it does not apply').waitFor();
    await dialog.getByLabel(/^Why it does not apply/).fill('No amounts owing to the deceased at death.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row(other, title).getByText('Not applicable', { exact: true }).count()).toBe(1);

    // It reaches the first browser at its next sync (the app syncs when it starts, not only on its
    // one-minute timer), and the dashboard no longer lists it.
    await expect.poll(async () => (await outboxRows(other)).length, { timeout: 30_000 }).toBe(0);
    await page.reload();
    await expect
      .poll(() => row(page, title).getByText('Not applicable', { exact: true }).count(), { timeout: 30_000 })
      .toBe(1);
    await page.goto(`${server.url}/admin/dashboard`);
    const card = page.getByRole('region', { name: 'Upcoming Deadlines' });
    await card.locator('tbody tr').first().waitFor({ timeout: 20_000 });
    const listed = await card.locator('tbody tr').allTextContents();
    expect(listed.filter((t) => t.includes(CHEN) && (t.includes(T3) || t.includes(title)))).toEqual([]);
    expect(otherErrors).toEqual([]);
  });

  it('reopens a closed deadline', async () => {
    await openEstate(page, chen, CHEN);
    await row(page, T3)
      .getByRole('button', { name: `Update ${T3}` })
      .click();
    const dialog = page.getByRole('dialog', { name: T3 });
    await dialog.getByRole('button', { name: 'Reopen' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row(page, T3).getByText('Done', { exact: true }).count()).toBe(0);
    await expect
      .poll(async () => (await api<unknown[]>(`/deadlines?estate=${chen}`)).length, { timeout: 30_000 })
      .toBe(1);
  });

  it('exports the open deadlines to a calendar file, offline, each once', async () => {
    await openEstate(page, chen, CHEN);
    await page.context().setOffline(true);
    const openRows = page
      .getByRole('region', { name: 'Deadlines' })
      .locator('tbody tr', { has: page.locator('.chip', { hasText: /^(Overdue|Due soon|Upcoming)$/ }) });
    const expectedTitles = (await openRows.getByRole('rowheader').allTextContents()).sort();
    expect(expectedTitles.length).toBeGreaterThan(3);
    const events = await calendarEvents(() =>
      page.getByRole('button', { name: 'Export to calendar' }).click(),
    );
    expect(events.map((e) => e.summary.replace(` — ${CHEN}`, '')).sort()).toEqual(expectedTitles);
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    await page.getByText(`${events.length} open deadlines exported to a calendar file.`).waitFor();
    await page.context().setOffline(false);
  });

  it('exports all of the firm’s open deadlines from the dashboard', async () => {
    await page.goto(`${server.url}/admin/dashboard`);
    const card = page.getByRole('region', { name: 'Upcoming Deadlines' });
    await card.locator('tbody tr').first().waitFor({ timeout: 20_000 });
    const events = await calendarEvents(() =>
      card.getByRole('button', { name: 'Export all to calendar' }).click(),
    );
    const estates = await api<DeadlineEstate[]>('/estates');
    const options = await firmOptions();
    const expected = upcomingDeadlines(estates, toIsoDate(new Date()), Number.MAX_SAFE_INTEGER, options);
    expect(events.map((e) => e.uid).sort()).toEqual(
      expected.map((d) => `${d.estateId}.${d.key}@estate-admin`).sort(),
    );
    expect(new Set(events.map((e) => e.uid)).size).toBe(expected.length);
  });

  it('reminds of deadlines due within the firm’s number of days, and notifies where allowed', async () => {
    // A date the firm set two days ahead puts at least one deadline inside a three-day window.
    const today = toIsoDate(new Date());
    await openEstate(page, chen, CHEN);
    const title = 'Estate Information Return';
    await row(page, title)
      .getByRole('button', { name: `Update ${title}` })
      .click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.getByRole('radio', { name: 'Set our own date' }).check();
    await dialog.getByLabel(/^Our date/).fill(addDaysUtc(today, 2));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.goto(`${server.url}/admin/profile`);
    await page.getByRole('tab', { name: 'Organization' }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('button', { name: 'Edit', exact: true }).click();
    await panel.getByLabel('Deadline reminders (days before)').fill('3');
    await panel.getByRole('button', { name: 'Save Changes' }).click();
    await panel.getByText('3 days before a deadline').waitFor();

    const estates = await api<DeadlineEstate[]>('/estates');
    await expect.poll(async () => (await outboxRows(page)).length, { timeout: 30_000 }).toBe(0);
    const options = await firmOptions();
    const due = upcomingDeadlines(estates, today, Number.MAX_SAFE_INTEGER, options).filter(
      (d) => d.dueDate && d.dueDate >= today && d.dueDate <= addDaysUtc(today, 3),
    );
    expect(due.length).toBeGreaterThan(0);
    const reminder = page.getByRole('complementary', { name: 'Deadline reminder' });
    await reminder
      .getByText(
        `${due.length === 1 ? '1 deadline falls' : `${due.length} deadlines fall`} due within 3 days.`,
      )
      .waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'deadline-reminder');

    // With notifications allowed, one system notification a day.
    await page.context().grantPermissions(['notifications'], { origin: server.url });
    await page.reload();
    await reminder.waitFor();
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          const shown = await registration?.getNotifications({ tag: 'deadline-reminder' });
          return shown?.map((n) => n.title) ?? [];
        }),
      )
      .toEqual([`${due.length} deadline${due.length === 1 ? '' : 's'} due within 3 days`]);

    await reminder.getByRole('button', { name: 'Dismiss for today' }).click();
    expect(await reminder.count()).toBe(0);
    await page.reload();
    await page.getByRole('tab', { name: 'Organization' }).waitFor();
    expect(await reminder.count()).toBe(0);
  });

  it('logged no console errors', () => {
    expect(errors).toEqual([]);
  });
});
