import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../domain/ids.ts';
import { newAccountDraft } from '../../domain/rules/account-draft.ts';
import { BANKS } from '../../domain/rules/banks.ts';
import type { LocalDb } from '../db.ts';
import { createRepos } from '../repos.ts';
import { signedInDb } from '../signed-in-db.ts';
import { ValidationError } from '../validation.ts';
import { createEstateWithAccount } from './create-account.ts';
import { deleteAccount } from './delete-account.ts';

let db: LocalDb;
const org = uuidv7();

beforeEach(async () => {
  db = await signedInDb(
    'create-account',
    { indexedDB, IDBKeyRange },
    { organization: { _id: org, name: 'Firm' } },
  );
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const draft = () => ({
  ...newAccountDraft(new Date(2026, 2, 31)),
  estateName: 'Estate of Ada Lovelace',
  nickname: 'RBC Estate Chequing',
  bank: BANKS[0]!,
  notes: 'Will found in the safe',
});

describe('createEstateWithAccount', () => {
  it('writes the estate and its account, queued as one action', async () => {
    const { estate, account } = await createEstateWithAccount(db, draft());
    expect(await db.estates.get(estate._id)).toMatchObject({
      estateName: 'Estate of Ada Lovelace',
      status: 'open',
      jurisdiction: 'Ontario',
      keyDates: { dateOfDeath: '2026-02-28' },
      notes: 'Will found in the safe',
      organization: org,
    });
    expect(await db.accounts.get(account._id)).toMatchObject({
      estate: estate._id,
      name: 'RBC Estate Chequing',
      currency: 'CAD',
      bank: { slug: 'rbc', institutionNumber: '003', name: 'Royal Bank of Canada', shortName: 'RBC' },
    });
    const rows = await db.outbox.orderBy('seq').toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.mutator?.name).toBe('createEstateWithAccount');
    expect(rows[0]?.writes?.map((w) => [w.entity, w.op, w.id])).toEqual([
      ['estates', 'create', estate._id],
      ['accounts', 'create', account._id],
    ]);
  });

  it('leaves nothing behind when the account is refused', async () => {
    await expect(createEstateWithAccount(db, { ...draft(), nickname: '  ' })).rejects.toBeInstanceOf(
      ValidationError,
    );
    expect(await db.estates.count()).toBe(0);
    expect(await db.accounts.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    // The seq counter rolled back with the rest, so the next write is still seq 1.
    await createEstateWithAccount(db, draft());
    expect((await db.outbox.orderBy('seq').first())?.seq).toBe(1);
  });
});

describe('deleteAccount', () => {
  it('unlinks the transactions that name the account, then deletes it, in one go', async () => {
    const repos = createRepos({ db });
    const { estate, account } = await createEstateWithAccount(db, draft());
    const t = await repos.transactions.create({
      estate: estate._id,
      kind: 'receipt',
      type: 'bank_deposit',
      date: '2026-03-01',
      amount: 1000,
      toAccount: account._id,
    });
    await deleteAccount(db, account._id);
    expect(await db.accounts.get(account._id)).toBeUndefined();
    expect((await db.transactions.get(t._id))?.toAccount).toBeNull();
    const last = (await db.outbox.orderBy('seq').toArray()).at(-1);
    expect(last?.mutator).toMatchObject({ name: 'deleteAccount', args: { accountId: account._id } });
    // Stored once: the row names the fields written, their values are the args' and the record's.
    expect(last?.writes?.map((w) => [w.entity, w.op, w.fields])).toEqual([
      ['transactions', 'update', ['toAccount']],
      ['accounts', 'delete', undefined],
    ]);
  });
});
