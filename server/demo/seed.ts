import { DEMO_CREDENTIALS } from '../../src/domain/demo.ts';
import { hashPassword } from '../auth/password.ts';
import type { Env } from '../env.ts';
import type { Db } from '../store/db.ts';
import { DEMO_FIRM, DEMO_USERS, seedDemoFirm } from './demo-firm.ts';
import { SECOND_USER, seedSecondFirm } from './second-firm.ts';

/**
 * Should the demo data be created? DEMO=0 never; DEMO=1 whenever the demo user does not exist yet
 * (also on PostgreSQL and in production, because someone asked); by default only on the first
 * start of an empty embedded database outside production.
 */
export async function shouldSeed(
  db: Db,
  env: Pick<Env, 'demo' | 'databaseUrl' | 'production'>,
): Promise<boolean> {
  if (env.demo === 'off') return false;
  if (env.demo === 'on') {
    const rows = await db.query('select 1 from credentials where email = $1 limit 1', [
      DEMO_CREDENTIALS.email,
    ]);
    return rows.length === 0;
  }
  if (env.databaseUrl || env.production) return false;
  const rows = await db.query(`select 1 from records where entity = 'organizations' limit 1`);
  return rows.length === 0;
}

/** Creates the demo data when `shouldSeed` says so; returns whether it did. */
export async function seedIfEmpty(
  db: Db,
  env: Pick<Env, 'demo' | 'databaseUrl' | 'production'>,
  now = new Date(),
): Promise<boolean> {
  if (!(await shouldSeed(db, env))) return false;
  try {
    await seedDemo(db, now);
  } catch (error) {
    // Two server processes starting on one empty PostgreSQL database: the other one seeded first.
    const taken = await db.query('select 1 from credentials where email = $1', [DEMO_CREDENTIALS.email]);
    if (!taken.length) throw error;
    console.log(`Demo data not created: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
  // Never the password: logs are kept and shipped elsewhere. The README gives it.
  console.log(
    `Demo data created (${DEMO_FIRM.name}): sign in as ${DEMO_CREDENTIALS.email} with the demo password from README.md`,
  );
  return true;
}

/**
 * The demo firm (users of each role, files, estates in every status, accounts, assets, parties, a
 * year of transactions, documents) and a second firm, each in one transaction, through the same
 * write path as every client. Dates follow `now`, amounts a seeded PRNG: the same `now` gives the
 * same data. Ids are fresh UUIDv7s.
 */
export async function seedDemo(
  db: Db,
  now: Date,
): Promise<{ organizationId: string; secondOrganizationId: string; userIds: string[] }> {
  // argon2 is deliberately slow: hash the shared demo password once for every user.
  const passwordHash = await hashPassword(DEMO_CREDENTIALS.password);
  const demo = await seedDemoFirm(db, now, passwordHash);
  const second = await seedSecondFirm(db, now, passwordHash);
  return {
    organizationId: demo.organizationId,
    secondOrganizationId: second.organizationId,
    userIds: [...demo.userIds, ...second.userIds],
  };
}

/** The emails the demo data signs in with, all with the demo password. */
export const DEMO_EMAILS = [...DEMO_USERS.map((u) => u.email), SECOND_USER.email];
