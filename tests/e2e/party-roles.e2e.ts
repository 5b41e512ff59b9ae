import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, seriousA11yViolations } from './harness.ts';
import { chooseOnlyForms } from './passing-helpers.ts';
import { apiGet } from './pwa-helpers.ts';
import { startSignedInApp, stopSignedInApp } from './signed-in-app.ts';

/**
 * Parties with several roles and their addresses (docs/behaviour.md#parties): one form creates a
 * party who is both estate trustee and beneficiary, with a share typed "1/2" and an address, and
 * edits it back to one role and "50%"; on Okafor's Passing of Accounts card, the Estate of Grace
 * Okafor served only through the applicant stops the documents until someone else is named to be
 * served for it, who is then printed, with their address, in Form 74.44.
 */
type ApiRecord = Record<string, unknown> & { _id: string };

const CHEN = 'Estate of Margaret Chen';
const OKAFOR = 'Estate of Samuel Okafor';
let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let token: string;
const downloads: Download[] = [];

const api = (path: string) => apiGet<ApiRecord[]>(server.url, token, `/${path}`);
const estateId = async (name: string) => (await api('estates')).find((e) => e.estateName === name)!._id;
const card = () => page.getByRole('region', { name: 'Passing of Accounts' });

async function pdfText(d: Download): Promise<string> {
  const bytes = new Uint8Array(await readFile((await d.path())!));
  return (await extractText(bytes, { mergePages: true })).text.replace(/\s+/g, ' ');
}

beforeAll(async () => {
  ({ server, browser, context, page, errors, token } = await startSignedInApp({ acceptDownloads: true }));
  page.on('download', (d) => downloads.push(d));
});
afterAll(() => stopSignedInApp({ server, browser, context }));

describe('a party with several roles, one form for create and edit', () => {
  let partyId: string;

  it('creates a party who is both estate trustee and beneficiary, with a share of 1/2 and an address', async () => {
    const chen = await estateId(CHEN);
    await page.goto(`${server.url}/admin/party/create?type=party&estate=${chen}`);
    await page.getByRole('heading', { level: 1, name: 'Create Party' }).waitFor({ timeout: 20_000 });
    await page.getByLabel(/^Name/).fill('Dana Roles');
    expect(await page.getByLabel('Beneficiary', { exact: true }).isChecked()).toBe(true);
    await page.getByLabel('Estate trustee (executor)').check();
    await page.getByLabel(/^Share of Estate/).fill('1/2');
    await page.getByLabel('Street address', { exact: true }).fill('1207 Beach Avenue');
    await page.getByLabel('City', { exact: true }).fill('Vancouver');
    await page.getByLabel('Province or state', { exact: true }).fill('BC');
    await page.getByLabel('Postal code', { exact: true }).fill('V6E 1V3');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: CHEN }).waitFor({ timeout: 20_000 });
    // The estate's list shows both roles.
    const row = page
      .getByRole('region', { name: 'Table of parties and beneficiaries' })
      .locator('tr', { hasText: 'Dana Roles' });
    await expect.poll(() => row.textContent()).toContain('Beneficiary, Executor');
    await expect
      .poll(async () => (await api(`parties?estate=${chen}`)).find((p) => p.name === 'Dana Roles'), {
        timeout: 20_000,
      })
      .toMatchObject({
        role: 'beneficiary',
        roles: ['beneficiary', 'executor'],
        shareOfEstate: 5000,
        shareFraction: { numerator: 1, denominator: 2 },
        address: { line1: '1207 Beach Avenue', city: 'Vancouver', region: 'BC', postalCode: 'V6E 1V3' },
      });
    partyId = (await api(`parties?estate=${chen}`)).find((p) => p.name === 'Dana Roles')!._id;
  });

  it('opens the same form to edit it, and takes it back to one role and a share of 50%', async () => {
    await page.goto(`${server.url}/admin/party/${partyId}/edit`);
    await page.getByRole('heading', { level: 1, name: 'Edit Party' }).waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByLabel(/^Share of Estate/).inputValue()).toBe('1/2');
    expect(await page.getByLabel('Estate trustee (executor)').isChecked()).toBe(true);
    expect(await page.getByLabel('Beneficiary', { exact: true }).isChecked()).toBe(true);
    expect(await page.getByLabel('City', { exact: true }).inputValue()).toBe('Vancouver');
    await page.getByLabel('Estate trustee (executor)').uncheck();
    await page.getByLabel(/^Share of Estate/).fill('50%');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('heading', { level: 1, name: CHEN }).waitFor({ timeout: 20_000 });
    await expect
      .poll(
        async () => (await api(`parties?estate=${await estateId(CHEN)}`)).find((p) => p._id === partyId),
        {
          timeout: 20_000,
        },
      )
      .toMatchObject({ role: 'beneficiary', roles: null, shareOfEstate: 5000, shareFraction: null });
    expect(errors).toEqual([]);
  });
});

describe('a beneficiary served only through the applicant (Okafor)', () => {
  it('stops the documents with the reason and a link to the party, then prints the person named, at their address', async () => {
    const okafor = await estateId(OKAFOR);
    const grace = (await api(`parties?estate=${okafor}`)).find((p) => p.name === 'Estate of Grace Okafor')!;
    await page.goto(`${server.url}/admin/data/estates/${okafor}`);
    await card().waitFor({ timeout: 20_000 });
    const servedOn = card()
      .getByRole('group', { name: 'Estate of Grace Okafor' })
      .getByLabel(/^Served on/);
    await expect.poll(() => servedOn.inputValue()).toBe('Adaeze Okafor');
    // Served on Emeka, the applicant and Grace's estate trustee: no independent notice.
    await servedOn.fill('Emeka Okafor');
    await servedOn.press('Tab');
    // The service list says so at once; the checks at the top of the card say why it stops.
    await card()
      .getByText(/Emeka Okafor, the applicant, also acts for Estate of Grace Okafor/)
      .waitFor({ timeout: 20_000 });
    await card().scrollIntoViewIfNeeded();
    const reason = card().getByText(
      /Estate of Grace Okafor is served only through Emeka Okafor, the applicant/,
    );
    await card().getByRole('button', { name: 'Check the accounts' }).click();
    await reason.first().waitFor({ timeout: 20_000 });
    const link = card()
      .getByRole('list', { name: 'Where to fix it' })
      .getByRole('link', { name: 'Open Estate of Grace Okafor’s record' });
    expect(await link.getAttribute('href')).toMatch(new RegExp(`/admin/party/${grace._id}/edit$`));

    await card().getByLabel('Hearing date', { exact: true }).fill('2027-06-14');
    await card().getByLabel('Hearing time', { exact: true }).fill('10:00');
    await card().getByLabel('Mailing date', { exact: true }).fill('2027-03-25');
    await card().getByRole('radio', { name: 'PDF' }).check();
    await chooseOnlyForms(card(), /^Form 74\.44 /);
    const before = downloads.length;
    await card().getByRole('button', { name: 'Generate court documents' }).click();
    await card().getByText('Nothing was generated or downloaded').waitFor({ timeout: 20_000 });
    expect(downloads.length).toBe(before);

    // Naming Adaeze, Grace's co-trustee, lifts it; a new name does not keep the old person's
    // address, so the documents wait for hers, entered through the link to the party's form.
    await servedOn.fill('Adaeze Okafor');
    await servedOn.press('Tab');
    await expect.poll(() => reason.count(), { timeout: 20_000 }).toBe(0);
    await card().getByRole('button', { name: 'Check the accounts' }).click();
    await card()
      .getByText(/Adaeze Okafor, served for Estate of Grace Okafor, has no address/)
      .first()
      .waitFor({ timeout: 20_000 });
    await card()
      .getByRole('list', { name: 'Where to fix it' })
      .getByRole('link', { name: 'Open Estate of Grace Okafor’s record' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Edit Party' }).waitFor({ timeout: 20_000 });
    expect(await page.getByLabel('Person served for the party').inputValue()).toBe('Adaeze Okafor');
    await page.getByLabel('Street address (person served)').fill('88 Fourth Avenue');
    await page.getByLabel('City (person served)').fill('Ottawa');
    await page.getByLabel('Province or state (person served)').fill('ON');
    await page.getByLabel('Postal code (person served)').fill('K1S 2L1');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('heading', { level: 1, name: OKAFOR }).waitFor({ timeout: 20_000 });
    await card().waitFor();
    await card().getByRole('radio', { name: 'PDF' }).check();
    await chooseOnlyForms(card(), /^Form 74\.44 /);
    await card().getByRole('button', { name: 'Generate court documents' }).click();
    await expect.poll(() => downloads.length, { timeout: 60_000 }).toBe(before + 1);
    const notice = await pdfText(downloads.at(-1)!);
    expect(notice).toContain(
      'Adaeze Okafor, estate trustee of Estate of Grace Okafor (beneficiary), at 88 Fourth Avenue, Ottawa, ON K1S 2L1',
    );
    expect(notice).toContain('Adaeze Okafor (beneficiary), at 88 Fourth Avenue, Ottawa, ON K1S 2L1');
    // Emeka, estate trustee and beneficiary, is the applicant: never served on himself.
    expect(notice).not.toMatch(/Emeka Okafor \(beneficiary/);
    expect(errors).toEqual([]);
  });
});
