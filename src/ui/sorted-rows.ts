import { type SortState, type SortValue, sortRows } from './list-query.ts';

/** A table's last full sort: the order, and what it was sorted by. */
export interface LastSort<T> {
  key: string;
  direction: string;
  rows: readonly T[];
}

/**
 * The rows in the table's order. A search narrows the rows of the last full sort, so their order
 * is that sort's: one pass over it keeps the rows searched for, without comparing text again,
 * which keeps a keystroke cheap at 10,000 rows. Rows that were not in it (new or changed records
 * are new objects) or a new sort column take a real sort, which becomes the new `last`.
 */
export function sortForTable<T>(
  rows: readonly T[],
  sort: SortState,
  valueFor: (row: T) => SortValue,
  last: LastSort<T> | null,
): { rows: readonly T[]; last: LastSort<T> } {
  if (last && last.key === sort.key && last.direction === sort.direction && rows.length <= last.rows.length) {
    const wanted = new Set(rows);
    const narrowed = last.rows.filter((r) => wanted.has(r));
    if (narrowed.length === rows.length) return { rows: narrowed, last };
  }
  const sorted = sortRows(rows, valueFor, sort.direction);
  return { rows: sorted, last: { key: sort.key, direction: sort.direction, rows: sorted } };
}
