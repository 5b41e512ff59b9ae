import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  apiToken,
  controlled,
  DEMO_CREDENTIALS,
  dashboardShows,
  type Figures,
  go,
  reload,
  settled,
  signIn,
} from './app-flow.ts';
import { type RestartableServer, startRestartableServer } from './app-server.ts';
import { catchDownloads, caughtFiles } from './downloads.ts';
import type { Driver } from './driver.ts';
import { css, EnginePage, label, role, text } from './engine-page.ts';

type Estate = { _id: string; estateName: string };

/**
 * The offline promise, in one engine (docs/behaviour.md#engines): one browser session signed in
 * once, the server stopped and started again on the same address with the same data around it.
 */
export function coreSuite(launch: () => Promise<Driver>, { reports = true }: { reports?: boolean } = {}) {
  let server: RestartableServer;
  let page: EnginePage;
  let token: string;
  let figures: Figures;
  let estates: Estate[];

  beforeAll(async () => {
    const [s, driver] = await Promise.all([startRestartableServer(), launch()]);
    server = s;
    page = new EnginePage(driver);
    await page.setViewport(1280, 900);
    token = await apiToken(server.url);
    figures = (await api<{ data: { summary: Figures } }>(server.url, token, 'GET', '/users/me/dashboard'))
      .data.summary;
    estates = await api<Estate[]>(server.url, token, 'GET', '/estates');
  });
  const serverFiles = () => serverFilesOf(server.url, token);
  afterAll(async () => {
    await page?.close();
    await server?.dispose();
  });

  describe('signed in', () => {
    it('signs in, pulls the firm, and shows the dashboard’s figures', async () => {
      expect(figures.totalFiles).toBeGreaterThan(0);
      await signIn(page, server.url);
      await dashboardShows(page, figures);
      await controlled(page);
      await page.screenshot('dashboard');
      expect(page.errors()).toEqual([]);
    });

    it('with the server stopped, a reload shows the dashboard, an estate and the estates list', async () => {
      const chen = estates.find((e) => e.estateName === 'Estate of Margaret Chen')!;
      await server.stop();
      try {
        await reload(page);
        await dashboardShows(page, figures);
        await page.waitFor(role('link', /^Sync status: Server unreachable/));
        await go(page, `${server.url}/admin/data/estates/${chen._id}`);
        await page.waitFor(role('heading', 'Estate of Margaret Chen', { level: 1 }));
        await page.screenshot('estate-offline');
        await go(page, `${server.url}/admin/data/estates`);
        await page.waitFor(text(`Showing ${estates.length} of ${estates.length}`));
        await page.waitFor(role('link', 'Estate of Margaret Chen'));
      } finally {
        await server.start();
      }
      expect(page.errors()).toEqual([]);
    });

    it('keeps a file created with the server stopped through a reload, and sends it once the server is back', async () => {
      const name = `Created offline in ${page.engine}`;
      await server.stop();
      try {
        await go(page, `${server.url}/admin/files/create`);
        await page.fill(label(/File Name/), name);
        await page.click(role('button', 'Create File'));
        await page.waitFor(role('heading', name, { level: 1 }));
        await reload(page);
        await page.waitFor(role('heading', name, { level: 1 }));
        await go(page, `${server.url}/admin/files`);
        await page.waitFor(text(name));
        await page.waitFor(role('link', /^Sync status: Server unreachable\. 1 unsynced changes/));
      } finally {
        await server.start();
      }
      // The next start of the app sends what waits (as the online event would, had the network gone).
      await reload(page);
      await page.waitFor(text(name));
      await waitUntil(async () => (await serverFiles()).filter((f) => f.name === name).length === 1);
      await page.waitFor(role('link', /^Sync status: Online\. 0 unsynced changes/));
      expect(page.errors()).toEqual([]);
    });

    it('shows a conflict over a name changed with the server stopped, and keeps what was typed', async () => {
      const file = (await serverFiles()).find((f) => f.name === 'Estate of Robert Thompson')!;
      const mine = `${file.name} (mine, ${page.engine})`;
      const theirs = `${file.name} (theirs, ${page.engine})`;
      await go(page, `${server.url}/admin/files/${file._id}`);
      await page.waitFor(role('heading', file.name, { level: 1 }));
      // The server goes away for this page; a colleague who still reaches it changes the name (the
      // same data on another address, so the page hears of it neither by a poke nor by a pull).
      await page.waitFor(role('link', /^Sync status: Online\. 0 unsynced changes/));
      await settled(page);
      await server.stop();
      await server.elsewhere((url) => api(url, token, 'PUT', `/files/${file._id}`, { name: theirs }));
      try {
        await page.click(role('button', 'Edit'));
        await page.fill(label(/^File Name/), mine);
        await page.click(role('button', 'Save Changes'));
        await page.waitFor(role('heading', mine, { level: 1 }));
      } finally {
        await server.start();
      }
      await go(page, `${server.url}/admin/sync`);
      const item = css('.sync-item:has(.sync-values)');
      await page.waitFor(text('Someone changed this field after you', item));
      expect(
        await page.evaluate(() =>
          Array.from(document.querySelectorAll('.sync-item dd'), (d) => d.textContent),
        ),
      ).toEqual([mine, theirs]);
      await page.screenshot('conflict');
      await page.click(role('button', 'Use my value', { within: item }));
      await page.waitFor(text('No conflicts'));
      await waitUntil(async () => (await serverFiles()).find((f) => f._id === file._id)?.name === mine);
      expect(page.errors()).toEqual([]);
    });

    if (reports)
      it('generates an estate’s report as a PDF with the server stopped', async () => {
        const chen = estates.find((e) => e.estateName === 'Estate of Margaret Chen')!;
        await server.stop();
        try {
          await go(page, `${server.url}/admin/data/estates/${chen._id}`);
          await page.waitFor(role('heading', chen.estateName, { level: 1 }));
          await catchDownloads(page);
          // The Liabilities card above keeps its place while it loads, but the Passing of Accounts
          // card still grows as its service list is read: with both engines running at once, a
          // click WebKitWebDriver lands during that growth misses. Clicked again until the panel
          // says it is open (docs/behaviour.md#engines).
          for (let attempt = 1; ; attempt++) {
            await page.click(role('button', 'Open reports panel'));
            let open = false;
            for (let waited = 0; !open && waited < 5_000; waited += 250) {
              await new Promise((r) => setTimeout(r, 250));
              open = await page.evaluate(
                () =>
                  document.querySelector('[aria-controls="reports-panel"]')?.getAttribute('aria-expanded') ===
                  'true',
              );
            }
            if (open || attempt === 3) break;
          }
          const panel = css('#reports-panel');
          await page.click(role('radio', /^Estate Accounts/, { within: panel }));
          await page.click(role('radio', 'PDF', { within: panel }));
          await page.click(role('button', 'Generate report', { within: panel }));
          await page.waitFor(text(/^Saved “Estate Accounts — /, panel));
          await page.screenshot('report-offline');
          const [pdf] = await caughtFiles(page);
          expect(pdf?.name).toMatch(/\.pdf$/);
          const words = (
            await extractText(new Uint8Array(Buffer.from(pdf!.base64, 'base64')), { mergePages: true })
          ).text;
          expect(words).toContain('Margaret Chen');
        } finally {
          await server.start();
        }
        expect(page.errors()).toEqual([]);
      });

    if (reports)
      it('makes a court form, the notice of application, as a PDF with the server stopped', async () => {
        const chen = estates.find((e) => e.estateName === 'Estate of Margaret Chen')!;
        await server.stop();
        try {
          await go(page, `${server.url}/admin/data/estates/${chen._id}`);
          const card = role('region', 'Passing of Accounts');
          await page.waitFor(card);
          // The date fields are set as a person's typing would (the value, then an input event):
          // each engine's date picker takes keys differently, and the form is what is tested here.
          const setDate = async (name: string, value: string) => {
            const selector = await page.waitFor(label(name, card));
            await page.evaluate(
              (s: string, v: string) => {
                const input = document.querySelector(s) as HTMLInputElement;
                Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, v);
                input.dispatchEvent(new Event('input', { bubbles: true }));
              },
              selector,
              value,
            );
          };
          // Emily Chen lives in Vancouver: 75 days' notice, mail taking effect on the fifth day after
          // mailing that is not a holiday (March 31, past Good Friday); Form 74.44 prints the time.
          await setDate('Hearing date', '2027-06-14');
          await setDate('Hearing time', '10:00');
          await setDate('Mailing date', '2027-03-22');
          // Only the notice of application (Form 74.44) is chosen.
          await page.evaluate(() => {
            for (const box of document.querySelectorAll<HTMLInputElement>(
              '.passing-forms input[type=checkbox]',
            )) {
              const wanted = /^\s*Form 74\.44 /.test(box.parentElement?.textContent ?? '');
              if (box.checked !== wanted) box.click();
            }
          });
          await page.click(role('radio', 'PDF', { within: card }));
          await catchDownloads(page);
          await page.clickUntil(
            role('button', 'Generate court documents', { within: card }),
            text(/^(Generating |Saved to the estate’s documents|Nothing was generated)/, card),
          );
          await page.waitFor(text(/^Saved to the estate’s documents and downloaded/, card));
          await page.screenshot('court-form-offline');
          const [pdf] = await caughtFiles(page);
          expect(pdf?.name).toMatch(/Form-74\.44-.+\.pdf$/);
          const words = (
            await extractText(new Uint8Array(Buffer.from(pdf!.base64, 'base64')), { mergePages: true })
          ).text.replace(/\s+/g, ' ');
          expect(words).toContain('NOTICE OF APPLICATION TO PASS ACCOUNTS');
          expect(words).toMatch(/IN THE ESTATE OF MARGARET CHEN/i);
          expect(words).toContain('June 14, 2027');
          expect(words).toMatch(/Capital receipts: \$[\d,]+\.\d\d/);
        } finally {
          await server.start();
        }
        expect(page.errors()).toEqual([]);
      });

    it('locks after the idle time and unlocks with the server stopped', async () => {
      const now = (await api<{ data: { summary: Figures } }>(server.url, token, 'GET', '/users/me/dashboard'))
        .data.summary;
      await go(page, `${server.url}/admin/dashboard`);
      await dashboardShows(page, now);
      await page.waitForFunction(() => localStorage.getItem('lock.lastActivity') !== null);
      await server.stop();
      try {
        // Two hours without use, as a device left asleep has them (the lock's clock is the stored
        // moment of the last activity; the engines offer no clock to move).
        await page.evaluate(() =>
          localStorage.setItem('lock.lastActivity', String(Date.now() - 2 * 3_600_000)),
        );
        await reload(page);
        const dialog = role('dialog', 'Locked');
        await page.waitFor(dialog);
        expect(await page.evaluate(() => document.querySelector('.admin')?.hasAttribute('inert'))).toBe(true);
        await page.screenshot('locked');
        await page.fill(label('Password', dialog), 'not the password');
        await page.pressEnter();
        await page.waitFor(text('Wrong password. 4 tries left before this device signs you out.'));
        await page.fill(label('Password', dialog), DEMO_CREDENTIALS.password);
        await page.pressEnter();
        await page.waitGone(dialog);
        await dashboardShows(page, now);
      } finally {
        await server.start();
      }
      expect(page.errors()).toEqual([]);
    });

    it('opens a beneficiary’s portal at phone width, with the server stopped too', async () => {
      const chen = estates.find((e) => e.estateName === 'Estate of Margaret Chen')!;
      const invited = await api<{ data: { link: string } }>(
        server.url,
        token,
        'POST',
        `/estates/${chen._id}/beneficiary-access`,
        { name: 'David Chen', email: `david.chen.${page.engine}@example.com` },
      );
      // The beneficiary's own phone: another browser of the same engine.
      const heir = new EnginePage(await launch());
      try {
        await heir.setViewport(390, 844);
        await heir.goto(new URL(invited.data.link, server.url).href);
        await heir.fill(label(/^Password/), 'copper kettle winter harbour');
        await heir.click(role('button', 'Accept and sign in'));
        await heir.waitFor(role('heading', chen.estateName, { level: 1 }));
        await heir.waitFor(role('heading', 'Proposed distribution'));
        await controlled(heir);
        await server.stop();
        try {
          await reload(heir);
          await heir.waitFor(role('heading', chen.estateName, { level: 1 }));
          await heir.waitFor(role('heading', 'Proposed distribution'));
          await heir.screenshot('portal-phone-offline');
          // Nothing wider than the phone. WebKitGTK's window is never narrower than about 450 px
          // (its toolbar), so WebKit checks the portal at that width and Firefox at 390 px.
          const width = await heir.evaluate(() => innerWidth);
          expect(width).toBeLessThanOrEqual(page.engine === 'webkit' ? 450 : 390);
          expect(await heir.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        } finally {
          await server.start();
        }
        expect(heir.errors()).toEqual([]);
      } finally {
        await heir.close();
      }
    });
  });
}

const serverFilesOf = (url: string, token: string) =>
  api<{ _id: string; name: string }[]>(url, token, 'GET', '/files');

/** Polls until the check holds (45 s at most). */
async function waitUntil(check: () => Promise<boolean>, what = check.toString()) {
  const until = Date.now() + 45_000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`never true: ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
