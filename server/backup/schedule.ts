import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../store/db.ts';
import { takeBackup } from './take.ts';

const PREFIX = 'estates-backup-';
const SUFFIX = '.zip';

/** The file name of a backup taken at `at`: names sort as their times do. */
export const backupFileName = (at: Date) => `${PREFIX}${at.toISOString().replace(/[:.]/g, '-')}${SUFFIX}`;

/**
 * Writes one backup into `dir` (through a temporary name, so a half-written file never looks like
 * a backup), then removes the oldest beyond `keep`. Returns the file's path.
 */
export async function writeBackupTo(db: Db, dir: string, keep: number, now = new Date()) {
  await mkdir(dir, { recursive: true });
  const { bytes, manifest } = await takeBackup(db, now, 'BACKUP_DIR schedule');
  const file = join(dir, backupFileName(now));
  await writeFile(`${file}.partial`, bytes, { mode: 0o600 });
  await rename(`${file}.partial`, file);
  const ours = (await readdir(dir)).filter((name) => name.startsWith(PREFIX) && name.endsWith(SUFFIX)).sort();
  for (const old of ours.slice(0, Math.max(0, ours.length - keep))) await rm(join(dir, old));
  return { file, manifest, size: bytes.byteLength };
}

/** BACKUP_DIR's schedule: one backup at start, then one every `everyMs`; never two at once. */
export function scheduleBackups(
  db: Db,
  options: { dir: string; everyMs: number; keep: number; log?: (line: string) => void },
) {
  const log = options.log ?? console.log;
  let running = false;
  const once = async () => {
    if (running) return;
    running = true;
    try {
      const { file, size } = await writeBackupTo(db, options.dir, options.keep);
      log(`Backup written: ${file} (${size} bytes)`);
    } catch (error) {
      console.error(`Scheduled backup failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
  };
  void once();
  const timer = setInterval(() => void once(), options.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
