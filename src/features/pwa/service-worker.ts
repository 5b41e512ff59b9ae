import type { Workbox } from 'workbox-window';
import { listenForInstallOffer } from './pwa-store.ts';

let workbox: Promise<Workbox | undefined> = Promise.resolve(undefined);

/**
 * The service worker: precached shell for offline starts, and sync with every tab closed. It is
 * registered after the page has loaded, with workbox-window, outside the first-load JavaScript;
 * the browser's install offer is listened for from the start, as it may come before that.
 */
export function registerServiceWorker(): void {
  listenForInstallOffer();
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  workbox = new Promise((resolve) => {
    const start = () =>
      import('./workbox-registration.ts')
        .then((m) => m.registerWorkbox())
        // No worker (private mode in some browsers, a blocked script): the app still runs online.
        .then(resolve, () => resolve(undefined));
    if (document.readyState === 'complete') void start();
    else window.addEventListener('load', () => void start(), { once: true });
  });
}

export const getWorkbox = () => workbox;
