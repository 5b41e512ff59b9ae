import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, registerFirm } from '../../server/accounts.ts';
import { createApp } from '../../server/app.ts';
import { createTokens } from '../../server/auth/tokens.ts';
import type { Db } from '../../server/store/db.ts';
import { migrate } from '../../server/store/migrate.ts';
import { openPostgres } from '../../server/store/postgres.ts';
import { signIn } from '../helpers/sessions.ts';
import { createPgDatabase } from '../helpers/test-db.ts';

/**
 * docs/architecture.md#outages, on real PostgreSQL: two Admins demoting each other at once lock
 * each other's rows in opposite order, which PostgreSQL breaks as a deadlock. The server runs the
 * loser's transaction again, which then finds the last Admin: 200 and 409, never 500.
 */
const url = process.env.TEST_DATABASE_URL!;
let database: Awaited<ReturnType<typeof createPgDatabase>>;
let db: Db;
let app: ReturnType<typeof createApp>;
const admins: { id: string; token: string }[] = [];
let org: string;

beforeAll(async () => {
  database = await createPgDatabase(url);
  db = await openPostgres(database.url, 8);
  await migrate(db);
  const tokens = createTokens('demotions-secret-long-enough-for-hs256-signing', 3600);
  const first = await registerFirm(db, {
    name: 'First Admin',
    email: 'first@demotions.example.com',
    password: 'demotions test password',
    organizationName: 'Demotions LLP',
  });
  org = first.organization._id;
  const second = await db.transaction((tx) =>
    createUser(
      tx,
      { userId: first.user._id, organization: org, role: 'Admin' },
      {
        name: 'Second Admin',
        email: 'second@demotions.example.com',
        role: 'Admin',
        password: 'demotions test password',
      },
    ),
  );
  for (const user of [first.user, second])
    admins.push({ id: user._id, token: await signIn(db, tokens, { sub: user._id, org }) });
  app = createApp({ db, tokens });
});
afterAll(async () => {
  await db?.close();
  await database?.drop();
});

const setRole = (token: string, id: string, role: string) =>
  app.request(`/api/people/${id}/role`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ role }),
  });

const adminCount = async () =>
  (
    await db.query<{ n: number }>(
      `select count(*)::int as n from records where organization = $1 and entity = 'users' and data ->> 'role' = 'Admin'`,
      [org],
    )
  )[0]?.n;

describe('two Admins demoting each other at once', () => {
  it('give one 200 and one 409, never a 500, and the firm keeps one Admin', async () => {
    const [a, b] = admins as [{ id: string; token: string }, { id: string; token: string }];
    const seen: number[][] = [];
    for (let round = 0; round < 12; round += 1) {
      const [ab, ba] = await Promise.all([setRole(a.token, b.id, 'Staff'), setRole(b.token, a.id, 'Staff')]);
      const statuses = [ab.status, ba.status].sort();
      seen.push(statuses);
      expect(statuses, `round ${round}`).not.toContain(500);
      expect(await adminCount(), `round ${round}`).toBe(1);
      // The one still an Admin makes the other an Admin again for the next round.
      const [winner, loser] = ab.status === 200 ? [a, b] : [b, a];
      expect((await setRole(winner.token, loser.id, 'Admin')).status).toBe(200);
    }
    // Each round one demotion went through; the other found the last Admin (or, if it started only
    // after the first had finished, was already refused as Staff).
    for (const statuses of seen)
      expect([
        [200, 409],
        [200, 403],
      ]).toContainEqual(statuses);
    // Both were in flight together in at least one round: that is the race this test is about.
    expect(seen.some(([, second]) => second === 409)).toBe(true);
  });
});
