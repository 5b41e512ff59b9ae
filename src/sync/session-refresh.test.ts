import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../domain/ids.ts';
import { SESSION_ID_HEADER, SESSION_USER_HEADER } from '../domain/schemas/api-sessions.ts';
import type { Change } from '../domain/schemas/index.ts';
import { LocalDb } from '../store/db.ts';
import { createRefresher, refreshSessionUser } from './session-refresh.ts';

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

describe('createRefresher', () => {
  it('names the person and session it continues, so a refresh cookie of anyone else is refused', async () => {
    const sid = uuidv7();
    const payload = btoa(JSON.stringify({ sub: me, sid })).replace(/=+$/, '');
    await db.session.put({ key: 'current', token: `h.${payload}.s`, user });
    const sent: Headers[] = [];
    const refresh = createRefresher({
      db,
      lock: (_name, run) => run(),
      fetch: async (_input, init) => {
        sent.push(new Headers(init?.headers));
        return new Response(JSON.stringify({ success: false, reason: 'session-ended' }), { status: 401 });
      },
    });
    expect(await refresh(`h.${payload}.s`)).toEqual({ reason: 'session-ended' });
    expect(sent[0]!.get(SESSION_USER_HEADER)).toBe(me);
    expect(sent[0]!.get(SESSION_ID_HEADER)).toBe(sid);
    // The refusal leaves the session row as it was: the outbox's owner is still this person.
    expect((await db.session.get('current'))?.user._id).toBe(me);
  });
});
