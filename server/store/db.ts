/** The one database interface the server uses, over PGlite (embedded) or node-postgres (a real server). */
export interface Db {
  readonly kind: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs fn in one database transaction; everything fn does through `tx` commits or rolls back
   * together. On PostgreSQL a deadlock or serialization failure runs fn again (a few times,
   * server/store/db-errors.ts), so fn must keep its state inside and act only through `tx`.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Calls `onPayload` with each notification on the channel, from any connection to the database;
   * `null` after the listening connection was lost and is back, when some may have been missed
   * (docs/architecture.md#live-updates). Resolves once listening, to the function that stops it.
   */
  listen?(channel: string, onPayload: (payload: string | null) => void): Promise<() => Promise<void>>;
}

/** bigint columns come back as strings (pg) or bigints (PGlite); versions and counters fit in a double. */
export const toNumber = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'bigint' ? Number(value) : Number(value ?? 0);

export const toIso = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();

/** Each ordered transaction's last statement started (settled, failed or not). */
const ORDERED = new WeakMap<Db, () => Promise<unknown>>();

/**
 * The same transaction, running its statements one after another in the order they were started,
 * whether or not the caller waited for the one before: a push sends its writes and goes on working
 * (server/store/write-batch.ts), and node-postgres will stop queueing a client's statements itself.
 * A statement after a failed one still runs, and fails as the database refuses it. Whoever starts
 * statements without waiting waits for `settled` before the transaction ends, so none runs after
 * its COMMIT or ROLLBACK.
 */
export function inOrder(tx: Db): Db {
  // Already in order: one queue for everything, so statements run exactly in the order started.
  if (ORDERED.has(tx)) return tx;
  let tail: Promise<unknown> = Promise.resolve();
  const run = <T>(fn: () => Promise<T>): Promise<T> => {
    const next = tail.then(fn, fn);
    tail = next.catch(() => undefined);
    return next;
  };
  const ordered: Db = {
    kind: tx.kind,
    query: (sql, params) => run(() => tx.query(sql, params)),
    exec: (sql) => run(() => tx.exec(sql)),
    transaction: (fn) => fn(ordered),
    close: () => tx.close(),
  };
  ORDERED.set(ordered, () => tail);
  return ordered;
}

/** Resolves once every statement started on this transaction through `inOrder` has finished. */
export async function settled(tx: Db): Promise<void> {
  await ORDERED.get(tx)?.();
}
