import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../../server/store/db.ts';
import { migrate } from '../../server/store/migrate.ts';
import { openPglite } from '../../server/store/pglite.ts';
import { openPostgres } from '../../server/store/postgres.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by TEST_DATABASE_URL (dropped again by close()).
 */
export async function openTestDb(): Promise<Db & { label: string; url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = await openPglite();
    await migrate(db);
    return { ...db, label: 'pglite' };
  }
  const database = await createPgDatabase(url);
  const db = await openPostgres(database.url, 20);
  await migrate(db);
  return {
    ...db,
    label: 'postgres',
    // For a second instance on the same database (tests/integration/sync-model.test.ts).
    url: database.url,
    async close() {
      await db.close();
      await database.drop();
    },
  };
}

/** The connection string of a fresh database on TEST_DATABASE_URL's server, for multi-process tests. */
export async function createPgDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
