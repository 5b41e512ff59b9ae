import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../domain/ids.ts';
import { LocalDb } from '../db.ts';
import { getMeta, setMeta } from '../meta.ts';
import { createRepos } from '../repos.ts';
import type { LockVerifier, SessionUser } from '../types.ts';
import {
  LOCK_VERIFIER_KEY,
  lockVerifier,
  SIGNED_OUT_USER_KEY,
  saveLockVerifier,
  signOutKeepingOutbox,
} from './lock.ts';
import { storeSession } from './session.ts';

const org = uuidv7();
const user = (id: string): SessionUser => ({
  _id: id,
  id,
  name: id,
  email: `${id}@example.com`,
  role: 'Admin',
  organization: { _id: org, name: 'Firm' },
});
const verifier = (userId: string): LockVerifier => ({
  userId,
  algorithm: 'PBKDF2-SHA-256',
  iterations: 600_000,
  salt: 'AAAAAAAAAAAAAAAAAAAAAA==',
  hash: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
  createdAt: '2026-11-23T09:00:00.000Z',
});
const blob = (documentId: string, state: 'pending' | 'cached') => ({
  documentId,
  blob: new Blob(['x']),
  fileName: 'a.pdf',
  mimeType: 'application/pdf',
  size: 1,
  state,
});

let db: LocalDb;
beforeEach(() => {
  db = new LocalDb(`lock-${uuidv7()}`, { indexedDB, IDBKeyRange });
});
afterEach(async () => {
  db.close();
  await db.delete();
});

describe('lock verifier', () => {
  it("is kept for the signed-in person only, and a new person's sign-in drops it", async () => {
    await storeSession(db, 't', user('a'));
    await saveLockVerifier(db, verifier('b'));
    expect(await lockVerifier(db)).toBeUndefined();
    await saveLockVerifier(db, verifier('a'));
    expect(await lockVerifier(db)).toEqual(verifier('a'));
    await storeSession(db, 't2', user('b'));
    expect(await lockVerifier(db)).toBeUndefined();
  });
});

describe('signOutKeepingOutbox', () => {
  it('clears the session and the readable records, keeps the outbox and the files waiting for upload', async () => {
    await storeSession(db, 't', user('a'));
    await saveLockVerifier(db, verifier('a'));
    const repos = createRepos({ db });
    const file = await repos.files.create({ name: 'Queued offline' });
    await db.estates.put({ _id: uuidv7(), organization: org, version: 3 } as never);
    await db.blobs.bulkPut([blob('pending-doc', 'pending'), blob('cached-doc', 'cached')]);
    await setMeta(db, 'cursor', 42);
    await setMeta(db, 'lastSyncedAt', '2026-11-23T09:00:00.000Z');
    const clientId = await getMeta<string>(db, 'clientId');
    const outbox = await db.outbox.toArray();
    expect(outbox).toHaveLength(1);

    await signOutKeepingOutbox(db);

    expect(await db.session.count()).toBe(0);
    expect(await db.files.count()).toBe(0);
    expect(await db.estates.count()).toBe(0);
    expect(await db.outbox.toArray()).toEqual(outbox);
    expect((await db.blobs.toArray()).map((b) => b.documentId)).toEqual(['pending-doc']);
    expect(await lockVerifier(db)).toBeUndefined();
    expect(await getMeta(db, 'cursor')).toBeUndefined();
    expect(await getMeta(db, 'lastSyncedAt')).toBeUndefined();
    expect(await getMeta(db, 'clientId')).toBe(clientId);
    expect(await getMeta(db, SIGNED_OUT_USER_KEY)).toBe('a');
    expect(outbox[0]?.entityId).toBe(file._id);
  });

  it("keeps the outbox for the same person's next sign-in; anyone else's is told whose it is, and wipes it only when chosen", async () => {
    await storeSession(db, 't', user('a'));
    await createRepos({ db }).files.create({ name: 'Queued offline' });
    await signOutKeepingOutbox(db);
    await storeSession(db, 't2', user('a'));
    expect(await db.outbox.count()).toBe(1);
    expect(await getMeta(db, SIGNED_OUT_USER_KEY)).toBeUndefined();

    await signOutKeepingOutbox(db);
    expect(await storeSession(db, 't3', user('b'))).toEqual({ count: 1, name: 'a' });
    expect(await db.outbox.count()).toBe(1);
    expect(await db.session.count()).toBe(0);
    await storeSession(db, 't3', user('b'), { discard: true });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.session.get('current')).toMatchObject({ user: { _id: 'b' } });
  });

  it('keeps the owner when signed out twice in a row', async () => {
    await storeSession(db, 't', user('a'));
    await signOutKeepingOutbox(db);
    await signOutKeepingOutbox(db);
    expect(await getMeta(db, SIGNED_OUT_USER_KEY)).toBe('a');
    expect(await getMeta(db, LOCK_VERIFIER_KEY)).toBeUndefined();
  });
});
