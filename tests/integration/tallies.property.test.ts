import Dexie from 'dexie';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids.ts';
import { dashboardSummary } from '../../src/domain/rules/dashboard.ts';
import { recountTallies } from '../../src/domain/rules/tallies.ts';
import type { Change } from '../../src/domain/schemas/index.ts';
import { estateTotals } from '../../src/features/estates/estate-totals.ts';
import { LocalDb } from '../../src/store/db.ts';
import { createQueries } from '../../src/store/queries.ts';
import { createRepos } from '../../src/store/repos.ts';
import { signedInDb } from '../../src/store/signed-in-db.ts';
import { applyServerChanges, syncedTables } from '../../src/sync/apply-server.ts';
import { restoreRejected } from '../../src/sync/push.ts';

/**
 * The kept tallies (src/store/tallies.ts) equal a full recount after any sequence of local writes,
 * pulls, restores after a rejection and clears, and so do the dashboard's figures read from them
 * (docs/architecture.md#performance-budgets).
 */

const ESTATES = [uuidv7(), uuidv7()];
/** A small pool of ids, so writes often replace or delete records already there. */
const TX_IDS = Array.from({ length: 6 }, () => uuidv7());
const ASSET_IDS = Array.from({ length: 4 }, () => uuidv7());

const date = fc.constantFrom('2026-01-15', '2026-01-31', '2026-02-01', '2025-12-31', 'not a date', '');
const kind = fc.constantFrom('receipt', 'disbursement', 'transfer');
const amount = fc.oneof(fc.integer({ min: 1, max: 1_000_000 }), fc.constant(Number.NaN));

const serverTransaction = fc.record({
  id: fc.constantFrom(...TX_IDS),
  estate: fc.constantFrom(...ESTATES),
  kind,
  date,
  amount,
  deletedAt: fc.option(fc.constant('2026-03-01T00:00:00.000Z'), { nil: undefined }),
});
const serverAsset = fc.record({
  id: fc.constantFrom(...ASSET_IDS),
  estate: fc.constantFrom(...ESTATES),
  assetClass: fc.constantFrom('real_estate', 'other', 'vehicle'),
  deletedAt: fc.option(fc.constant('2026-03-01T00:00:00.000Z'), { nil: undefined }),
});

type ServerTx = typeof serverTransaction extends fc.Arbitrary<infer T> ? T : never;
type ServerAsset = typeof serverAsset extends fc.Arbitrary<infer T> ? T : never;

const txChange = (t: ServerTx, deleted: boolean): Change => ({
  entity: 'transactions',
  id: t.id,
  version: 1,
  deleted,
  data: deleted
    ? null
    : {
        _id: t.id,
        estate: t.estate,
        kind: t.kind,
        type: 'other',
        date: t.date,
        amount: t.amount,
        ledger: 'capital',
        ...(t.deletedAt ? { deletedAt: t.deletedAt } : {}),
      },
});
const assetChange = (a: ServerAsset, deleted: boolean): Change => ({
  entity: 'assets',
  id: a.id,
  version: 1,
  deleted,
  data: deleted
    ? null
    : {
        _id: a.id,
        estate: a.estate,
        name: 'Asset',
        assetClass: a.assetClass,
        fmvDoD: 100,
        valuationDate: '2026-01-01',
        details: {},
        ...(a.deletedAt ? { deletedAt: a.deletedAt } : {}),
      },
});

type Step =
  | {
      op: 'create';
      estate: string;
      kind: 'receipt' | 'disbursement' | 'transfer';
      date: string;
      amount: number;
    }
  | { op: 'createAsset'; estate: string; assetClass: string }
  | { op: 'update'; pick: number; amount: number; date: string }
  | { op: 'remove'; pick: number }
  | { op: 'pull'; changes: Change[] }
  | { op: 'reject'; pick: number; server: Change | null }
  | { op: 'clear'; table: 'transactions' | 'assets' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    op: fc.constant('create' as const),
    estate: fc.constantFrom(...ESTATES),
    kind: fc.constantFrom('receipt' as const, 'disbursement' as const),
    date: fc.constantFrom('2026-01-15', '2026-02-01', '2025-12-31'),
    amount: fc.integer({ min: 1, max: 1_000_000 }),
  }),
  fc.record({
    op: fc.constant('createAsset' as const),
    estate: fc.constantFrom(...ESTATES),
    assetClass: fc.constant('other'),
  }),
  fc.record({
    op: fc.constant('update' as const),
    pick: fc.nat(),
    amount: fc.integer({ min: 1, max: 1_000_000 }),
    date: fc.constantFrom('2026-01-15', '2026-03-02'),
  }),
  fc.record({ op: fc.constant('remove' as const), pick: fc.nat() }),
  fc.record({
    op: fc.constant('pull' as const),
    changes: fc.array(
      fc.oneof(
        fc.tuple(serverTransaction, fc.boolean()).map(([t, d]) => txChange(t, d)),
        fc.tuple(serverAsset, fc.boolean()).map(([a, d]) => assetChange(a, d)),
      ),
      { maxLength: 6 },
    ),
  }),
  fc.record({
    op: fc.constant('reject' as const),
    pick: fc.nat(),
    server: fc.option(
      fc.tuple(serverTransaction, fc.constant(false)).map(([t, d]) => txChange(t, d)),
      { nil: null },
    ),
  }),
  fc.record({
    op: fc.constantFrom('clear' as const),
    table: fc.constantFrom('transactions' as const, 'assets' as const),
  }),
);

async function run(db: LocalDb, s: Step) {
  const repos = createRepos({ db });
  const organization = (await db.session.get('current'))!.user.organization._id;
  const pickOf = async (pick: number) => {
    const keys = (await db.transactions.toCollection().primaryKeys()) as string[];
    return keys.length ? keys[pick % keys.length]! : null;
  };
  switch (s.op) {
    case 'create':
      await repos.transactions.create({
        estate: s.estate,
        kind: s.kind,
        type: 'other',
        date: s.date,
        amount: s.amount,
      });
      return;
    case 'createAsset':
      await repos.assets.create({
        estate: s.estate,
        name: 'House',
        assetClass: s.assetClass,
        fmvDoD: 100,
        valuationDate: '2026-01-01',
        details: {},
      });
      return;
    case 'update': {
      const id = await pickOf(s.pick);
      // A pulled record may be one a local update refuses (a bad date); the tallies must hold either way.
      if (id) await repos.transactions.update(id, { amount: s.amount, date: s.date }).catch(() => undefined);
      return;
    }
    case 'remove': {
      const id = await pickOf(s.pick);
      if (id) await repos.transactions.remove(id);
      return;
    }
    case 'pull':
      await db.transaction('rw', [...syncedTables(db), db.outbox, db.meta, db.session], () =>
        applyServerChanges(db, s.changes, organization),
      );
      return;
    case 'reject': {
      // The server refused the latest change to a record: the restore puts the server's copy
      // (or nothing, when the server never had it) back under the remaining pending changes.
      const id = await pickOf(s.pick);
      if (!id) return;
      await db.rejected.add({
        mutationId: uuidv7(),
        entity: 'transactions',
        entityId: id,
        op: 'update',
        reason: 'refused',
        at: new Date().toISOString(),
      });
      const change = s.server && { ...s.server, id, data: s.server.data && { ...s.server.data, _id: id } };
      await restoreRejected({
        db,
        http: {
          record: async () => ({ status: 200, body: { data: change } }),
        } as never,
      });
      return;
    }
    case 'clear':
      await db.table(s.table).clear();
      return;
  }
}

describe('tallies', () => {
  it('equal a full recount after any sequence of local writes, pulls, rejections and clears', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const db = await signedInDb('tallies', { indexedDB, IDBKeyRange });
        try {
          for (const s of steps) await run(db, s);
          const [transactions, assets, kept] = await Promise.all([
            db.transactions.toArray(),
            db.assets.toArray(),
            db.tallies.toArray(),
          ]);
          const recount = recountTallies({ transactions, assets });
          expect(Object.fromEntries(kept.map((r) => [r.id, r.values]))).toEqual(Object.fromEntries(recount));
          const queries = createQueries(db);
          const full = dashboardSummary(await queries.dashboardInputs());
          expect(await queries.dashboardFigures()).toEqual(full);
          for (const estate of ESTATES) {
            const own = transactions.filter((t) => t.estate === estate);
            const { receipts, disbursements } = estateTotals([], own);
            expect(await queries.estateTransactionTotals(estate)).toEqual({
              receipts,
              disbursements,
              count: own.length,
            });
          }
        } finally {
          db.close();
          await db.delete();
        }
      }),
      { numRuns: 100 },
    );
  }, 120_000);

  it('are counted from the records already there when a database gains them', async () => {
    const name = `tallies-upgrade-${uuidv7()}`;
    const old = new Dexie(name, { indexedDB, IDBKeyRange });
    old.version(6).stores({ transactions: '_id, estate, date', assets: '_id, estate, assetClass' });
    const [estate] = ESTATES;
    await old.table('transactions').bulkAdd([
      { _id: 'a', estate, kind: 'receipt', date: '2026-01-02', amount: 500 },
      { _id: 'b', estate, kind: 'disbursement', date: '2026-02-02', amount: 200 },
      { _id: 'c', estate, kind: 'receipt', date: '2026-01-20', amount: 7, deletedAt: '2026-03-01' },
    ]);
    await old.table('assets').bulkAdd([{ _id: 'h', estate, assetClass: 'other' }]);
    old.close();
    const db = new LocalDb(name, { indexedDB, IDBKeyRange });
    try {
      const kept = Object.fromEntries((await db.tallies.toArray()).map((r) => [r.id, r.values]));
      expect(kept).toEqual(
        Object.fromEntries(
          recountTallies({
            transactions: await db.transactions.toArray(),
            assets: await db.assets.toArray(),
          }),
        ),
      );
      expect(kept[`transactions:estate:${estate}`]).toEqual({ receipts: 507, disbursements: 200 });
      expect(kept['transactions:months']).toEqual({ '2026-01': 500, '2026-02': 200 });
    } finally {
      db.close();
      await db.delete();
    }
  });
});
