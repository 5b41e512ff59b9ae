import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../domain/ids.ts';
import { MUTATORS } from '../domain/mutators/index.ts';
import { MAX_ACTION_BYTES } from '../domain/schemas/index.ts';
import type { LocalDb } from './db.ts';
import { runMutator } from './mutate.ts';
import { signedInDb } from './signed-in-db.ts';
import { ValidationError } from './validation.ts';

let db: LocalDb;

beforeEach(async () => {
  db = await signedInDb('mutate', { indexedDB, IDBKeyRange });
});
afterEach(async () => {
  db.close();
  await db.delete();
});

describe('runMutator', () => {
  it('checks the arguments against the mutator’s schema before anything is written', async () => {
    const estateId = uuidv7();
    const bad = { estateId, estate: { estateName: 'Estate of A' }, accountId: 'not an id', account: {} };
    // The arguments come from a queued row here, as on a Retry: unknown to the compiler.
    const error = await runMutator(db, MUTATORS.createEstateWithAccount, bad as never).catch((e) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(Object.keys((error as ValidationError).errors)).toEqual(['accountId']);
    expect(await db.estates.get(estateId)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });

  it('queues a change of one record once, as that record’s change', async () => {
    const id = uuidv7();
    await runMutator(db, MUTATORS.createOne, { entity: 'files', id, fields: { name: 'Estate of B' } });
    await runMutator(db, MUTATORS.updateOne, { entity: 'files', id, fields: { name: 'Estate of C' } });
    const rows = await db.outbox.orderBy('seq').toArray();
    expect(
      rows.map(({ entity, entityId, op, patch, baseVersion }) => ({
        entity,
        entityId,
        op,
        patch,
        baseVersion,
      })),
    ).toEqual([
      {
        entity: 'files',
        entityId: id,
        op: 'create',
        patch: expect.objectContaining({ name: 'Estate of B' }),
        baseVersion: undefined,
      },
      { entity: 'files', entityId: id, op: 'update', patch: { name: 'Estate of C' }, baseVersion: 0 },
    ]);
    // Stored once: no named call and no copy of the writes beside the change.
    expect(rows.every((r) => r.mutator === undefined && r.writes === undefined)).toBe(true);
  });

  it('refuses, before it is queued, an action larger than any push the server reads', async () => {
    const estateId = uuidv7();
    await runMutator(db, MUTATORS.createOne, {
      entity: 'estates',
      id: estateId,
      fields: { estateName: 'Estate of D' },
    });
    // 20,000 records of about 1 KB each: over the 16 MiB a push may carry.
    const memo = 'x'.repeat(1000);
    const records = Array.from({ length: 20_000 }, () => ({
      entity: 'parties' as const,
      id: uuidv7(),
      fields: { estate: estateId, name: 'Heir', notes: memo },
    }));
    expect(JSON.stringify(records).length).toBeGreaterThan(MAX_ACTION_BYTES);
    const error = await runMutator(db, MUTATORS.importRecords, { records }).catch((e) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as Error).message).toMatch(
      /too large to send in one piece \(\d+\.\d MiB; at most 15\.9 MiB\)/,
    );
    expect(await db.parties.count()).toBe(0);
    expect(await db.outbox.count()).toBe(1);
  });
});

/**
 * Compile-time checks (tsc -b reads this file): a wrong mutator or a wrong argument does not
 * compile. Never called; an @ts-expect-error that stops being an error fails the type check.
 */
function typeChecks(db: LocalDb) {
  // @ts-expect-error: no mutator of this name in the registry.
  void MUTATORS.deleteEverything;
  // @ts-expect-error: deleteEstate takes an estateId, not an id.
  void runMutator(db, MUTATORS.deleteEstate, { id: uuidv7() });
  // @ts-expect-error: an entity no client writes.
  void runMutator(db, MUTATORS.updateOne, { entity: 'sessions', id: uuidv7(), fields: {} });
  // @ts-expect-error: deleteRecord deletes assets, parties or transactions only.
  void runMutator(db, MUTATORS.deleteRecord, { entity: 'estates', id: uuidv7() });
  void runMutator(db, MUTATORS.deleteEstate, { estateId: uuidv7() });
}
void typeChecks;
