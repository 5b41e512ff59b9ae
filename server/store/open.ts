import { mkdir } from 'node:fs/promises';
import type { Env } from '../env.ts';
import type { Db } from './db.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

export async function openDatabase(env: Pick<Env, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  if (env.databaseUrl) return openPostgres(env.databaseUrl);
  await mkdir(env.dataDir, { recursive: true });
  return openPglite(`${env.dataDir}/pg`);
}

export async function openMigrated(env: Pick<Env, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  const db = await openDatabase(env);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
