import { logEvent } from '../activity/events.ts';
import type { Db } from '../store/db.ts';

/** How a backup or restore was run: the log's "who" when nobody signs in to the command line. */
export type BackupBy = 'npm run backup' | 'BACKUP_DIR schedule' | 'npm run restore' | 'test';

/**
 * A backup or restore copies every firm's data at once, so each firm's own activity log records
 * it (docs/data-export-and-backup.md#backups): an Admin sees who could have taken a copy of their
 * estates. Nobody is signed in to the command line, so the actor is named by how it was run.
 */
export async function logForEveryFirm(
  db: Db,
  kind: 'backup-taken' | 'backup-restored',
  by: BackupBy,
  detail: Record<string, unknown>,
  at = new Date(),
): Promise<void> {
  const firms = await db.query<{ id: string }>(
    "select id from records where entity = 'organizations' and deleted_at is null order by id",
  );
  for (const firm of firms)
    await logEvent(db, { organization: firm.id, kind, actorName: by, detail: { by, ...detail }, at });
}
