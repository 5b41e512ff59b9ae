import pg from 'pg';
import type { Db } from './db.ts';
import { isUnreachable, retryRaces } from './db-errors.ts';
import { listenPostgres } from './pg-listen.ts';

// Money and versions are bigint in SQL; they stay well inside a double, so parse them as numbers.
pg.types.setTypeParser(20, (v) => Number(v));

/** A request waits this long for a connection when the database does not answer, then gets a 503. */
const CONNECT_TIMEOUT_MS = 5000;

export async function openPostgres(connectionString: string, max = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  await pool.query('select 1');
  return {
    kind: 'postgres',
    query: async (sql, params) => (await pool.query(sql, params)).rows,
    exec: async (sql) => {
      await pool.query(sql);
    },
    // A deadlock or serialization failure runs the whole transaction again (bounded): `fn` keeps its
    // state inside and touches nothing but `tx`, so a second run starts from scratch.
    transaction: (fn) => retryRaces(() => runTransaction(fn)),
    close: () => pool.end(),
    listen: (channel, onPayload) => listenPostgres(connectionString, channel, onPayload),
  };

  async function runTransaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    // A connection cut while checked out emits 'error' on its client, which the pool listens for
    // only while the client is idle: unheard, it would end the whole process. The statement in
    // flight fails as well, and that is what answers the request (503).
    const onLost = (error: Error) => console.error(`PostgreSQL connection lost: ${error.message}`);
    client.on('error', onLost);
    const tx: Db = {
      kind: 'postgres',
      query: async (sql, params) => (await client.query(sql, params)).rows,
      exec: async (sql) => {
        await client.query(sql);
      },
      transaction: (inner) => inner(tx),
      close: async () => undefined,
    };
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const result = await fn(tx);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      // A connection cut under the transaction is dropped from the pool rather than reused.
      if (isUnreachable(error)) broken = error as Error;
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.removeListener('error', onLost);
      client.release(broken);
    }
  }
}
