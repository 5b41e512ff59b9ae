import type { OtherPersonsWork, SessionUser } from '../../store/index.ts';

// Kept apart from session.ts: these reach the local database, which the first load of / and
// /login does not need (docs/architecture.md#performance-budgets).

/**
 * Stores the session where the page (the user in local storage, the token in memory) and the
 * service worker (IndexedDB) read it; the token is never put in local storage
 * (docs/architecture.md#sessions-and-logout). When someone else signs in on this device, the
 * previous user's local data is wiped first, but never their unsent work unasked: that is returned
 * instead, and nothing is kept until `discard` says the person chose to delete it.
 */
export async function saveSession(
  token: string,
  user: SessionUser,
  options: { discard?: boolean } = {},
): Promise<OtherPersonsWork | null> {
  const { sessionCommands } = await import('../../store/session-door.ts');
  // Another person's unsent work waits here: nothing is kept until the new person chooses.
  const theirs = await sessionCommands.storeSession(token, user, options);
  if (theirs) return theirs;
  const { keepSession } = await import('../../api/token.ts');
  keepSession(token, user);
  // Ask the browser not to evict the offline copy and the outbox under storage pressure (docs/architecture.md#sessions-and-logout).
  void navigator.storage?.persist?.().catch(() => false);
  return null;
}

/** Changes on this device the server has not received yet. */
export async function unsyncedCount(): Promise<number> {
  const { unsyncedCount: count } = await import('../../store/session-door.ts');
  return count();
}

/**
 * Logout (docs/architecture.md#sessions-and-logout): clears the token, the user and every local
 * copy of the firm's data, then ends the session on the server when it can be reached. Loaded on
 * use, so the sign-in screen does not carry it.
 */
export async function logout(): Promise<void> {
  const { leave } = await import('./leave.ts');
  await leave();
}
