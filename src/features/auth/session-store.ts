import { TOKEN_KEY, USER_KEY } from '../../api/keys.ts';
import { dropSession } from '../../api/session.ts';
import type { SessionUser } from '../../store/index.ts';

// Kept apart from session.ts: these reach the local database, which the first load of / and
// /login does not need (docs/architecture.md#performance-budgets).

/**
 * Stores the session where the page (local storage) and the service worker (IndexedDB) read it.
 * When someone else signs in on this device, the previous user's local data is wiped first.
 */
export async function saveSession(token: string, user: SessionUser): Promise<void> {
  const { commands } = await import('../../store/index.ts');
  await commands.storeSession(token, user);
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  // Ask the browser not to evict the offline copy and the outbox under storage pressure (docs/architecture.md#sessions-and-logout).
  void navigator.storage?.persist?.().catch(() => false);
}

/** Changes on this device the server has not received yet. */
export async function unsyncedCount(): Promise<number> {
  const { queries } = await import('../../store/index.ts');
  return queries.unsyncedCount();
}

/**
 * Logout (docs/architecture.md#sessions-and-logout): clears the token, the user and every local copy of the firm's data, so
 * nothing readable is left on the device. The caller warns first when changes are unsynced.
 */
export async function logout(): Promise<void> {
  dropSession();
  const { commands } = await import('../../store/index.ts');
  await commands.deleteLocalData();
  if ('caches' in globalThis) {
    for (const key of await caches.keys()) if (!key.startsWith('workbox-precache')) await caches.delete(key);
  }
}
