import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../domain/ids.ts';
import { createRepos } from '../repos.ts';
import { signedInDb } from '../signed-in-db.ts';
import { ValidationError } from '../validation.ts';
import { newDocument, type Store, saveDocument, saveWithDocuments } from './save-records.ts';

let store: Store;
const ESTATE = uuidv7();
const file = (name: string, text = 'content') =>
  Object.assign(new Blob([text], { type: 'application/pdf' }), { name });

beforeEach(async () => {
  const db = await signedInDb('records', { indexedDB, IDBKeyRange });
  store = { db, repos: createRepos({ db }) };
});
afterEach(async () => {
  store.db.close();
  await store.db.delete();
});

const asset = (attachments: string[], name = 'Cottage') => ({
  estate: ESTATE,
  name,
  assetClass: 'other',
  fmvDoD: 100,
  valuationDate: '2026-01-01',
  details: {},
  attachments,
});

describe('saveWithDocuments', () => {
  it('writes the documents, their pending contents and then the record, as one queued action', async () => {
    const doc = newDocument(
      { estate: ESTATE, title: 'Deed', type: 'Other', fileName: 'Deed.pdf' },
      file('Deed.pdf'),
    );
    const saved = await saveWithDocuments(store, { entity: 'assets', body: asset([doc.id]) }, [doc]);
    expect(saved.attachments).toEqual([doc.id]);
    expect(await store.db.documents.get(doc.id)).toMatchObject({ title: 'Deed', estate: ESTATE });
    expect(await store.db.blobs.get(doc.id)).toMatchObject({
      fileName: 'Deed.pdf',
      mimeType: 'application/pdf',
      size: 7,
      state: 'pending',
    });
    const rows = await store.db.outbox.orderBy('seq').toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.mutator?.name).toBe('saveWithDocuments');
    expect(rows[0]?.writes?.map((w) => [w.entity, w.id])).toEqual([
      ['documents', doc.id],
      ['assets', saved._id],
    ]);
  });

  it('leaves nothing behind when the record is refused', async () => {
    const doc = newDocument({ estate: ESTATE, title: 'Deed', type: 'Other' }, file('Deed.pdf'));
    await expect(
      saveWithDocuments(store, { entity: 'assets', body: asset([doc.id], '') }, [doc]),
    ).rejects.toBeInstanceOf(ValidationError);
    expect(await store.db.documents.count()).toBe(0);
    expect(await store.db.blobs.count()).toBe(0);
    expect(await store.db.outbox.count()).toBe(0);
  });
});

describe('saveDocument', () => {
  it('writes a document and queues its content', async () => {
    const doc = newDocument(
      { estate: ESTATE, title: 'Affidavit', type: 'Affidavit of Executor' },
      file('a.pdf'),
    );
    const saved = await saveDocument(store, doc);
    expect(saved._id).toBe(doc.id);
    expect(await store.db.blobs.get(doc.id)).toMatchObject({ state: 'pending' });
  });
});
