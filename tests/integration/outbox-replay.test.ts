import Dexie from 'dexie';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids.ts';
import { deleteAccount } from '../../src/store/commands/delete-account.ts';
import type { OutboxRow, SessionUser } from '../../src/store/types.ts';
import { createTestClient } from '../helpers/sync-client.ts';
import { createAccount, sessionUserOf, startTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * An outbox written by the app before named actions (sync protocol 1, Dexie version 8: one row per
 * record) still goes through after the upgrade (docs/architecture.md#mutators): the database opens
 * at version 9 with its rows untouched, they are pushed as they were, and the server applies them,
 * in the same push as a named action queued after the upgrade.
 */

let t: TestApp;
let account: Awaited<ReturnType<typeof createAccount>>;
let user: SessionUser;

beforeAll(async () => {
  t = await startTestApp();
  account = await createAccount(t.db, t.tokens, 'replay');
  user = sessionUserOf(account);
});
afterAll(() => t.close());

/** The local database as version 8 of the app declared it (src/store/db.ts, before version 9). */
function versionEight(name: string) {
  const db = new Dexie(name, { indexedDB, IDBKeyRange });
  db.version(8).stores({
    files: '_id, status, updatedAt',
    estates: '_id, file, status, updatedAt, estateName',
    accounts: '_id, estate',
    assets: '_id, estate, assetClass',
    parties: '_id, estate, role',
    transactions: '_id, estate, date, [estate+date]',
    documents: '_id, estate, file, createdAt',
    deadlines: '_id, estate',
    liabilities: '_id, estate',
    courtAccounts: '_id, estate',
    approvals: '_id, estate, document',
    users: '_id',
    organizations: '_id',
    conflicts: '_id, entityId, createdAt',
    outbox: '++id, &seq, entityId, entity',
    rejected: '++id, entityId',
    meta: 'key',
    session: 'key',
    blobs: 'documentId, state',
    tallies: 'id',
  });
  return db;
}

describe('an outbox from before named actions', () => {
  it('is pushed as it was after the upgrade, with a named action after it', async () => {
    // The server holds an estate with a party and an account, and another estate with an account.
    const setup = await createTestClient({ fetchApp: (r) => t.app.fetch(r), user, token: account.token });
    const estate = await setup.repos.estates.create({ estateName: 'Estate of Old' });
    const party = await setup.repos.parties.create({ estate: estate._id, name: 'Heir' });
    const kept = await setup.repos.estates.create({ estateName: 'Estate of New' });
    const closing = await setup.repos.accounts.create({ estate: kept._id, name: 'Closing' });
    await setup.engine.syncNow();
    const partyVersion = Number((await setup.db.parties.get(party._id))?.version);
    const estateVersion = Number((await setup.db.estates.get(estate._id))?.version);
    const pulledAccount = await setup.db.accounts.get(closing._id);
    await setup.close();

    // The old app deleted the estate as it did then: one row per record, children first.
    const name = `replay-${uuidv7()}`;
    const old = versionEight(name);
    await old.open();
    await old.table('session').put({ key: 'current', token: account.token, user });
    const row = (seq: number, entity: string, entityId: string, baseVersion: number): OutboxRow =>
      ({
        seq,
        mutationId: uuidv7(),
        entity,
        entityId,
        op: 'delete',
        baseVersion,
        createdAt: new Date().toISOString(),
        attempts: 0,
      }) as OutboxRow;
    const oldRows = [
      row(1, 'parties', party._id, partyVersion),
      row(2, 'estates', estate._id, estateVersion),
    ];
    await old.table('outbox').bulkAdd(oldRows);
    await old.table('meta').put({ key: 'lastSeqIssued', value: 2 });
    await old.table('accounts').put(pulledAccount);
    old.close();

    // The new app opens the same database (version 9) and queues a named action after the old rows.
    const device = await createTestClient({
      fetchApp: (r) => t.app.fetch(r),
      user,
      token: account.token,
      name,
    });
    expect(device.db.verno).toBe(9);
    const carried = await device.db.outbox.orderBy('seq').toArray();
    expect(carried.map((r) => [r.seq, r.entity, r.entityId, r.mutator])).toEqual([
      [1, 'parties', party._id, undefined],
      [2, 'estates', estate._id, undefined],
    ]);
    await deleteAccount(device.db, closing._id);
    // One push: the two old rows (protocol 1) and the named action (protocol 2).
    const pending = await device.db.outbox.orderBy('seq').toArray();
    expect(pending.map((r) => [r.seq, r.mutator?.name])).toEqual([
      [1, undefined],
      [2, undefined],
      [3, 'deleteAccount'],
    ]);
    await device.engine.syncNow();
    expect(await device.db.outbox.count()).toBe(0);
    expect(await device.db.rejected.count()).toBe(0);

    const rows = await t.db.query<{ id: string; deleted_at: unknown }>(
      'select id, deleted_at from records where id = any($1::uuid[])',
      [[party._id, estate._id, closing._id, kept._id]],
    );
    const deleted = Object.fromEntries(rows.map((r) => [r.id, !!r.deleted_at]));
    expect(deleted).toEqual({
      [party._id]: true,
      [estate._id]: true,
      [closing._id]: true,
      [kept._id]: false,
    });
    const results = await t.db.query<{ status: string; mutation_id: string }>(
      `select a ->> 'status' as status, a ->> 'mutationId' as mutation_id
       from sync_results r cross join json_array_elements(r.results) as a
       where a ->> 'mutationId' = any($1::text[])`,
      [[...oldRows, ...pending].map((r) => r.mutationId)],
    );
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    await device.close();
  });
});
