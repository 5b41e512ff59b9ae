import { describe, expect, it } from 'vitest';
import { sortForTable } from './sorted-rows.ts';

type Row = { name: string };
const byName = (r: Row) => r.name;
const ascending = { key: 'name', direction: 'ascending' } as const;
const names = (rows: readonly Row[]) => rows.map((r) => r.name);

describe('sortForTable', () => {
  const all: Row[] = ['Estate 10', 'estate 2', 'Estate 1', 'Another'].map((name) => ({ name }));
  const first = sortForTable(all, ascending, byName, null);

  it('sorts the full list by the column, in numeric, case-blind order', () => {
    expect(names(first.rows)).toEqual(['Another', 'Estate 1', 'estate 2', 'Estate 10']);
  });

  it('keeps the searched rows in the order of the last sort, without sorting again', () => {
    const searched = [all[0]!, all[1]!]; // Estate 10, estate 2: in store order, not sorted
    const narrowed = sortForTable(
      searched,
      ascending,
      () => {
        throw new Error('compared text again');
      },
      first.last,
    );
    expect(names(narrowed.rows)).toEqual(['estate 2', 'Estate 10']);
    expect(narrowed.last).toBe(first.last);
  });

  it('sorts again when a row is new or changed, or the sort changed', () => {
    const changed = [{ name: 'Zed' }, all[2]!];
    expect(names(sortForTable(changed, ascending, byName, first.last).rows)).toEqual(['Estate 1', 'Zed']);
    const descending = sortForTable(all, { key: 'name', direction: 'descending' }, byName, first.last);
    expect(names(descending.rows)).toEqual(['Estate 10', 'estate 2', 'Estate 1', 'Another']);
    expect(descending.last.direction).toBe('descending');
  });

  it('narrows 10,000 rows to the ones searched for, in sorted order', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      name: `Estate of Person ${(i * 7919) % 10_000}`,
    }));
    const full = sortForTable(many, ascending, byName, null);
    const sevens = many.filter((r) => r.name.includes('7'));
    const narrowed = sortForTable(sevens, ascending, byName, full.last);
    expect(narrowed.rows).toHaveLength(sevens.length);
    expect(names(narrowed.rows)).toEqual(names(sortForTable(sevens, ascending, byName, null).rows));
  });
});
