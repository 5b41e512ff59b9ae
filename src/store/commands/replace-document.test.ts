import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../domain/ids.ts';
import { documentVersions } from '../../domain/rules/document-versions.ts';
import type { DocumentRecord } from '../../domain/schemas/index.ts';
import { createCommands } from '../commands.ts';
import type { LocalDb } from '../db.ts';
import { createRepos } from '../repos.ts';
import { signedInDb } from '../signed-in-db.ts';

let db: LocalDb;
let commands: ReturnType<typeof createCommands>;
const estate = uuidv7();
const file = (name: string, text: string) =>
  Object.assign(new Blob([text], { type: 'application/pdf' }), { name });

beforeEach(async () => {
  db = await signedInDb('replace-document', { indexedDB, IDBKeyRange });
  commands = createCommands({ db, repos: createRepos({ db }) });
  await db.estates.put({ _id: estate, estateName: 'Estate of A', version: 1 } as never);
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const allDocuments = async () => (await db.documents.toArray()) as unknown as DocumentRecord[];

describe('replacing a document', () => {
  it('keeps the earlier version under the new one, with its own content, as one action', async () => {
    const first = await commands.saveDocument({
      id: uuidv7(),
      body: {
        estate,
        title: 'Will',
        type: 'Other',
        shared: true,
        keyDates: 'Signed 2020',
        fileName: 'will.pdf',
      },
      file: file('will.pdf', 'first'),
    });
    const second = await commands.replaceDocument(first._id, file('will-2.pdf', 'second'), '2026-11-30');
    expect(second).toMatchObject({
      estate,
      title: 'Will',
      type: 'Other',
      shared: true,
      keyDates: 'Signed 2020',
      fileName: 'will-2.pdf',
      date: '2026-11-30',
    });
    expect(await db.documents.get(first._id)).toMatchObject({ replacedBy: second._id, fileName: 'will.pdf' });
    // Its own content queued, the earlier one's kept.
    expect(await new Response((await db.blobs.get(second._id))!.blob).text()).toBe('second');
    expect(await new Response((await db.blobs.get(first._id))!.blob).text()).toBe('first');
    // One outbox row for the two records: kept or refused together.
    expect((await db.outbox.toArray()).filter((r) => r.mutator?.name === 'replaceDocument').length).toBe(1);

    const third = await commands.replaceDocument(second._id, file('will-3.pdf', 'third'), '2026-12-01');
    const versions = documentVersions(await allDocuments());
    expect(versions.map((v) => [v.current._id, v.earlier.map((d) => d._id)])).toEqual([
      [third._id, [second._id, first._id]],
    ]);
  });

  it('refuses to replace a version already replaced, writing nothing', async () => {
    const first = await commands.saveDocument({
      id: uuidv7(),
      body: { estate, title: 'Inventory', type: 'Other' },
      file: file('a.pdf', 'a'),
    });
    await commands.replaceDocument(first._id, file('b.pdf', 'b'), '2026-11-30');
    const before = await db.outbox.count();
    await expect(commands.replaceDocument(first._id, file('c.pdf', 'c'), '2026-11-30')).rejects.toThrow(
      /already replaced/,
    );
    expect(await db.outbox.count()).toBe(before);
    expect((await allDocuments()).length).toBe(2);
  });

  it('deletes the earlier versions with the document', async () => {
    const first = await commands.saveDocument({
      id: uuidv7(),
      body: { estate, title: 'Letter', type: 'Other' },
      file: file('a.pdf', 'a'),
    });
    const second = await commands.replaceDocument(first._id, file('b.pdf', 'b'), '2026-11-30');
    await commands.deleteDocument(second._id);
    expect(await allDocuments()).toEqual([]);
  });
});

describe('documentVersions', () => {
  const doc = (id: string, createdAt: string, replacedBy?: string) => ({ _id: id, createdAt, replacedBy });

  it('shows a version whose later one is out of sight as current, and survives a loop', () => {
    const versions = documentVersions([
      doc('a', '2026-01-01', 'gone'),
      doc('b', '2026-01-02', 'c'),
      doc('c', '2026-01-03', 'b'),
    ]);
    expect(versions.map((v) => v.current._id)).toContain('a');
    // Every document is listed once, whatever the data holds.
    expect(versions.flatMap((v) => [v.current._id, ...v.earlier.map((d) => d._id)]).sort()).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});
