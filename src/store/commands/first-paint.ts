import {
  FIRST_PAINT_KEY,
  FIRST_PAINT_UNTIL_KEY,
  type FirstPaintSnapshot,
} from '../../domain/rules/first-paint.ts';
import type { LocalDb } from '../db.ts';
import { setMeta } from '../meta.ts';

/**
 * The dashboard's picture for the next start (docs/architecture.md#first-paint), kept with the rest
 * of the firm's data on this device, so a logout or a wipe (which delete the database) takes it too.
 */
export const saveFirstPaint = (db: LocalDb, snapshot: FirstPaintSnapshot) =>
  setMeta(db, FIRST_PAINT_KEY, snapshot);

/** What this page last wrote as the moment the lock falls, so activity costs no read of the database. */
const written = new WeakMap<LocalDb, number>();

/** The device locked: no picture until the dashboard is drawn again after unlocking. */
export async function clearFirstPaint(db: LocalDb): Promise<void> {
  written.delete(db);
  await db.meta.bulkDelete([FIRST_PAINT_KEY, FIRST_PAINT_UNTIL_KEY]);
}

/**
 * When the idle lock would fall, from the last activity: after it, the worker paints nothing and the
 * lock screen comes first. Written only when it moves later by half a minute or more (activity
 * comes every second), or earlier at all: the stored moment is never later than the true one.
 */
export async function setFirstPaintUntil(db: LocalDb, until: number): Promise<void> {
  const last = written.get(db);
  if (last !== undefined && until >= last && until - last < 30_000) return;
  written.set(db, until);
  await setMeta(db, FIRST_PAINT_UNTIL_KEY, until);
}
