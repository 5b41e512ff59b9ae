import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids.ts';
import type { PushMutation } from '../../src/domain/schemas/index.ts';
import { createAccount, startTestApp, type TestApp } from '../../tests/helpers/test-app.ts';

/**
 * A change of one record in a push: the per-record shape every outbox row had before the named
 * mutators (and a change of one record still has) is decoded as the generic mutator of its op
 * (createOne, updateOne, deleteOne), so an outbox queued before replays as it did.
 */

let t: TestApp;
let a: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  t = await startTestApp();
  a = await createAccount(t.db, t.tokens, 'single-record');
});
afterAll(() => t.close());

type Result = { status: string; reason?: string; version?: number };
const push = async (clientId: string, mutations: PushMutation[]) => {
  const res = await t.request('POST', '/api/sync/push', { token: a.token, body: { clientId, mutations } });
  expect(res.status).toBe(200);
  return (await res.json()).data as { lastSeq: number; results: Result[] };
};

const stored = async (id: string) =>
  (
    await t.db.query<{ version: unknown; deleted_at: unknown; data: Record<string, unknown> }>(
      'select version, deleted_at, data from records where id = $1',
      [id],
    )
  )[0];

describe('a change of one record', () => {
  it('replays an outbox of the old shape: create, update on its base version, delete', async () => {
    const clientId = uuidv7();
    const estate = uuidv7();
    // Rows exactly as a device queued them before: entity, entityId, op, patch, baseVersion.
    const created = await push(clientId, [
      {
        seq: 1,
        mutationId: uuidv7(),
        entity: 'estates',
        entityId: estate,
        op: 'create',
        patch: { estateName: 'Estate of Old' },
      },
    ]);
    expect(created.results).toMatchObject([{ status: 'applied' }]);
    const version = Number((await stored(estate))!.version);
    const updated = await push(clientId, [
      {
        seq: 2,
        mutationId: uuidv7(),
        entity: 'estates',
        entityId: estate,
        op: 'update',
        patch: { estateName: 'Estate of Older' },
        baseVersion: version,
      },
    ]);
    expect(updated.results).toMatchObject([{ status: 'applied' }]);
    expect((await stored(estate))!.data.estateName).toBe('Estate of Older');
    const deleted = await push(clientId, [
      {
        seq: 3,
        mutationId: uuidv7(),
        entity: 'estates',
        entityId: estate,
        op: 'delete',
        baseVersion: version + 1,
      },
    ]);
    expect(deleted.results).toMatchObject([{ status: 'applied' }]);
    expect((await stored(estate))!.deleted_at).not.toBeNull();
  });

  it('applies the generic mutator named in a push as the old shape is applied, conflicts merged', async () => {
    const clientId = uuidv7();
    const estate = uuidv7();
    const { results } = await push(clientId, [
      {
        seq: 1,
        mutationId: uuidv7(),
        name: 'createOne',
        args: { entity: 'estates', id: estate, fields: { estateName: 'Estate of Named' } },
        bases: {},
      },
      // A stale base (0): a field nobody else changed is still taken, as in the per-record shape.
      {
        seq: 2,
        mutationId: uuidv7(),
        name: 'updateOne',
        args: { entity: 'estates', id: estate, fields: { deceased: { name: 'Pat Named' } } },
        bases: { [estate]: 0 },
      },
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied']);
    expect((await stored(estate))!.data).toMatchObject({
      estateName: 'Estate of Named',
      deceased: { name: 'Pat Named' },
    });
  });

  it('refuses a generic mutator whose arguments its schema refuses, naming why', async () => {
    const { results } = await push(uuidv7(), [
      {
        seq: 1,
        mutationId: uuidv7(),
        name: 'createOne',
        args: { entity: 'sessions', id: uuidv7(), fields: {} },
        bases: {},
      },
    ]);
    expect(results).toMatchObject([{ status: 'rejected', reason: 'Invalid data' }]);
  });
});
