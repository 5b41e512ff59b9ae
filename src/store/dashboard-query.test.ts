import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uuidv7 } from '../domain/ids.ts';
import { dashboardSummary } from '../domain/rules/dashboard.ts';
import { dashboardFigures } from './dashboard-query.ts';
import type { LocalDb } from './db.ts';
import { createQueries } from './queries.ts';
import { signedInDb } from './signed-in-db.ts';

let db: LocalDb;
beforeEach(async () => {
  db = await signedInDb('dashboard-query', { indexedDB, IDBKeyRange });
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const at = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();

/** A firm whose newest files and documents are not the last written, with ties in time. */
async function seedFirm() {
  const files = Array.from({ length: 9 }, (_, i) => ({
    _id: uuidv7(),
    name: `File ${i}`,
    status: i % 3 === 0 ? 'closed' : 'active',
    updatedAt: at([5, 9, 2, 9, 7, 1, 9, 3, 4][i]!),
    createdAt: at(1),
  }));
  const estates = files.flatMap((file, i) =>
    Array.from({ length: (i % 2) + 1 }, (_, j) => ({
      _id: uuidv7(),
      file: file._id,
      estateName: `Estate ${i}.${j}`,
      status: ['open', 'completed', 'in-probate'][(i + j) % 3],
      createdAt: at(10 - j),
      updatedAt: at(10),
    })),
  );
  const assets = estates.map((estate, i) => ({
    _id: uuidv7(),
    estate: estate._id,
    name: `Asset ${i}`,
    assetClass: i % 2 ? 'realEstate' : 'other',
    fmvDoD: 1000 * (i + 1),
    valuationDate: '2026-01-01',
    details: {},
  }));
  const documents = Array.from({ length: 8 }, (_, i) => ({
    _id: uuidv7(),
    title: `Document ${i}`,
    type: 'will',
    createdAt: at([3, 8, 8, 1, 6, 8, 2, 5][i]!),
    hasContent: i % 2 === 0,
  }));
  await db.files.bulkPut(files as never[]);
  await db.estates.bulkPut(estates as never[]);
  await db.assets.bulkPut(assets as never[]);
  await db.documents.bulkPut(documents as never[]);
}

const fullRecount = async () => dashboardSummary(await createQueries(db).dashboardInputs());

describe('the dashboard read through indexes', () => {
  it('draws exactly what a recount of every record draws, without reading the tables whole', async () => {
    await seedFirm();
    const expected = await fullRecount();
    const whole = vi.spyOn(db.files, 'toArray');
    const figures = await dashboardFigures(db);
    expect(whole).not.toHaveBeenCalled();
    expect(figures).toEqual(expected);
    expect(figures.recentFiles).toHaveLength(3);
    expect(figures.recentFiles.every((f) => f.value > 0)).toBe(true);
    expect(figures.recentDocuments.map((d) => d.title).slice(0, 3)).toEqual(
      expected.recentDocuments.map((d) => d.title).slice(0, 3),
    );
    expect(figures.summary.completedEstates).toBeGreaterThan(0);
  });

  it('reads the tables whole when a record lacks the field an index needs, and still draws it right', async () => {
    await seedFirm();
    await db.files.put({ _id: uuidv7(), name: 'Never dated', status: 'active' } as never);
    const whole = vi.spyOn(db.files, 'toArray');
    const figures = await dashboardFigures(db);
    expect(whole).toHaveBeenCalled();
    expect(figures).toEqual(await fullRecount());
    expect(figures.summary.totalFiles).toBe(10);
  });

  it('draws an empty firm', async () => {
    expect(await dashboardFigures(db)).toEqual(await fullRecount());
  });
});
