import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../domain/ids.ts';
import type { Change } from '../domain/schemas/index.ts';
import { LocalDb } from '../store/db.ts';
import { refreshSessionUser } from './session-refresh.ts';

let db: LocalDb;
const me = uuidv7();
const user = {
  _id: me,
  id: me,
  name: 'Sam Rivera',
  email: 's@example.com',
  role: 'Staff',
  organization: { _id: uuidv7(), name: 'F' },
};
const change = (over: Partial<Change> & { data?: Record<string, unknown> }): Change =>
  ({
    entity: 'users',
    id: me,
    version: 5,
    deleted: false,
    data: { ...user, role: 'Estate Attorney' },
    ...over,
  }) as Change;

beforeEach(async () => {
  db = new LocalDb(`session-refresh-${uuidv7()}`, { indexedDB, IDBKeyRange });
  await db.session.put({ key: 'current', token: 't', user });
});
afterEach(async () => {
  db.close();
  await db.delete();
});

describe('refreshSessionUser', () => {
  it('takes a new role and name from the person’s own record, and nothing from others’', async () => {
    expect(await refreshSessionUser(db, [change({ id: uuidv7() })])).toBe(false);
    expect((await db.session.get('current'))?.user.role).toBe('Staff');
    expect(
      await refreshSessionUser(db, [change({ data: { ...user, role: 'Estate Attorney', name: 'Sam R.' } })]),
    ).toBe(true);
    expect((await db.session.get('current'))?.user).toMatchObject({
      role: 'Estate Attorney',
      name: 'Sam R.',
      email: 's@example.com',
    });
    expect((await db.session.get('current'))?.token).toBe('t');
  });

  it('leaves the session alone for an unchanged record, a deletion, or no session', async () => {
    expect(await refreshSessionUser(db, [change({ data: user })])).toBe(false);
    expect(await refreshSessionUser(db, [change({ deleted: true, data: undefined })])).toBe(false);
    await db.session.clear();
    expect(await refreshSessionUser(db, [change({})])).toBe(false);
  });
});
