/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { openLocalDb } from '../src/store/db.ts';
import { BACKGROUND_SYNC_TAG, createBrowserEngine } from '../src/sync/browser.ts';

declare let self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Client routes load the app shell from the precache, so the app opens with no network.
// The API is never answered from the cache: stale data there would look like the server's.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.mode !== 'navigate' || url.origin !== self.location.origin) return;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return;
  event.respondWith(
    (async () => {
      try {
        return await fetch(event.request);
      } catch {
        return (await matchPrecache('/index.html')) ?? Response.error();
      }
    })(),
  );
});

// The same engine as the page, with the session kept in IndexedDB: changes made offline go out
// when the connection returns, even with every tab closed (Background Sync, where the browser has it).
const db = openLocalDb();
const engine = createBrowserEngine(db);

async function registerBackgroundSync(): Promise<void> {
  const reg = self.registration as ServiceWorkerRegistration & {
    sync?: { register(tag: string): Promise<void> };
  };
  await reg.sync?.register(BACKGROUND_SYNC_TAG).catch(() => undefined);
}

async function syncIfSignedIn(): Promise<void> {
  if (!(await db.session.get('current'))) return;
  await engine.syncNow();
  const state = engine.getState();
  if (state.status === 'offline' || state.status === 'error') {
    // Still offline with changes waiting: ask to be woken when the connection returns, and reject
    // so a sync event already in progress is retried by the browser.
    if (await db.outbox.count()) await registerBackgroundSync();
    throw new Error(state.message ?? 'Sync failed');
  }
}

self.addEventListener('sync', (event) => {
  const e = event as ExtendableEvent & { tag?: string };
  if (e.tag === BACKGROUND_SYNC_TAG) e.waitUntil(syncIfSignedIn());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(syncIfSignedIn().catch(() => undefined));
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (event.data?.type === 'SYNC_NOW') event.waitUntil(syncIfSignedIn().catch(() => undefined));
});

void syncIfSignedIn().catch(() => undefined);
