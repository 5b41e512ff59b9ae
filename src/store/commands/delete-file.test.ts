import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../domain/ids.ts';
import type { LocalDb } from '../db.ts';
import { createQueries } from '../queries.ts';
import { createRepos } from '../repos.ts';
import { signedInDb } from '../signed-in-db.ts';
import { deleteFile } from './delete-file.ts';

let db: LocalDb;

beforeEach(async () => {
  db = await signedInDb(
    'delete-file',
    { indexedDB, IDBKeyRange },
    { organization: { _id: uuidv7(), name: 'F' } },
  );
});
afterEach(async () => {
  db.close();
  await db.delete();
});

describe('deleteFile', () => {
  it('refuses a file with estates, naming them, and writes nothing', async () => {
    const repos = createRepos({ db });
    const file = await repos.files.create({ name: 'Chen' });
    await repos.estates.create({ estateName: 'Estate of A', file: file._id });
    await repos.estates.create({ estateName: 'Estate of B', file: file._id });
    await repos.documents.create({ file: file._id, title: 'Retainer' });
    const before = await db.outbox.count();
    expect(await createQueries(db).fileDeleteCheck(file._id)).toEqual({
      refusal: 'This file still has the estates Estate of A and Estate of B. Delete them first.',
      cascade: '',
    });
    await expect(deleteFile(db, file._id)).rejects.toThrow(
      'This file still has the estates Estate of A and Estate of B. Delete them first.',
    );
    expect(await db.files.get(file._id)).toBeDefined();
    expect(await db.documents.count()).toBe(1);
    expect(await db.outbox.count()).toBe(before);
  });

  it('deletes a file without estates with its own documents, as one outbox row', async () => {
    const repos = createRepos({ db });
    const file = await repos.files.create({ name: 'Chen' });
    const other = await repos.files.create({ name: 'Roe' });
    await repos.documents.create({ file: file._id, title: 'Retainer' });
    await repos.documents.create({ file: file._id, title: 'Will' });
    await repos.documents.create({ file: other._id, title: 'Kept' });
    const queries = createQueries(db);
    expect(await queries.fileDeleteCheck(file._id)).toEqual({
      refusal: null,
      cascade: 'This also deletes its 2 documents.',
    });
    await deleteFile(db, file._id);
    expect(await db.files.get(file._id)).toBeUndefined();
    expect((await db.documents.toArray()).map((d) => d.title)).toEqual(['Kept']);
    const action = (await db.outbox.orderBy('seq').toArray()).filter((r) => r.mutator);
    expect(action.map((r) => r.mutator?.name)).toEqual(['deleteFile']);
    expect(action[0]?.writes?.map((w) => w.entity)).toEqual(['documents', 'documents', 'files']);
    expect(await queries.fileDeleteCheck(other._id)).toEqual({
      refusal: null,
      cascade: 'This also deletes its 1 document.',
    });
  });

  it('deletes an empty file with nothing else to say', async () => {
    const repos = createRepos({ db });
    const file = await repos.files.create({ name: 'Chen' });
    expect(await createQueries(db).fileDeleteCheck(file._id)).toEqual({ refusal: null, cascade: '' });
    await deleteFile(db, file._id);
    expect(await db.files.count()).toBe(0);
  });
});
