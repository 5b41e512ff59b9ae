import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids.ts';
import { migrate } from '../store/migrate.ts';
import { openPglite } from '../store/pglite.ts';
import { logEvent } from './events.ts';

/**
 * `npm run verify-activity` on a firm's data folder, with no server running: it says the log is
 * as written and exits 0, then names the entry changed and exits 1.
 */
let dataDir: string;
const org = uuidv7();

const run = () =>
  spawnSync(process.execPath, ['--import', 'tsx', 'server/activity/verify-cli.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });

async function withDb<T>(fn: (db: Awaited<ReturnType<typeof openPglite>>) => Promise<T>): Promise<T> {
  const db = await openPglite(join(dataDir, 'pg'));
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'verify-activity-'));
  await withDb(async (db) => {
    await migrate(db);
    for (let i = 0; i < 3; i++)
      await logEvent(db, { organization: org, kind: 'sign-in', actorName: `Person ${i}`, detail: { i } });
  });
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run verify-activity', () => {
  it('says the log is as written, then names the entry changed', { timeout: 120_000 }, async () => {
    const whole = run();
    expect(whole.stderr).toBe('');
    expect(whole.status).toBe(0);
    expect(whole.stdout).toMatch(
      new RegExp(`A firm \\(${org}\\): 3 entries as written, newest hash [0-9a-f]{64}`),
    );

    const id = await withDb(async (db) => {
      const [row] = await db.query<{ id: string | number }>(
        'select id from security_events where organization = $1 order by id offset 1 limit 1',
        [org],
      );
      await db.query('update security_events set detail = \'{"i": 7}\' where id = $1', [row?.id]);
      return String(row?.id);
    });
    const changed = run();
    expect(changed.status).toBe(1);
    expect(changed.stdout).toContain(
      `the log was changed after it was written:\n  entry ${id} was changed after it was written`,
    );
  });
});
