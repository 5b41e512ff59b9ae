import { DEMO_CREDENTIALS } from '../../src/domain/demo.ts';
import { type EnginePage, label, role, text } from './engine-page.ts';

export { DEMO_CREDENTIALS };

/** The server's answer to GET /api…, with a token from its own sign-in (not the page's). */
export async function api<T>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function apiToken(baseUrl: string, email = DEMO_CREDENTIALS.email): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_CREDENTIALS.password }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** Through the login screen, as a person does; then the first pull lands. */
export async function signIn(page: EnginePage, baseUrl: string, email = DEMO_CREDENTIALS.email) {
  await page.goto(`${baseUrl}/login`);
  await page.fill(label('Email'), email);
  await page.fill(label(/^Password/), DEMO_CREDENTIALS.password);
  await page.click(role('button', /sign in/i));
  await page.waitForFunction(() => location.pathname.startsWith('/admin/dashboard'));
  await page.waitFor(text(/^Synced/));
}

/**
 * Waits until no sync is under way: before the colleague's change of the conflict case, so that
 * no retry of the page's pulls it first.
 */
export async function settled(page: EnginePage) {
  await page.waitForFunction(() => {
    const label = document.querySelector('.sync-indicator')?.getAttribute('aria-label');
    return label === null || label === undefined || !label.includes('Syncing');
  });
}

/**
 * Opens an address of the app as a person types it, whatever the page was doing (a pull under way
 * too: docs/behaviour.md#engines, WebKit's back-forward cache).
 */
export function go(page: EnginePage, url: string) {
  return page.goto(url);
}

/** Reloads the page, whatever it was doing. */
export function reload(page: EnginePage) {
  return page.reload();
}

/** The service worker controls the page, so a reload with the server gone still opens the app. */
export async function controlled(page: EnginePage) {
  await page.waitForFunction(() => navigator.serviceWorker.ready.then(() => true));
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await reload(page);
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
}

export interface Figures {
  totalFiles: number;
  activeFiles: number;
  totalEstates: number;
  completedEstates: number;
}

/** The dashboard's four figures as shown. */
export function shownFigures(page: EnginePage): Promise<Figures | null> {
  return page.evaluate(() => {
    const value = (key: string) => {
      const el = document.querySelector(`[data-stat="${key}"] .dash-stat-value`);
      return el ? Number((el.textContent ?? '').replace(/,/g, '')) : Number.NaN;
    };
    const figures = {
      totalFiles: value('total-files'),
      activeFiles: value('active-files'),
      totalEstates: value('total-estates'),
      completedEstates: value('completed-estates'),
    };
    return Object.values(figures).some(Number.isNaN) ? null : figures;
  });
}

/** Waits until the dashboard shows exactly these figures. */
export async function dashboardShows(page: EnginePage, expected: Figures) {
  // Key order differs by engine and client (WebKit's answers come sorted): compare in one order.
  const key = (f: Figures | null) =>
    f ? JSON.stringify([f.totalFiles, f.activeFiles, f.totalEstates, f.completedEstates]) : 'none';
  const want = key(expected);
  await page.waitFor(role('heading', 'Recent Files'));
  const until = Date.now() + 45_000;
  for (;;) {
    const shown = await shownFigures(page);
    if (key(shown) === want) return;
    if (Date.now() > until)
      throw new Error(
        `${page.engine}: dashboard shows ${JSON.stringify(shown)}, not ${JSON.stringify(expected)}`,
      );
    await new Promise((r) => setTimeout(r, 200));
  }
}

export type OutboxRow = { entityId: string; op: string };

/** What the outbox holds, read straight from IndexedDB (no app code involved). */
export function outboxRows(page: EnginePage): Promise<OutboxRow[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((res, rej) => {
      const req = indexedDB.open('estate-admin');
      req.onsuccess = () => res(req.result);
      req.onerror = () => rej(req.error);
    });
    const rows = await new Promise<OutboxRow[]>((res, rej) => {
      const req = db.transaction('outbox').objectStore('outbox').getAll();
      req.onsuccess = () => res(req.result);
      req.onerror = () => rej(req.error);
    });
    db.close();
    return rows.map(({ entityId, op }) => ({ entityId, op }));
  });
}
