import { useSyncExternalStore } from 'react';
import { getPwaState, type PwaState, setPwaState, subscribePwa } from './pwa-store.ts';
import { getWorkbox } from './service-worker.ts';

export { promptInstall } from './pwa-store.ts';
export type { PwaState };

export function usePwa(): PwaState {
  return useSyncExternalStore(subscribePwa, getPwaState, getPwaState);
}

/**
 * Activates the waiting service worker and reloads into the new version once it controls the
 * page. Nothing is lost: the outbox and the local copy live in IndexedDB, which both versions share.
 */
export async function applyUpdate(): Promise<void> {
  const wb = await getWorkbox();
  const waiting = (await navigator.serviceWorker?.getRegistration())?.waiting;
  // Another tab already switched to the new version: this one only needs to reload into it.
  if (!wb || !waiting) return window.location.reload();
  wb.addEventListener('controlling', () => window.location.reload());
  wb.messageSkipWaiting();
}

export const dismissOfflineReady = () => setPwaState({ offlineReady: false });
