import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../domain/ids.ts';
import { LocalDb } from '../../store/db.ts';
import { createQueries } from '../../store/queries.ts';
import { filterEstateRows } from './estate-rows.ts';
import { firstEstateRows } from './first-estate-rows.ts';

const stamp = {
  organization: 'o',
  createdAt: '2026-01-05T00:00:00.000Z',
  updatedAt: '2026-01-05T00:00:00.000Z',
  version: 1,
};

let db: LocalDb;
beforeEach(() => {
  db = new LocalDb(`first-estates-${uuidv7()}`, { indexedDB, IDBKeyRange });
});
afterEach(async () => {
  db.close();
  await db.delete();
});

describe('firstEstateRows', () => {
  it('reads the first 100 estates by name, with their file numbers and asset values', async () => {
    const padded = (i: number) => String(i).padStart(3, '0');
    await db.table('files').bulkPut([{ ...stamp, _id: 'f1', fileNumber: 'EST-2026-001' }]);
    await db.table('estates').bulkPut(
      Array.from({ length: 250 }, (_, i) => ({
        ...stamp,
        _id: `e${padded(249 - i)}`,
        estateName: `Estate of Person ${padded(249 - i)}`,
        file: i % 2 ? 'f1' : 'missing',
        status: 'open',
      })),
    );
    await db.table('assets').bulkPut([
      { ...stamp, _id: 'a1', estate: 'e000', fmvDoD: 1000 },
      { ...stamp, _id: 'a2', estate: 'e000', fmvDoD: 250 },
      { ...stamp, _id: 'a3', estate: 'e200', fmvDoD: 99 },
    ]);
    const rows = await firstEstateRows(createQueries(db));
    expect(rows.map((r) => r.name)).toEqual(
      Array.from({ length: 100 }, (_, i) => `Estate of Person ${padded(i)}`),
    );
    expect(rows[0]).toMatchObject({ id: 'e000', value: 1250, statusLabel: 'Open' });
    expect(rows.filter((r) => r.fileNumber === 'EST-2026-001')).toHaveLength(50);
    expect(filterEstateRows(rows, 'person 099').map((r) => r.id)).toEqual(['e099']);
  });

  it('is empty for a firm with no estates yet', async () => {
    expect(await firstEstateRows(createQueries(db))).toEqual([]);
  });
});
