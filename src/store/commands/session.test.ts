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

    await storeSession(db, 't3', user('b'));
    expect(await db.files.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.session.get('current'))?.user._id).toBe('b');
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
