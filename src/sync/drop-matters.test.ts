import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../domain/ids.ts';
import { FIRST_PAINT_KEY } from '../domain/rules/first-paint.ts';
import type { LocalDb } from '../store/db.ts';
import { createRepos } from '../store/repos.ts';
import { signedInDb } from '../store/signed-in-db.ts';
import { dropMatters } from './drop-matters.ts';

let db: LocalDb;
beforeEach(async () => {
  db = await signedInDb(
    'drop-matters',
    { indexedDB, IDBKeyRange },
    { organization: { _id: uuidv7(), name: 'F' } },
  );
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const drop = (removed: { files: string[]; estates: string[] }) =>
  db.transaction(
    'rw',
    [
      db.files,
      db.estates,
      db.documents,
      ...[
        'accounts',
        'assets',
        'parties',
        'transactions',
        'deadlines',
        'liabilities',
        'courtAccounts',
        'approvals',
        'conflicts',
      ].map((t) => db.table(t)),
      db.meta,
    ],
    () => dropMatters(db, removed),
  );

describe('dropMatters', () => {
  it('drops an estate that left the scope with what hangs under it, and the dashboard picture that may name it', async () => {
    const repos = createRepos({ db });
    const gone = await repos.estates.create({ estateName: 'Walled' });
    const kept = await repos.estates.create({ estateName: 'Open' });
    await repos.parties.create({ estate: gone._id, name: 'Heir' });
    await db.meta.put({ key: FIRST_PAINT_KEY, value: { user: 'u', html: 'Walled', styles: [], savedAt: 1 } });
    await drop({ files: [], estates: [gone._id] });
    expect(await db.estates.get(gone._id)).toBeUndefined();
    expect(await db.estates.get(kept._id)).toBeDefined();
    expect(await db.parties.count()).toBe(0);
    expect(await db.meta.get(FIRST_PAINT_KEY)).toBeUndefined();
  });

  it('keeps the picture when nothing left the scope', async () => {
    await db.meta.put({ key: FIRST_PAINT_KEY, value: { user: 'u', html: 'x', styles: [], savedAt: 1 } });
    await drop({ files: [], estates: [] });
    expect(await db.meta.get(FIRST_PAINT_KEY)).toBeDefined();
  });
});
