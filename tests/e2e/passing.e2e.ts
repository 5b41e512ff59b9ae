import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estateAccountsPdfText } from './estate-accounts-pdf.ts';
import {
  type AppServer,
  accessToken,
  launchBrowser,
  newPage,
  SCREENSHOT_DIR,
  signIn,
  startAppServer,
} from './harness.ts';
import { chooseOnlyForms } from './passing-helpers.ts';

type ApiRecord = Record<string, unknown> & { _id: string };
const CHEN = 'Estate of Margaret Chen';
const FILE_NO = 'CV-26-00001425-00ES';
// Each document's file name part: the forms of rule 74.18, the affidavit of service and the lawyer's certificate.
const FORMS = [
  'Form-74.43',
  'Form-74.44',
  'Form-74.45',
  'Form-74.45.1',
  'Form-74.46',
  'Form-74.46.1',
  // The lawyer's certificate of service is chosen at first (r. 16.09(1.1)); the affidavit, 16B, is offered.
  'Form-16B.1',
  'Form-74.47',
  'Rule-74.18',
  'Form-74.50',
];
const COURT_DOCUMENT = /^(Form [\d.]+(?:B(?:\.1)?)?|Rule 74\.18) /;

let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let token: string;
let chen: ApiRecord;
let parties: ApiRecord[];
const downloads: Download[] = [];

async function api(path: string): Promise<ApiRecord[]> {
  const res = await fetch(`${server.url}/api/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as ApiRecord[];
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

/** Tariff C's amounts (Rules of Civil Procedure, Tariff C): the costs lines print one of them, or a claim. */
const TARIFF_C_AMOUNTS = ['$2,500.00', '$3,000.00', '$3,500.00', '$5,000.00', '$7,500.00'];
const COSTS_LINE =
  /to (?:the applicant|the Public Guardian and Trustee|the Children[’']s Lawyer), (\$[\d,]+\.\d\d)/g;

/**
 * The figures a form prints that must be the Estate Accounts': all but the costs of the passing
 * (Form 74.50's costs lines), which are Tariff C on the statement's receipts, each checked to be a
 * tariff amount.
 */
function accountsFigures(text: string): string[] {
  for (const m of text.matchAll(COSTS_LINE)) expect(TARIFF_C_AMOUNTS).toContain(m[1]);
  return [...new Set(text.replace(COSTS_LINE, '').match(/\$[\d,]+\.\d\d/g) ?? [])];
}

/** A downloaded document as the text a reader sees. */
async function textOf(download: Download): Promise<string> {
  const bytes = new Uint8Array(await readFile((await download.path())!));
  if (download.suggestedFilename().endsWith('.pdf')) {
    const { text } = await extractText(bytes, { mergePages: true });
    return text.replace(/\s+/g, ' ');
  }
  const xml = strFromU8(unzipSync(bytes)['word/document.xml']!);
  return xml.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

/** axe-core over the card alone: no serious or critical violation (the list says which, if any). */
async function cardViolations(): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include('.passing-card').analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const card = () => page.getByRole('region', { name: 'Passing of Accounts' });

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
  parties = await api(`parties?estate=${chen._id}`);
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

describe('passing of accounts on the Chen estate, with the network cut', () => {
  it('lists who is served and flags the Public Guardian and Trustee for the charity', async () => {
    await context.setOffline(true);
    await page.goto(`${server.url}/admin/data/estates/${chen._id}`);
    await page.getByRole('heading', { name: CHEN, level: 1 }).waitFor({ timeout: 20_000 });
    const served = card().locator('.passing-list > li legend');
    await served.first().waitFor();
    // The beneficiaries but David Chen, who applies as executor and is not served on himself; RBC
    // Visa's liability is paid by a linked payment. Beneficiaries by name, then creditors.
    expect(await served.allTextContents()).toEqual(['Emily Chen', 'SickKids Foundation']);
    await card()
      .getByText('Not served: David Chen (the applicant, who is not served on themself).')
      .waitFor();
    expect(await card().getByText('Not served, their debts are paid in full: RBC Visa.').count()).toBe(1);
    const officials = card().getByRole('list', { name: 'Officials to be served' }).locator('li');
    expect(await officials.allTextContents()).toEqual([
      'Serve The Public Guardian and Trustee for SickKids Foundation.',
    ]);
    expect(await card().getByRole('group', { name: 'SickKids Foundation' }).textContent()).toContain(
      'a charity: serve the Public Guardian and Trustee',
    );
    expect(
      await card()
        .getByText('Rules of Civil Procedure, R.R.O. 1990, Reg. 194, rr. 74.18(3), 7.01 and 7.04(1)', {
          exact: false,
        })
        .count(),
    ).toBe(1);
  });

  it('marking a beneficiary a minor flags the Children’s Lawyer and is kept on the party, in the outbox', async () => {
    const emily = parties.find((p) => p.name === 'Emily Chen')!;
    await card().getByRole('group', { name: 'Emily Chen' }).getByLabel('Minor').check();
    const officials = card().getByRole('list', { name: 'Officials to be served' }).locator('li');
    await card().getByText('Serve The Children’s Lawyer for Emily Chen.').waitFor();
    expect(await officials.allTextContents()).toEqual([
      'Serve The Children’s Lawyer for Emily Chen.',
      'Serve The Public Guardian and Trustee for SickKids Foundation.',
    ]);
    expect((await localRows('parties')).find((p) => p._id === emily._id)).toMatchObject({ minor: true });
    const outbox = (await localRows('outbox')).filter(
      (r) => r.entity === 'parties' && r.entityId === emily._id,
    );
    expect(outbox.map((r) => [r.op, r.patch])).toEqual([['update', { minor: true }]]);
  });

  it('gives the latest mailing date for a hearing, and refuses a holiday or too little notice', async () => {
    const hearing = card().getByLabel('Hearing date', { exact: true });
    // Emily Chen's address is in Vancouver, BC: she is served outside Ontario, so 75 days' notice.
    await card().getByText('Someone on the service list is outside Ontario: 75 days’ notice.').waitFor();
    expect(await card().getByRole('group', { name: 'Emily Chen' }).textContent()).toContain(
      'From the address: British Columbia.',
    );
    // Monday June 14, 2027: 75 days before is Wednesday March 31 (service must take effect by
    // then); the five days of mail are days that are not holidays (r. 3.01(1)(b)), and Good Friday
    // and Easter Monday are holidays: the notices go out on Monday March 22, 2027 at the latest.
    await hearing.fill('2027-06-14');
    const latest = card().getByRole('status', { name: 'Latest mailing' });
    await expect
      .poll(() => latest.textContent())
      .toContain('Mail the notices by Monday, March 22, 2027 at the latest.');
    expect(await latest.textContent()).toContain('Wednesday, March 31, 2027, 75 days before the hearing');
    expect(
      await card()
        .getByText(
          'Rules of Civil Procedure, R.R.O. 1990, Reg. 194, rr. 74.18(3)–(5), 16.06(2), 3.01(1)(a), (b) and (d), 1.03(1) "holiday"',
        )
        .count(),
    ).toBe(1);

    await hearing.fill('2027-07-01');
    await expect
      .poll(() => latest.textContent())
      .toContain('Thursday, July 1, 2027 is a holiday under rule 1.03');

    await hearing.fill('2027-06-14');
    await card().getByLabel('Mailing date', { exact: true }).fill('2027-04-12');
    const check = card().getByRole('status', { name: 'Notice check' });
    await expect.poll(() => check.textContent()).toContain('Too little notice');
    expect(await card().getByRole('status', { name: 'Earliest hearing' }).textContent()).toContain(
      // Mailed Monday April 12: effective Monday April 19; 75 days on is Saturday July 3, so Monday July 5.
      'The earliest hearing date is Monday, July 5, 2027.',
    );
    // Mailed on the latest day, Monday March 22: effective Wednesday March 31, 75 days before the hearing.
    await card().getByLabel('Mailing date', { exact: true }).fill('2027-03-22');
    await expect
      .poll(() => check.textContent())
      .toContain(
        'gives 75 days’ notice of the hearing (service takes effect on Wednesday, March 31, 2027); 75 are required',
      );
  });

  it('refuses a Sunday hearing and a short-notice one, says why and makes nothing', async () => {
    const hearing = card().getByLabel('Hearing date', { exact: true });
    const mailing = card().getByLabel('Mailing date', { exact: true });
    const generateButton = card().getByRole('button', { name: 'Generate court documents' });
    const before = downloads.length;
    const formsKept = async () =>
      (await localRows('documents')).filter(
        (d) => d.estate === chen._id && COURT_DOCUMENT.test(String(d.title)),
      ).length;
    const keptBefore = await formsKept();
    // The hearing's time, which Form 74.44 prints (the checks stop the documents without it).
    await card().getByLabel('Hearing time', { exact: true }).fill('10:00');
    // June 13, 2027 is a Sunday, with notice enough for notices mailed March 22.
    await hearing.fill('2027-06-13');
    await generateButton.click();
    await card().getByRole('alert').filter({ hasText: 'Nothing was generated' }).waitFor();
    await card()
      .getByText('The hearing date, June 13, 2027, is a Sunday: the court does not sit.', { exact: false })
      .waitFor();
    // Mailed May 3 for a hearing on Monday June 14: 35 days after the mail takes effect (May 10), 75 needed.
    await hearing.fill('2027-06-14');
    await mailing.fill('2027-05-03');
    await generateButton.click();
    await expect
      .poll(() => card().locator('.court-check-error').allTextContents())
      .toEqual([
        expect.stringContaining(
          "Mailed on Monday, May 3, 2027, they take effect on Monday, May 10, 2027 and give 35 days' notice; 75 are needed (someone served is outside Ontario)",
        ),
      ]);
    // The checks show as the data changes; the refusal once Generate has run them again.
    await card().getByRole('alert').filter({ hasText: 'Nothing was generated' }).waitFor();
    expect(downloads).toHaveLength(before);
    expect(await formsKept()).toBe(keptBefore);
    await mailing.fill('2027-03-22');
  });

  it('generates each court document as PDF and as Word, downloaded and kept as a document of the estate', async () => {
    await card().getByLabel('Court File No.').fill(FILE_NO);
    await card().getByLabel('Court office').fill('Toronto');
    // Form 74.44 prints the time; the checks stop the documents without it.
    await card().getByLabel('Hearing time', { exact: true }).fill('10:00');
    for (const [format, extension] of [
      ['PDF', '.pdf'],
      ['Word (editable)', '.docx'],
    ] as const) {
      const before = downloads.length;
      await card().getByRole('radio', { name: format }).check();
      await card().getByRole('button', { name: 'Generate court documents' }).click();
      // The six made are listed by file name once all are saved (the list of the PDFs goes first).
      await expect
        .poll(() => card().locator('.alert-info li strong').allTextContents(), { timeout: 60_000 })
        .toSatisfy(
          (names: string[]) => names.length === FORMS.length && names.every((n) => n.endsWith(extension)),
        );
      await expect.poll(() => downloads.length, { timeout: 30_000 }).toBe(before + FORMS.length);
    }
    expect(downloads).toHaveLength(2 * FORMS.length);
    for (const d of downloads) {
      const name = d.suggestedFilename();
      const text = await textOf(d);
      expect(text.toLowerCase(), name).toContain('in the estate of margaret chen');
      expect(text, name).toContain(`Court File No. ${FILE_NO}`);
      expect(text, name).toContain('ONTARIO SUPERIOR COURT OF JUSTICE');
    }
    const names = downloads.map((d) => d.suggestedFilename());
    for (const form of FORMS) {
      expect(names.filter((n) => n.includes(`-${form}-`))).toHaveLength(2);
    }
    const notice = downloads.find(
      (d) => d.suggestedFilename().includes('Form-74.44-') && d.suggestedFilename().endsWith('.pdf'),
    )!;
    const noticeText = await textOf(notice);
    // The applicant is the executor; those served include the officials; the hearing date chosen above.
    expect(noticeText).toContain('David Chen');
    expect(noticeText).toContain("The Children's Lawyer (served for Emily Chen)");
    expect(noticeText).toContain('June 14, 2027, at 10:00 a.m.');

    const kept = (await localRows('documents')).filter(
      (d) => d.estate === chen._id && COURT_DOCUMENT.test(String(d.title)),
    );
    expect(kept).toHaveLength(2 * FORMS.length);
    const blobs = await localRows('blobs');
    for (const d of kept) {
      expect(blobs.find((b) => b.documentId === d._id)).toMatchObject({ state: 'pending', size: d.size });
      expect(d.courtDetails).toContain(`Court File No. ${FILE_NO}`);
    }
    expect(kept.filter((d) => d.type === 'Affidavit of Executor').map((d) => d.title)).toEqual([
      'Form 74.43 Affidavit Verifying Estate Accounts',
      'Form 74.43 Affidavit Verifying Estate Accounts',
    ]);
    // One press, one action: the six documents of each format wait in one outbox row, kept or
    // refused together.
    const presses = (await localRows('outbox')).filter(
      (r) => (r.mutator as { name?: string } | undefined)?.name === 'saveDocuments',
    );
    expect(
      presses.map((r) => (r.mutator as { args: { documents: unknown[] } }).args.documents.length),
    ).toEqual([FORMS.length, FORMS.length]);
  });

  it('passes an axe scan and fits a phone', async () => {
    expect(await cardViolations()).toEqual([]);
    await card().screenshot({ path: join(SCREENSHOT_DIR, 'passing-card-desktop.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    expect(await cardViolations()).toEqual([]);
    await card().screenshot({ path: join(SCREENSHOT_DIR, 'passing-card-phone.png') });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('makes the application record as one PDF, its index giving each document’s page, kept as a document', async () => {
    const before = downloads.length;
    await card().getByRole('button', { name: 'Make the application record' }).click();
    // No certificate of appointment is chosen here (tests/e2e/record-copies.e2e.ts chooses one): asked first.
    await card().getByRole('button', { name: 'Make the record without it' }).click();
    await expect.poll(() => downloads.length, { timeout: 60_000 }).toBe(before + 1);
    const record = downloads.at(-1)!;
    expect(record.suggestedFilename()).toBe('Estate-of-Margaret-Chen-Application-Record.pdf');
    const bytes = new Uint8Array(await readFile((await record.path())!));
    const pdf = await getDocumentProxy(bytes);
    const page = async (n: number) =>
      ((await (await pdf.getPage(n)).getTextContent()).items as { str?: string }[])
        .map((i) => i.str ?? '')
        .join(' ')
        .replace(/\s+/g, ' ');
    const index = await page(1);
    expect(index).toContain('APPLICATION RECORD');
    // Each row: tab, page, title; the page it names starts that document.
    const rows = [...index.matchAll(/(\d+) (\d+) (Form [\d.]+(?:B(?:\.1)?)?|Rule 74\.18|Exhibit "A"):/g)].map(
      (m) => ({
        page: Number(m[2]),
        what: m[3] ?? '',
      }),
    );
    expect(rows.map((r) => r.what)).toEqual([
      'Form 74.44',
      'Form 74.43',
      'Exhibit "A"',
      'Form 16B.1',
      'Form 74.47',
      'Rule 74.18',
      // The draft judgment in duplicate (r. 74.18); no blank costs outline (Form 57B).
      'Form 74.50',
      'Form 74.50',
    ]);
    for (const r of rows) {
      const text = await page(r.page);
      expect(text).toContain(`Page ${r.page}`);
      expect(text).toContain(r.what === 'Exhibit "A"' ? 'This is Exhibit "A"' : r.what.toUpperCase());
    }
    expect(await page(pdf.numPages)).toContain('PROCEEDING COMMENCED AT TORONTO');
    const kept = (await localRows('documents')).filter(
      (d) => d.estate === chen._id && d.title === 'Application Record, Passing of Accounts',
    );
    expect(kept).toHaveLength(1);
    expect(String(kept[0]?.courtDetails)).toContain(
      'Index: 1. Form 74.44: Notice of Application to Pass Accounts, page 2',
    );
  });

  it('prints in the notice and the judgment only figures of the Estate Accounts, interim distributions among them', async () => {
    const accounts = await estateAccountsPdfText(page);
    const pdf = (form: string) =>
      downloads.find(
        (d) => d.suggestedFilename().includes(`-Form-${form}-`) && d.suggestedFilename().endsWith('.pdf'),
      )!;
    for (const form of ['74.44', '74.50']) {
      const figures = accountsFigures(await textOf(pdf(form)));
      expect(figures.length, form).toBeGreaterThan(5);
      expect(
        figures.filter((f) => !accounts.includes(f)),
        form,
      ).toEqual([]);
    }
    // The two interim distributions of $25,000.00 are advances in the proposed distribution.
    expect(accounts).toContain('Total distributions $50,000.00');
    expect(accounts).toMatch(/David Chen Child 2\/5 \$25,000\.00/);
    expect(await textOf(pdf('74.50'))).toContain('distributions to beneficiaries of $50,000.00');
    // Tariff C's costs, to the applicant and to the official served for SickKids (tariff-c.ts).
    expect(await textOf(pdf('74.50'))).toMatch(
      /the following costs be paid out of the estate: to the applicant, \$[\d,]+\.00 plus HST;.* to the Public Guardian and Trustee, \$[\d,]+\.00/,
    );
  });

  it('sends the documents and the party’s change to the server once online', async () => {
    await context.setOffline(false);
    await expect
      .poll(
        async () =>
          (await api(`documents?estate=${chen._id}`)).filter(
            (d) => COURT_DOCUMENT.test(String(d.title)) && d.hasContent === true,
          ).length,
        { timeout: 60_000, interval: 1000 },
      )
      .toBe(2 * FORMS.length);
    await expect
      .poll(
        async () =>
          (await api(`documents?estate=${chen._id}`)).filter(
            (d) => d.title === 'Application Record, Passing of Accounts' && d.hasContent === true,
          ).length,
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(1);
    const emily = (await api(`parties?estate=${chen._id}`)).find((p) => p.name === 'Emily Chen');
    expect(emily).toMatchObject({ minor: true });
    expect(errors).toEqual([]);
  });

  it('starts the court documents from the estate’s court details', async () => {
    // The demo's Okafor estate is before the court in Brampton (server/demo/demo-firm.ts).
    const okafor = (await api('estates')).find((e) => e.estateName === 'Estate of Samuel Okafor')!;
    await page.goto(`${server.url}/admin/data/estates/${okafor._id}`);
    await card().waitFor({ timeout: 20_000 });
    await expect.poll(() => card().getByLabel('Court File No.').inputValue()).toBe('CV-26-00418-00ES');
    expect(await card().getByLabel('Court office').inputValue()).toBe('Brampton');
    expect(errors).toEqual([]);
  });

  it('prints in Okafor’s notice and judgment, made offline, only figures of its Estate Accounts', async () => {
    await context.setOffline(true);
    // Everyone served is in Ontario: 60 days. Mailed March 25 for Monday June 14, 2027.
    await card().getByLabel('Hearing date', { exact: true }).fill('2027-06-14');
    await card().getByLabel('Hearing time', { exact: true }).fill('10:00');
    await card().getByLabel('Mailing date', { exact: true }).fill('2027-03-25');
    await card().getByRole('radio', { name: 'PDF' }).check();
    await chooseOnlyForms(card(), /^Form 74\.44 /, /^Form 74\.50 /);
    const before = downloads.length;
    await card().getByRole('button', { name: 'Generate court documents' }).click();
    await expect.poll(() => downloads.length, { timeout: 60_000 }).toBe(before + 2);
    // The Estate of Grace Okafor, whose trustee Emeka is the applicant, is served on Adaeze, her
    // co-trustee, at her address (r. 74.18(3); tests/e2e/party-roles.e2e.ts has the error before).
    const notice = downloads.slice(before).find((d) => d.suggestedFilename().includes('Form-74.44'))!;
    expect(await textOf(notice)).toContain(
      'Adaeze Okafor, estate trustee of Estate of Grace Okafor (beneficiary), at 88 Fourth Avenue, Ottawa, ON K1S 2L1',
    );
    const accounts = await estateAccountsPdfText(page);
    for (const d of downloads.slice(before)) {
      const figures = accountsFigures(await textOf(d));
      expect(figures.length, d.suggestedFilename()).toBeGreaterThan(5);
      expect(
        figures.filter((f) => !accounts.includes(f)),
        d.suggestedFilename(),
      ).toEqual([]);
    }
    // Okafor's interim distributions to Emeka and Adaeze are advances in the proposed distribution.
    expect(accounts).toContain('Total distributions $50,000.00');
    expect(accounts).toMatch(/Emeka Okafor Child 1\/4 \$25,000\.00/);
    await context.setOffline(false);
  });
});
