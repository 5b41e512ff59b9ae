import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMeta } from '../../src/store/meta.ts';
import type { MetaRow, SessionUser } from '../../src/store/types.ts';
import {
  type Clock,
  createSyncEngine,
  fetchHttp,
  type LockFn,
  memoryLock,
  type Progress,
  type SyncHttp,
} from '../../src/sync/index.ts';
import { SERVER_UNAVAILABLE } from '../../src/sync/outcome.ts';
import { pullChanges } from '../../src/sync/pull.ts';
import { renumberOutbox } from '../../src/sync/push.ts';
import { validBody } from '../helpers/fixtures.ts';
import { createTestClient, type Fault, type TestClient } from '../helpers/sync-client.ts';
import { createAccount, sessionUserOf, startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let account: Awaited<ReturnType<typeof createAccount>>;
let user: SessionUser;

beforeAll(async () => {
  t = await startTestApp();
  account = await createAccount(t.db, t.tokens, 'engine');
  user = sessionUserOf(account);
});
afterAll(() => t.close());

/** A clock whose timers are recorded, so the test can read the backoff schedule. */
function recordingClock() {
  const delays: number[] = [];
  const clock: Clock = {
    now: () => new Date(),
    setTimeout: (_fn, ms) => delays.push(ms),
    clearTimeout: () => undefined,
  };
  return { clock, delays };
}

async function device(fault: () => Fault = () => 'ok'): Promise<TestClient> {
  return createTestClient({ fetchApp: (r) => t.app.fetch(r), user, token: account.token, fault });
}

describe('sync engine', () => {
  it('backs off on network errors and 5xx, doubling the wait, and keeps the outbox', async () => {
    const d = await device();
    await d.repos.files.create({ name: 'Offline file' });
    const { clock, delays } = recordingClock();
    let status = 0;
    const failing: SyncHttp = {
      push: async () => {
        if (status) return { status, body: { message: 'Server error' } };
        throw new TypeError('Failed to fetch');
      },
      pull: async () => ({ status: 503, body: null }),
      record: async () => ({ status: 503, body: null }),
      records: async () => ({ status: 503, body: null }),
      uploadContent: async () => ({ status: 503, body: null }),
    };
    const engine = createSyncEngine({ db: d.db, http: failing, clock, lock: memoryLock() });
    await engine.syncNow();
    expect(engine.getState().status).toBe('offline');
    status = 502;
    await engine.syncNow();
    await engine.syncNow();
    expect(delays).toEqual([1000, 2000, 4000]);
    expect(await d.db.outbox.count()).toBe(1);
    expect((await d.db.outbox.toArray())[0]?.attempts).toBe(3);
    await d.close();
  });

  it('treats 503 as server unavailable: keeps the outbox, waits as Retry-After says, then sends it', async () => {
    const d = await device();
    await d.repos.files.create({ name: 'Kept through an outage' });
    const { clock, delays } = recordingClock();
    let down = true;
    const real = d.http;
    const http: SyncHttp = {
      ...real,
      push: async (body) =>
        down
          ? { status: 503, body: { success: false, message: 'database away' }, retryAfterSeconds: 7 }
          : real.push(body),
    };
    const engine = createSyncEngine({ db: d.db, http, clock, lock: memoryLock() });
    await engine.syncNow();
    expect(engine.getState()).toMatchObject({
      status: 'offline',
      unavailable: true,
      message: SERVER_UNAVAILABLE,
    });
    expect(delays).toEqual([7000]);
    expect(await d.db.outbox.count()).toBe(1);
    down = false;
    await engine.syncNow();
    expect(engine.getState().status).toBe('idle');
    expect(engine.getState().unavailable).toBeUndefined();
    expect(await d.db.outbox.count()).toBe(0);
    await d.close();
  });

  it('runs once for triggers that come before its work begins, and once more for one after', async () => {
    const d = await device();
    let pulls = 0;
    let onPull = () => {};
    const http: SyncHttp = {
      ...d.http,
      pull: (q) => {
        pulls += 1;
        onPull();
        return d.http.pull(q);
      },
    };
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const base = memoryLock();
    const lock: LockFn = (name, fn) =>
      base(name, async () => {
        await held;
        return fn();
      });
    const engine = createSyncEngine({ db: d.db, http, lock });
    // Signing in resumes the engine as the admin area starts it: one sync, not two.
    const first = engine.resume();
    engine.trigger('start');
    release();
    expect((await first).status).toBe('idle');
    expect(pulls).toBe(1);
    // A trigger while the sync works (here, as it pulls) may mean news it has not seen: once more.
    onPull = () => {
      onPull = () => {};
      engine.trigger('local-write');
    };
    await engine.syncNow();
    await engine.idle();
    expect(pulls).toBe(3);
    await d.close();
  });

  it('answers a trigger from the server side with a pull request sent after it, not a second sync', async () => {
    const d = await device();
    let pulls = 0;
    let pushes = 0;
    let onPush = () => {};
    let onPull = () => {};
    const http: SyncHttp = {
      ...d.http,
      push: (body) => {
        pushes += 1;
        onPush();
        return d.http.push(body);
      },
      pull: (q) => {
        pulls += 1;
        onPull();
        return d.http.pull(q);
      },
    };
    const engine = createSyncEngine({ db: d.db, http, lock: memoryLock() });
    await d.repos.files.create({ name: 'Sent before the pull' });
    // At sign-in the lock opens and the live stream connects while the first sync pushes: its pull
    // asks the server after both, so nothing is left to fetch.
    onPush = () => {
      onPush = () => {};
      engine.trigger('unlocked');
      engine.trigger('live-connected');
    };
    expect((await engine.syncNow()).status).toBe('idle');
    await engine.idle();
    expect([pushes, pulls]).toEqual([1, 1]);
    // A poke once the last pull request is out may be news that request did not see: once more.
    onPull = () => {
      onPull = () => {};
      engine.trigger('poke');
    };
    await engine.syncNow();
    await engine.idle();
    expect(pulls).toBe(3);
    await d.close();
  });

  it('says it is synced once the last page is written, not after its note of the time', async () => {
    const d = await device();
    const engine = createSyncEngine({ db: d.db, http: d.http, lock: memoryLock() });
    // The note of the time is held back (behind the screens' re-reads after a large first sync it
    // took up to a second): the state must not wait for it, and a failed note still fails the run.
    let settle: (ok: boolean) => void = () => {};
    const held = new Promise<boolean>((resolve) => {
      settle = resolve;
    });
    const put = d.db.meta.put.bind(d.db.meta);
    d.db.meta.put = ((row: MetaRow, key?: string) =>
      row.key === 'lastSyncedAt'
        ? held.then((ok) => (ok ? put(row, key) : Promise.reject(new Error('Quota exceeded'))))
        : put(row, key)) as typeof d.db.meta.put;
    const before = await getMeta(d.db, 'lastSyncedAt');
    const idle = new Promise<string | undefined>((resolve) => {
      engine.subscribe((s) => {
        if (s.status === 'idle') resolve(s.lastSyncedAt);
      });
    });
    const run = engine.syncNow();
    const at = await idle;
    expect(at).toEqual(expect.any(String));
    expect(await getMeta(d.db, 'lastSyncedAt')).toBe(before);
    settle(true);
    expect((await run).status).toBe('idle');
    expect(await getMeta(d.db, 'lastSyncedAt')).toBe(at);

    const failing = createSyncEngine({ db: d.db, http: d.http, lock: memoryLock() });
    const next = new Promise<boolean>((resolve) => {
      settle = resolve;
    });
    d.db.meta.put = ((row: MetaRow, key?: string) =>
      row.key === 'lastSyncedAt'
        ? next.then(() => Promise.reject(new Error('Quota exceeded')))
        : put(row, key)) as typeof d.db.meta.put;
    const failed = failing.syncNow();
    settle(false);
    expect(await failed).toMatchObject({ status: 'error', message: 'Quota exceeded' });
    await d.close();
  });

  it('pauses on 401 keeping the outbox, and resumes after signing in again', async () => {
    const d = await device();
    const file = await d.repos.files.create({ name: 'Kept through a 401' });
    d.expireToken('not-a-valid-token');
    const paused = await d.engine.syncNow();
    expect(paused.status).toBe('paused');
    expect(await d.db.outbox.count()).toBe(1);
    expect((await d.engine.syncNow()).status).toBe('paused');
    const resumed = await d.signInAgain(account.token);
    expect(resumed.status).toBe('idle');
    expect(await d.db.outbox.count()).toBe(0);
    expect((await t.request('GET', `/api/files/${file._id}`, { token: account.token })).status).toBe(200);
    await d.close();
  });

  it('asks for a smaller first page, then full pages, so writing starts early', async () => {
    const fresh = await createAccount(t.db, t.tokens, 'first-page');
    await t.db.query(
      `insert into records (id, organization, entity, version, data, created_at, updated_at)
       select gen_random_uuid(), $1, 'files', 100000 + g, jsonb_build_object('name', 'Bulk ' || g, 'status', 'active'), now(), now()
       from generate_series(1, 2500) g`,
      [fresh.organization._id],
    );
    const d = await createTestClient({
      fetchApp: (r) => t.app.fetch(r),
      user: { ...user, _id: fresh.user._id, id: fresh.user._id, email: fresh.email },
      token: fresh.token,
    });
    const limits: number[] = [];
    const http: SyncHttp = {
      ...d.http,
      pull: (q) => {
        limits.push(q.limit);
        return d.http.pull(q);
      },
    };
    expect((await pullChanges({ db: d.db, http, limit: 5000 })).kind).toBe('done');
    expect(limits).toEqual([2000, 5000]);
    expect(await d.db.files.count()).toBe(2500);
    await d.close();
  });

  it('pulls in pages with progress, and keeps pending local edits on top of pulled records', async () => {
    const writer = await device();
    for (let i = 0; i < 90; i++) await writer.repos.files.create({ name: `File ${i}` });
    await writer.engine.syncNow();
    const reader = await device();
    const progress: Progress[] = [];
    reader.engine.subscribe((s) => s.progress && progress.push(s.progress));
    await reader.engine.syncNow();
    expect(await reader.db.files.count()).toBeGreaterThanOrEqual(90);
    const pulls = progress.filter((p) => p.phase === 'pull');
    expect(pulls.length).toBeGreaterThan(1);
    expect(pulls.at(-1)?.done).toBe(pulls.at(-1)?.total);

    const target = (await reader.db.files.toArray()).find((f) => f.name === 'File 0')!;
    // The reader edits offline while the writer renames the description on the server.
    await reader.repos.files.update(target._id, { name: 'Reader’s name' });
    await writer.repos.files.update(target._id, { description: 'From the writer' });
    await writer.engine.syncNow();
    // A pull while the reader's edit is still in its outbox.
    await pullChanges({ db: reader.db, http: reader.http, limit: 40 });
    expect(await reader.db.outbox.count()).toBe(1);
    expect(await reader.db.files.get(target._id)).toMatchObject({
      name: 'Reader’s name',
      description: 'From the writer',
    });
    await reader.engine.syncNow();
    await writer.engine.syncNow();
    expect(await writer.db.files.get(target._id)).toMatchObject({
      name: 'Reader’s name',
      description: 'From the writer',
    });
    await writer.close();
    await reader.close();
  });

  it('asks for the next page while the page before is written, and applies each page once', async () => {
    const writer = await device();
    for (let i = 0; i < 30; i++) await writer.repos.files.create({ name: `Paged ${i}` });
    await writer.engine.syncNow();
    const reader = await device();
    const events: string[] = [];
    const http: SyncHttp = {
      ...reader.http,
      pull: (query) => {
        events.push(`ask ${query.cursor}`);
        return reader.http.pull(query);
      },
    };
    const outcome = await pullChanges({
      db: reader.db,
      http,
      limit: 10,
      onProgress: (p) => events.push(`wrote ${p.done}`),
    });
    expect(outcome.kind).toBe('done');
    const asks = events.filter((e) => e.startsWith('ask'));
    const writes = events.filter((e) => e.startsWith('wrote'));
    // One request per page, none repeated, and each next one asked before the page before was written.
    expect(new Set(asks).size).toBe(asks.length);
    expect(asks.length).toBe(writes.length);
    for (let page = 1; page < asks.length; page++)
      expect(events.indexOf(asks[page]!)).toBeLessThan(events.indexOf(writes[page - 1]!));
    expect((await reader.db.files.toArray()).filter((f) => String(f.name).startsWith('Paged'))).toHaveLength(
      30,
    );
    await writer.close();
    await reader.close();
  });

  it('moves a refused change to needs-attention, undoes it locally and lets the rest through', async () => {
    const d = await device();
    const file = await d.repos.files.create({ name: 'Parent' });
    const estate = await d.repos.estates.create({ estateName: 'Child', file: file._id });
    await d.engine.syncNow();
    await t.request('DELETE', `/api/estates/${estate._id}`, { token: account.token });
    const orphan = await d.repos.parties.create({ estate: estate._id, name: 'Orphan heir' });
    const fine = await d.repos.files.create({ name: 'Unaffected' });
    await d.engine.syncNow();
    const rejected = await d.db.rejected.toArray();
    expect(rejected).toHaveLength(1);
    expect(rejected[0]).toMatchObject({ entityId: orphan._id, op: 'create', restored: true });
    expect(rejected[0]?.errors?.estate).toEqual(['Unknown estate']);
    expect(await d.db.parties.get(orphan._id)).toBeUndefined();
    expect(await d.db.files.get(fine._id)).toMatchObject({ name: 'Unaffected' });
    expect(await d.db.estates.get(estate._id)).toBeUndefined();
    await d.close();
  });

  it('uploads document contents chosen offline once the document is on the server', async () => {
    const d = await device();
    const file = await d.repos.files.create({ name: 'With a will' });
    const doc = await d.repos.documents.create({
      ...validBody('documents', { file: file._id, estate: '' }),
      estate: null,
      file: file._id,
    });
    await d.db.blobs.put({
      documentId: doc._id,
      blob: new Blob([new Uint8Array([1, 2, 3])], { type: 'application/pdf' }),
      fileName: 'will.pdf',
      mimeType: 'application/pdf',
      size: 3,
      state: 'pending',
    });
    await d.engine.syncNow();
    expect((await d.db.blobs.get(doc._id))?.state).toBe('cached');
    const res = await t.request('GET', `/api/documents/${doc._id}/content`, { token: account.token });
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect((await d.db.documents.get(doc._id))?.hasContent).toBe(true);
    await d.close();
  });

  it('recovers when the server lost track of this device (a gap): renumbers and sends again', async () => {
    const d = await device();
    await d.repos.files.create({ name: 'One' });
    await d.engine.syncNow();
    // Pretend this device's later numbers were issued but never stored on the server.
    await d.db.meta.put({ key: 'lastSeqIssued', value: 10 });
    const later = await d.repos.files.create({ name: 'After the gap' });
    const state = await d.engine.syncNow();
    expect(state.status).toBe('idle');
    expect((await t.request('GET', `/api/files/${later._id}`, { token: account.token })).status).toBe(200);
    await d.close();
  });

  it('keeps a change queued while a push is out, and sends it next, whole outbox or not', async () => {
    let d: TestClient | undefined;
    let queued: { _id: string } | undefined;
    // The first push's answer waits until a new change is queued on the device.
    d = await createTestClient({
      fetchApp: async (r) => {
        if (!queued && new URL(r.url).pathname.endsWith('/sync/push'))
          queued = await d!.repos.files.create({ name: 'Queued while the push was out' });
        return t.app.fetch(r);
      },
      user,
      token: account.token,
    });
    const first = await d.repos.files.create({ name: 'In the push' });
    const second = await d.repos.files.create({ name: 'In the push too' });
    expect((await d.engine.syncNow()).status).toBe('idle');
    expect(queued).toBeDefined();
    for (const id of [first._id, second._id, queued!._id])
      expect((await t.request('GET', `/api/files/${id}`, { token: account.token })).status).toBe(200);
    expect(await d.db.outbox.count()).toBe(0);
    await d.close();
  });

  it('keeps the outbox in seq order by key, through renumbering, so a push reads it in key order', async () => {
    const d = await device();
    for (let i = 0; i < 3; i++) await d.repos.files.create({ name: `Queued ${i}` });
    await d.db.meta.put({ key: 'lastSeqIssued', value: 40 });
    for (let i = 3; i < 6; i++) await d.repos.files.create({ name: `Queued ${i}` });
    await renumberOutbox(d.db);
    await d.repos.files.create({ name: 'Queued 6' });
    const byKey = (await d.db.outbox.toArray()).map((r) => r.seq);
    expect(byKey).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect((await d.db.outbox.orderBy('seq').toArray()).map((r) => r.seq)).toEqual(byKey);
    await d.close();
  });

  it('fetchHttp turns a failed fetch into a network error', async () => {
    const http = fetchHttp({
      getToken: async () => 'x',
      fetch: (async () => {
        throw new TypeError('offline');
      }) as typeof fetch,
    });
    await expect(http.pull({ clientId: 'c', cursor: 0, limit: 1 })).rejects.toThrow('offline');
  });
});
