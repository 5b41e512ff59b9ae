import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../domain/ids.ts';
import { deleteAccount } from '../store/commands/delete-account.ts';
import type { LocalDb } from '../store/db.ts';
import { createRepos } from '../store/repos.ts';
import { signedInDb } from '../store/signed-in-db.ts';
import { applyServerChanges, syncedTables } from './apply-server.ts';

let db: LocalDb;
const organization = uuidv7();

beforeEach(async () => {
  db = await signedInDb(
    'apply-server',
    { indexedDB, IDBKeyRange },
    { organization: { _id: organization, name: 'Firm' } },
  );
});
afterEach(async () => {
  db.close();
  await db.delete();
});

describe('a pull over a pending action', () => {
  it('keeps the values the action wrote, read from the local record its row names them in', async () => {
    const repos = createRepos({ db });
    const estate = await repos.estates.create({ estateName: 'Estate of E' });
    const account = await repos.accounts.create({ estate: estate._id, name: 'Chequing' });
    const t = await repos.transactions.create({
      estate: estate._id,
      kind: 'receipt',
      type: 'bank_deposit',
      date: '2026-03-01',
      amount: 1000,
      toAccount: account._id,
    });
    await db.outbox.clear();
    // Pending: the account deleted and the transaction unlinked from it, as one action.
    await deleteAccount(db, account._id);
    const local = await db.transactions.get(t._id);
    // A colleague's change of another field arrives, on the record as it stood before the action.
    const server = { ...local!, toAccount: account._id, notes: 'From the bank', version: 3 };
    await db.transaction('rw', [...syncedTables(db), db.outbox], () =>
      applyServerChanges(
        db,
        [{ entity: 'transactions', id: t._id, version: 3, deleted: false, data: server }],
        organization,
      ),
    );
    expect(await db.transactions.get(t._id)).toMatchObject({
      notes: 'From the bank',
      toAccount: null,
      version: 3,
    });
  });
});
