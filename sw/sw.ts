/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import {
  FIRST_PAINT_KEY,
  FIRST_PAINT_PATHS,
  FIRST_PAINT_UNTIL_KEY,
  type FirstPaintSnapshot,
  withFirstPaint,
} from '../src/domain/rules/first-paint.ts';
import { pageFor } from '../src/domain/rules/public-pages.ts';
import { openLocalDb } from '../src/store/db.ts';
import { getMeta } from '../src/store/meta.ts';
import { BACKGROUND_SYNC_TAG, createBrowserEngine } from '../src/sync/browser.ts';

declare let self: ServiceWorkerGlobalScope;

// Navigations are this worker's own (below): no directory index or clean-URL guesses, which
// would answer / and /portal with a page before it could choose (src/domain/rules/public-pages.ts).
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

// Client routes open the precached app shell at once, online or not: a weak connection (court, a
// bank vault) never holds up the start, and the shell always matches this worker's precached code,
// so a new version arrives only through the "Reload to update" prompt. The API is never answered
// from the cache (stale data there would look like the server's), nor are files such as /robots.txt.
// / and /login open their pre-rendered pages (docs/architecture.md#pre-rendered-public-pages).
const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
const isFile = (path: string) => /\/[^/]+\.[a-z0-9]+$/i.test(path);

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.mode !== 'navigate' || url.origin !== self.location.origin) return;
  if (isApi(url.pathname) || isFile(url.pathname)) return;
  event.respondWith(
    (async () => {
      // The beneficiary portal is its own page (docs/architecture.md#portal-page), which sends a
      // visitor with no session to sign in itself: a device with this worker has been here before.
      const shell = await matchPrecache(pageFor(url.pathname, true));
      if (!shell) return fetch(event.request);
      return FIRST_PAINT_PATHS.includes(url.pathname) ? withDashboardPicture(shell, url.pathname) : shell;
    })(),
  );
});

/**
 * The app's page with the dashboard's last picture in it (docs/architecture.md#first-paint), or the
 * page as it is when there is none to paint or anything goes wrong: the picture is only ever a
 * head start.
 */
async function withDashboardPicture(shell: Response, path: string): Promise<Response> {
  try {
    const [snapshot, until, session] = await Promise.all([
      getMeta<FirstPaintSnapshot>(db, FIRST_PAINT_KEY),
      getMeta<number>(db, FIRST_PAINT_UNTIL_KEY),
      db.session.get('current'),
    ]);
    if (!snapshot) return shell;
    const paths = (Array.isArray(snapshot.styles) ? snapshot.styles : []).filter(
      (style): style is string => typeof style === 'string',
    );
    const texts = await Promise.all(paths.map(async (path) => (await matchPrecache(path))?.text()));
    const styles = new Map(paths.map((path, i) => [path, texts[i]]));
    const html = withFirstPaint(await shell.clone().text(), snapshot, {
      path,
      now: Date.now(),
      signedInUser: session?.user._id,
      until,
      styleText: (style) => styles.get(style),
    });
    if (html === null) return shell;
    const headers = new Headers(shell.headers);
    headers.delete('content-length');
    return new Response(html, { status: shell.status, statusText: shell.statusText, headers });
  } catch {
    return shell;
  }
}

// The same engine as the page, with the session kept in IndexedDB: changes made offline go out
// when the connection returns, even with every tab closed (Background Sync, where the browser has it).
// An expired access token is renewed from the refresh cookie, which this same-origin worker's
// fetch sends, under the lock the page uses too. A refused session (signed out elsewhere, or the
// person disabled or removed) pauses this engine; the page, at its own next contact, asks for a
// sign-in or deletes the firm's data (docs/architecture.md#sessions-and-logout).
const db = openLocalDb();
const engine = createBrowserEngine(db);

async function registerBackgroundSync(): Promise<void> {
  const reg = self.registration as ServiceWorkerRegistration & {
    sync?: { register(tag: string): Promise<void> };
  };
  await reg.sync?.register(BACKGROUND_SYNC_TAG).catch(() => undefined);
}

/** Syncs with the stored session; false when changes could not all be sent (no network, server down). */
async function syncIfSignedIn(): Promise<boolean> {
  if (!(await db.session.get('current'))) return true;
  const state = await engine.syncNow();
  return state.status !== 'offline' && state.status !== 'error';
}

/** Outside a sync event: when changes are still waiting, ask the browser to wake this worker later. */
async function syncOrAskToBeWoken(): Promise<void> {
  if (await syncIfSignedIn()) return;
  if (await db.outbox.count()) await registerBackgroundSync();
}

// A failed sync event is rejected so the browser retries it with its own backoff. It must not
// register the tag again: online with the server down, that fires at once, in a tight loop.
self.addEventListener('sync', (event) => {
  const e = event as ExtendableEvent & { tag?: string };
  if (e.tag !== BACKGROUND_SYNC_TAG) return;
  e.waitUntil(
    syncIfSignedIn().then((done) => {
      if (!done) throw new Error(engine.getState().message ?? 'Sync failed');
    }),
  );
});

// Not waitUntil: while this worker activates, the pages' requests wait for it, and a page may hold
// the sync lock with one of them in flight; waiting for the lock here would deadlock both (and
// freeze the reload into the new version). The sync runs alongside, right after activation.
self.addEventListener('activate', () => {
  void syncOrAskToBeWoken().catch(() => undefined);
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (event.data?.type === 'SYNC_NOW') event.waitUntil(syncOrAskToBeWoken().catch(() => undefined));
});

// Every later start of the active worker (for a navigation, an event) is a chance to send. A new
// version that is only installing leaves the database alone: the running version's tabs own it
// until the switch (a schema upgrade from here would close their connections under them).
if ((self as { serviceWorker?: ServiceWorker }).serviceWorker?.state === 'activated') {
  void syncOrAskToBeWoken().catch(() => undefined);
}
