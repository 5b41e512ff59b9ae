import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../domain/ids.ts';
import { MUTATORS } from '../domain/mutators/index.ts';
import type { LocalDb } from '../store/db.ts';
import { runMutator } from '../store/mutate.ts';
import { createRepos } from '../store/repos.ts';
import { signedInDb } from '../store/signed-in-db.ts';
import { createAttention } from './attention.ts';
import { fetchHttp } from './http.ts';

let db: LocalDb;
const estate = uuidv7();
const conflictId = uuidv7();
const user = uuidv7();

beforeEach(async () => {
  db = await signedInDb(
    'attention',
    { indexedDB, IDBKeyRange },
    { _id: user, organization: { _id: uuidv7(), name: 'Firm' } },
  );
  await runMutator(db, MUTATORS.createOne, {
    entity: 'estates',
    id: estate,
    fields: { estateName: 'Their name' },
  });
  // The conflict as a pull brings it: the server's record, never written on the device.
  await db.conflicts.add({
    _id: conflictId,
    entity: 'estates',
    entityId: estate,
    field: 'estateName',
    yourValue: 'My name',
    serverValue: 'Their name',
    reason: 'field_changed',
    user,
    at: new Date().toISOString(),
    resolved: false,
    organization: 'o',
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    version: 3,
  } as never);
  await db.outbox.clear();
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const attention = () =>
  createAttention({
    db,
    repos: createRepos({ db }),
    http: fetchHttp({
      getToken: async () => 'token',
      fetch: (async () => new Response(null, { status: 503 })) as typeof fetch,
    }),
  });

describe('Use my value', () => {
  it('puts the value back and marks the conflict resolved as one queued action', async () => {
    const conflict = (await db.conflicts.get(conflictId))!;
    await attention().reapplyMine(conflict);
    expect((await db.estates.get(estate))?.estateName).toBe('My name');
    expect((await db.conflicts.get(conflictId))?.resolved).toBe(true);
    const rows = await db.outbox.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.mutator).toMatchObject({
      name: 'putBackMine',
      args: {
        conflictId,
        entity: 'estates',
        id: estate,
        change: { op: 'update', fields: { estateName: 'My name' } },
      },
    });
  });

  it('writes nothing, and leaves the conflict open, when the value is refused on the device', async () => {
    const conflict = { ...(await db.conflicts.get(conflictId))!, yourValue: '' };
    await expect(attention().reapplyMine(conflict)).rejects.toThrow();
    expect((await db.estates.get(estate))?.estateName).toBe('Their name');
    expect((await db.conflicts.get(conflictId))?.resolved).toBe(false);
    expect(await db.outbox.count()).toBe(0);
  });
});
