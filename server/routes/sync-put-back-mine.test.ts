import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids.ts';
import type { PushMutation } from '../../src/domain/schemas/index.ts';
import { createAccount, startTestApp, type TestApp } from '../../tests/helpers/test-app.ts';

/**
 * "Use my value" as one action (src/domain/mutators/put-back-mine.ts): the value put back and the
 * conflict marked resolved together, or, refused, neither.
 */

let t: TestApp;
let a: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  t = await startTestApp();
  a = await createAccount(t.db, t.tokens, 'put-back-mine');
});
afterAll(() => t.close());

const push = async (clientId: string, mutations: PushMutation[]) => {
  const res = await t.request('POST', '/api/sync/push', { token: a.token, body: { clientId, mutations } });
  expect(res.status).toBe(200);
  return (await res.json()).data as { results: { status: string; reason?: string }[] };
};

const data = async (id: string) =>
  (
    await t.db.query<{ data: Record<string, unknown>; version: unknown }>(
      'select data, version from records where id = $1',
      [id],
    )
  )[0]!;

/** The conflict logged for the value this mutation lost. */
const conflictOf = async (mutationId: string) =>
  (
    await t.db.query<{ id: string; data: { reason: string } }>(
      `select id, data from records where entity = 'conflicts' and data ->> 'mutationId' = $1`,
      [mutationId],
    )
  )[0];

/** An estate whose name two devices changed from the same version: the second one's value lost. */
async function lostName() {
  const estate = uuidv7();
  const mine = uuidv7();
  await push(uuidv7(), [
    {
      seq: 1,
      mutationId: uuidv7(),
      entity: 'estates',
      entityId: estate,
      op: 'create',
      patch: { estateName: 'Estate of Put Back' },
    },
  ]);
  const base = Number((await data(estate)).version);
  const theirs = await push(uuidv7(), [
    {
      seq: 1,
      mutationId: uuidv7(),
      entity: 'estates',
      entityId: estate,
      op: 'update',
      patch: { estateName: 'Their name' },
      baseVersion: base,
    },
  ]);
  expect(theirs.results).toMatchObject([{ status: 'applied' }]);
  const clientId = uuidv7();
  const lost = await push(clientId, [
    {
      seq: 1,
      mutationId: mine,
      entity: 'estates',
      entityId: estate,
      op: 'update',
      patch: { estateName: 'My name' },
      baseVersion: base,
    },
  ]);
  expect(lost.results[0]!.status).not.toBe('rejected');
  const conflict = await conflictOf(mine);
  expect(conflict).toBeDefined();
  expect((await data(estate)).data.estateName).toBe('Their name');
  return {
    estate,
    conflictId: conflict!.id,
    clientId,
    bases: {
      [estate]: Number((await data(estate)).version),
      [conflict!.id]: Number((await data(conflict!.id)).version),
    },
  };
}

describe('Use my value', () => {
  it('puts the value back and resolves the conflict in one action', async () => {
    const { estate, conflictId, clientId, bases } = await lostName();
    const mutationId = uuidv7();
    const { results } = await push(clientId, [
      {
        seq: 2,
        mutationId,
        name: 'putBackMine',
        args: {
          conflictId,
          entity: 'estates',
          id: estate,
          change: { op: 'update', fields: { estateName: 'My name' } },
        },
        bases,
      },
    ]);
    expect(results).toMatchObject([{ status: 'applied' }]);
    expect((await data(estate)).data.estateName).toBe('My name');
    expect((await data(conflictId)).data.resolved).toBe(true);
    const history = await t.db.query<{ record_id: string }>(
      'select record_id from history where mutation_id = $1',
      [mutationId],
    );
    expect(history.map((h) => h.record_id).sort()).toEqual([estate, conflictId].sort());
  });

  it('leaves the conflict open when the value is refused', async () => {
    const { estate, conflictId, clientId, bases } = await lostName();
    const mutationId = uuidv7();
    const { results } = await push(clientId, [
      {
        seq: 2,
        mutationId,
        name: 'putBackMine',
        // A name the estate's schema refuses: the put is refused, so the mark must not stand alone.
        args: {
          conflictId,
          entity: 'estates',
          id: estate,
          change: { op: 'update', fields: { estateName: '' } },
        },
        bases,
      },
    ]);
    expect(results).toMatchObject([{ status: 'rejected' }]);
    expect((await data(estate)).data.estateName).toBe('Their name');
    expect((await data(conflictId)).data.resolved).not.toBe(true);
    expect(await t.db.query('select 1 from history where mutation_id = $1', [mutationId])).toEqual([]);
  });

  it('brings back a record a colleague deleted, with the value put back on it', async () => {
    const estate = uuidv7();
    const mine = uuidv7();
    const create = {
      seq: 1,
      mutationId: uuidv7(),
      entity: 'estates',
      entityId: estate,
      op: 'create',
    } as const;
    await push(uuidv7(), [{ ...create, patch: { estateName: 'Estate of Deleted' } }]);
    const base = Number((await data(estate)).version);
    await push(uuidv7(), [
      { seq: 1, mutationId: uuidv7(), entity: 'estates', entityId: estate, op: 'delete', baseVersion: base },
    ]);
    const clientId = uuidv7();
    await push(clientId, [
      {
        seq: 1,
        mutationId: mine,
        entity: 'estates',
        entityId: estate,
        op: 'update',
        patch: { notes: 'Mine' },
        baseVersion: base,
      },
    ]);
    const conflict = await conflictOf(mine);
    expect(conflict?.data.reason).toBe('deleted');
    const { results } = await push(clientId, [
      {
        seq: 2,
        mutationId: uuidv7(),
        name: 'putBackMine',
        args: {
          conflictId: conflict!.id,
          entity: 'estates',
          id: estate,
          change: { op: 'restore', fields: { estateName: 'Estate of Deleted', notes: 'Mine' } },
        },
        bases: { [conflict!.id]: Number((await data(conflict!.id)).version) },
      },
    ]);
    expect(results).toMatchObject([{ status: 'applied' }]);
    const [row] = await t.db.query<{ deleted_at: unknown; data: Record<string, unknown> }>(
      'select deleted_at, data from records where id = $1',
      [estate],
    );
    expect(row).toMatchObject({ deleted_at: null, data: { notes: 'Mine' } });
    expect((await data(conflict!.id)).data.resolved).toBe(true);
  });

  it('deletes again as the app’s delete does, taking what hangs under the record', async () => {
    const estate = uuidv7();
    const party = uuidv7();
    const mine = uuidv7();
    await push(uuidv7(), [
      {
        seq: 1,
        mutationId: uuidv7(),
        entity: 'estates',
        entityId: estate,
        op: 'create',
        patch: { estateName: 'Estate of Twice Deleted' },
      },
      {
        seq: 2,
        mutationId: uuidv7(),
        entity: 'parties',
        entityId: party,
        op: 'create',
        patch: { estate, name: 'Heir' },
      },
    ]);
    const base = Number((await data(estate)).version);
    await push(uuidv7(), [
      {
        seq: 1,
        mutationId: uuidv7(),
        entity: 'estates',
        entityId: estate,
        op: 'update',
        patch: { notes: 'Theirs' },
        baseVersion: base,
      },
    ]);
    const clientId = uuidv7();
    await push(clientId, [
      { seq: 1, mutationId: mine, entity: 'estates', entityId: estate, op: 'delete', baseVersion: base },
    ]);
    const conflict = await conflictOf(mine);
    expect(conflict?.data.reason).toBe('delete_vs_update');
    const { results } = await push(clientId, [
      {
        seq: 2,
        mutationId: uuidv7(),
        name: 'putBackMine',
        args: { conflictId: conflict!.id, entity: 'estates', id: estate, change: { op: 'delete' } },
        bases: {
          [estate]: Number((await data(estate)).version),
          [party]: Number((await data(party)).version),
          [conflict!.id]: Number((await data(conflict!.id)).version),
        },
      },
    ]);
    expect(results).toMatchObject([{ status: 'applied' }]);
    const live = await t.db.query('select 1 from records where id = any($1::uuid[]) and deleted_at is null', [
      [estate, party],
    ]);
    expect(live).toEqual([]);
    expect((await data(conflict!.id)).data.resolved).toBe(true);
  });
});
