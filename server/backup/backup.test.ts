import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyActivityChain } from '../activity/chain.ts';
import { parseEnv } from '../env.ts';
import type { Db } from '../store/db.ts';
import { migrate } from '../store/migrate.ts';
import { openPglite } from '../store/pglite.ts';
import { claimDataDir, controlSocketPath, sendControl } from './control.ts';
import { parseEvery } from './every.ts';
import { BACKUP_FORMAT, sha256, unpackBackup } from './format.ts';
import { holdDataDir } from './in-server.ts';
import { restoreBackup } from './restore.ts';
import { writeBackupTo } from './schedule.ts';
import { takeBackup } from './take.ts';

let db: Db;
let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'backup-unit-'));
  db = await openPglite();
  await migrate(db);
  await db.query(
    `insert into records (id, organization, entity, version, data, created_at, updated_at)
     values (gen_random_uuid(), gen_random_uuid(), 'files', 1, '{"name":"A"}', now(), now())`,
  );
  await db.query(
    `insert into document_contents (document_id, organization, mime_type, size, content, updated_at)
     values (gen_random_uuid(), gen_random_uuid(), 'text/plain', 5, '\\x68656c6c6f', now())`,
  );
});
afterAll(async () => {
  await db.close();
  await rm(root, { recursive: true, force: true });
});

describe('a backup file', () => {
  it('carries a manifest with the counts and the data’s checksum, and is refused when damaged', async () => {
    const { bytes, manifest } = await takeBackup(db, new Date('2026-11-26T10:00:00Z'), 'test');
    expect(manifest).toMatchObject({
      format: BACKUP_FORMAT,
      createdAt: '2026-11-26T10:00:00.000Z',
      counts: { records: 1, documentContents: 1, documentBytes: 5, deletedRecords: 0 },
    });
    expect(manifest.migrations[0]).toBe('0001_init');
    expect(unpackBackup(bytes).manifest).toEqual(manifest);

    const entries = unzipSync(bytes);
    const data = entries['pgdata.tar.gz']!;
    const flipped = new Uint8Array(data);
    flipped[flipped.length >> 1]! ^= 0xff;
    const damaged = zipSync({ 'manifest.json': entries['manifest.json']!, 'pgdata.tar.gz': flipped });
    expect(() => unpackBackup(damaged)).toThrow(/damaged/);
    expect(() => unpackBackup(new TextEncoder().encode('not a zip'))).toThrow(/not a backup/);
    const foreign = zipSync({ 'manifest.json': new TextEncoder().encode('{"format":"other"}') });
    expect(() => unpackBackup(foreign)).toThrow(/not a backup of this app/);
  });

  it('restores into an empty folder, refuses a non-empty one, and with force moves its contents aside', async () => {
    const { bytes } = await takeBackup(db, new Date(), 'test');
    const target = join(root, 'restore');
    const { manifest } = await restoreBackup(bytes, target);
    expect(manifest.counts.records).toBe(1);
    const restored = await openPglite(join(target, 'pg'));
    const rows = await restored.query<{ name: string }>("select data->>'name' as name from records");
    const [content] = await restored.query<{ content: Uint8Array }>('select content from document_contents');
    await restored.close();
    expect(rows).toEqual([{ name: 'A' }]);
    expect(new TextDecoder().decode(content!.content)).toBe('hello');

    await expect(restoreBackup(bytes, target)).rejects.toThrow(/not empty/);
    const now = new Date('2026-11-26T11:00:00Z');
    const forced = await restoreBackup(bytes, target, { force: true, now });
    expect(forced.movedAside).toBe(`${target}.replaced-2026-11-26T11-00-00-000Z`);
    expect(await readdir(forced.movedAside!)).toContain('pg');
    expect(await readdir(target)).toEqual(['pg']);
  });

  it('writes scheduled backups through a temporary name and keeps the newest BACKUP_KEEP', async () => {
    const dir = join(root, 'scheduled');
    for (let hour = 1; hour <= 4; hour++)
      await writeBackupTo(db, dir, 2, new Date(`2026-11-26T0${hour}:00:00Z`));
    expect(await readdir(dir)).toEqual([
      'estates-backup-2026-11-26T03-00-00-000Z.zip',
      'estates-backup-2026-11-26T04-00-00-000Z.zip',
    ]);
    const kept = await readFile(join(dir, 'estates-backup-2026-11-26T04-00-00-000Z.zip'));
    expect(unpackBackup(new Uint8Array(kept)).manifest.createdAt).toBe('2026-11-26T04:00:00.000Z');
  });
});

describe('the data folder’s control socket', () => {
  it('is held by one process, answers backups, and a dead holder’s socket is taken over', async () => {
    const dataDir = join(root, 'held');
    const hold = await claimDataDir(dataDir, 'The server');
    await expect(claimDataDir(dataDir, 'A backup')).rejects.toThrow(/Another process/);
    hold.serve(async () => {
      const { bytes, manifest } = await takeBackup(db, new Date(), 'test');
      return { header: { ok: true, manifest }, body: bytes };
    });
    const answer = await sendControl(dataDir, { op: 'backup' });
    expect(unpackBackup(answer!.body).manifest.counts.records).toBe(1);
    await hold.close();
    expect(await sendControl(dataDir, { op: 'ping' })).toBeUndefined();

    // A socket file nobody listens on (a server that died) does not block the next start.
    const stale = join(root, 'stale');
    await mkdir(stale);
    await writeFile(controlSocketPath(stale), '');
    const next = await claimDataDir(stale, 'The server');
    await next.close();
  });

  it('answers an unknown request with an error and nothing else', async () => {
    const dataDir = join(root, 'unknown');
    const hold = await claimDataDir(dataDir, 'The server');
    hold.serve(async () => ({ header: { ok: true } }));
    const answer = await sendControl(dataDir, { op: 'restore' } as never);
    await hold.close();
    expect(answer!.header).toEqual({ ok: false, error: 'Unknown request' });
    expect(answer!.body.byteLength).toBe(0);
  });
});

describe('backup settings', () => {
  it('reads BACKUP_DIR, BACKUP_EVERY and BACKUP_KEEP, and refuses nonsense', () => {
    expect(parseEvery('24h')).toBe(86_400_000);
    expect(parseEvery('30m')).toBe(1_800_000);
    expect(parseEvery('7d')).toBe(604_800_000);
    for (const bad of ['', '24', 'h', '10s', '1.5h', '-1h'])
      expect(() => parseEvery(bad)).toThrow(/BACKUP_EVERY/);
    const env = parseEnv({ BACKUP_DIR: 'backups', BACKUP_EVERY: '6h', BACKUP_KEEP: '3' });
    expect(env.backupDir).toBe(join(process.cwd(), 'backups'));
    expect(env).toMatchObject({ backupEveryMs: 21_600_000, backupKeep: 3 });
    expect(parseEnv({})).toMatchObject({ backupDir: undefined, backupEveryMs: 86_400_000, backupKeep: 7 });
    expect(() => parseEnv({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
  });

  it('refuses BACKUP_DIR on PostgreSQL, where pg_dump does it', async () => {
    await expect(
      holdDataDir({
        databaseUrl: 'postgres://x@localhost/db',
        dataDir: root,
        backupDir: join(root, 'b'),
        backupEveryMs: 60_000,
        backupKeep: 1,
      }),
    ).rejects.toThrow(/pg_dump/);
  });
});

describe('the activity log of a backup and a restore', () => {
  it('records each in every firm’s log, with how it was run and the file’s checksum', async () => {
    const own = await openPglite();
    await migrate(own);
    const firms = ['5b0c1c56-0c1c-4c56-8c1c-0c1c56000001', '5b0c1c56-0c1c-4c56-8c1c-0c1c56000002'];
    for (const firm of firms)
      await own.query(
        `insert into records (id, organization, entity, version, data, created_at, updated_at)
         values ($1, $1, 'organizations', 1, '{"name":"Firm"}', now(), now())`,
        [firm],
      );
    const events = (d: Db) =>
      d.query<{ organization: string; kind: string; actor_name: string; detail: Record<string, unknown> }>(
        'select organization, kind, actor_name, detail from security_events order by organization, id',
      );
    try {
      const { bytes } = await takeBackup(own, new Date('2026-11-29T10:00:00Z'), 'npm run backup');
      const taken = await events(own);
      expect(taken.map((e) => [e.organization, e.kind, e.actor_name])).toEqual(
        firms.map((f) => [f, 'backup-taken', 'npm run backup']),
      );
      expect(taken[0]!.detail).toMatchObject({
        by: 'npm run backup',
        sha256: sha256(bytes),
        size: bytes.byteLength,
      });

      const target = join(root, 'logged-restore');
      await restoreBackup(bytes, target, { now: new Date('2026-11-29T11:00:00Z') });
      const restored = await openPglite(join(target, 'pg'));
      try {
        // The copy was taken before its own entry was written; the restore's entry follows.
        expect((await events(restored)).map((e) => [e.organization, e.kind, e.detail])).toEqual(
          firms.map((f) => [
            f,
            'backup-restored',
            { by: 'npm run restore', backupTakenAt: '2026-11-29T10:00:00.000Z', sha256: sha256(bytes) },
          ]),
        );
        for (const firm of firms) expect((await verifyActivityChain(restored, firm)).problems).toEqual([]);
      } finally {
        await restored.close();
      }
    } finally {
      await own.close();
    }
  });
});
