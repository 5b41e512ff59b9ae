import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createPgDatabase } from '../../tests/helpers/test-db.ts';
import { registerFirm } from '../accounts.ts';
import { migrate } from '../store/migrate.ts';
import { openPostgres } from '../store/postgres.ts';

/**
 * On PostgreSQL, backups are PostgreSQL's own: the commands docs/data-export-and-backup.md#postgresql
 * gives, run once here against the suite's server, bring back every table's rows, document bytes
 * included, into an empty database the server then starts on without migrating anything.
 */
const run = promisify(execFile);
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** pg_dump and pg_restore of the newest installed PostgreSQL (the suite's server is that one). */
function tool(name: 'pg_dump' | 'pg_restore'): string {
  const versioned = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => `/usr/lib/postgresql/${v}/bin`)
    : [];
  const dirs = [...versioned, ...(process.env.PATH ?? '').split(delimiter).filter(Boolean)];
  const found = dirs.map((dir) => join(dir, name)).find((file) => existsSync(file));
  if (!found) throw new Error(`${name} not found: install PostgreSQL's client programs`);
  return found;
}

const TABLES = ['records', 'history', 'credentials', 'document_contents', 'org_clock', 'schema_migrations'];

describe('pg_dump and pg_restore', () => {
  it('copy the whole database, documents’ bytes included, into an empty one the server starts on', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const source = await createPgDatabase(url);
    cleanups.push(source.drop);
    const db = await openPostgres(source.url, 2);
    await migrate(db);
    const { organization } = await registerFirm(db, {
      name: 'Dump Admin',
      email: `dump-${Date.now()}@example.com`,
      password: 'correct horse battery staple',
      organizationName: 'Dump LLP',
    });
    const bytes = randomBytes(300_000);
    await db.query(
      `insert into document_contents (document_id, organization, mime_type, size, content, updated_at)
       values (gen_random_uuid(), $1, 'application/pdf', $2, $3, now())`,
      [organization._id, bytes.byteLength, bytes],
    );
    const snapshot = async (target: typeof db) =>
      Object.fromEntries(
        await Promise.all(
          TABLES.map(async (table) => [table, await target.query(`select * from ${table} order by 1, 2`)]),
        ),
      );
    const before = await snapshot(db);
    await db.close();

    const dir = await mkdtemp(join(tmpdir(), 'pg-dump-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const file = join(dir, 'estates.dump');
    await run(tool('pg_dump'), ['--format=custom', `--file=${file}`, source.url]);
    const target = await createPgDatabase(url);
    cleanups.push(target.drop);
    await run(tool('pg_restore'), ['--no-owner', `--dbname=${target.url}`, file]);

    const restored = await openPostgres(target.url, 2);
    try {
      expect(await snapshot(restored)).toEqual(before);
      const [content] = await restored.query<{ content: Buffer }>('select content from document_contents');
      expect(Buffer.compare(content!.content, bytes)).toBe(0);
      expect(await migrate(restored)).toEqual([]);
    } finally {
      await restored.close();
    }
  });
});
