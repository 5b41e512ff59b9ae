/**
 * Installing and updating the app: the service worker's registration (in the first load) and the
 * install and update state the shell's banners show. No components here, so no styles ride along.
 */
export { applyUpdate, dismissOfflineReady, promptInstall, usePwa } from './pwa-state.ts';
export { registerServiceWorker } from './service-worker.ts';
