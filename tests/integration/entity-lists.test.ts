import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids.ts';
import { ENTITY_LIST, ESTATE_CHILDREN, ESTATE_SCOPED } from '../../src/domain/registry.ts';
import { CLIENT_UPDATABLE, ENTITY_NAMES } from '../../src/domain/schemas/index.ts';
import { LocalDb, SYNCED_TABLES } from '../../src/store/db.ts';
import { ESTATE_CHILDREN as STORE_ESTATE_CHILDREN } from '../../src/store/queries.ts';
import { createRepos } from '../../src/store/repos.ts';
import { UNDER_ESTATE } from '../../src/sync/drop-matters.ts';

/**
 * One definition per entity (issue 28): every list of entities the device keeps is the registry's
 * (src/domain/registry.ts), so adding an entity is a schema and a registry entry, plus its Dexie
 * table; a list written out by hand again, or a table or index left out, fails here.
 */

let db: LocalDb;
beforeAll(async () => {
  db = new LocalDb(`entity-lists-${uuidv7()}`, { indexedDB, IDBKeyRange });
  await db.open();
});
afterAll(async () => {
  db.close();
  await db.delete();
});

const names = ENTITY_LIST.map((e) => e.name);

describe('entity lists', () => {
  it('registers every schema, and the device syncs exactly the registry, in its order', () => {
    expect([...names].sort()).toEqual([...ENTITY_NAMES].sort());
    expect(SYNCED_TABLES).toEqual(names);
  });

  it('has a local table per entity, with an estate index for each one under an estate', () => {
    const tables = new Map(db.tables.map((t) => [t.name, t]));
    for (const entity of names) expect(tables.has(entity), `table ${entity}`).toBe(true);
    for (const entity of UNDER_ESTATE)
      expect(Object.keys(tables.get(entity)!.schema.idxByName), `${entity} by estate`).toContain('estate');
  });

  it('has a repo for each entity a client writes', () => {
    expect(Object.keys(createRepos({ db })).sort()).toEqual([...CLIENT_UPDATABLE].sort());
  });

  it('drops and deletes an estate with the registry’s lists', () => {
    // A pull drops everything estate-scoped but the conflict log (dropped by its own rule).
    expect(UNDER_ESTATE).toEqual(ESTATE_SCOPED.filter((e) => e !== 'conflicts'));
    // Deleting an estate takes the firm's records under it; a beneficiary's approvals are not the firm's.
    expect(STORE_ESTATE_CHILDREN).toBe(ESTATE_CHILDREN);
    expect(UNDER_ESTATE.filter((e) => !(ESTATE_CHILDREN as readonly string[]).includes(e))).toEqual([
      'approvals',
    ]);
  });
});
