import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../tests/helpers/test-db.ts';
import type { Db } from './db.ts';
import { loadMigrations, migrate } from './migrate.ts';

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
