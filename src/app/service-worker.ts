import { Workbox } from 'workbox-window';

let workbox: Workbox | undefined;
let registration: Promise<ServiceWorkerRegistration | undefined> = Promise.resolve(undefined);

/** The service worker: precached shell for offline starts, and sync with every tab closed. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  registration = workbox.register();
}

export const serviceWorkerRegistration = () => registration;
export const getWorkbox = () => workbox;
