import Dexie from 'dexie';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../domain/ids.ts';
import { LocalDb } from './db.ts';
import { onLocalWrite } from './local-writes.ts';
import { createRepos } from './repos.ts';
import { signedInDb } from './signed-in-db.ts';
import { ValidationError } from './validation.ts';

let db: LocalDb;
const org = uuidv7();

beforeEach(async () => {
  db = await signedInDb('repos', { indexedDB, IDBKeyRange }, { organization: { _id: org, name: 'Firm' } });
});
afterEach(async () => {
  db.close();
  await db.delete();
});

describe('repos', () => {
  it('writes the record and its outbox row together, numbering seq from 1', async () => {
    const repos = createRepos({ db });
    let told = 0;
    const off = onLocalWrite(() => told++);
    const file = await repos.files.create({ name: 'Estate of A' });
    const estate = await repos.estates.create({ estateName: 'Estate of A', file: file._id });
    off();
    expect(told).toBe(2);
    expect(await db.files.get(file._id)).toMatchObject({
      name: 'Estate of A',
      status: 'active',
      organization: org,
      version: 0,
    });
    const rows = await db.outbox.orderBy('seq').toArray();
    expect(rows.map((r) => [r.seq, r.entity, r.op])).toEqual([
      [1, 'files', 'create'],
      [2, 'estates', 'create'],
    ]);
    expect(rows[1]?.patch).toMatchObject({
      estateName: 'Estate of A',
      file: file._id,
      jurisdiction: 'Ontario',
    });
    expect(estate.version).toBe(0);
  });

  it('sends only the changed fields of an update, with the version it was based on', async () => {
    const repos = createRepos({ db });
    const file = await repos.files.create({ name: 'Old', description: 'Keep' });
    await db.files.update(file._id, { version: 7 });
    await repos.files.update(file._id, { name: 'New', description: 'Keep' });
    const last = (await db.outbox.orderBy('seq').toArray()).at(-1);
    expect(last).toMatchObject({ op: 'update', patch: { name: 'New' }, baseVersion: 7 });
    await repos.files.update(file._id, { name: 'New' });
    expect(await db.outbox.count()).toBe(2);
  });

  it('does not take an object stored with its keys in another order for a change', async () => {
    const repos = createRepos({ db });
    const estate = await repos.estates.create({ estateName: 'Estate of A' });
    const asset = await repos.assets.create({
      estate: estate._id,
      name: 'Policy',
      assetClass: 'receivable',
      fmvDoD: 100,
      valuationDate: '2026-01-02',
      details: { receivableType: 'insurance_proceeds', counterparty: 'Sun Life', expectedAmount: 100 },
    });
    // As a pull stores it from PostgreSQL's jsonb: shortest keys first.
    await db.assets.update(asset._id, {
      details: { counterparty: 'Sun Life', expectedAmount: 100, receivableType: 'insurance_proceeds' },
    });
    await repos.assets.update(asset._id, { name: 'Life policy' });
    const last = (await db.outbox.orderBy('seq').toArray()).at(-1);
    expect(last?.patch).toEqual({ name: 'Life policy' });
  });

  it('refuses invalid data with per-field messages and writes nothing', async () => {
    const repos = createRepos({ db });
    await expect(repos.files.create({ name: '' })).rejects.toBeInstanceOf(ValidationError);
    const file = await repos.files.create({ name: 'Fine' });
    const error = await repos.files.update(file._id, { status: 'archived' }).catch((e) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(Object.keys(error.errors)).toEqual(['status']);
    expect(await db.outbox.count()).toBe(1);
    expect((await db.files.get(file._id))?.status).toBe('active');
  });

  it('names a record gone from this device by its entity, in the singular', async () => {
    const repos = createRepos({ db });
    await expect(repos.parties.update(uuidv7(), { name: 'X' })).rejects.toThrow(
      'This party no longer exists on this device',
    );
  });

  it('deletes locally and queues the delete with its base version', async () => {
    const repos = createRepos({ db });
    const file = await repos.files.create({ name: 'Gone' });
    await repos.files.remove(file._id);
    expect(await db.files.get(file._id)).toBeUndefined();
    expect((await db.outbox.orderBy('seq').last())?.op).toBe('delete');
  });
});

describe('database versions', () => {
  it('upgrades a version 1 database without losing or reordering the outbox', async () => {
    const name = `upgrade-${uuidv7()}`;
    const v1 = new Dexie(name, { indexedDB, IDBKeyRange });
    v1.version(1).stores({
      files: '_id, status, updatedAt',
      outbox: '++id, &seq, entityId',
      meta: 'key',
    });
    await v1.table('outbox').bulkAdd([
      {
        seq: 1,
        mutationId: 'a',
        entity: 'files',
        entityId: 'f1',
        op: 'create',
        patch: { name: 'A' },
        createdAt: 't',
      },
      {
        seq: 2,
        mutationId: 'b',
        entity: 'files',
        entityId: 'f1',
        op: 'update',
        patch: { name: 'B' },
        createdAt: 't',
        attempts: 3,
      },
    ]);
    v1.close();
    const upgraded = new LocalDb(name, { indexedDB, IDBKeyRange });
    const rows = await upgraded.outbox.orderBy('seq').toArray();
    expect(rows.map((r) => [r.seq, r.mutationId, r.attempts])).toEqual([
      [1, 'a', 0],
      [2, 'b', 3],
    ]);
    expect(await upgraded.outbox.where('entity').equals('files').count()).toBe(2);
    upgraded.close();
    await upgraded.delete();
  });

  it('adds the estate-name index to a version 2 database, keeping its estates and outbox', async () => {
    const name = `upgrade-${uuidv7()}`;
    const v2 = new Dexie(name, { indexedDB, IDBKeyRange });
    v2.version(2).stores({
      estates: '_id, file, status, updatedAt',
      outbox: '++id, &seq, entityId, entity',
      meta: 'key',
    });
    await v2.table('estates').bulkAdd([
      { _id: 'e1', estateName: 'Estate of Zoe' },
      { _id: 'e2', estateName: 'Estate of Adam' },
    ]);
    await v2
      .table('outbox')
      .add({ seq: 7, mutationId: 'm', entity: 'estates', entityId: 'e1', op: 'create' });
    v2.close();
    const upgraded = new LocalDb(name, { indexedDB, IDBKeyRange });
    expect((await upgraded.estates.orderBy('estateName').toArray()).map((e) => e._id)).toEqual(['e2', 'e1']);
    expect((await upgraded.outbox.toArray()).map((r) => [r.seq, r.mutationId])).toEqual([[7, 'm']]);
    upgraded.close();
    await upgraded.delete();
  });
});
