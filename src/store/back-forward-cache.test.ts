import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { releaseOnPageHide, trackTransactions } from './back-forward-cache.ts';
import { type LocalDb, openLocalDb } from './db.ts';

let db: LocalDb;
let hide: (event: { persisted?: boolean }) => void;

beforeEach(async () => {
  db = openLocalDb('back-forward-cache', { indexedDB, IDBKeyRange });
  db.use(trackTransactions);
  await db.open();
  releaseOnPageHide({
    addEventListener: (_type, listener) => {
      hide = listener;
    },
  });
});
afterEach(async () => {
  db.close();
  await db.delete();
});

/** A transaction kept open by one write after another (as a pull's is), the page hidden mid-way. */
function hiddenMidWrite(key: string, persisted: boolean) {
  return db.transaction('rw', db.meta, async () => {
    for (let i = 0; i < 20; i++) {
      if (i === 10) hide({ persisted });
      await db.meta.put({ key, value: i });
    }
  });
}

describe('a page going into the back-forward cache', () => {
  it('aborts the transaction it left open, keeping none of its writes; the next one runs', async () => {
    await expect(hiddenMidWrite('cursor', true)).rejects.toThrow();
    expect(await db.meta.get('cursor')).toBeUndefined();
    await db.meta.put({ key: 'cursor', value: 8 });
    expect((await db.meta.get('cursor'))?.value).toBe(8);
  });

  it('leaves an ordinary pagehide (the page unloaded, which aborts by itself) alone', async () => {
    await hiddenMidWrite('a', false);
    expect((await db.meta.get('a'))?.value).toBe(19);
  });
});
