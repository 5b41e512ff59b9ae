import { PGlite } from '@electric-sql/pglite';
import type { Db } from './db.ts';

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
  return {
    kind: 'pglite',
    query: (sql, params) => queue.run(() => raw(sql, params)),
    exec: (sql) => queue.run(() => inTx.exec(sql)),
    transaction: (fn) =>
      queue.run(async () => {
        await pg.exec('BEGIN');
        try {
          const result = await fn(inTx);
          await pg.exec('COMMIT');
          return result;
        } catch (error) {
          await pg.exec('ROLLBACK');
          throw error;
        }
      }),
    close: () => queue.run(() => pg.close()),
  };
}
