import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, controlled, dashboardShows, type Figures, outboxRows, signIn } from './app-flow.ts';
import { type RestartableServer, startRestartableServer } from './app-server.ts';
import type { Driver } from './driver.ts';
import { EnginePage, label, role, SCREENSHOT_DIR, text } from './engine-page.ts';

type Estate = { _id: string; estateName: string };

/**
 * The offline promise, in one engine (docs/behaviour.md#engines): one browser session signed in
 * once, the server stopped and started again on the same address with the same data around it.
 */
export function coreSuite(launch: () => Promise<Driver>) {
  let server: RestartableServer;
  let page: EnginePage;
  let token: string;
  let figures: Figures;
  let estates: Estate[];

  beforeAll(async () => {
    await mkdir(SCREENSHOT_DIR, { recursive: true });
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
        await page.reload();
        await dashboardShows(page, figures);
        await page.waitFor(role('link', /^Sync status: Server unreachable/));
        await page.goto(`${server.url}/admin/data/estates/${chen._id}`);
        await page.waitFor(role('heading', 'Estate of Margaret Chen', { level: 1 }));
        await page.screenshot('estate-offline');
        await page.goto(`${server.url}/admin/data/estates`);
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
        await page.goto(`${server.url}/admin/files/create`);
        await page.fill(label(/File Name/), name);
        await page.click(role('button', 'Create File'));
        await page.waitFor(role('heading', name, { level: 1 }));
        await page.reload();
        await page.waitFor(role('heading', name, { level: 1 }));
        await page.goto(`${server.url}/admin/files`);
        await page.waitFor(text(name));
        expect((await outboxRows(page)).map((r) => r.op)).toEqual(['create']);
      } finally {
        await server.start();
      }
      // The next start of the app sends what waits (as the online event would, had the network gone).
      await page.reload();
      await page.waitFor(text(name));
      await waitUntil(async () => (await serverFiles()).filter((f) => f.name === name).length === 1);
      await page.waitFor(role('link', /^Sync status: Online\. 0 unsynced changes/));
      await waitUntil(async () => (await outboxRows(page)).length === 0);
      expect(page.errors()).toEqual([]);
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
