import type { Queries } from '../../store/index.ts';
import { type EstateRow, estateRows } from './estate-rows.ts';

/** More than a screenful, so the rows first drawn are the ones the full list starts with. */
const FIRST_PAGE = 100;

/**
 * The first estates by name, with their files and assets, read through the name index: the list
 * draws them while all the estates (10,000 at a large firm) are still being read and joined.
 * IndexedDB orders the index by code point and the table by the reader's collation; the table
 * re-sorts these rows, and the full list takes their place a moment later.
 */
export async function firstEstateRows(queries: Pick<Queries, 'firstEstatesByName'>): Promise<EstateRow[]> {
  const { estates, files, assets } = await queries.firstEstatesByName(FIRST_PAGE);
  return estateRows(estates, files, assets);
}
