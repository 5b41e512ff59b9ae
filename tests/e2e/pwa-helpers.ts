import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BrowserContext, chromium, type Page, type Response } from 'playwright-core';

/** The harness's Chromium flags (quiet on a closed network), for persistent profiles. */
export const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A real profile on disk: Chromium treats the harness's `newContext()` as incognito, where an app
 * is never installable, and a profile is what survives a browser restart.
 */
export function launchProfile(userDataDir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 900 },
  });
}

export interface ServerFile {
  _id: string;
  name: string;
  description?: string;
  version: number;
}

export async function apiGet<T>(baseUrl: string, token: string, path: string): Promise<T> {
  const res = await fetch(`${baseUrl}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** Waits until the service worker is active and controls this page (reloading once if needed). */
export async function controlledBy(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
}

/** Rows waiting in the local outbox, read straight from IndexedDB (no app code involved). */
export type OutboxRowSeen = {
  entityId: string;
  op: string;
  seq: number;
  patch?: Record<string, unknown>;
  /** A named action's name (docs/architecture.md#mutators). */
  mutator?: { name: string };
};

/** The device's outbox rows: what it will send, each with the fields it changes. */
export function outboxRows(page: Page): Promise<OutboxRowSeen[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((res, rej) => {
      const req = indexedDB.open('estate-admin');
      req.onsuccess = () => res(req.result);
      req.onerror = () => rej(req.error);
    });
    const rows = await new Promise<OutboxRowSeen[]>((res, rej) => {
      const req = db.transaction('outbox').objectStore('outbox').getAll();
      req.onsuccess = () => res(req.result);
      req.onerror = () => rej(req.error);
    });
    db.close();
    return rows.map(({ entityId, op, seq, patch, mutator }) => ({
      entityId,
      op,
      seq,
      patch,
      ...(mutator ? { mutator: { name: mutator.name } } : {}),
    }));
  });
}

/** The id of a file the device holds (the first by key). */
export const firstFileId = (page: Page) =>
  page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((res, rej) => {
      const req = indexedDB.open('estate-admin');
      req.onsuccess = () => res(req.result);
      req.onerror = () => rej(req.error);
    });
    const keys = await new Promise<IDBValidKey[]>((res, rej) => {
      const req = db.transaction('files').objectStore('files').getAllKeys();
      req.onsuccess = () => res(req.result);
      req.onerror = () => rej(req.error);
    });
    db.close();
    return String(keys[0]);
  });

/** The sync indicator's own words for the pending count ("3 unsynced changes"). */
export async function indicatorPending(page: Page): Promise<number> {
  const label = await page.getByRole('link', { name: /^Sync status:/ }).getAttribute('aria-label');
  return Number(/(\d+) unsynced changes/.exec(label ?? '')?.[1] ?? Number.NaN);
}

export interface PushSeen {
  fromServiceWorker: boolean;
  status: number;
  mutationIds: string[];
  entityIds: string[];
}

/** Records every push the server answered in a context, the service worker's included. */
export function watchPushes(context: BrowserContext): PushSeen[] {
  const seen: PushSeen[] = [];
  context.on('response', (res: Response) => {
    const req = res.request();
    if (!req.url().endsWith('/api/sync/push')) return;
    try {
      const body = JSON.parse(req.postData() ?? '{}') as {
        mutations?: { mutationId: string; entityId: string }[];
      };
      seen.push({
        fromServiceWorker: !!req.serviceWorker(),
        status: res.status(),
        mutationIds: (body.mutations ?? []).map((m) => m.mutationId),
        entityIds: (body.mutations ?? []).map((m) => m.entityId),
      });
    } catch {
      // Not JSON: not a push this test made.
    }
  });
  return seen;
}

/**
 * Chromium's Background Sync log (DevTools' Background Services panel): "Registered sync",
 * "Dispatched sync event", "Sync completed". Observed from a same-origin tab that runs no app
 * code (/robots.txt), so the app's own tabs can all be closed.
 */
export async function watchBackgroundSync(context: BrowserContext, baseUrl: string) {
  const events: string[] = [];
  const observer = await context.newPage();
  await observer.goto(`${baseUrl}/robots.txt`);
  const cdp = await context.newCDPSession(observer);
  cdp.on('BackgroundService.backgroundServiceEventReceived', (e) =>
    events.push(e.backgroundServiceEvent.eventName),
  );
  await cdp.send('BackgroundService.startObserving', { service: 'backgroundSync' });
  await cdp.send('BackgroundService.setRecording', { shouldRecord: true, service: 'backgroundSync' });
  // Starting to observe replays what an earlier test recorded: only what happens from now counts.
  await cdp.send('BackgroundService.clearEvents', { service: 'backgroundSync' });
  events.length = 0;
  return {
    events,
    /** Tabs of the app still open (the observer is not one). */
    appPages: () => context.pages().filter((p) => p !== observer),
    close: () => observer.close(),
  };
}

// --- screens, driven as a user would ---

export async function editDescription(page: Page, baseUrl: string, fileId: string, text: string) {
  await page.goto(`${baseUrl}/admin/files/${fileId}`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Description').fill(text);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  // The read view again (a controlled textarea's text is its value, so look outside the form).
  await page.getByRole('heading', { name: 'File Details' }).waitFor();
  await page.locator('dd', { hasText: text }).waitFor();
}

export async function createFile(page: Page, baseUrl: string, name: string) {
  await page.goto(`${baseUrl}/admin/files/create`);
  await page.getByLabel(/File Name/).fill(name);
  await page.getByRole('button', { name: 'Create File' }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

// --- a served copy of the build, so a test can deploy a new version under a running server ---

export async function servedCopy(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pwa-served-'));
  await cp(resolve(process.env.E2E_DIST_DIR ?? 'dist'), dir, { recursive: true });
  return dir;
}

const INDEX_ENTRY = /\{"revision":"([0-9a-f]+)","url":"index\.html"\}/;

export const precachedIndexRevision = async (dir: string) =>
  INDEX_ENTRY.exec(await readFile(join(dir, 'sw.js'), 'utf8'))?.[1];

/**
 * Deploys "version 2" over the served folder as a new build would: a changed index.html and a
 * service worker whose precache manifest carries its new revision (so the worker's bytes differ).
 * Returns the new revision.
 */
export async function deployNewVersion(dir: string): Promise<string> {
  const indexPath = join(dir, 'index.html');
  const swPath = join(dir, 'sw.js');
  const index = (await readFile(indexPath, 'utf8')).replace(
    '</head>',
    '<meta name="app-build" content="2" /></head>',
  );
  const revision = createHash('md5').update(index).digest('hex');
  const sw = await readFile(swPath, 'utf8');
  if (!INDEX_ENTRY.test(sw)) throw new Error('index.html is not in the precache manifest of sw.js');
  // index.html first: by the time the browser sees the new worker, what it precaches is there.
  await writeFile(indexPath, index);
  await writeFile(swPath, sw.replace(INDEX_ENTRY, `{"revision":"${revision}","url":"index.html"}`));
  return revision;
}

/**
 * Opens `url` in `page` and waits for its document (not every subresource). A navigation that
 * stalls is reported with what the browser held at the time, then tried once more, as a person
 * would reload. In full runs on the loaded two-core CI machine the offline open of a page the
 * service worker serves stalled past 30-45 s three times, never when the file ran alone or beside
 * CPU hogs, where it takes a second; a second stall fails the test.
 */
export async function openPatiently(page: Page, url: string, timeout: number): Promise<void> {
  try {
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout });
  } catch (error) {
    const workers = page
      .context()
      .serviceWorkers()
      .map((w) => w.url());
    console.warn(`stalled opening ${url}: ${(error as Error).message.split('\n')[0]}`, {
      at: page.url(),
      workers,
    });
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout });
  }
}
