/** Installing and updating the app: the service worker's registration and the banners. */
export { InstallButton, PwaBanners } from './pwa-banners.tsx';
export { registerServiceWorker } from './service-worker.ts';
