import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.ts';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

export interface Migration {
  id: string;
  sql: string;
  checksum: string;
}

export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((n) => n.endsWith('.sql')).sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(join(dir, name), 'utf8');
      return {
        id: name.replace(/\.sql$/, ''),
        sql,
        checksum: createHash('sha256').update(sql).digest('hex'),
      };
    }),
  );
}

/**
 * Applies pending migrations in order. Migrations are append-only: if the database records one
 * this code does not have, or one whose text changed, start refuses rather than guess.
 */
export async function migrate(db: Db, migrations?: Migration[]): Promise<string[]> {
  const wanted = migrations ?? (await loadMigrations());
  return db.transaction(async (tx) => {
    // Several server processes may start at once on one PostgreSQL: one migrates, the others wait.
    await tx.query('select pg_advisory_xact_lock(4310001)');
    await tx.query(
      'create table if not exists schema_migrations (id text primary key, checksum text not null, applied_at timestamptz not null default now())',
    );
    const applied = await tx.query<{ id: string; checksum: string }>(
      'select id, checksum from schema_migrations order by id',
    );
    const byId = new Map(wanted.map((m) => [m.id, m]));
    for (const row of applied) {
      const local = byId.get(row.id);
      if (!local)
        throw new Error(
          `Database has migration ${row.id}, which this server does not know. Refusing to start.`,
        );
      if (local.checksum !== row.checksum)
        throw new Error(
          `Migration ${row.id} was changed after it was applied. Migrations are append-only. Refusing to start.`,
        );
    }
    const done = new Set(applied.map((r) => r.id));
    const ran: string[] = [];
    for (const m of wanted) {
      if (done.has(m.id)) continue;
      await tx.exec(m.sql);
      await tx.query('insert into schema_migrations (id, checksum) values ($1, $2)', [m.id, m.checksum]);
      ran.push(m.id);
    }
    return ran;
  });
}
