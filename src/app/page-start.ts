import { LEGACY_TOKEN_KEY, UNAUTHORIZED_EVENT, WIPE_KEY, type WipeReason } from '../api/keys.ts';
import { dropSession } from '../api/session.ts';
import { registerServiceWorker } from '../features/pwa/index.ts';
import { loginHref } from '../ui/login-href.ts';

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

/** How long a page other than /login waits for an interrupted deletion before going there. */
const WIPE_WAIT_MS = 10_000;

/**
 * A deletion of the firm's data that a reload or a closed tab interrupted (src/api/keys.ts): the
 * page finishes it before it renders anything, then goes to /login, saying why when the person was
 * disabled or removed. Resolves true when the page should render, false when it is leaving.
 * /login renders at once and the deletion goes on beside it, so a deletion that cannot finish (a
 * database another tab will not let go) never leaves the sign-in page blank; elsewhere the page
 * waits for it at most ten seconds, and /login takes it up again.
 */
export async function finishPendingWipe(): Promise<boolean> {
  const reason = localStorage.getItem(WIPE_KEY) as WipeReason | null;
  if (!reason) return true;
  const done = import('../api/wipe.ts').then(({ wipeDevice }) => wipeDevice(reason)).catch(() => undefined);
  if (window.location.pathname === '/login') return true;
  await Promise.race([done, new Promise((resolve) => setTimeout(resolve, WIPE_WAIT_MS))]);
  window.location.replace(reason === 'logout' ? '/login' : loginHref({ expired: reason }));
  return false;
}
