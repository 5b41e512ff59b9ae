import type { Db } from '../store/db.ts';
import { pgliteSnapshot } from '../store/pglite.ts';
import { COUNTS_SQL, toCounts } from './counts.ts';
import { type BackupCounts, type BackupManifest, packBackup, sha256 } from './format.ts';
import { type BackupBy, logForEveryFirm } from './log.ts';

/** What the manifest says of the database, read in the same turn of the queue as the copy. */
async function describe(tx: Db): Promise<{ counts: BackupCounts; migrations: string[]; postgres: string }> {
  const counts = toCounts((await tx.query(COUNTS_SQL))[0]);
  const migrations = (await tx.query<{ id: string }>('select id from schema_migrations order by id')).map(
    (m) => m.id,
  );
  const [server] = await tx.query<{ v: string }>("select current_setting('server_version') as v");
  return { counts, migrations, postgres: server?.v ?? '' };
}

/**
 * A backup of an open embedded database: PGlite runs one statement or transaction at a time
 * (server/store/pglite.ts), so the copy is taken between two of them and holds each committed
 * push whole; a push still running waits for the copy, then commits after it.
 */
export async function takeBackup(
  db: Db,
  now: Date,
  by: BackupBy,
): Promise<{ bytes: Uint8Array; manifest: BackupManifest }> {
  const snapshot = pgliteSnapshot(db);
  if (!snapshot)
    throw new Error(
      'Backups by this command are of the embedded database; on PostgreSQL use pg_dump (docs/data-export-and-backup.md#postgresql).',
    );
  let about: Awaited<ReturnType<typeof describe>> | undefined;
  const blob = await snapshot(async (tx) => {
    about = await describe(tx);
  });
  const data = new Uint8Array(await blob.arrayBuffer());
  const packed = packBackup(data, {
    createdAt: now.toISOString(),
    database: 'pglite',
    postgres: about!.postgres,
    migrations: about!.migrations,
    counts: about!.counts,
  });
  // Logged once the copy exists, so the log never claims a backup that failed; the file's checksum
  // names which file it was.
  await logForEveryFirm(db, 'backup-taken', by, {
    sha256: sha256(packed.bytes),
    size: packed.bytes.byteLength,
  });
  return packed;
}
