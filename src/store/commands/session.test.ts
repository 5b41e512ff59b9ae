import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../domain/ids.ts';
import { LocalDb } from '../db.ts';
import { createRepos } from '../repos.ts';
import type { SessionUser } from '../types.ts';
import { deleteLocalData, storeSession } from './session.ts';

const user = (id: string): SessionUser => ({
  _id: id,
  id,
  name: id,
  email: `${id}@example.com`,
  role: 'Admin',
  organization: { _id: uuidv7(), name: 'Firm' },
});

let db: LocalDb;
beforeEach(() => {
  db = new LocalDb(`session-${uuidv7()}`, { indexedDB, IDBKeyRange });
});
afterEach(async () => {
  db.close();
  await db.delete();
});

describe('storeSession', () => {
  it("keeps the same user's data and wipes another user's before keeping the new session", async () => {
    await storeSession(db, 't1', user('a'));
    await createRepos({ db }).files.create({ name: 'Kept' });
    await storeSession(db, 't2', user('a'));
    expect(await db.files.count()).toBe(1);
    expect((await db.session.get('current'))?.token).toBe('t2');

    // A's file is still in the outbox: B's sign-in changes nothing until B chooses.
    expect(await storeSession(db, 't3', user('b'))).toEqual({ count: 1, name: 'a' });
    expect(await db.files.count()).toBe(1);
    expect(await db.outbox.count()).toBe(1);
    expect((await db.session.get('current'))?.token).toBe('t2');

    expect(await storeSession(db, 't3', user('b'), { discard: true })).toBeNull();
    expect(await db.files.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.session.get('current'))?.user._id).toBe('b');
  });

  it("wipes another person's synced copy without asking, and counts their refused changes and files as unsent", async () => {
    await storeSession(db, 't1', user('a'));
    await db.estates.put({ _id: uuidv7(), organization: uuidv7(), version: 1 } as never);
    expect(await storeSession(db, 't2', user('b'))).toBeNull();
    expect(await db.estates.count()).toBe(0);

    await db.rejected.put({ id: 1 } as never);
    await db.blobs.put({ documentId: 'd', state: 'pending' } as never);
    expect(await storeSession(db, 't3', user('c'))).toEqual({ count: 2, name: 'b' });
    expect(await db.rejected.count()).toBe(1);
  });
});

describe('deleteLocalData', () => {
  it('deletes the whole database', async () => {
    await storeSession(db, 't', user('a'));
    await deleteLocalData(db);
    // Reopened under the same name, the database starts empty.
    db = new LocalDb(db.name, { indexedDB, IDBKeyRange });
    expect(await db.session.count()).toBe(0);
  });
});
