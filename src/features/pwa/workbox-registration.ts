import { Workbox } from 'workbox-window';
import { setPwaState } from './pwa-store.ts';

/** An app left open all day still hears about a new version (browsers check only on navigation). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers /sw.js through workbox-window and reports what it says: a new version waiting, the
 * shell cached for the first time. Loaded after the page, so none of it is first-load JavaScript.
 */
export async function registerWorkbox(): Promise<Workbox> {
  const wb = new Workbox('/sw.js', { scope: '/' });
  // Listeners before register(): a worker already waiting is announced during it.
  wb.addEventListener('waiting', () => setPwaState({ updateReady: true }));
  wb.addEventListener('installed', (event) => {
    if (!event.isUpdate) setPwaState({ offlineReady: true });
  });
  await wb.register();
  setInterval(() => {
    if (navigator.onLine) void wb.update().catch(() => undefined);
  }, UPDATE_CHECK_MS);
  return wb;
}
