import {
  FIRST_PAINT_KEY,
  FIRST_PAINT_UNTIL_KEY,
  type FirstPaintSnapshot,
} from '../../domain/rules/first-paint.ts';
import type { LocalDb } from '../db.ts';
import { getMeta, setMeta } from '../meta.ts';

/**
 * The dashboard's picture for the next start (docs/architecture.md#first-paint), kept with the rest
 * of the firm's data on this device, so a logout or a wipe (which delete the database) takes it too.
 */
export const saveFirstPaint = (db: LocalDb, snapshot: FirstPaintSnapshot) =>
  setMeta(db, FIRST_PAINT_KEY, snapshot);

/** The device locked: no picture until the dashboard is drawn again after unlocking. */
export const clearFirstPaint = (db: LocalDb) => db.meta.bulkDelete([FIRST_PAINT_KEY, FIRST_PAINT_UNTIL_KEY]);

/**
 * When the idle lock would fall, from the last activity: after it, the worker paints nothing and the
 * lock screen comes first. Written only when it moves by half a minute or more, as activity comes
 * many times a second; an older value is always earlier than the true moment, never later.
 */
export async function setFirstPaintUntil(db: LocalDb, until: number): Promise<void> {
  const stored = await getMeta<number>(db, FIRST_PAINT_UNTIL_KEY);
  if (stored !== undefined && Math.abs(until - stored) < 30_000 && until >= stored) return;
  await setMeta(db, FIRST_PAINT_UNTIL_KEY, until);
}
