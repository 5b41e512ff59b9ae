import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../domain/ids.ts';
import type { LocalDb } from '../db.ts';
import { createQueries } from '../queries.ts';
import { createRepos } from '../repos.ts';
import { signedInDb } from '../signed-in-db.ts';
import { deleteEstate } from './delete-estate.ts';

let db: LocalDb;

beforeEach(async () => {
  db = await signedInDb(
    'delete-estate',
    { indexedDB, IDBKeyRange },
    { organization: { _id: uuidv7(), name: 'F' } },
  );
});
afterEach(async () => {
  db.close();
  await db.delete();
});

describe('deleteEstate', () => {
  it('deletes the estate and everything it owns, children first, leaving other estates alone', async () => {
    const repos = createRepos({ db });
    const estate = await repos.estates.create({ estateName: 'Estate of A' });
    const other = await repos.estates.create({ estateName: 'Estate of B' });
    const account = await repos.accounts.create({ estate: estate._id, name: 'Chequing' });
    await repos.accounts.create({ estate: other._id, name: 'Kept' });
    await repos.parties.create({ estate: estate._id, name: 'Heir' });
    const payment = await repos.transactions.create({
      estate: estate._id,
      kind: 'receipt',
      type: 'interest',
      date: '2026-01-01',
      amount: 5,
      toAccount: account._id,
    });
    await repos.deadlines.create({
      estate: estate._id,
      key: 'terminal-t1-return',
      state: 'done',
      on: '2026-04-28',
    });
    await repos.liabilities.create({
      estate: estate._id,
      creditor: 'Visa',
      amountAtDeath: 123_456,
      paidBy: [payment._id],
    });
    await repos.liabilities.create({ estate: other._id, creditor: 'Kept', amountAtDeath: 1 });
    await repos.courtAccounts.create({ estate: estate._id, courtOffice: 'Toronto' });
    const queries = createQueries(db);
    expect(await queries.estateChildCounts(estate._id)).toEqual({
      deadlines: 1,
      courtAccounts: 1,
      liabilities: 1,
      transactions: 1,
      assets: 0,
      parties: 1,
      documents: 0,
      accounts: 1,
    });
    await deleteEstate(db, estate._id);
    expect(await db.estates.get(estate._id)).toBeUndefined();
    expect(await db.accounts.count()).toBe(1);
    expect(await db.parties.count()).toBe(0);
    // One outbox row for the whole action, its writes children first.
    const action = (await db.outbox.orderBy('seq').toArray()).filter((r) => r.mutator);
    expect(action.map((r) => r.mutator?.name)).toEqual(['deleteEstate']);
    expect(action[0]?.writes?.map((w) => w.entity)).toEqual([
      'deadlines',
      'courtAccounts',
      'liabilities',
      'transactions',
      'parties',
      'accounts',
      'estates',
    ]);
    expect(await db.deadlines.count()).toBe(0);
    expect(await db.courtAccounts.count()).toBe(0);
    // A liability names the disbursements that paid it, so it goes before them (docs/architecture.md, "Add an entity").
    expect((await db.liabilities.toArray()).map((l) => l.creditor)).toEqual(['Kept']);
    expect(await queries.estateChildCounts(other._id)).toMatchObject({ accounts: 1, parties: 0 });
  });
});
