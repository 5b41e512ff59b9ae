import type { Db } from './db.ts';

/**
 * PGlite runs no autovacuum, so without this the planner never learns how large `records` has
 * grown: at 100,000 records it estimated a few hundred rows after a pull's cursor and read every
 * one of them to sort out a page, instead of walking the (organization, version) index for the
 * page alone (docs/architecture.md#embedded-database-upkeep). Like autovacuum's default, the
 * table is analysed once it is past a small firm's size and has grown by a tenth since the last time;
 * vacuum also marks pages all-visible, so a count can read the index alone.
 */
export async function refreshStatistics(db: Db): Promise<boolean> {
  if (db.kind !== 'pglite') return false;
  const [row] = await db.query<{ pages: unknown; analysed: unknown }>(
    `select pg_relation_size(c.oid) / current_setting('block_size')::int as pages, c.relpages as analysed
     from pg_class c where c.relname = 'records' and c.relkind = 'r'`,
  );
  if (!row) return false;
  const pages = Number(row.pages);
  const analysed = Math.max(0, Number(row.analysed));
  if (pages <= analysed * 1.1 + GRACE_PAGES) return false;
  await db.exec('vacuum (analyze) records');
  return true;
}

/**
 * About 9,000 records. Below that the planner's defaults serve, and statistics taken from a small
 * table can mislead it once the table has grown before the next look (analysed at 500 records,
 * grown to 5,000 within the minute); a small table is cheap to read whichever plan it takes.
 */
const GRACE_PAGES = 400;
