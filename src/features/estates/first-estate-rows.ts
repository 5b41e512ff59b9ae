import type { LocalDb } from '../../store/db.ts';
import { type EstateRow, estateRows } from './estate-rows.ts';

/** More than a screenful, so the rows first drawn are the ones the full list starts with. */
const FIRST_PAGE = 100;

/**
 * The first estates by name, with their files and assets, read through the name index: the list
 * draws them while all the estates (10,000 at a large firm) are still being read and joined.
 * IndexedDB orders the index by code point and the table by the reader's collation; the table
 * re-sorts these rows, and the full list takes their place a moment later.
 */
export async function firstEstateRows(db: LocalDb): Promise<EstateRow[]> {
  const estates = await db.estates.orderBy('estateName').limit(FIRST_PAGE).toArray();
  const fileIds = [...new Set(estates.map((e) => e.file).filter((f): f is string => typeof f === 'string'))];
  const [files, assets] = await Promise.all([
    db.files.bulkGet(fileIds),
    db.assets
      .where('estate')
      .anyOf(estates.map((e) => e._id))
      .toArray(),
  ]);
  return estateRows(
    estates,
    files.filter((f) => f !== undefined),
    assets,
  );
}
