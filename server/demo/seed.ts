import type { Env } from '../env.ts';
import type { Db } from '../store/db.ts';

/** Placeholder until the demo data lands. */
export async function seedIfEmpty(_db: Db, _env: Pick<Env, 'demo' | 'databaseUrl' | 'production'>): Promise<boolean> {
  return false;
}
