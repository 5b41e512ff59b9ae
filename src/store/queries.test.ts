import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../domain/ids.ts';
import { newDocument } from './commands/save-records.ts';
import { createCommands } from './commands.ts';
import type { LocalDb } from './db.ts';
import { createQueries, type Queries } from './queries.ts';
import { createRepos, type Repos } from './repos.ts';
import { signedInDb } from './signed-in-db.ts';

let db: LocalDb;
let repos: Repos;
let queries: Queries;

beforeEach(async () => {
  db = await signedInDb('queries', { indexedDB, IDBKeyRange });
  repos = createRepos({ db });
  queries = createQueries(db);
});
afterEach(async () => {
  db.close();
  await db.delete();
});

/** An estate with a file, two accounts, an asset, two parties and a transfer between the accounts. */
async function seed() {
  const file = await repos.files.create({ name: 'Chen matter', fileNumber: 'EST-1' });
  const estate = await repos.estates.create({ estateName: 'Estate of Chen', file: file._id });
  const other = await repos.estates.create({ estateName: 'Estate of Abel' });
  const chequing = await repos.accounts.create({ estate: estate._id, name: 'Chequing' });
  const savings = await repos.accounts.create({ estate: estate._id, name: 'Savings' });
  await repos.accounts.create({ estate: other._id, name: 'Elsewhere' });
  await repos.assets.create({
    estate: estate._id,
    name: 'House',
    assetClass: 'other',
    fmvDoD: 50_000,
    valuationDate: '2026-01-01',
    details: {},
  });
  await repos.parties.create({ estate: estate._id, name: 'Heir', role: 'beneficiary' });
  await repos.parties.create({ estate: estate._id, name: 'Bank', role: 'creditor' });
  const transfer = await repos.transactions.create({
    estate: estate._id,
    kind: 'transfer',
    type: 'internal',
    date: '2026-02-01',
    amount: 500,
    fromAccount: chequing._id,
    toAccount: savings._id,
  });
  return { file, estate, other, chequing, savings, transfer };
}

describe('queries', () => {
  it('read one record by id, typed, and null when it is not here or no id is given', async () => {
    const { estate, file } = await seed();
    const found = await queries.estateById(estate._id);
    // Typed: estateName is a string and the file id is there without a cast.
    expect(found?.estateName.toUpperCase()).toBe('ESTATE OF CHEN');
    expect((await queries.fileById(found?.file))?.fileNumber).toBe('EST-1');
    expect(await queries.estateById(uuidv7())).toBeNull();
    expect(await queries.estateById(undefined)).toBeNull();
    expect((await queries.byId('files', file._id))?.name).toBe('Chen matter');
  });

  it('read an estate with its file and every record it owns, and count what it owns', async () => {
    const { estate, other } = await seed();
    const detail = await queries.estateWithRecords(estate._id);
    expect(detail?.file?.name).toBe('Chen matter');
    expect(detail?.accounts.map((a) => a.name).sort()).toEqual(['Chequing', 'Savings']);
    expect(detail?.assets).toHaveLength(1);
    expect(detail?.parties).toHaveLength(2);
    expect(detail?.transactions).toHaveLength(1);
    expect(await queries.estateWithRecords(uuidv7())).toBeNull();
    expect(await queries.estateChildCounts(estate._id)).toMatchObject({
      transactions: 1,
      assets: 1,
      parties: 2,
      documents: 0,
      accounts: 2,
    });
    expect((await queries.estateChildCounts(other._id)).accounts).toBe(1);
    expect(await queries.beneficiaryCount(estate._id)).toBe(1);
    expect((await queries.estatesOfFile(estate.file ?? '')).map((e) => e._id)).toEqual([estate._id]);
  });

  it('read an account with its estate and the transactions that name it', async () => {
    const { chequing, estate, transfer } = await seed();
    const detail = await queries.accountWithTransactions(chequing._id);
    expect(detail?.estate?._id).toBe(estate._id);
    expect(detail?.transactions.map((t) => t._id)).toEqual([transfer._id]);
    expect((await queries.accountAndEstate(chequing._id))?.estate.estateName).toBe('Estate of Chen');
    expect(await queries.accountAndEstate(uuidv7())).toBeNull();
    expect((await queries.accountsOfEstate(estate._id)).length).toBe(2);
  });

  it('give the dashboard and the reports their inputs in one snapshot', async () => {
    const { estate } = await seed();
    const inputs = await queries.dashboardInputs();
    expect([inputs.files.length, inputs.estates.length, inputs.assets.length]).toEqual([1, 2, 1]);
    expect(inputs.transactions[0]?.amount).toBe(500);
    const set = await queries.estateRecordSet(estate._id);
    expect(set?.estate.estateName).toBe('Estate of Chen');
    expect([set?.accounts.length, set?.parties.length, set?.transactions.length]).toEqual([2, 2, 1]);
    expect(await queries.estateRecordSet(uuidv7())).toBeNull();
  });

  it('read the first estates by name with only their files and assets', async () => {
    await seed();
    const first = await queries.firstEstatesByName(1);
    expect(first.estates.map((e) => e.estateName)).toEqual(['Estate of Abel']);
    expect(first.files).toEqual([]);
    expect(first.assets).toEqual([]);
    const both = await queries.firstEstatesByName(10);
    expect(both.estates.map((e) => e.estateName)).toEqual(['Estate of Abel', 'Estate of Chen']);
    expect(both.files.map((f) => f.name)).toEqual(['Chen matter']);
  });

  it('count what the server has not received: outbox rows and pending document contents', async () => {
    const { estate } = await seed();
    // seed() wrote ten records, each with its outbox row.
    expect(await queries.pendingCount()).toBe(10);
    const commands = createCommands({ db, repos });
    const content = Object.assign(new Blob(['x']), { name: 'will.pdf' });
    await commands.saveDocument(
      newDocument({ estate: estate._id, title: 'Will', type: 'Other', fileName: 'will.pdf' }, content),
    );
    expect(await queries.pendingCount()).toBe(11);
    expect(await queries.unsyncedCount()).toBe(12);
  });

  it('read the sync state: a record with its pending changes, conflicts of this user, refusals', async () => {
    const { file } = await seed();
    const state = await queries.recordState('files', file._id);
    expect(state.record?.name).toBe('Chen matter');
    expect(state.pending).toBe(1);
    expect(state.refused).toBeNull();
    expect(await queries.recordState('files', undefined)).toEqual({
      record: null,
      pending: 0,
      refused: null,
    });
    const conflict = {
      organization: file.organization,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      version: 1,
      entity: 'files',
      entityId: file._id,
      field: 'name',
      yourValue: 'A',
      serverValue: 'B',
      reason: 'field_changed' as const,
      user: 'u',
      at: '2026-01-01T00:00:00.000Z',
      resolved: false,
    };
    await db.conflicts.bulkPut([
      { ...conflict, _id: uuidv7() },
      { ...conflict, _id: uuidv7(), user: 'someone-else' },
      { ...conflict, _id: uuidv7(), resolved: true },
    ]);
    expect(await queries.openConflicts('u')).toHaveLength(1);
    expect(await queries.rejected()).toEqual([]);
    expect((await queries.anyRecord('files', file._id))?._id).toBe(file._id);
    expect(await queries.anyRecord('not-an-entity', file._id)).toBeNull();
    expect(await queries.meta('cursor')).toBeUndefined();
  });
});

describe('who may take copies out, as this device last synced it', () => {
  it('follows the person’s role and the firm’s choice, and refuses an unknown person', async () => {
    const org = uuidv7();
    const staff = uuidv7();
    const admin = uuidv7();
    await db
      .table('organizations')
      .put({ _id: org, organization: org, name: 'Firm', copyRoles: ['Estate Attorney'] });
    await db.table('users').bulkPut([
      { _id: staff, organization: org, name: 'Sam', role: 'Staff' },
      { _id: admin, organization: org, name: 'Ada', role: 'Admin' },
    ]);
    expect(await queries.copyRefusal(staff)).toMatch(/^Staff members may not take copies out of the app/);
    expect(await queries.copyRefusal(admin)).toBeNull();
    expect(await queries.copyRefusal(uuidv7())).toMatch(/^Your role may not/);
    expect(await queries.copyRefusal(undefined)).toMatch(/^Your role may not/);
    // The Admin allows Staff again: the next answer says so.
    await db.table('organizations').update(org, { copyRoles: ['Estate Attorney', 'Staff'] });
    expect(await queries.copyRefusal(staff)).toBeNull();
  });
});
