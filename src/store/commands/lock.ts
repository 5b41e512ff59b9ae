import type { LocalDb } from '../db.ts';
import { getMeta } from '../meta.ts';
import type { LockVerifier } from '../types.ts';

/** The `meta` key of the lock screen's verifier (docs/architecture.md#sessions-and-logout). */
export const LOCK_VERIFIER_KEY = 'lockVerifier';
/**
 * Set when the lock signs the device out keeping the outbox: whose changes wait there, so that
 * only the same person's next sign-in sends them and anyone else's wipes them first.
 */
export const SIGNED_OUT_USER_KEY = 'signedOutUser';
/** Their name, so that someone else signing in is told whose changes these are. */
export const SIGNED_OUT_NAME_KEY = 'signedOutUserName';

/** Tables kept by a lock sign-out: the person's unsent work and the sync identity that numbers it. */
const KEPT_TABLES = new Set(['outbox', 'rejected', 'meta', 'blobs', 'session']);
/** Sync progress that described the cleared copies: the next sign-in pulls everything again. */
const PULL_META = ['cursor', 'scope', 'lastSyncedAt', LOCK_VERIFIER_KEY];

export const lockVerifier = (db: LocalDb): Promise<LockVerifier | undefined> =>
  getMeta<LockVerifier>(db, LOCK_VERIFIER_KEY);

/** Keeps the verifier of the person signed in, for as long as their session lasts on this device. */
export async function saveLockVerifier(db: LocalDb, verifier: LockVerifier): Promise<void> {
  await db.transaction('rw', db.session, db.meta, async () => {
    // A verifier finished after someone else signed in (or after a sign-out) is not kept.
    const session = await db.session.get('current');
    if (session?.user._id !== verifier.userId) return;
    await db.meta.put({ key: LOCK_VERIFIER_KEY, value: verifier });
  });
}

/**
 * Five wrong passwords on the lock screen (docs/behaviour.md#lock): the session goes and every
 * readable copy of the firm's records with it, but the outbox, the refused changes, the files
 * waiting for upload and the sync identity stay, marked as the signed-out person's, for their next
 * sign-in to send. Cached document contents go; the pull cursor restarts at 0.
 */
export async function signOutKeepingOutbox(db: LocalDb): Promise<void> {
  const cleared = db.tables.filter((t) => !KEPT_TABLES.has(t.name));
  await db.transaction('rw', [...cleared, db.meta, db.blobs, db.session], async () => {
    const session = await db.session.get('current');
    const owner = session?.user._id ?? (await getMeta<string>(db, SIGNED_OUT_USER_KEY));
    const name = session?.user.name ?? (await getMeta<string>(db, SIGNED_OUT_NAME_KEY));
    await Promise.all(cleared.map((t) => t.clear()));
    await db.blobs.where('state').notEqual('pending').delete();
    await db.meta.bulkDelete(PULL_META);
    if (owner) await db.meta.put({ key: SIGNED_OUT_USER_KEY, value: owner });
    if (name) await db.meta.put({ key: SIGNED_OUT_NAME_KEY, value: name });
    await db.session.clear();
  });
}
