import { UNAUTHORIZED_EVENT } from '../../api/keys.ts';
import { refreshStoredUser } from '../../api/session.ts';
import { announceRefusal, setTokenSource } from '../../api/token.ts';
import { wipeDevice } from '../../api/wipe.ts';
import { onLocalWrite, queries } from '../../store/index.ts';
import { BACKGROUND_SYNC_TAG } from '../../sync/browser.ts';
import { engine, refreshAccess } from '../../sync/instance.ts';
import { loginHref } from '../../ui/login-href.ts';
import { watchReturns } from './return-triggers.ts';

// The page's API calls take the access token from IndexedDB after a reload and renew it from the
// refresh cookie (docs/architecture.md#sessions-and-logout). Set as this module loads, with the
// admin area and before any of its screens calls the API.
setTokenSource({
  load: async () => (await queries.session())?.token,
  refresh: refreshAccess,
});

let wiping = false;
// A disabled or removed person's device deletes the firm's data (records, outbox, document
// contents, caches) and /login says why; any other refusal is the app shell's (src/app/main.tsx).
window.addEventListener(UNAUTHORIZED_EVENT, (event) => {
  const reason = (event as CustomEvent<{ reason?: string } | null>).detail?.reason;
  if ((reason !== 'disabled' && reason !== 'removed') || wiping) return;
  wiping = true;
  engine.stop();
  void (async () => {
    try {
      await wipeDevice(reason);
    } finally {
      // A full load, so no screen keeps the firm's data in memory.
      window.location.assign(loginHref({ expired: reason }));
    }
  })();
});

let started = false;

/** Asks the browser to wake the service worker when online again, so changes go out with every tab closed. */
async function requestBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return;
  try {
    const reg = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync?: { register(tag: string): Promise<void> };
    };
    await reg.sync?.register(BACKGROUND_SYNC_TAG);
  } catch {
    // Not supported (Safari, Firefox) or not allowed: online, focus and the timer still trigger.
  }
}

/** Wires every sync trigger of docs/architecture.md#triggers-locks-and-backoff that the page owns. Loaded with the admin area only. */
export function startLocalFirst(): void {
  if (started) return;
  started = true;
  let debounce: ReturnType<typeof setTimeout> | undefined;
  onLocalWrite(() => {
    void requestBackgroundSync();
    clearTimeout(debounce);
    debounce = setTimeout(() => engine.trigger('local-write'), 250);
  });
  window.addEventListener('online', () => engine.trigger('online'));
  watchReturns({ window, document }, (reason) => engine.trigger(reason));
  // A pull that brings the person's own record with a new role or name updates the device's session
  // (src/sync/session-refresh.ts); the screens read the stored copy as they render, so it is copied
  // over when the session changes, and only then.
  const seen = (user: { role: string; name: string } | undefined) =>
    user ? `${user.role}\n${user.name}` : '';
  let last: string | undefined;
  void queries.session().then((session) => {
    last ??= seen(session?.user);
  });
  engine.subscribe((state) => {
    // The server refused this device's session at a sync: the app shell asks for a sign-in (or, for
    // a disabled or removed person, deletes the firm's data first) (docs/architecture.md#sessions-and-logout).
    if (state.status === 'paused' && state.authReason) announceRefusal(state.authReason);
    if (state.status !== 'idle') return;
    void queries.session().then((session) => {
      const now = seen(session?.user);
      if (session && last !== undefined && now !== last) refreshStoredUser(session.user);
      last = now;
    });
  });
  engine.start();
  // Pokes when a colleague's change commits; the minute timer above stays as the fallback. Loaded
  // after the first render: the portal's first load has no room to spare.
  void import('./live-updates.ts').then((live) => live.startLiveUpdates());
}
