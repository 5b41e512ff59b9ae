import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids.ts';
import type { Mutation } from '../../src/domain/schemas/index.ts';
import { createAccount, startTestApp, type TestApp } from '../../tests/helpers/test-app.ts';

/**
 * A push applies its mutations through one WriteBatch (server/store/write-batch.ts): rows read
 * together, written together at the end. Its answers and what it stores must be exactly those of
 * the same mutations sent one push at a time, each written straight away: later mutations see the
 * earlier ones (references, updates, deletes and restores of records created in the same push),
 * a conflict is found through history the batch has not stored yet, and a rejection writes nothing.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Ids = Record<'file' | 'estate' | 'account' | 'asset' | 'gone', string>;

/** The scenario, with ids of its own per firm. `seq` and `mutationId` are set when it is sent. */
function scenario(ids: Ids): Omit<Mutation, 'seq' | 'mutationId'>[] {
  return [
    { entity: 'files', entityId: ids.file, op: 'create', patch: { name: 'Batch file', status: 'active' } },
    {
      entity: 'estates',
      entityId: ids.estate,
      op: 'create',
      patch: {
        estateName: 'Estate of Ada Batch',
        file: ids.file,
        deceased: { name: 'Ada Batch', dateOfDeath: '2026-01-15' },
        status: 'open',
        executor: { name: 'Ben Batch' },
        keyDates: { dateOfDeath: '2026-01-15' },
      },
    },
    {
      entity: 'accounts',
      entityId: ids.account,
      op: 'create',
      patch: { estate: ids.estate, name: 'Chequing', currency: 'CAD' },
    },
    // A reference to nothing: rejected, and nothing of it stored.
    {
      entity: 'assets',
      entityId: ids.gone,
      op: 'create',
      patch: {
        estate: ids.gone,
        name: 'Nowhere',
        assetClass: 'other',
        fmvDoD: 100,
        valuationDate: '2026-01-15',
        details: {},
      },
    },
    {
      entity: 'assets',
      entityId: ids.asset,
      op: 'create',
      patch: {
        estate: ids.estate,
        name: 'Car',
        assetClass: 'other',
        fmvDoD: 1_500_000,
        valuationDate: '2026-01-15',
        details: { details: 'A car' },
      },
    },
    // A change of the file's wall: the push stores what it has so far to read the scope again.
    { entity: 'files', entityId: ids.file, op: 'update', patch: { restricted: false } },
    { entity: 'assets', entityId: ids.asset, op: 'update', patch: { name: 'Old car' } },
    { entity: 'accounts', entityId: ids.account, op: 'delete' },
    // Created again after its delete: restored.
    {
      entity: 'accounts',
      entityId: ids.account,
      op: 'create',
      patch: { estate: ids.estate, name: 'Chequing again', currency: 'CAD' },
    },
    { entity: 'files', entityId: ids.file, op: 'update', patch: { description: 'Moved on' } },
  ];
}

async function firm(label: string) {
  const account = await createAccount(t.db, t.tokens, label);
  const ids: Ids = { file: uuidv7(), estate: uuidv7(), account: uuidv7(), asset: uuidv7(), gone: uuidv7() };
  return { ...account, ids, clientId: uuidv7(), seq: 0 };
}
type Firm = Awaited<ReturnType<typeof firm>>;

async function send(f: Firm, mutations: Omit<Mutation, 'seq' | 'mutationId'>[], baseVersion?: number) {
  const body = mutations.map((m) => ({
    ...m,
    seq: ++f.seq,
    mutationId: uuidv7(),
    ...(baseVersion != null ? { baseVersion } : {}),
  }));
  const res = await t.request('POST', '/api/sync/push', {
    token: f.token,
    body: { clientId: f.clientId, mutations: body },
  });
  expect(res.status).toBe(200);
  return (await res.json()).data.results as { status: string; reason?: string }[];
}

/** What the firm's database holds, with its ids named by role so two firms compare. */
async function stored(f: Firm) {
  const names = new Map(Object.entries(f.ids).map(([k, v]) => [v, k]));
  const rows = await t.db.query<{
    id: string;
    entity: string;
    data: Record<string, unknown>;
    deleted_at: unknown;
  }>(
    `select id, entity, data, deleted_at from records where organization = $1 and entity <> 'users' and entity <> 'organizations'`,
    [f.organization._id],
  );
  const rename = (value: unknown): unknown =>
    JSON.parse(JSON.stringify(value ?? null), (_k, v) =>
      typeof v === 'string' && names.has(v) ? names.get(v) : v,
    );
  const records = rows
    .map((r) => ({
      id: names.get(r.id) ?? r.entity,
      entity: r.entity,
      deleted: !!r.deleted_at,
      data: rename({ ...r.data, at: undefined, user: undefined, mutationId: undefined }),
    }))
    .sort((x, y) => `${x.entity}${x.id}`.localeCompare(`${y.entity}${y.id}`));
  const history = await t.db.query<{ record_id: string; op: string; changes: unknown }>(
    `select record_id, op, changes from history where organization = $1 and entity <> 'users' and entity <> 'organizations' order by version`,
    [f.organization._id],
  );
  const versions = await t.db.query<{ version: unknown }>(
    'select max(version) as version from records where organization = $1',
    [f.organization._id],
  );
  return {
    records,
    history: history.map((h) => ({
      record: names.get(h.record_id) ?? 'other',
      op: h.op,
      changes: rename(h.changes),
    })),
    clock: Number(versions[0]?.version) - Number((await orgStart(f)) ?? 0),
  };
}

/** The firm's clock before the scenario (sign-up wrote its user and organization). */
const starts = new Map<string, number>();
const orgStart = (f: Firm) => starts.get(f.organization._id);

describe('a push through one write batch', () => {
  it('answers and stores exactly what the same mutations sent one at a time do', async () => {
    const together = await firm('batch-together');
    const alone = await firm('batch-alone');
    for (const f of [together, alone]) {
      const v = await t.db.query<{ version: unknown }>(
        'select version from org_clock where organization = $1',
        [f.organization._id],
      );
      starts.set(f.organization._id, Number(v[0]?.version ?? 0));
    }
    const answersTogether = await send(together, scenario(together.ids));
    const answersAlone = [];
    for (const m of scenario(alone.ids)) answersAlone.push(...(await send(alone, [m])));

    expect(
      answersTogether.map((a) => a.status),
      JSON.stringify(answersTogether),
    ).toEqual([
      'applied',
      'applied',
      'applied',
      'rejected',
      'applied',
      'applied',
      'applied',
      'applied',
      'applied',
      'applied',
    ]);
    expect(answersTogether).toEqual(
      answersAlone.map((a) =>
        expect.objectContaining({ status: a.status, ...(a.reason ? { reason: a.reason } : {}) }),
      ),
    );
    const a = await stored(together);
    const b = await stored(alone);
    expect(a).toEqual(b);
    expect(a.records.find((r) => r.id === 'account')).toMatchObject({
      deleted: false,
      data: { name: 'Chequing again' },
    });
    expect(a.records.some((r) => r.id === 'gone')).toBe(false);
    expect(a.history.map((h) => `${h.record}:${h.op}`)).toEqual([
      'file:create',
      'estate:create',
      'account:create',
      'asset:create',
      'file:update',
      'asset:update',
      'account:delete',
      'account:restore',
      'file:update',
    ]);
  });

  it('stores the same for a long push, and stamps it with one time and writer', async () => {
    // 150 new files between the scenario's first writes and its later changes of them.
    const padded = (f: Firm) => {
      const all = scenario(f.ids);
      const pad = Array.from({ length: 150 }, (_, i) => {
        const id = uuidv7();
        (f.ids as Record<string, string>)[`pad${i}`] = id;
        return {
          entity: 'files' as const,
          entityId: id,
          op: 'create' as const,
          patch: { name: `Pad ${i}`, status: 'active' },
        };
      });
      return [...all.slice(0, 5), ...pad, ...all.slice(5)];
    };
    const together = await firm('batch-sent-together');
    const alone = await firm('batch-sent-alone');
    for (const f of [together, alone]) {
      const v = await t.db.query<{ version: unknown }>(
        'select version from org_clock where organization = $1',
        [f.organization._id],
      );
      starts.set(f.organization._id, Number(v[0]?.version ?? 0));
    }
    const answersTogether = await send(together, padded(together));
    const answersAlone = [];
    for (const m of padded(alone)) answersAlone.push(...(await send(alone, [m])));
    expect(answersTogether.map((a) => a.status)).toEqual(answersAlone.map((a) => a.status));
    expect(answersTogether.filter((a) => a.status === 'rejected')).toHaveLength(1);
    expect(await stored(together)).toEqual(await stored(alone));
    // One push, one time and one writer: every row and history row it wrote has them.
    const stamps = await t.db.query<{ times: unknown; writers: unknown; writer: string; history: unknown }>(
      `select count(distinct r.updated_at) as times, count(distinct r.updated_by) as writers,
         min(r.updated_by::text) as writer,
         (select count(distinct h.at) from history h where h.organization = $1 and h.entity = 'files') as history
       from records r where r.organization = $1 and r.entity = 'files'`,
      [together.organization._id],
    );
    expect(stamps[0]).toMatchObject({ writer: together.user._id });
    expect([stamps[0]?.times, stamps[0]?.writers, stamps[0]?.history].map(Number)).toEqual([1, 1, 1]);
  });

  it('keeps the losing value of a push that also changed the record earlier in the same batch', async () => {
    const f = await firm('batch-conflict');
    const [created] = await send(f, [scenario(f.ids)[0]!]);
    expect(created?.status).toBe('applied');
    const base = Number(
      (await t.db.query<{ version: unknown }>('select version from records where id = $1', [f.ids.file]))[0]
        ?.version,
    );
    // Another device renames the file; then this device's push (one batch) renames it from the
    // old version too: the second write loses and is kept as a conflict.
    const other = { ...f, clientId: uuidv7(), seq: 0 };
    const [first] = await send(
      other,
      [{ entity: 'files', entityId: f.ids.file, op: 'update', patch: { name: 'Theirs' } }],
      base,
    );
    expect(first?.status).toBe('applied');
    const answers = await send(
      f,
      [
        { entity: 'files', entityId: f.ids.file, op: 'update', patch: { description: 'Mine' } },
        { entity: 'files', entityId: f.ids.file, op: 'update', patch: { name: 'Mine' } },
      ],
      base,
    );
    expect(answers.map((a) => a.status)).toEqual(['applied', 'conflict']);
    const conflicts = await t.db.query<{ data: Record<string, unknown> }>(
      `select data from records where organization = $1 and entity = 'conflicts'`,
      [f.organization._id],
    );
    expect(conflicts.map((c) => [c.data.field, c.data.yourValue, c.data.serverValue])).toEqual([
      ['name', 'Mine', 'Theirs'],
    ]);
    const row = await t.db.query<{ data: Record<string, unknown> }>(
      'select data from records where id = $1',
      [f.ids.file],
    );
    expect(row[0]?.data).toMatchObject({ name: 'Theirs', description: 'Mine' });
  });
});
