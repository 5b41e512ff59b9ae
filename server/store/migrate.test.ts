import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgDatabase, openTestDb } from '../../tests/helpers/test-db.ts';
import type { Db } from './db.ts';
import { loadMigrations, migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

/** An empty database, on PostgreSQL when the suite runs there, for migrating step by step. */
async function emptyDb(): Promise<Db> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openPglite();
  const database = await createPgDatabase(url);
  const db = await openPostgres(database.url, 2);
  const close = async () => {
    await db.close();
    await database.drop();
  };
  return { ...db, close };
}

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());

describe('migrations', () => {
  it('records every applied id and applies nothing twice', async () => {
    const files = await loadMigrations();
    const rows = await db.query<{ id: string }>('select id from schema_migrations order by id');
    expect(rows.map((r) => r.id)).toEqual(files.map((m) => m.id));
    expect(await migrate(db)).toEqual([]);
  });

  it('applies a newly appended migration once', async () => {
    const files = await loadMigrations();
    const extra = {
      id: '9999_test_extra',
      sql: 'create table test_extra (x int); insert into test_extra values (1);',
      checksum: 'x1',
    };
    expect(await migrate(db, [...files, extra])).toEqual(['9999_test_extra']);
    expect(await migrate(db, [...files, extra])).toEqual([]);
    expect(await db.query('select x from test_extra')).toEqual([{ x: 1 }]);
  });

  it('refuses to start when an applied migration is unknown or was edited', async () => {
    const files = await loadMigrations();
    await expect(migrate(db, files)).rejects.toThrow(/9999_test_extra.*does not know/);
    const edited = files.map((m, i) => (i === 0 ? { ...m, checksum: 'changed' } : m));
    const extra = { id: '9999_test_extra', sql: '', checksum: 'x1' };
    await expect(migrate(db, [...edited, extra])).rejects.toThrow(/changed after it was applied/);
  });
});

describe('0009: push results by batch', () => {
  it('keeps each result stored one row per seq as a batch of one', async () => {
    const empty = await emptyDb();
    try {
      const files = await loadMigrations();
      await migrate(
        empty,
        files.filter((m) => m.id < '0009'),
      );
      const client = '0190a0b0-0000-7000-8000-000000000001';
      const result = (seq: number) => ({ seq, mutationId: `m${seq}`, status: 'applied', version: seq });
      for (const seq of [1, 2])
        await empty.query(
          'insert into sync_results (client_id, seq, mutation_id, result) values ($1, $2, $3, $4)',
          [client, seq, `m${seq}`, JSON.stringify(result(seq))],
        );
      await migrate(empty, files);
      const rows = await empty.query<{ first_seq: unknown; last_seq: unknown; results: unknown }>(
        'select first_seq, last_seq, results from sync_results where client_id = $1 order by last_seq',
        [client],
      );
      expect(rows.map((r) => [Number(r.first_seq), Number(r.last_seq), r.results])).toEqual([
        [1, 1, [result(1)]],
        [2, 2, [result(2)]],
      ]);
    } finally {
      await empty.close();
    }
  });
});
