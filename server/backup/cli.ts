import { access, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseEnv } from '../env.ts';
import { openPglite } from '../store/pglite.ts';
import { claimDataDir, sendControl } from './control.ts';
import { type BackupManifest, sha256 } from './format.ts';
import { restoreBackup } from './restore.ts';
import { backupFileName } from './schedule.ts';
import { takeBackup } from './take.ts';

/**
 * `npm run backup [-- --out FILE|FOLDER]` and `npm run restore -- FILE [--force]`
 * (docs/data-export-and-backup.md#backups).
 */
const USAGE = `Usage:
  npm run backup [-- --out FILE|FOLDER]   a backup of DATA_DIR's embedded database (from the running server if there is one)
  npm run restore -- FILE [--force]       restore FILE into DATA_DIR (empty, or --force to move its contents aside)`;

const PG_DUMP = `DATABASE_URL is set: back up PostgreSQL with its own tools, for example
  pg_dump --format=custom --file=estates.dump "$DATABASE_URL"
  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" estates.dump
(docs/data-export-and-backup.md#postgresql)`;

async function backup(args: string[]) {
  const env = parseEnv();
  if (env.databaseUrl) throw new Error(PG_DUMP);
  const outIndex = args.indexOf('--out');
  const out = outIndex >= 0 ? args[outIndex + 1] : undefined;
  if (outIndex >= 0 && !out) throw new Error('--out needs a file or folder name');
  const now = new Date();
  let bytes: Uint8Array;
  let manifest: BackupManifest;
  let from: string;
  const answer = await sendControl(env.dataDir, { op: 'backup' });
  if (answer) {
    if (answer.header.ok !== true) throw new Error(`The server refused: ${String(answer.header.error)}`);
    bytes = answer.body;
    manifest = answer.header.manifest as BackupManifest;
    from = 'the running server';
  } else {
    // No server: this process holds the folder while it copies, so none starts meanwhile.
    const hold = await claimDataDir(env.dataDir, 'A backup');
    try {
      await access(join(env.dataDir, 'pg', 'PG_VERSION')).catch(() => {
        throw new Error(`There is no database in ${env.dataDir} to back up.`);
      });
      const db = await openPglite(join(env.dataDir, 'pg'));
      try {
        ({ bytes, manifest } = await takeBackup(db, now, 'npm run backup'));
      } finally {
        await db.close();
      }
    } finally {
      await hold.close();
    }
    from = env.dataDir;
  }
  const target = out ? resolve(out) : resolve(backupFileName(now));
  const file = (await stat(target).catch(() => undefined))?.isDirectory()
    ? join(target, backupFileName(now))
    : target;
  await writeFile(file, bytes, { mode: 0o600, flag: 'wx' });
  console.log(`Backup of ${from} written to ${file}`);
  console.log(`  ${bytes.byteLength} bytes, sha256 ${sha256(bytes)}`);
  console.log(`  counts: ${JSON.stringify(manifest.counts)}`);
}

async function restore(args: string[]) {
  const env = parseEnv();
  if (env.databaseUrl) throw new Error(PG_DUMP);
  // `npm run restore FILE --force` hands --force to npm, which passes it on as npm_config_force.
  const force = args.includes('--force') || process.env.npm_config_force === 'true';
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) throw new Error(USAGE);
  const bytes = new Uint8Array(await readFile(resolve(file)));
  const hold = await claimDataDir(env.dataDir, 'A restore');
  try {
    const { manifest, movedAside } = await restoreBackup(bytes, env.dataDir, { force });
    console.log(`Restored the backup of ${manifest.createdAt} into ${env.dataDir}`);
    console.log(`  counts: ${JSON.stringify(manifest.counts)}`);
    if (movedAside) console.log(`  the folder's earlier contents are in ${movedAside}`);
  } finally {
    await hold.close();
  }
}

const [command, ...rest] = process.argv.slice(2);
try {
  if (command === 'backup') await backup(rest);
  else if (command === 'restore') await restore(rest);
  else throw new Error(USAGE);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
