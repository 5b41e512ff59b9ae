import { verifyEveryChain } from '../activity/chain.ts';
import type { Env } from '../env.ts';
import type { Db } from '../store/db.ts';
import { claimDataDir } from './control.ts';
import { scheduleBackups } from './schedule.ts';
import { takeBackup } from './take.ts';

/**
 * The server's side of backups: before the embedded database opens, the data folder is claimed
 * (control.ts); once it is open, `npm run backup` and `npm run verify-activity` are answered
 * through the control socket and the
 * BACKUP_DIR schedule starts. On PostgreSQL neither applies: pg_dump does it.
 */
export async function holdDataDir(
  env: Pick<Env, 'databaseUrl' | 'dataDir' | 'backupDir' | 'backupEveryMs' | 'backupKeep'>,
) {
  if (env.databaseUrl) {
    if (env.backupDir)
      throw new Error(
        'BACKUP_DIR backs up the embedded database; with DATABASE_URL use pg_dump (docs/data-export-and-backup.md#postgresql).',
      );
    return { ready: (_db: Db) => undefined, close: async () => undefined };
  }
  const control = await claimDataDir(env.dataDir, 'The server');
  let stopSchedule: () => void = () => undefined;
  return {
    ready(db: Db) {
      control.serve(async (request) => {
        if (request.op === 'ping') return { header: { ok: true, holder: 'server' } };
        if (request.op === 'verify-activity')
          return { header: { ok: true, reports: await verifyEveryChain(db) } };
        const { bytes, manifest } = await takeBackup(db, new Date(), 'npm run backup');
        return { header: { ok: true, manifest }, body: bytes };
      });
      if (env.backupDir)
        stopSchedule = scheduleBackups(db, {
          dir: env.backupDir,
          everyMs: env.backupEveryMs,
          keep: env.backupKeep,
        });
    },
    async close() {
      stopSchedule();
      await control.close();
    },
  };
}
