import type { Workbox } from 'workbox-window';

let workbox: Promise<Workbox | undefined> = Promise.resolve(undefined);

/**
 * The service worker: precached shell for offline starts, and sync with every tab closed.
 * workbox-window loads after the page has, so it is not part of the first-load JavaScript.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  workbox = new Promise((resolve) => {
    const start = async () => {
      try {
        const { Workbox } = await import('workbox-window');
        const wb = new Workbox('/sw.js', { scope: '/' });
        await wb.register();
        resolve(wb);
      } catch {
        // Service workers blocked (private mode, policy): the app still works online.
        resolve(undefined);
      }
    };
    if (document.readyState === 'complete') void start();
    else window.addEventListener('load', () => void start(), { once: true });
  });
}

export const getWorkbox = () => workbox;
