import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultDateOfDeath } from '../../src/domain/rules/account-draft.ts';
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

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A signed-in page whose first pull has landed (the nine demo estates are local). */
async function signedIn(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const { page, errors } = await newPage(context);
  await signIn(page, server.url);
  await page.goto(`${server.url}/admin/data/estates`);
  await page.getByRole('link', { name: 'Estate of Margaret Chen' }).waitFor({ timeout: 30_000 });
  return { context, page, errors };
}

const rowNames = (page: Page) => page.locator('tbody tr.data-table-row td:first-child').allInnerTexts();

async function expectNoSeriousA11y(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

type ApiRecord = Record<string, unknown> & { _id: string };

/** GET a list from the server as this browser's user, with the token the page keeps. */
async function serverList(token: string, path: string): Promise<ApiRecord[]> {
  const res = await fetch(`${server.url}/api/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as ApiRecord[];
}

describe('estates', () => {
  it('lists the nine demo estates and searches by executor, file number and status', async () => {
    const { context, page, errors } = await signedIn();
    await page.getByText('Showing 9 of 9').waitFor();
    await expect(page.getByRole('heading', { name: 'Estates', level: 1 }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Create Estate' }).isVisible()).resolves.toBe(true);
    expect(await rowNames(page)).toHaveLength(9);
    await screenshot(page, 'estates');
    await expectNoSeriousA11y(page);

    const search = page.getByPlaceholder('Search estates...');
    await search.fill('linda thompson');
    await page.getByText('Showing 1 of 9').waitFor();
    expect(await rowNames(page)).toEqual(['Estate of Robert Thompson']);

    // The file number of Margaret Chen's estate, read from its row, finds that estate alone.
    await search.fill('margaret');
    await page.getByText('Showing 1 of 9').waitFor();
    const fileNumber = (await page.locator('tbody tr.data-table-row td:nth-child(2)').textContent()) ?? '';
    expect(fileNumber).toMatch(/^EST-\d{4}-014$/);
    await search.fill(fileNumber.toLowerCase());
    await page.getByText('Showing 1 of 9').waitFor();
    expect(await rowNames(page)).toEqual(['Estate of Margaret Chen']);

    await search.fill('PENDING_COURT');
    await page.getByText('Showing 1 of 9').waitFor();
    expect(await rowNames(page)).toEqual(['Estate of Samuel Okafor']);

    await search.fill('no such estate anywhere');
    await page.getByRole('heading', { name: 'No Estates Found' }).waitFor();
    await expect(page.getByText('No estates match your search').isVisible()).resolves.toBe(true);
    expect(await page.getByRole('link', { name: 'Create New Estate' }).count()).toBe(0);

    await search.fill('');
    await page.getByText('Showing 9 of 9').waitFor();
    await page
      .getByRole('row', { name: /Estate of Margaret Chen/ })
      .getByText('Open')
      .click();
    await page.waitForURL(/\/admin\/data\/estates\/[0-9a-f-]{36}$/);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await crumbs.getByText('Estate of Margaret Chen').waitFor();
    // Estates is a section of the top bar of its own: current there, and the trail starts at it.
    const main = page.getByRole('navigation', { name: 'Main' });
    expect(await main.getByRole('link', { name: 'Estates' }).getAttribute('aria-current')).toBe('page');
    expect(await main.getByRole('link', { name: 'Data' }).getAttribute('aria-current')).toBeNull();
    expect(await crumbs.locator('li').allTextContents()).toEqual(['', 'Estates', 'Estate of Margaret Chen']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows an estate with its assets, accounts, parties, transactions and documents', async () => {
    const { context, page, errors } = await signedIn();
    await page.getByRole('link', { name: 'Estate of Margaret Chen' }).click();
    await page.getByRole('heading', { name: 'Estate of Margaret Chen', level: 1 }).waitFor();
    const section = (name: RegExp) => page.getByRole('region', { name });
    await section(/^Assets/)
      .getByText('Family home, 48 Albany Avenue')
      .waitFor();
    await expect(
      section(/^Assets/)
        .getByText('$1,250,000.00')
        .isVisible(),
    ).resolves.toBe(true);
    await expect(
      section(/^Accounts/)
        .getByText('RBC 003')
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await expect(
      section(/^Parties/)
        .getByRole('row', { name: /David Chen Beneficiary, Executor Child 40%/ })
        .count(),
    ).resolves.toBe(1);
    expect(
      await section(/^Transactions/)
        .locator('tbody tr')
        .count(),
    ).toBeGreaterThan(3);
    await expect(
      section(/^Documents/)
        .getByText('Schedule A — Assets at the date of death')
        .isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByText('David Chen').first().isVisible()).resolves.toBe(true);
    await expect(page.getByText('Assets at Date of Death').isVisible()).resolves.toBe(true);
    const add = section(/^Assets/).getByRole('link', { name: 'Add Asset' });
    expect(await add.getAttribute('href')).toMatch(
      /^\/admin\/asset\/create\?type=asset&estate=[0-9a-f-]{36}$/,
    );
    await screenshot(page, 'estate-detail');
    await expectNoSeriousA11y(page);
    // Leaving from a section and coming back (Cancel goes back, as Save does) opens the page at
    // that section, not at its top.
    await add.click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/admin\/data\/estates\/[0-9a-f-]{36}#assets$/);
    const assetsHeading = section(/^Assets/).getByRole('heading', { level: 2 });
    await expect
      .poll(() => assetsHeading.evaluate((h) => h.getBoundingClientRect().top), { timeout: 10_000 })
      .toBeLessThan(300);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.goto(`${server.url}/admin/data/estates/00000000-0000-7000-8000-000000000000`);
    await page.getByRole('heading', { name: 'Estate not found' }).waitFor();
    await expect(page.getByRole('link', { name: 'Back to Estates' }).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('creates, edits and deletes an estate, with field messages from the store', async () => {
    const { context, page, errors } = await signedIn();
    const token = await accessToken(page);
    const chenFile = (await serverList(token, 'files')).find((f) => f.name === 'Estate of Margaret Chen')!;
    await page.goto(`${server.url}/admin/data/estates/create?file=${chenFile._id}`);
    await page.getByRole('heading', { name: 'Create Estate' }).waitFor();
    await expect.poll(() => page.getByLabel('File', { exact: true }).inputValue()).toBe(chenFile._id);
    await page.getByLabel('File', { exact: true }).selectOption('');
    await page.getByRole('button', { name: 'Create Estate' }).click();
    await page.getByText('Estate/Trust Name is required').waitFor();
    await page.getByLabel('Estate/Trust Name').fill('Estate of Winifred Osei');
    await page.getByLabel('Executor Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Create Estate' }).click();
    await page.getByText('Executor email must be an email address').waitFor();
    await expectNoSeriousA11y(page);
    await page.getByLabel('Executor Email').fill('kofi.osei@example.com');
    await page.getByLabel('Executor Name').fill('Kofi Osei');
    await page.getByLabel('Date of Death').fill('2026-01-15');
    await page.getByRole('button', { name: 'Create Estate' }).click();
    await page.getByRole('heading', { name: 'Estate of Winifred Osei', level: 1 }).waitFor();
    // The first screen's date of death (the Details section repeats it further down).
    await expect(
      page.locator('[data-fact="date-of-death"]').getByText('Jan 15, 2026').isVisible(),
    ).resolves.toBe(true);
    // A new estate leads with what to enter first; the estate trustee named on it is ticked off.
    const start = page.getByRole('region', { name: 'Start this estate' });
    await start.getByText('3 of 4 steps to go.').waitFor();
    await start.getByText(/Add the estate trustee.*\(done\)/).waitFor();
    const estateId = new URL(page.url()).pathname.split('/').at(-1)!;
    expect(
      await start.getByRole('link', { name: 'Record the assets at the date of death' }).getAttribute('href'),
    ).toBe(`/admin/asset/create?type=asset&estate=${estateId}`);
    expect(
      await page.evaluate(
        () =>
          document
            .querySelector('.estate-start')!
            .compareDocumentPosition(document.querySelector('#deadlines')!) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      ),
      'the steps come before the deadlines',
    ).toBeTruthy();

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expectNoSeriousA11y(page);
    await page.getByLabel('Status', { exact: true }).selectOption('under_review');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Under Review').waitFor();

    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(/Are you sure you want to delete Estate of Winifred Osei/).waitFor();
    await expectNoSeriousA11y(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(/\/admin\/data\/estates$/);
    await page.getByText('Showing 9 of 9').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('accounts', () => {
  it('lists accounts joined with their estates, dates as MMM d, yyyy', async () => {
    const { context, page, errors } = await signedIn();
    await page.goto(`${server.url}/admin/accounts`);
    await page.getByRole('heading', { name: 'Accounts', level: 1 }).waitFor();
    await expect(page.getByRole('link', { name: 'Create Account' }).isVisible()).resolves.toBe(true);
    const chen = page.getByRole('row', { name: /Estate chequing — RBC/ });
    await chen.waitFor();
    const cells = await chen.locator('td').allInnerTexts();
    expect(cells[0]).toBe('Estate of Margaret Chen');
    expect(cells[2]).toMatch(/^[0-9a-f]{8}$/);
    expect(cells[3]).toBe('Open');
    expect(cells[4]).toBe('David Chen');
    expect(cells[5]).toMatch(/^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}$/);
    await expect(
      page
        .getByRole('row', { name: /Estate of Samuel Okafor/ })
        .first()
        .getByText('Pending Court Approval')
        .isVisible(),
    ).resolves.toBe(true);
    await screenshot(page, 'accounts');
    await expectNoSeriousA11y(page);
    await chen.click();
    await page.getByRole('heading', { name: 'Estate chequing — RBC', level: 1 }).waitFor();
    await expect(page.getByText('Royal Bank of Canada (RBC), institution 003').isVisible()).resolves.toBe(
      true,
    );
    await expect(page.getByRole('link', { name: 'Estate of Margaret Chen' }).isVisible()).resolves.toBe(true);
    await expectNoSeriousA11y(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Create New Account: bank detection and search, default date, validation, summary and Add panel', async () => {
    const { context, page, errors } = await signedIn();
    await page.goto(`${server.url}/admin/accounts/create`);
    await page.getByRole('heading', { name: 'Create New Account' }).waitFor();
    expect(await page.getByLabel('Date of Death').inputValue()).toBe(defaultDateOfDeath(new Date()));
    expect(await page.getByLabel('Court Jurisdiction').inputValue()).toBe('Ontario');
    expect(await page.getByLabel('Court Jurisdiction').getAttribute('readonly')).not.toBeNull();

    await page.getByLabel('Account Name').fill('RBC Estate Chequing');
    const bank = page.getByRole('combobox', { name: 'Bank' });
    expect(await bank.inputValue()).toBe('Royal Bank of Canada');
    await page.getByText('Royal Bank of Canada (RBC), institution number 003').waitFor();

    await bank.fill('tang');
    const options = page.getByRole('option');
    await options.first().waitFor();
    expect(await options.allInnerTexts()).toEqual([expect.stringContaining('Tangerine Bank')]);
    await expect(options.first().textContent()).resolves.toContain('614');
    await screenshot(page, 'account-create-bank-search');
    await options.first().click();
    expect(await bank.inputValue()).toBe('Tangerine Bank');
    // Back to RBC through the search, as a user correcting the pick would.
    await bank.fill('royal');
    await page.getByRole('option', { name: /Royal Bank of Canada/ }).click();

    await page.getByLabel('Account Name').fill('');
    await page.getByLabel('Date of Death').fill('');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Account Name is required').waitFor();
    await expect(page.getByText('Estate/Trust Name is required').isVisible()).resolves.toBe(true);
    await expect(page.getByText('Date of Death is required').isVisible()).resolves.toBe(true);
    await screenshot(page, 'account-create');
    await expectNoSeriousA11y(page);

    await page.getByLabel('Account Name').fill('RBC Estate Chequing');
    await page.getByLabel('Estate/Trust Name').fill('Estate of Harold Finch');
    await page.getByLabel('Date of Death').fill(defaultDateOfDeath(new Date()));
    await page
      .getByLabel('Initial Notes (optional)')
      .fill('Will located at the firm; original in the vault.');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Estate of Harold Finch' }).waitFor();
    await expect(page.getByText('Active', { exact: true }).isVisible()).resolves.toBe(true);
    expect(await page.getByTestId('summary-total-value').textContent()).toMatch(/^\$0(\.00)?$/);
    expect(await page.getByTestId('summary-beneficiaries').textContent()).toBe('0');
    await expect(page.getByText('Ontario').isVisible()).resolves.toBe(true);
    await expect(
      page.getByText('Will located at the firm; original in the vault.').isVisible(),
    ).resolves.toBe(true);
    await screenshot(page, 'account-summary');
    await expectNoSeriousA11y(page);

    await page.getByRole('button', { name: 'Add Beneficiary' }).click();
    await page.getByLabel('Beneficiary Name').waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Add Asset' }).waitFor();
    await page.getByRole('button', { name: 'Add Beneficiary' }).click();
    await page.getByLabel('Beneficiary Name').fill('Grace Finch');
    await page.getByLabel('Relationship to Deceased').selectOption('Spouse');
    await page.getByLabel('Share of Estate (%)').fill('50');
    await expectNoSeriousA11y(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Beneficiary added.').waitFor();
    // The summary follows the local store's live query, a moment after the save's message.
    await expect.poll(() => page.getByTestId('summary-beneficiaries').textContent()).toBe('1');
    await page.getByRole('button', { name: 'Add Transaction' }).click();
    await page
      .getByLabel('To Account')
      .locator('option', { hasText: 'RBC Estate Chequing' })
      .waitFor({ state: 'attached' });
    await expectNoSeriousA11y(page);
    await screenshot(page, 'account-add-transaction');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Add Transaction' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('offline round trip', () => {
  it('creates, edits and deletes offline, survives a reload offline, and the server gets exactly that', async () => {
    const { context, page, errors } = await signedIn();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const token = await accessToken(page);
    const okaforId = (await serverList(token, 'estates')).find(
      (e) => e.estateName === 'Estate of Samuel Okafor',
    )!._id;
    const cibc = (await serverList(token, `accounts?estate=${okaforId}`)).find(
      (a) => a.name === 'CIBC high-interest savings',
    )!;
    const estatesBefore = (await serverList(token, 'estates')).length;
    const accountsBefore = (await serverList(token, 'accounts')).length;

    await context.setOffline(true);
    await page.getByRole('link', { name: 'Create Estate' }).click();
    await page.getByLabel('Estate/Trust Name').fill('Estate of Offline Example');
    await page.getByLabel('Executor Name').fill('Nadia Offline');
    await page.getByRole('button', { name: 'Create Estate' }).click();
    await page.getByRole('heading', { name: 'Estate of Offline Example', level: 1 }).waitFor();

    await page.goto(`${server.url}/admin/accounts/create`);
    await page.getByLabel('Account Name').fill('Scotia Estate Savings');
    expect(await page.getByRole('combobox', { name: 'Bank' }).inputValue()).toBe('The Bank of Nova Scotia');
    await page.getByLabel('Estate/Trust Name').fill('Estate of Ivy Offline');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Estate of Ivy Offline' }).waitFor();

    await page.getByRole('button', { name: 'Add Asset' }).click();
    await page.getByLabel('Asset Type').selectOption('Real Estate');
    await page.getByLabel('Description').fill('Cottage at 12 Lake Road, Muskoka');
    await page.getByLabel('Estimated Value').fill('250000');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Asset added.').waitFor();
    await expect.poll(() => page.getByTestId('summary-total-value').textContent()).toBe('$250,000.00');

    await page.getByRole('button', { name: 'Add Beneficiary' }).click();
    await page.getByLabel('Beneficiary Name').fill('Ivy Junior');
    await page.getByLabel('Relationship to Deceased').selectOption('Child');
    await page.getByLabel('Share of Estate (%)').fill('100');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Beneficiary added.').waitFor();
    // The summary follows the local store's live query, a moment after the save's message.
    await expect.poll(() => page.getByTestId('summary-beneficiaries').textContent()).toBe('1');

    await page.getByRole('button', { name: 'Add Transaction' }).click();
    await page.getByRole('button', { name: 'Receipt' }).click();
    await page.getByRole('combobox', { name: /^Type/ }).selectOption('bank_deposit');
    await page.getByLabel('Amount').fill('1500');
    const toAccount = page.getByLabel('To Account');
    await toAccount.locator('option', { hasText: 'Scotia Estate Savings' }).waitFor({ state: 'attached' });
    await toAccount.selectOption(
      (await toAccount.locator('option', { hasText: 'Scotia' }).getAttribute('value'))!,
    );
    await page.getByLabel('Payee/Recipient').fill('Service Canada');
    await page.getByLabel('Purpose').fill('CPP death benefit');
    await page.getByRole('button', { name: 'Save Transaction' }).click();
    await page.getByText('Transaction added.').waitFor();

    // Edit the new account, delete a demo account the server already has.
    await page.getByRole('link', { name: 'Open the account' }).click();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Account Name').fill('Scotia Estate Savings (USD)');
    await page.getByLabel('Currency').selectOption('USD');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('heading', { name: 'Scotia Estate Savings (USD)', level: 1 }).waitFor();
    await page.getByRole('row', { name: /Receipt Bank Deposit \$1,500\.00 Service Canada/ }).waitFor();
    await page.goto(`${server.url}/admin/accounts/${cibc._id}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(/\/admin\/accounts$/);

    await page.reload();
    await page.getByRole('row', { name: /Scotia Estate Savings \(USD\)/ }).waitFor();
    expect(await page.getByRole('row', { name: /CIBC high-interest savings/ }).count()).toBe(0);
    await page.goto(`${server.url}/admin/data/estates`);
    await page.getByRole('link', { name: 'Estate of Offline Example' }).waitFor();
    await page.getByRole('link', { name: 'Estate of Ivy Offline' }).waitFor();
    // Nothing reached the server while offline.
    expect((await serverList(token, 'estates')).length).toBe(estatesBefore);

    await context.setOffline(false);
    await expect
      .poll(async () => (await serverList(token, 'estates')).length, { timeout: 30_000, interval: 500 })
      .toBe(estatesBefore + 2);
    await expect
      .poll(async () => (await serverList(token, 'accounts')).length, { timeout: 30_000, interval: 500 })
      .toBe(accountsBefore); // one created, one deleted
    const estates = await serverList(token, 'estates');
    const offline = estates.find((e) => e.estateName === 'Estate of Offline Example')!;
    expect(offline).toMatchObject({
      jurisdiction: 'Ontario',
      status: 'open',
      executor: { name: 'Nadia Offline' },
    });
    const ivy = estates.find((e) => e.estateName === 'Estate of Ivy Offline')!;
    const accounts = await serverList(token, `accounts?estate=${ivy._id}`);
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({
      name: 'Scotia Estate Savings (USD)',
      currency: 'USD',
      bank: { slug: 'scotiabank', institutionNumber: '002' },
    });
    await expect
      .poll(async () => (await serverList(token, `transactions?estate=${ivy._id}`)).length, {
        timeout: 15_000,
      })
      .toBe(1);
    const [asset] = await serverList(token, `assets?estate=${ivy._id}`);
    expect(asset).toMatchObject({ assetClass: 'real_property', fmvDoD: 25_000_000 });
    const parties = await serverList(token, `parties?estate=${ivy._id}`);
    expect(parties.map((p) => [p.name, p.role, p.relationshipToDeceased, p.shareOfEstate])).toEqual([
      ['Ivy Junior', 'beneficiary', 'Child', 10_000],
    ]);
    const [transaction] = await serverList(token, `transactions?estate=${ivy._id}`);
    expect(transaction).toMatchObject({
      kind: 'receipt',
      type: 'bank_deposit',
      amount: 150_000,
      toAccount: accounts[0]!._id,
      payee: 'Service Canada',
    });
    expect((await serverList(token, 'accounts')).some((a) => a._id === cibc._id)).toBe(false);
    const okaforTransactions = await serverList(token, `transactions?estate=${okaforId}`);
    expect(okaforTransactions.some((x) => x.fromAccount === cibc._id || x.toAccount === cibc._id)).toBe(
      false,
    );
    await page
      .getByText(/Synced/)
      .first()
      .waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
