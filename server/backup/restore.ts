import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from '../store/migrate.ts';
import { openPglite } from '../store/pglite.ts';
import { CONTROL_SOCKET } from './control.ts';
import { COUNTS_SQL, toCounts } from './counts.ts';
import { type BackupCounts, type BackupManifest, sha256, unpackBackup } from './format.ts';
import { logForEveryFirm } from './log.ts';

const entriesOf = async (dir: string): Promise<string[]> => {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
};

/**
 * The restored database records its own restore in each firm's log: the entries written after the
 * backup was taken are gone, and the log says so. It is migrated first, as the server would on
 * start, so a backup of an older version takes the entry too.
 */
async function logRestore(pgDir: string, manifest: BackupManifest, fileSha: string, at: Date) {
  const db = await openPglite(pgDir);
  try {
    await migrate(db);
    await logForEveryFirm(
      db,
      'backup-restored',
      'npm run restore',
      {
        backupTakenAt: manifest.createdAt,
        sha256: fileSha,
      },
      at,
    );
  } finally {
    await db.close();
  }
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the data folder's earlier contents were moved (with --force), or undefined. */
  movedAside: string | undefined;
}

/**
 * Restores a backup file into DATA_DIR. The file is checked whole first (checksum, format); the
 * database is unpacked beside its final place and opened, and its counts compared with the
 * manifest's, before it becomes `$DATA_DIR/pg`. A folder that holds anything is refused unless
 * `force`, and then its contents are moved aside to a sibling folder, never deleted.
 * The caller holds the folder meanwhile (control.ts), so no server opens it half-restored.
 */
export async function restoreBackup(
  bytes: Uint8Array,
  dataDir: string,
  options: { force?: boolean; now?: Date } = {},
): Promise<RestoreResult> {
  const { manifest, data } = unpackBackup(bytes);
  let movedAside: string | undefined;
  // The control socket is the restore's own hold on the folder (control.ts), not its contents.
  const present = (await entriesOf(dataDir)).filter((name) => name !== CONTROL_SOCKET);
  if (present.length > 0) {
    if (!options.force)
      throw new Error(
        `${dataDir} is not empty. Restore into an empty folder, or add --force to move its contents aside first.`,
      );
    const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, '-');
    movedAside = `${dataDir}.replaced-${stamp}`;
    await mkdir(movedAside, { recursive: true });
    for (const name of present) await rename(join(dataDir, name), join(movedAside, name));
  }
  await mkdir(dataDir, { recursive: true });
  const staging = join(dataDir, 'pg.restoring');
  try {
    const pg = new PGlite(staging, {
      loadDataDir: new Blob([data as Uint8Array<ArrayBuffer>], { type: 'application/x-gzip' }),
    });
    await pg.waitReady;
    try {
      const found = toCounts((await pg.query<Record<string, unknown>>(COUNTS_SQL)).rows[0]);
      for (const [key, value] of Object.entries(manifest.counts))
        if (found[key as keyof BackupCounts] !== value)
          throw new Error(
            `The restored database does not match its manifest: ${key} is ${found[key as keyof BackupCounts]}, the manifest says ${value}.`,
          );
    } finally {
      await pg.close();
    }
    await rename(staging, join(dataDir, 'pg'));
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  await logRestore(join(dataDir, 'pg'), manifest, sha256(bytes), options.now ?? new Date());
  return { manifest, movedAside };
}
