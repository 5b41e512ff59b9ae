import { LEGACY_TOKEN_KEY, UNAUTHORIZED_EVENT } from '../api/keys.ts';
import { dropSession } from '../api/session.ts';
import { registerServiceWorker } from '../features/pwa/index.ts';

/**
 * What both pages (the app, index.html, and the portal, portal.html) do before they render: the
 * session's housekeeping and the service worker. `toLogin` is how the page goes to /login.
 */
export function startPage(toLogin: () => void): void {
  // Older versions kept the access token in local storage; it is only ever in memory and IndexedDB now.
  localStorage.removeItem(LEGACY_TOKEN_KEY);

  // A refused session (docs/behaviour.md#admin-shell): the token and user go and the browser goes to
  // /login; the outbox stays for the same person's next sign-in. A disabled or removed person's
  // device first deletes the firm's data: the sync start does that (src/features/sync/start-sync.ts).
  window.addEventListener(UNAUTHORIZED_EVENT, (event) => {
    const reason = (event as CustomEvent<{ reason?: string } | null>).detail?.reason;
    if (reason === 'disabled' || reason === 'removed') return;
    dropSession();
    if (window.location.pathname !== '/login') toLogin();
  });

  registerServiceWorker();
}
