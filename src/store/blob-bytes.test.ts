import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../domain/ids.ts';
import { withBytes } from './blob-bytes.ts';
import type { LocalDb } from './db.ts';
import { signedInDb } from './signed-in-db.ts';

let db: LocalDb;

beforeEach(async () => {
  db = await signedInDb(
    'blob-bytes',
    { indexedDB, IDBKeyRange },
    { organization: { _id: uuidv7(), name: 'Firm' } },
  );
});
afterEach(async () => {
  db.close();
  await db.delete();
});

/** The row as IndexedDB holds it, below Dexie's middlewares. */
const rawRow = (id: string) =>
  new Promise<Record<string, unknown>>((resolve, reject) => {
    const req = db.backendDB().transaction('blobs').objectStore('blobs').get(id);
    req.onsuccess = () => resolve(req.result as Record<string, unknown>);
    req.onerror = () => reject(req.error);
  });

describe('document contents kept as bytes', () => {
  it('stores the bytes without the Blob, and every read gives the Blob back, through an update too', async () => {
    const id = uuidv7();
    const content = new Blob(['%PDF-1.7 report'], { type: 'application/pdf' });
    const row = await withBytes({
      documentId: id,
      blob: content,
      fileName: 'report.pdf',
      mimeType: 'application/pdf',
      size: content.size,
      state: 'pending' as const,
    });
    await db.blobs.put(row);

    const stored = await rawRow(id);
    expect(stored.blob).toBeUndefined();
    expect(new TextDecoder().decode(stored.bytes as ArrayBuffer)).toBe('%PDF-1.7 report');

    const read = async () => {
      const [byKey, [byQuery]] = await Promise.all([
        db.blobs.get(id),
        db.blobs.where('state').equals('pending').toArray(),
      ]);
      return [byKey, byQuery];
    };
    for (const r of await read()) {
      expect(r?.blob.type).toBe('application/pdf');
      expect(await r?.blob.text()).toBe('%PDF-1.7 report');
    }

    await db.blobs.update(id, { attempts: 1 });
    expect((await rawRow(id)).blob).toBeUndefined();
    expect(await (await db.blobs.get(id))?.blob.text()).toBe('%PDF-1.7 report');
  });

  it('reads a row kept as a Blob before, unchanged', async () => {
    const id = uuidv7();
    const content = new Blob(['older'], { type: 'text/plain' });
    await db.blobs.put({
      documentId: id,
      blob: content,
      fileName: 'a.txt',
      mimeType: 'text/plain',
      size: 5,
      state: 'cached',
    });
    expect(await (await db.blobs.get(id))?.blob.text()).toBe('older');
  });
});
