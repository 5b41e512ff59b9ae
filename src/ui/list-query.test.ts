import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareSortValues,
  filterRows,
  showingCount,
  sortByKey,
  sortRows,
  toggleSort,
} from './list-query.ts';

const files = [
  {
    name: 'Estate of Robert Thompson',
    fileNumber: 'EST-2025-021',
    status: 'active',
    createdAt: '2025-03-02',
  },
  {
    name: 'estate of Eleanor MacDonald',
    fileNumber: 'EST-2026-002',
    status: 'pending',
    createdAt: '2026-01-10',
  },
  { name: 'Okafor Family Estates', fileNumber: '', status: 'closed', createdAt: '2024-11-20' },
  {
    name: 'Estate of Jean-Luc Tremblay',
    fileNumber: 'EST-2024-112',
    status: 'closed',
    createdAt: '2024-02-01',
  },
];

describe('sortRows / sortByKey', () => {
  it('sorts text ignoring case, ascending and descending', () => {
    expect(sortByKey(files, 'name').map((f) => f.name)).toEqual([
      'estate of Eleanor MacDonald',
      'Estate of Jean-Luc Tremblay',
      'Estate of Robert Thompson',
      'Okafor Family Estates',
    ]);
    expect(sortByKey(files, 'name', 'descending')[0]?.name).toBe('Okafor Family Estates');
  });

  it('puts rows without a value last in both directions', () => {
    expect(sortByKey(files, 'fileNumber').at(-1)?.name).toBe('Okafor Family Estates');
    expect(sortByKey(files, 'fileNumber', 'descending').at(-1)?.name).toBe('Okafor Family Estates');
    expect(sortRows([{ v: null }, { v: 2 }, { v: undefined }, { v: 1 }], (r) => r.v).map((r) => r.v)).toEqual(
      [1, 2, null, undefined],
    );
  });

  it('orders numbers and numbered text numerically, dates by time, booleans false first', () => {
    expect(sortRows([10, 9, 100], (n) => n)).toEqual([9, 10, 100]);
    expect(sortRows(['EST-10', 'EST-9'], (s) => s)).toEqual(['EST-9', 'EST-10']);
    expect(sortByKey(files, 'createdAt').map((f) => f.createdAt)).toEqual([
      '2024-02-01',
      '2024-11-20',
      '2025-03-02',
      '2026-01-10',
    ]);
    expect(compareSortValues(new Date(2020, 0, 1), new Date(2019, 0, 1))).toBeGreaterThan(0);
    expect(sortRows([true, false, true], (b) => b)).toEqual([false, true, true]);
  });

  it('is stable and never changes its input', () => {
    const rows = [
      { k: 'b', i: 0 },
      { k: 'a', i: 1 },
      { k: 'B', i: 2 },
      { k: 'a', i: 3 },
    ];
    const before = JSON.stringify(rows);
    expect(sortByKey(rows, 'k').map((r) => r.i)).toEqual([1, 3, 0, 2]);
    expect(sortByKey(rows, 'k', 'descending').map((r) => r.i)).toEqual([0, 2, 1, 3]);
    expect(JSON.stringify(rows)).toBe(before);
  });

  it('returns a sorted permutation of any list of numbers', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer(), { nil: null })), (values) => {
        const sorted = sortRows(values, (v) => v);
        expect([...sorted].sort()).toEqual([...values].sort());
        const present = sorted.filter((v) => v !== null) as number[];
        for (let i = 1; i < present.length; i++) expect(present[i - 1]!).toBeLessThanOrEqual(present[i]!);
        expect(sorted.slice(present.length).every((v) => v === null)).toBe(true);
      }),
    );
  });

  // Speed at this size is measured by `npm run bench` (estates list), not asserted here.
  it('sorts 10,000 rows in numeric text order', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ name: `File ${(i * 7919) % 10_000}` }));
    const sorted = sortByKey(many, 'name');
    expect(sorted.map((r) => r.name).slice(0, 3)).toEqual(['File 0', 'File 1', 'File 2']);
    expect(sorted[0]?.name).toBe('File 0');
    expect(sorted.at(-1)?.name).toBe('File 9999');
  });
});

describe('toggleSort', () => {
  it('flips the direction of the sorted column and starts another column ascending', () => {
    expect(toggleSort({ key: 'name', direction: 'ascending' }, 'name')).toEqual({
      key: 'name',
      direction: 'descending',
    });
    expect(toggleSort({ key: 'name', direction: 'descending' }, 'name').direction).toBe('ascending');
    expect(toggleSort({ key: 'name', direction: 'descending' }, 'status')).toEqual({
      key: 'status',
      direction: 'ascending',
    });
    expect(toggleSort(null, 'createdAt')).toEqual({ key: 'createdAt', direction: 'ascending' });
  });
});

describe('filterRows', () => {
  const fields = (f: (typeof files)[number]) => [f.name, f.fileNumber, f.status];

  it('matches any named field, case-insensitively, ignoring surrounding spaces', () => {
    expect(filterRows(files, '  CLOSED ', fields).map((f) => f.name)).toEqual([
      'Okafor Family Estates',
      'Estate of Jean-Luc Tremblay',
    ]);
    expect(filterRows(files, 'est-2026', fields).map((f) => f.name)).toEqual(['estate of Eleanor MacDonald']);
    expect(filterRows(files, 'thompson', fields)).toHaveLength(1);
  });

  it('keeps every row for an empty query and none for a query nothing contains', () => {
    expect(filterRows(files, '', fields)).toHaveLength(4);
    expect(filterRows(files, undefined, fields)).toHaveLength(4);
    expect(filterRows(files, 'zzz', fields)).toEqual([]);
  });

  it('only searches the fields it is given, and reads numbers but not objects', () => {
    expect(filterRows(files, '2026-01', fields)).toEqual([]);
    expect(filterRows([{ n: 42, o: { x: 'hidden' } }], '42', (r) => [r.n, r.o])).toHaveLength(1);
    expect(filterRows([{ n: 42, o: { x: 'hidden' } }], 'hidden', (r) => [r.n, r.o])).toHaveLength(0);
  });
});

describe('showingCount', () => {
  it('reads Showing X of Y', () => {
    expect(showingCount(7, 7)).toBe('Showing 7 of 7');
    expect(showingCount(2, 10_000)).toBe('Showing 2 of 10,000');
  });
});
