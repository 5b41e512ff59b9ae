import type { LocalDb } from '../db.ts';
import { getMeta } from '../meta.ts';
import type { SessionUser } from '../types.ts';
import { countUnsynced } from '../unsynced.ts';
import { SIGNED_OUT_NAME_KEY, SIGNED_OUT_USER_KEY } from './lock.ts';

/** Another person's work this device has not sent: the changes, files and refusals waiting. */
export interface OtherPersonsWork {
  count: number;
  /** Their name as this device knew it, or null when it did not. */
  name: string | null;
}

/**
 * Keeps the session where the service worker reads it. When someone else signs in on this device,
 * the previous person's local data is wiped first, including an outbox the lock screen kept for
 * the person it signed out (docs/behaviour.md#lock). Their unsent work is never wiped unasked
 * (docs/behaviour.md#another-person-signs-in): while any waits, nothing changes and their work is
 * returned, until the new person chooses to discard it (`discard`).
 */
export async function storeSession(
  db: LocalDb,
  token: string,
  user: SessionUser,
  options: { discard?: boolean } = {},
): Promise<OtherPersonsWork | null> {
  return db.transaction('rw', db.tables, async () => {
    const current = await db.session.get('current');
    const previous = current?.user._id ?? (await getMeta<string>(db, SIGNED_OUT_USER_KEY));
    if (previous && previous !== user._id) {
      const count = (await countUnsynced(db)) + (await db.rejected.count());
      if (count > 0 && !options.discard)
        return {
          count,
          name: current?.user.name ?? (await getMeta<string>(db, SIGNED_OUT_NAME_KEY)) ?? null,
        };
      await Promise.all(db.tables.map((t) => t.clear()));
    }
    await db.session.put({ key: 'current', token, user });
    await db.meta.bulkDelete([SIGNED_OUT_USER_KEY, SIGNED_OUT_NAME_KEY]);
    return null;
  });
}

/**
 * The lock holds the token too (docs/architecture.md#sessions-and-logout): locking removes the
 * access token from the session row (keeping its session id), and marks the row locked so neither
 * the page nor the service worker renews it from the refresh cookie until the person is let in.
 */
export async function lockSessionToken(db: LocalDb, sessionId: string | null): Promise<void> {
  await db.transaction('rw', db.session, async () => {
    const row = await db.session.get('current');
    if (!row || (row.locked && !row.token)) return;
    await db.session.put({
      ...row,
      token: '',
      locked: true,
      ...(sessionId || row.sessionId ? { sessionId: sessionId ?? row.sessionId } : {}),
    });
  });
}

/** Unlocked: a new token may be fetched (by refresh, online) and kept again. */
export async function unlockSessionToken(db: LocalDb): Promise<void> {
  await db.transaction('rw', db.session, async () => {
    const row = await db.session.get('current');
    if (row?.locked) await db.session.put({ ...row, locked: false });
  });
}

/** Deletes the whole local database: every copy of the firm's data and the outbox. */
export async function deleteLocalData(db: LocalDb): Promise<void> {
  db.close();
  await db.delete();
}
