/**
 * What the browser and the service worker have said about the app: an update waiting, the shell
 * cached for the first time, the install offer. Kept in the first-load bundle, so events that
 * come before the admin area's code has loaded (the install offer often does) are not missed.
 */

/** The install prompt Chromium offers once the app meets its installability criteria. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface PwaState {
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

export const getPwaState = (): PwaState => state;

export function setPwaState(next: Partial<PwaState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function subscribePwa(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let listening = false;
/** Keeps the browser's install offer for the Install app button instead of its own mini-infobar. */
export function listenForInstallOffer(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installEvent = event as InstallPromptEvent;
    setPwaState({ installable: true });
  });
  window.addEventListener('appinstalled', () => {
    installEvent = null;
    setPwaState({ installable: false, installed: true });
  });
}

/** Shows the browser's install dialog; the offer can be used once. */
export async function promptInstall(): Promise<boolean> {
  const event = installEvent;
  if (!event) return false;
  installEvent = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  setPwaState({ installable: false, installed: outcome === 'accepted' });
  return outcome === 'accepted';
}
