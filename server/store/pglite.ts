import { PGlite } from '@electric-sql/pglite';
import type { Db } from './db.ts';
import { refreshStatistics } from './statistics.ts';

/**
 * PGlite is one connection: a query from another request would otherwise run inside an open
 * transaction. A queue makes every statement and transaction run alone, in arrival order.
 */
class Queue {
  private tail: Promise<unknown> = Promise.resolve();
  run<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.tail.then(fn, fn);
    this.tail = next.catch(() => undefined);
    return next;
  }
}

/** A consistent copy of an open PGlite's data folder (server/backup/take.ts); runs in the queue, between transactions. */
const SNAPSHOTS = new WeakMap<Db, (before: (tx: Db) => Promise<void>) => Promise<Blob>>();

export function pgliteSnapshot(db: Db): ((before: (tx: Db) => Promise<void>) => Promise<Blob>) | undefined {
  return SNAPSHOTS.get(db);
}

export async function openPglite(dataDir?: string): Promise<Db> {
  const pg = dataDir ? new PGlite(dataDir) : new PGlite();
  await pg.waitReady;
  const queue = new Queue();
  const raw = async <T>(sql: string, params?: unknown[]) =>
    (await pg.query<T>(sql, params as unknown[])).rows;
  const inTx: Db = {
    kind: 'pglite',
    query: raw,
    exec: async (sql) => {
      await pg.exec(sql);
    },
    transaction: (fn) => fn(inTx),
    close: async () => undefined,
  };
  // After a write the planner's statistics are looked at, at most once a minute (why: statistics.ts).
  // The look is a catalogue read; the vacuum it rarely starts takes a fraction of a second.
  let lookedAt = 0;
  const lookAtStatistics = () => {
    if (Date.now() - lookedAt < STATISTICS_EVERY_MS) return;
    lookedAt = Date.now();
    void queue
      .run(() => refreshStatistics(inTx))
      .catch((error: unknown) => console.error(`Refreshing statistics failed: ${String(error)}`));
  };
  const db: Db = {
    kind: 'pglite',
    query: (sql, params) => queue.run(() => raw(sql, params)),
    exec: (sql) => queue.run(() => inTx.exec(sql)),
    transaction: (fn) =>
      queue.run(async () => {
        await pg.exec('BEGIN');
        try {
          const result = await fn(inTx);
          await pg.exec('COMMIT');
          lookAtStatistics();
          return result;
        } catch (error) {
          await pg.exec('ROLLBACK');
          throw error;
        }
      }),
    close: () => queue.run(() => pg.close()),
    // One process, one connection: NOTIFY reaches its listeners in-process at commit
    // (docs/architecture.md#live-updates). The listener runs on a turn of its own,
    // after the statement that delivered the notification has returned.
    listen: async (channel, onPayload) => {
      const stop = await queue.run(() =>
        pg.listen(channel, (payload) => void setImmediate(() => onPayload(payload))),
      );
      return () => queue.run(() => stop());
    },
  };
  // No transaction is open while the queue runs this: every committed push is in the copy, whole.
  SNAPSHOTS.set(db, (before) =>
    queue.run(async () => {
      await before(inTx);
      await pg.exec('CHECKPOINT');
      return pg.dumpDataDir('gzip');
    }),
  );
  return db;
}

const STATISTICS_EVERY_MS = 60_000;
