import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../domain/ids.ts';
import type { LocalDb } from './db.ts';
import { createPortalQueries } from './portal-queries.ts';
import { signedInDb } from './signed-in-db.ts';

let db: LocalDb;
beforeEach(async () => {
  db = await signedInDb('portal-queries', { indexedDB, IDBKeyRange }, { role: 'Beneficiary' });
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const at = '2026-01-01T00:00:00.000Z';
const common = (id: string) => ({ _id: id, organization: 'o', version: 1, createdAt: at, updatedAt: at });

describe('portal queries', () => {
  it('reads one estate with its records, leaving out deleted ones and other estates’, and which contents are kept', async () => {
    const [e1, e2, d1, d2] = [uuidv7(), uuidv7(), uuidv7(), uuidv7()];
    await db.estates.bulkPut([
      { ...common(e1), estateName: 'A' },
      { ...common(e2), estateName: 'B' },
    ] as never);
    await db.documents.bulkPut([
      { ...common(d1), estate: e1, title: 'Accounts', shared: true, hasContent: true },
      { ...common(d2), estate: e1, title: 'Old', shared: true, deletedAt: at },
    ] as never);
    await db.parties.bulkPut([{ ...common(uuidv7()), estate: e2, role: 'beneficiary', name: 'X' }] as never);
    await db.blobs.put({
      documentId: d1,
      blob: new Blob(['x']),
      fileName: 'a',
      mimeType: 'x',
      size: 1,
      state: 'cached',
    });
    const q = createPortalQueries(db);
    const set = await q.estate(e1);
    expect(set?.estate.estateName).toBe('A');
    expect(set?.documents.map((d) => d._id)).toEqual([d1]);
    expect(set?.parties).toEqual([]);
    expect(set?.cached).toEqual([d1]);
    expect(await q.estate(uuidv7())).toBeNull();
    expect((await q.estates()).map((r) => r.estate.estateName).sort()).toEqual(['A', 'B']);
  });

  it('lists the shared documents with content that this device has not kept yet', async () => {
    const [e, kept, missing, empty, unshared] = [uuidv7(), uuidv7(), uuidv7(), uuidv7(), uuidv7()];
    await db.documents.bulkPut([
      { ...common(kept), estate: e, title: 'K', shared: true, hasContent: true },
      { ...common(missing), estate: e, title: 'M', shared: true, hasContent: true },
      { ...common(empty), estate: e, title: 'E', shared: true, hasContent: false },
      { ...common(unshared), estate: e, title: 'U', shared: false, hasContent: true },
    ] as never);
    await db.blobs.put({
      documentId: kept,
      blob: new Blob(['x']),
      fileName: 'k',
      mimeType: 'x',
      size: 1,
      state: 'cached',
    });
    const q = createPortalQueries(db);
    expect((await q.documentsToFetch()).map((d) => d._id)).toEqual([missing]);
    expect((await q.content(kept))?.fileName).toBe('k');
    expect(await q.content(missing)).toBeNull();
  });
});
