import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids.ts';
import type { Mutation } from '../../src/domain/schemas/index.ts';
import { createParents, validBody } from '../../tests/helpers/fixtures.ts';
import { createAccount, startTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { HALVED_PUSH } from './sync.ts';

let t: TestApp;
let a: Awaited<ReturnType<typeof createAccount>>;
let b: Awaited<ReturnType<typeof createAccount>>;
let parents: { file: string; estate: string; account: string };

beforeAll(async () => {
  t = await startTestApp();
  a = await createAccount(t.db, t.tokens, 'sync-a');
  b = await createAccount(t.db, t.tokens, 'sync-b');
  parents = await createParents(t, a.token);
});
afterAll(() => t.close());

const push = async (token: string, clientId: string, mutations: Mutation[]) =>
  t.request('POST', '/api/sync/push', { token, body: { clientId, mutations } });

const fileCreate = (seq: number, name = `File ${seq}`): Mutation => ({
  seq,
  mutationId: uuidv7(),
  entity: 'files',
  entityId: uuidv7(),
  op: 'create',
  patch: { name, status: 'active' },
});

const pullAll = async (token: string, clientId: string, limit = 1000) => {
  const changes: {
    entity: string;
    id: string;
    version: number;
    deleted: boolean;
    data: Record<string, unknown> | null;
  }[] = [];
  let cursor = 0;
  let pages = 0;
  for (;;) {
    const res = await t.request(
      'GET',
      `/api/sync/pull?clientId=${clientId}&cursor=${cursor}&limit=${limit}`,
      { token },
    );
    expect(res.status).toBe(200);
    const data = (await res.json()).data;
    changes.push(...data.changes);
    cursor = data.cursor;
    pages += 1;
    if (!data.hasMore) return { changes, cursor, pages, lastSeq: data.lastSeq as number };
  }
};

describe('sync push', () => {
  it('applies a batch sent three times after lost responses exactly once, with identical results', async () => {
    const clientId = uuidv7();
    const batch = [fileCreate(1), fileCreate(2), { ...fileCreate(3), patch: { name: '' } }];
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await (await push(a.token, clientId, batch)).json());
    expect(answers[0].data.lastSeq).toBe(3);
    expect(answers[0].data.results.map((r: { status: string }) => r.status)).toEqual([
      'applied',
      'applied',
      'rejected',
    ]);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    for (const m of batch.slice(0, 2)) {
      const rows = await t.db.query('select 1 from records where id = $1', [m.entityId]);
      expect(rows).toHaveLength(1);
      const history = await t.db.query('select 1 from history where record_id = $1', [m.entityId]);
      expect(history).toHaveLength(1);
    }
    expect(await t.db.query('select 1 from records where id = $1', [batch[2]!.entityId])).toHaveLength(0);
  });

  it('answers a replay that spans earlier batches with each batch’s stored results, then applies what is new', async () => {
    const clientId = uuidv7();
    const batch = [fileCreate(1), fileCreate(2), fileCreate(3), { ...fileCreate(4), patch: { name: '' } }];
    const first = (await (await push(a.token, clientId, batch.slice(0, 2))).json()).data.results;
    const second = (await (await push(a.token, clientId, batch.slice(2))).json()).data.results;
    const more = fileCreate(5);
    const replay = await (await push(a.token, clientId, [...batch.slice(1), more])).json();
    expect(replay.data.lastSeq).toBe(5);
    expect(replay.data.results.slice(0, 3)).toEqual([first[1], ...second]);
    expect(replay.data.results[3]).toMatchObject({ seq: 5, status: 'applied' });
    for (const m of batch.slice(0, 3))
      expect(await t.db.query('select 1 from history where record_id = $1', [m.entityId])).toHaveLength(1);
  });

  it('writes a batch large enough to go in halves as it would whole: creates, then changes to them', async () => {
    // On PostgreSQL the first half (the creates) is sent before the second (their changes) is applied.
    const clientId = uuidv7();
    const creates = Array.from({ length: HALVED_PUSH }, (_, i) => fileCreate(i + 1));
    const renames: Mutation[] = creates.map((c, i) => ({
      seq: HALVED_PUSH + i + 1,
      mutationId: uuidv7(),
      entity: 'files',
      entityId: c.entityId,
      op: 'update',
      baseVersion: 0,
      patch: { name: `Renamed ${i + 1}` },
    }));
    const res = await push(a.token, clientId, [...creates, ...renames]);
    const results: { status: string }[] = (await res.json()).data.results;
    expect(results.filter((r) => r.status !== 'applied')).toEqual([]);
    const ids = creates.map((c) => c.entityId);
    const rows = await t.db.query<{ name: string }>(
      `select data ->> 'name' as name from records where id = any($1::uuid[]) order by id`,
      [ids],
    );
    expect(new Set(rows.map((r) => r.name))).toEqual(
      new Set(renames.map((r) => (r.patch as { name: string }).name)),
    );
    const history = await t.db.query<{ n: unknown }>(
      'select count(*) as n from history where record_id = any($1::uuid[])',
      [ids],
    );
    expect(Number(history[0]!.n)).toBe(2 * HALVED_PUSH);
  });

  it('rejects a gap and applies nothing from it', async () => {
    const clientId = uuidv7();
    await push(a.token, clientId, [fileCreate(1)]);
    const gap = [fileCreate(3), fileCreate(4)];
    const res = await push(a.token, clientId, gap);
    expect(res.status).toBe(409);
    expect((await res.json()).data.lastSeq).toBe(1);
    for (const m of gap)
      expect(await t.db.query('select 1 from records where id = $1', [m.entityId])).toHaveLength(0);
    const ok = await push(a.token, clientId, [fileCreate(2)]);
    expect((await ok.json()).data.lastSeq).toBe(2);
  });

  it('answers 403 for a clientId that is another user’s, on push and pull', async () => {
    const clientId = uuidv7();
    await push(a.token, clientId, [fileCreate(1)]);
    const stolen = fileCreate(2);
    expect((await push(b.token, clientId, [stolen])).status).toBe(403);
    expect((await t.request('GET', `/api/sync/pull?clientId=${clientId}`, { token: b.token })).status).toBe(
      403,
    );
    expect(await t.db.query('select 1 from records where id = $1', [stolen.entityId])).toHaveLength(0);
  });

  it('rejects a mutation naming another firm’s record, changes nothing, and does not block the queue', async () => {
    const clientId = uuidv7();
    const before = JSON.stringify(await t.db.query('select * from records where id = $1', [parents.estate]));
    const res = await push(b.token, clientId, [
      {
        seq: 1,
        mutationId: uuidv7(),
        entity: 'estates',
        entityId: parents.estate,
        op: 'update',
        patch: { estateName: 'Stolen' },
        baseVersion: 1,
      },
      { seq: 2, mutationId: uuidv7(), entity: 'estates', entityId: parents.estate, op: 'delete' },
      { ...fileCreate(3), patch: { name: 'after the rejects' } },
    ]);
    const data = (await res.json()).data;
    expect(data.results.map((r: { status: string }) => r.status)).toEqual([
      'rejected',
      'rejected',
      'applied',
    ]);
    expect(data.lastSeq).toBe(3);
    expect(JSON.stringify(await t.db.query('select * from records where id = $1', [parents.estate]))).toBe(
      before,
    );
  });

  it('merges an update from an old baseVersion field by field, keeping the server’s value and logging the user’s', async () => {
    const created = await (
      await t.request('POST', '/api/estates', { token: a.token, body: validBody('estates', parents) })
    ).json();
    const id = created.data._id;
    const base = created.data.version;
    await t.request('PUT', `/api/estates/${id}`, { token: a.token, body: { status: 'under_review' } });
    const clientId = uuidv7();
    const mutationId = uuidv7();
    const res = await push(a.token, clientId, [
      {
        seq: 1,
        mutationId,
        entity: 'estates',
        entityId: id,
        op: 'update',
        baseVersion: base,
        patch: { status: 'closed', notes: 'Met the executor' },
      },
    ]);
    const result = (await res.json()).data.results[0];
    expect(result.status).toBe('conflict');
    const estate = (await (await t.request('GET', `/api/estates/${id}`, { token: a.token })).json()).data;
    expect(estate.status).toBe('under_review');
    expect(estate.notes).toBe('Met the executor');
    const conflicts = (await pullAll(a.token, clientId)).changes.filter((c) => c.entity === 'conflicts');
    const mine = conflicts.find((c) => c.data?.entityId === id);
    expect(mine?.data).toMatchObject({
      entity: 'estates',
      field: 'status',
      yourValue: 'closed',
      serverValue: 'under_review',
      reason: 'field_changed',
      user: a.user._id,
      mutationId,
    });
  });

  it('keeps a record deleted against a newer update, and logs an update of a deleted record', async () => {
    const created = await (
      await t.request('POST', '/api/files', { token: a.token, body: validBody('files', parents) })
    ).json();
    const id = created.data._id;
    await t.request('PUT', `/api/files/${id}`, { token: a.token, body: { status: 'pending' } });
    const clientId = uuidv7();
    const res = await push(a.token, clientId, [
      {
        seq: 1,
        mutationId: uuidv7(),
        entity: 'files',
        entityId: id,
        op: 'delete',
        baseVersion: created.data.version,
      },
    ]);
    expect((await res.json()).data.results[0].status).toBe('conflict');
    expect((await t.request('GET', `/api/files/${id}`, { token: a.token })).status).toBe(200);
    await t.request('DELETE', `/api/files/${id}`, { token: a.token });
    const late = await push(a.token, clientId, [
      {
        seq: 2,
        mutationId: uuidv7(),
        entity: 'files',
        entityId: id,
        op: 'update',
        baseVersion: created.data.version,
        patch: { name: 'Renamed' },
      },
    ]);
    expect((await late.json()).data.results[0].status).toBe('conflict');
    const logged = await t.db.query<{ data: { reason: string; yourValue: unknown } }>(
      `select data from records where entity = 'conflicts' and data ->> 'entityId' = $1 order by version`,
      [id],
    );
    expect(logged.map((r) => r.data.reason)).toEqual(['delete_vs_update', 'deleted']);
    expect(logged[1]?.data.yourValue).toBe('Renamed');
  });

  it('answers 400 for a malformed push', async () => {
    const res = await t.request('POST', '/api/sync/push', {
      token: a.token,
      body: { clientId: 'x', mutations: [{ seq: 0 }] },
    });
    expect(res.status).toBe(400);
    expect(
      (await t.request('POST', '/api/sync/push', { body: { clientId: uuidv7(), mutations: [] } })).status,
    ).toBe(401);
  });
});

describe('sync pull', () => {
  it('pages in version order with tombstones and reports lastSeq', async () => {
    const clientId = uuidv7();
    const mutations = Array.from({ length: 25 }, (_, i) => fileCreate(i + 1));
    await push(a.token, clientId, mutations);
    await push(a.token, clientId, [
      { seq: 26, mutationId: uuidv7(), entity: 'files', entityId: mutations[0]!.entityId, op: 'delete' },
    ]);
    const { changes, pages, lastSeq, cursor } = await pullAll(a.token, clientId, 7);
    expect(pages).toBeGreaterThan(3);
    expect(lastSeq).toBe(26);
    const versions = changes.map((c) => c.version);
    expect(versions).toEqual([...versions].sort((x, y) => x - y));
    expect(new Set(versions).size).toBe(versions.length);
    expect(cursor).toBe(versions[versions.length - 1]);
    const tomb = changes.find((c) => c.id === mutations[0]!.entityId);
    expect(tomb).toMatchObject({ deleted: true, data: null });
    expect(changes.some((c) => c.data?.organization === b.organization._id)).toBe(false);
    const after = await (
      await t.request('GET', `/api/sync/pull?clientId=${clientId}&cursor=${cursor}`, { token: a.token })
    ).json();
    expect(after.data).toMatchObject({ changes: [], cursor, hasMore: false });
  });

  it('pages a firm in version order, saying how many changes remain and sending deletions as tombstones', async () => {
    const fresh = await createAccount(t.db, t.tokens, 'pages');
    const clientId = uuidv7();
    const creates = Array.from({ length: 5 }, (_, i) => fileCreate(i + 1, `Paged ${i + 1}`));
    const gone = creates[1]!.entityId;
    await push(fresh.token, clientId, [
      ...creates,
      { seq: 6, mutationId: uuidv7(), entity: 'files', entityId: gone, op: 'delete', patch: {} },
    ]);
    const stored = await t.db.query<{ id: string; version: unknown }>(
      'select id, version from records where organization = $1 order by version',
      [fresh.organization._id],
    );
    const pages: { changes: { id: string; version: number; deleted: boolean; data: unknown }[] }[] = [];
    let cursor = 0;
    for (;;) {
      const res = await t.request('GET', `/api/sync/pull?clientId=${clientId}&cursor=${cursor}&limit=3`, {
        token: fresh.token,
      });
      const data = (await res.json()).data;
      const seen = pages.reduce((n, p) => n + p.changes.length, 0) + data.changes.length;
      expect(data.remaining).toBe(data.hasMore ? stored.length - seen : 0);
      expect(data.cursor).toBe(data.changes.at(-1)?.version ?? cursor);
      pages.push(data);
      cursor = data.cursor;
      if (!data.hasMore) break;
    }
    const changes = pages.flatMap((p) => p.changes);
    expect(pages.map((p) => p.changes.length)).toEqual([3, 3, 1]);
    expect(changes.map((c) => c.id)).toEqual(stored.map((r) => r.id));
    expect(changes.map((c) => c.version)).toEqual(stored.map((r) => Number(r.version)));
    expect(changes.find((c) => c.id === gone)).toMatchObject({ deleted: true, data: null });
    expect(changes.filter((c) => c.deleted)).toHaveLength(1);
  });

  it('pushes 1,000 mutations in two requests and pulls 10,000 records', async () => {
    const fresh = await createAccount(t.db, t.tokens, 'bulk');
    const clientId = uuidv7();
    let seq = 0;
    const all: Mutation[] = Array.from({ length: 1000 }, () => fileCreate(++seq));
    for (let i = 0; i < all.length; i += 500) {
      const res = await push(fresh.token, clientId, all.slice(i, i + 500));
      expect(res.status).toBe(200);
    }
    expect(
      (
        await t.db.query<{ n: number }>(
          `select count(*)::int as n from records where organization = $1 and entity = 'files'`,
          [fresh.organization._id],
        )
      )[0]?.n,
    ).toBe(1000);
    // 9,000 more straight through the store, then one full pull.
    await t.db.query(
      `insert into records (id, organization, entity, version, data, created_at, updated_at)
       select gen_random_uuid(), $1, 'files', 100000 + g, jsonb_build_object('name', 'Bulk ' || g, 'status', 'active'), now(), now()
       from generate_series(1, 9000) g`,
      [fresh.organization._id],
    );
    const { changes } = await pullAll(fresh.token, clientId, 5000);
    expect(changes.filter((c) => c.entity === 'files')).toHaveLength(10_000);
  });
});
