import type { LocalDb } from '../db.ts';
import type { SessionUser } from '../types.ts';

/**
 * Keeps the session where the service worker reads it. When someone else signs in on this device,
 * the previous user's local data is wiped first.
 */
export async function storeSession(db: LocalDb, token: string, user: SessionUser): Promise<void> {
  const previous = await db.session.get('current');
  if (previous && previous.user._id !== user._id) {
    await Promise.all(db.tables.map((t) => t.clear()));
  }
  await db.session.put({ key: 'current', token, user });
}

/** Deletes the whole local database: every copy of the firm's data and the outbox. */
export async function deleteLocalData(db: LocalDb): Promise<void> {
  db.close();
  await db.delete();
}
