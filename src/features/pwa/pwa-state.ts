import { useSyncExternalStore } from 'react';
import { getWorkbox } from './service-worker.ts';

/** The install prompt Chromium offers once the app meets its installability criteria. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface PwaState {
  /** A new version is waiting; reloading into it keeps the outbox (it lives in IndexedDB). */
  updateReady: boolean;
  /** The shell was just cached for the first time: the app now opens with no network. */
  offlineReady: boolean;
  installable: boolean;
  installed: boolean;
}

let state: PwaState = { updateReady: false, offlineReady: false, installable: false, installed: false };
let installEvent: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const set = (next: Partial<PwaState>) => {
  state = { ...state, ...next };
  for (const l of listeners) l();
};

let wired = false;
/** Listens once for the service worker's and the browser's PWA events. */
export function wirePwaEvents(): void {
  if (wired || typeof window === 'undefined') return;
  wired = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installEvent = event as InstallPromptEvent;
    set({ installable: true });
  });
  window.addEventListener('appinstalled', () => {
    installEvent = null;
    set({ installable: false, installed: true });
  });
  void getWorkbox().then((wb) => {
    if (!wb) return;
    wb.addEventListener('waiting', () => set({ updateReady: true }));
    wb.addEventListener('installed', (event) => {
      if (!event.isUpdate) set({ offlineReady: true });
    });
  });
}

export function usePwa(): PwaState {
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    () => state,
    () => state,
  );
}

export async function promptInstall(): Promise<boolean> {
  if (!installEvent) return false;
  await installEvent.prompt();
  const { outcome } = await installEvent.userChoice;
  installEvent = null;
  set({ installable: false, installed: outcome === 'accepted' });
  return outcome === 'accepted';
}

/** Activates the waiting service worker and reloads into the new version once it controls the page. */
export async function applyUpdate(): Promise<void> {
  const wb = await getWorkbox();
  if (!wb) return;
  wb.addEventListener('controlling', () => window.location.reload());
  wb.messageSkipWaiting();
}

export const dismissOfflineReady = () => set({ offlineReady: false });
