import { Workbox } from 'workbox-window';
import { openLocalDb } from '../store/db.ts';
import { onLocalWrite } from '../store/local-writes.ts';
import { createRepos } from '../store/repos.ts';
import { BACKGROUND_SYNC_TAG, createAttention, createBrowserEngine, fetchHttp } from '../sync/index.ts';

/** The page's one local database, repos and sync engine; screens reach them through features/. */
export const db = openLocalDb();
export const repos = createRepos({ db });
export const engine = createBrowserEngine(db);
export const attention = createAttention({
  db,
  repos,
  http: fetchHttp({ baseUrl: '/api', getToken: async () => (await db.session.get('current'))?.token }),
});

let registration: ServiceWorkerRegistration | undefined;

/** Asks the browser to wake the service worker when online again, so changes go out with every tab closed. */
async function requestBackgroundSync(): Promise<void> {
  const reg = registration as
    | (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } })
    | undefined;
  try {
    await reg?.sync?.register(BACKGROUND_SYNC_TAG);
  } catch {
    // Not supported (Safari, Firefox) or not allowed: online, focus and the timer still trigger.
  }
}

/** Wires every sync trigger of DESIGN §6 that the page owns, and registers the service worker. */
export function startLocalFirst(): void {
  let debounce: ReturnType<typeof setTimeout> | undefined;
  onLocalWrite(() => {
    void requestBackgroundSync();
    clearTimeout(debounce);
    debounce = setTimeout(() => engine.trigger('local-write'), 250);
  });
  window.addEventListener('online', () => engine.trigger('online'));
  window.addEventListener('focus', () => engine.trigger('focus'));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') engine.trigger('visible');
  });
  engine.start();

  if ('serviceWorker' in navigator && import.meta.env.PROD) {
    const wb = new Workbox('/sw.js', { scope: '/' });
    void wb.register().then((reg) => {
      registration = reg;
    });
  }
}
