import pg from 'pg';
import type { Db } from './db.ts';

// Money and versions are bigint in SQL; they stay well inside a double, so parse them as numbers.
pg.types.setTypeParser(20, (v) => Number(v));

export async function openPostgres(connectionString: string, max = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max });
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  await pool.query('select 1');
  return {
    kind: 'postgres',
    query: async (sql, params) => (await pool.query(sql, params)).rows,
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      const tx: Db = {
        kind: 'postgres',
        query: async (sql, params) => (await client.query(sql, params)).rows,
        exec: async (sql) => {
          await client.query(sql);
        },
        transaction: (inner) => inner(tx),
        close: async () => undefined,
      };
      try {
        await client.query('BEGIN');
        const result = await fn(tx);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
