import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppServer,
  DEMO_CREDENTIALS,
  launchBrowser,
  newPage,
  screenshot,
  seriousA11yViolations,
  signIn,
  startAppServer,
} from './harness.ts';
import {
  apiGet,
  controlledBy,
  createFile,
  deployNewVersion,
  editDescription,
  indicatorPending,
  launchProfile,
  openPatiently,
  outboxRows,
  precachedIndexRevision,
  type ServerFile,
  servedCopy,
  watchBackgroundSync,
  watchPushes,
} from './pwa-helpers.ts';

/**
 * The installable, offline-first app as a whole: installability, a cold start with no network,
 * changes that go out with the page closed (Background Sync) and without Background Sync, two
 * tabs at once, an update of the service worker with changes pending, and a logout that leaves
 * none of the firm's data behind. The server serves its own copy of the build, so one test can
 * deploy a new version under it.
 */
let server: AppServer;
let browser: Browser;
let servedDir: string;
const profiles: string[] = [];
/** Persistent profiles are browsers of their own: closed here too if a test stops half-way. */
const profileContexts: BrowserContext[] = [];

/** Demo records the tests open, read once from the API. */
let token: string;
let files: ServerFile[];
let chenEstateId: string;

const serverFiles = () => apiGet<ServerFile[]>(server.url, token, '/files');
const serverFile = async (id: string) => (await serverFiles()).find((f) => f._id === id);
const LONG = { timeout: 45_000 };

async function signedInContext(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const { page, errors } = await newPage(context);
  await signIn(page, server.url);
  await page
    .getByText(/^Synced/)
    .first()
    .waitFor(LONG);
  await controlledBy(page);
  return { context, page, errors };
}

beforeAll(async () => {
  servedDir = await servedCopy();
  [server, browser] = await Promise.all([startAppServer({ DIST_DIR: servedDir }), launchBrowser()]);
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_CREDENTIALS),
  });
  token = ((await login.json()) as { data: { token: string } }).data.token;
  files = await serverFiles();
  const estates = await apiGet<{ _id: string; estateName: string }[]>(server.url, token, '/estates');
  chenEstateId = estates.find((e) => e.estateName === 'Estate of Margaret Chen')!._id;
});
afterAll(async () => {
  for (const context of profileContexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
  for (const dir of [servedDir, ...profiles]) if (dir) await rm(dir, { recursive: true, force: true });
});

/** What a user sees when the app opened from the cache and the local store. */
async function demoDataShown(page: Page, errors: string[]) {
  await page.goto(`${server.url}/admin/dashboard`);
  await page.getByRole('heading', { name: 'Recent Files' }).waitFor(LONG);
  const names = new RegExp(files.map((f) => f.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));
  await page.locator('main').getByText(names).first().waitFor(LONG);
  await page.goto(`${server.url}/admin/files`);
  await page.getByText(`Showing ${files.length} of ${files.length}`, { exact: true }).waitFor(LONG);
  await page.goto(`${server.url}/admin/data/estates/${chenEstateId}`);
  await page.getByRole('heading', { level: 1, name: 'Estate of Margaret Chen' }).waitFor(LONG);
  expect(errors).toEqual([]);
}

describe('installable app, cold offline start', () => {
  it('is installable, offers Install app, and opens with no network in a new page and after a restart', async () => {
    const profile = await mkdtemp(join(tmpdir(), 'pwa-profile-'));
    profiles.push(profile);
    let context = await launchProfile(profile);
    profileContexts.push(context);
    let { page, errors } = await newPage(context);
    await signIn(page, server.url);
    await page.getByText('The app is now available offline', { exact: false }).waitFor(LONG);
    await page
      .getByText(/^Synced/)
      .first()
      .waitFor(LONG);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'pwa-first-install');

    // Chromium's own verdict, once the worker controls the page; then it offers the install.
    await controlledBy(page);
    await page.getByRole('button', { name: 'Install app' }).waitFor(LONG);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'pwa-install-button');
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { errors: manifestErrors, url: manifestUrl } = await cdp.send('Page.getAppManifest');
    expect(manifestErrors).toEqual([]);
    const manifest = (await (await fetch(manifestUrl)).json()) as Record<string, unknown> & {
      icons: { sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Estate Administration',
      short_name: 'Estates',
      display: 'standalone',
      start_url: '/admin/dashboard',
      theme_color: expect.stringMatching(/^#/),
      background_color: expect.stringMatching(/^#/),
      description: expect.stringContaining('estate'),
    });
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    // Persistent storage was asked for at sign-in, and the Sync page says what the browser decided.
    await page.goto(`${server.url}/admin/sync`);
    await page.getByRole('heading', { name: 'Storage on this device' }).waitFor();
    await page.getByText(/keeps your data on this device|may clear the data on this device/).waitFor();

    // A new page with the network cut.
    await context.setOffline(true);
    ({ page, errors } = await newPage(context));
    await demoDataShown(page, errors);
    await page.getByRole('link', { name: /^Sync status: Offline/ }).waitFor();
    await context.close();

    // The browser restarted with no network at all.
    context = await launchProfile(profile);
    profileContexts.push(context);
    await context.setOffline(true);
    ({ page, errors } = await newPage(context));
    await demoDataShown(page, errors);
    await page.getByRole('link', { name: /^Sync status: Offline/ }).waitFor();
    await screenshot(page, 'pwa-cold-offline-estate');
    await context.close();
  }, 150_000);
});

describe('changes made offline reach the server with no click', () => {
  let context: BrowserContext;
  afterAll(() => context?.close());

  it('with Background Sync: the service worker sends them after the page was closed', async () => {
    let page: Page;
    let errors: string[];
    ({ context, page, errors } = await signedInContext());
    const pushes = watchPushes(context);
    const sync = await watchBackgroundSync(context, server.url);
    const file = files[0]!;
    await context.setOffline(true);
    await editDescription(page, server.url, file._id, 'Edited offline, page closed (Background Sync)');
    expect((await outboxRows(page)).map((r) => r.entityId)).toEqual([file._id]);
    // The write asked the browser to wake the worker once online; nothing is dispatched offline.
    await expect.poll(() => sync.events, LONG).toContain('Registered sync');
    expect(sync.events).not.toContain('Dispatched sync event');
    expect(errors).toEqual([]);
    await page.close();
    expect(sync.appPages()).toEqual([]);
    expect((await serverFile(file._id))?.description).not.toContain('Background Sync');

    await context.setOffline(false);
    await expect
      .poll(async () => (await serverFile(file._id))?.description, LONG)
      .toBe('Edited offline, page closed (Background Sync)');
    await expect
      .poll(() => sync.events, LONG)
      .toEqual(expect.arrayContaining(['Dispatched sync event', 'Sync completed']));
    expect(sync.appPages()).toEqual([]);
    // The server heard it from the service worker: no tab of the app was open to send it.
    const carried = pushes.filter((p) => p.status === 200 && p.entityIds.includes(file._id));
    expect(carried.length).toBeGreaterThan(0);
    expect(carried.every((p) => p.fromServiceWorker)).toBe(true);
    await sync.close();
  }, 120_000);

  it('without Background Sync: the online event, and the next app start, send them', async () => {
    // The same browser as a Firefox or Safari user has it: no SyncManager for the page.
    const noSync = () => {
      delete (window as { SyncManager?: unknown }).SyncManager;
      delete (ServiceWorkerRegistration.prototype as { sync?: unknown }).sync;
    };
    const sync = await watchBackgroundSync(context, server.url);
    let { page, errors } = await newPage(context);
    await page.addInitScript(noSync);
    const pushes = watchPushes(context);
    await page.goto(`${server.url}/admin/files`);
    await controlledBy(page);
    expect(await page.evaluate(async () => 'sync' in (await navigator.serviceWorker.ready))).toBe(false);
    const [first, second] = [files[1]!, files[2]!];

    // Page left open: the online event.
    await context.setOffline(true);
    await editDescription(page, server.url, first._id, 'Edited offline, sent on the online event');
    await context.setOffline(false);
    await expect
      .poll(async () => (await serverFile(first._id))?.description, LONG)
      .toBe('Edited offline, sent on the online event');
    const carried = pushes.filter((p) => p.status === 200 && p.entityIds.includes(first._id));
    expect(carried.length).toBeGreaterThan(0);
    expect(carried.every((p) => !p.fromServiceWorker)).toBe(true);

    // Page closed while offline: nothing can send it until the app starts again.
    await context.setOffline(true);
    await editDescription(page, server.url, second._id, 'Edited offline, sent at the next start');
    expect(errors).toEqual([]);
    await page.close();
    await context.setOffline(false);
    // A negative check needs a wait: nothing registered a sync, so nothing may send it now.
    await new Promise((r) => setTimeout(r, 4000));
    expect(sync.events).toEqual([]);
    expect((await serverFile(second._id))?.description).not.toContain('next start');
    await sync.close();

    ({ page, errors } = await newPage(context));
    await page.addInitScript(noSync);
    await page.goto(`${server.url}/admin/dashboard`);
    await expect
      .poll(async () => (await serverFile(second._id))?.description, LONG)
      .toBe('Edited offline, sent at the next start');
    await expect.poll(() => outboxRows(page), LONG).toEqual([]);
    expect(errors).toEqual([]);
  }, 120_000);
});

describe('two tabs editing at once', () => {
  it('sends each change exactly once, in order, whichever tab or the worker pushes', async () => {
    const { context, page: a, errors } = await signedInContext();
    const pushes = watchPushes(context);
    const { page: b, errors: errorsB } = await newPage(context);
    await b.goto(`${server.url}/admin/files`);
    await controlledBy(b);
    const [x, y, z] = [files[3]!, files[4]!, files[5]!];

    // Online, side by side.
    await Promise.all([
      (async () => {
        await createFile(a, server.url, 'Two tabs A online');
        await editDescription(a, server.url, x._id, 'Tab A, online');
      })(),
      (async () => {
        await createFile(b, server.url, 'Two tabs B online');
        await editDescription(b, server.url, y._id, 'Tab B, online');
      })(),
    ]);
    await expect.poll(() => outboxRows(a), LONG).toEqual([]);
    // Offline: new files in each, then the same file edited in A and afterwards in B.
    await context.setOffline(true);
    await Promise.all([
      createFile(a, server.url, 'Two tabs A offline'),
      createFile(b, server.url, 'Two tabs B offline'),
    ]);
    await editDescription(a, server.url, z._id, 'Tab A, offline');
    await editDescription(b, server.url, z._id, 'Tab B, offline');
    expect((await outboxRows(a)).length).toBe(4);
    await context.setOffline(false);

    await expect.poll(() => outboxRows(a), LONG).toEqual([]);
    const after = await serverFiles();
    const named = (name: string) => after.filter((f) => f.name === name).length;
    for (const name of ['Two tabs A online', 'Two tabs B online', 'Two tabs A offline', 'Two tabs B offline'])
      expect(named(name), name).toBe(1);
    expect(after.length).toBe(files.length + 4);
    const byId = new Map(after.map((f) => [f._id, f]));
    expect(byId.get(x._id)?.description).toBe('Tab A, online');
    expect(byId.get(y._id)?.description).toBe('Tab B, online');
    expect(byId.get(z._id)?.description).toBe('Tab B, offline');
    // Eight changes made, eight distinct mutations accepted (a retry resends the same id).
    expect(new Set(pushes.filter((p) => p.status === 200).flatMap((p) => p.mutationIds)).size).toBe(8);
    // Both tabs agree with the server, with nothing waiting and no conflict or rejection.
    for (const page of [a, b]) {
      await page.goto(`${server.url}/admin/files/${z._id}`);
      await page.getByText('Tab B, offline', { exact: true }).waitFor();
      expect(await indicatorPending(page)).toBe(0);
      expect(await page.locator('.sync-indicator .sync-problems').count()).toBe(0);
    }
    expect([...errors, ...errorsB]).toEqual([]);
    await context.close();
  }, 150_000);
});

describe('an update of the app with changes pending', () => {
  it('prompts, reloads into the new version, and keeps and then sends the outbox', async () => {
    const { context, page, errors } = await signedInContext();
    const file = files[6]!;
    const oldRevision = await precachedIndexRevision(servedDir);

    await context.setOffline(true);
    await editDescription(page, server.url, file._id, 'Edited before the update');
    await createFile(page, server.url, 'Created before the update');
    const pending = await outboxRows(page);
    expect(pending.length).toBe(2);
    // Back online but the API unreachable, so the changes stay pending while the app updates.
    const workerAttempts: number[] = [];
    await context.route('**/api/**', (route) => {
      if (route.request().serviceWorker() && route.request().url().endsWith('/sync/push'))
        workerAttempts.push(Date.now());
      return route.abort('internetdisconnected');
    });
    await context.setOffline(false);

    const newRevision = await deployNewVersion(servedDir);
    await page.reload();
    const prompt = page.getByRole('button', { name: 'Reload to update' });
    await prompt.waitFor(LONG);
    await page.getByText('A new version of the app is available').waitFor();
    // Until the user says so, the page keeps running the version its worker precached.
    expect(await page.locator('meta[name="app-build"]').count()).toBe(0);
    expect(await indicatorPending(page)).toBe(2);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'pwa-update-prompt');

    await page.evaluate(() => {
      (window as { beforeUpdate?: boolean }).beforeUpdate = true;
      // This tab is in the middle of a sync (a long pull, say) when the new version takes over: it
      // holds the sync lock until it unloads. The switch must not wait for that lock.
      void navigator.locks.request('estate-admin-sync', () => new Promise(() => undefined));
    });
    await prompt.click();
    // The page reloads itself once the new worker controls it (a frozen page answers nothing).
    const reloaded = () =>
      Promise.race([
        page
          .evaluate(
            () => !(window as { beforeUpdate?: boolean }).beforeUpdate && document.readyState === 'complete',
          )
          .catch(() => false),
        new Promise<boolean>((r) => setTimeout(() => r(false), 2000)),
      ]);
    // The new worker installs and takes over before the page reloads: under a loaded CI machine
    // that took more than LONG once, so this one wait is longer.
    await expect.poll(reloaded, { timeout: 2 * LONG.timeout }).toBe(true);
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, LONG);
    // The worker in control precaches the new build, and the old one's shell is gone.
    const precached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const key of await caches.keys())
        if (key.startsWith('workbox-precache'))
          for (const req of await (await caches.open(key)).keys()) urls.push(req.url);
      const reg = await navigator.serviceWorker.getRegistration();
      return { urls, waiting: !!reg?.waiting };
    });
    expect(precached.waiting).toBe(false);
    expect(precached.urls.some((u) => u.includes(`index.html?__WB_REVISION__=${newRevision}`))).toBe(true);
    expect(precached.urls.some((u) => u.includes(`__WB_REVISION__=${oldRevision}`))).toBe(false);
    expect(await page.getByRole('button', { name: 'Reload to update' }).count()).toBe(0);
    expect(await page.getByText('The app is now available offline').count()).toBe(0);
    expect(await page.locator('meta[name="app-build"]').getAttribute('content')).toBe('2');
    expect(await outboxRows(page)).toEqual(pending);

    // Offline, the page now opens from the new version's cache, changes still pending. The route
    // stays: the browser's offline switch does not reach the service workers (without the route
    // their retries sent the changes here).
    await context.setOffline(true);
    // The document, not every subresource's "load": under a loaded machine that event alone twice
    // outlasted 30 s here while the page itself was served; the text below is what the person sees.
    await openPatiently(page, `${server.url}/admin/files/${file._id}`, LONG.timeout);
    expect(await page.locator('meta[name="app-build"]').getAttribute('content')).toBe('2');
    await page.getByText('Edited before the update', { exact: true }).waitFor(LONG);
    expect(await outboxRows(page)).toEqual(pending);

    // The worker retried with backoff, not in a loop (a sync event must not re-register itself):
    // counted per window of time, since a slow machine makes the whole test, and so the number of
    // backed-off retries of the two workers (the old and the new version), longer.
    expect(workerAttempts.length).toBeGreaterThan(0);
    const busiest = Math.max(
      ...workerAttempts.map((t) => workerAttempts.filter((u) => u >= t && u < t + 5000).length),
    );
    expect(
      busiest,
      `pushes by the workers within 5 s: ${busiest} of ${workerAttempts.length}`,
    ).toBeLessThanOrEqual(6);

    // The connection returns: both changes reach the server.
    await context.unroute('**/api/**');
    await context.setOffline(false);
    await expect
      .poll(async () => (await serverFile(file._id))?.description, LONG)
      .toBe('Edited before the update');
    expect((await serverFiles()).filter((f) => f.name === 'Created before the update').length).toBe(1);
    await expect.poll(() => outboxRows(page), LONG).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
    // Each step has its own patient wait: on a loaded machine the whole (two offline switches, an
    // update and a reload, a replay) once passed 150 s while every step succeeded.
  }, 300_000);
});

describe('logout', () => {
  it('after a sync, leaves none of the firm’s data in IndexedDB, Cache Storage or local storage', async () => {
    const { context, page, errors } = await signedInContext();
    await page.goto(`${server.url}/admin/data/estates/${chenEstateId}`);
    await page.getByRole('heading', { level: 1, name: 'Estate of Margaret Chen' }).waitFor(LONG);

    const secrets = ['Margaret Chen', 'Harbourview Estates', 'Okafor'];
    const findOnDevice = () =>
      page.evaluate(async (needles) => {
        const found: string[] = [];
        const check = (where: string, text: string) => {
          for (const n of needles) if (text.includes(n)) found.push(`${n} in ${where}`);
        };
        for (const info of await indexedDB.databases()) {
          if (!info.name) continue;
          const db = await new Promise<IDBDatabase>((res, rej) => {
            const req = indexedDB.open(info.name!);
            req.onsuccess = () => res(req.result);
            req.onerror = () => rej(req.error);
          });
          for (const store of Array.from(db.objectStoreNames)) {
            const rows = await new Promise<unknown[]>((res, rej) => {
              const req = db.transaction(store).objectStore(store).getAll();
              req.onsuccess = () => res(req.result);
              req.onerror = () => rej(req.error);
            });
            check(`IndexedDB ${info.name}/${store}`, JSON.stringify(rows));
          }
          db.close();
        }
        for (const key of await caches.keys()) {
          const cache = await caches.open(key);
          for (const req of await cache.keys())
            check(`cache ${key} ${req.url}`, (await (await cache.match(req))?.text()) ?? '');
        }
        check('localStorage', JSON.stringify({ ...localStorage }));
        check('sessionStorage', JSON.stringify({ ...sessionStorage }));
        return found;
      }, secrets);

    // The search does find the data while signed in, so an empty result after logout means something.
    expect(await findOnDevice()).toEqual(
      expect.arrayContaining([expect.stringContaining('Margaret Chen in IndexedDB estate-admin/estates')]),
    );
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/login$/, LONG);
    await page.getByLabel('Email').waitFor();
    expect(await findOnDevice()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
