import { dropSession } from '../../api/session.ts';
import type { SessionUser } from '../../store/index.ts';

// Kept apart from session.ts: these reach the local database, which the first load of / and
// /login does not need (docs/architecture.md#performance-budgets).

/**
 * Stores the session where the page (the user in local storage, the token in memory) and the
 * service worker (IndexedDB) read it; the token is never put in local storage
 * (docs/architecture.md#sessions-and-logout). When someone else signs in on this device, the
 * previous user's local data is wiped first.
 */
export async function saveSession(token: string, user: SessionUser): Promise<void> {
  const { commands } = await import('../../store/index.ts');
  await commands.storeSession(token, user);
  const { keepSession } = await import('../../api/token.ts');
  keepSession(token, user);
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
 * nothing readable is left on the device, then ends the session on the server when it can be
 * reached. The caller warns first when changes are unsynced.
 */
export async function logout(): Promise<void> {
  const { loadToken } = await import('../../api/token.ts');
  const token = await loadToken().catch(() => null);
  await wipeDevice();
  await endServerSession(token);
}

/**
 * Deletes the firm's data from this device: the session, every record, the outbox, document
 * contents and the app's runtime caches. Also what a disabled or removed person's device does.
 */
export async function wipeDevice(): Promise<void> {
  dropSession();
  const { commands } = await import('../../store/index.ts');
  await commands.deleteLocalData();
  if ('caches' in globalThis) {
    for (const key of await caches.keys()) if (!key.startsWith('workbox-precache')) await caches.delete(key);
  }
}

/** Tells the server this device signed out; offline, the session simply idles out. */
async function endServerSession(token: string | null): Promise<void> {
  try {
    await fetch('/api/auth/logout', {
      method: 'POST',
      credentials: 'same-origin',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(3000),
    });
  } catch {
    // No network: nothing of the firm's is left on the device anyway.
  }
}
