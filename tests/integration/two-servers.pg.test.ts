import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, registerFirm } from '../../server/accounts.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { createTokens } from '../../server/auth/tokens.ts';
import { migrate } from '../../server/store/migrate.ts';
import { openPostgres } from '../../server/store/postgres.ts';
import { SYNCED_TABLES } from '../../src/store/db.ts';
import type { SessionUser } from '../../src/store/types.ts';
import { freePort } from '../helpers/free-port.ts';
import { startServerProcess } from '../helpers/server-process.ts';
import { createTestClient, type TestClient } from '../helpers/sync-client.ts';
import { createPgDatabase } from '../helpers/test-db.ts';

/**
 * docs/architecture.md#stateless-processes: a firm that outgrows one machine runs several stateless server processes on one
 * PostgreSQL. Two real processes, a device on each, edits at the same time: they converge.
 */
const SECRET = 'two-servers-secret-long-enough-for-hs256-signing';
const TOKEN_TTL = 3600;
const url = process.env.TEST_DATABASE_URL!;
let database: Awaited<ReturnType<typeof createPgDatabase>>;
const servers: ChildProcess[] = [];
const ports: number[] = [];
const devices: TestClient[] = [];

const startServer = async (port: number): Promise<ChildProcess> =>
  (
    await startServerProcess({
      DATABASE_URL: database.url,
      PORT: String(port),
      JWT_SECRET: SECRET,
      // The devices' tokens below are signed for an hour; the servers refuse any longer-lived one.
      ACCESS_TOKEN_TTL_SECONDS: String(TOKEN_TTL),
      DEMO: '0',
      DIST_DIR: '/nonexistent',
    })
  ).child;

beforeAll(async () => {
  database = await createPgDatabase(url);
  const db = await openPostgres(database.url, 2);
  await migrate(db);
  const { user, organization } = await registerFirm(db, {
    name: 'Admin',
    email: 'admin@two.example.com',
    password: 'two servers password',
    organizationName: 'Two Servers LLP',
  });
  const second = await db.transaction((tx) =>
    createUser(
      tx,
      { userId: user._id, organization: organization._id, role: 'Admin' },
      {
        name: 'Staff',
        email: 'staff@two.example.com',
        role: 'Staff',
        password: 'two servers password',
      },
    ),
  );
  const sessionIds = [];
  for (const rec of [user, second])
    sessionIds.push((await createSession(db, { organization: organization._id, userId: rec._id })).id);
  await db.close();
  for (let i = 0; i < 2; i++) ports.push(await freePort());
  servers.push(...(await Promise.all(ports.map(startServer))));
  const tokens = createTokens(SECRET, TOKEN_TTL);
  for (const [i, rec] of [user, second].entries()) {
    const sessionUser: SessionUser = {
      _id: rec._id,
      id: rec._id,
      name: String(rec.name),
      email: String(rec.email),
      role: String(rec.role),
      organization: { _id: organization._id, name: 'Two Servers LLP' },
    };
    const port = ports[i]!;
    devices.push(
      await createTestClient({
        fetchApp: (request) => {
          const target = new URL(request.url);
          return fetch(`http://127.0.0.1:${port}${target.pathname}${target.search}`, request);
        },
        user: sessionUser,
        token: await tokens.sign({ sub: rec._id, org: organization._id, sid: sessionIds[i]! }),
      }),
    );
  }
}, 120_000);

afterAll(async () => {
  for (const d of devices) await d.close();
  for (const s of servers) s.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  await database?.drop();
});

describe('two server processes on one PostgreSQL', () => {
  it('serve a device each, concurrently, and the devices converge', async () => {
    const [a, b] = devices as [TestClient, TestClient];
    const shared = await a.repos.estates.create({ estateName: 'Estate of Both' });
    await a.engine.syncNow();
    await b.engine.syncNow();
    expect(await b.db.estates.get(shared._id)).toBeDefined();

    for (let round = 0; round < 5; round++) {
      const writes = [];
      for (let i = 0; i < 20; i++) {
        writes.push(
          a.repos.parties.create({ estate: shared._id, name: `A${round}-${i}`, shareOfEstate: 100 }),
        );
        writes.push(
          b.repos.transactions.create({
            estate: shared._id,
            kind: 'receipt',
            type: 'cash',
            date: '2026-05-01',
            amount: 100 + i,
          }),
        );
      }
      await Promise.all(writes);
      await a.repos.estates.update(shared._id, { notes: `a-${round}` });
      await b.repos.estates.update(shared._id, { status: round % 2 ? 'open' : 'under_review' });
      await Promise.all([a.engine.syncNow(), b.engine.syncNow()]);
    }
    await a.engine.syncNow();
    await b.engine.syncNow();
    await a.engine.syncNow();

    for (const table of SYNCED_TABLES) {
      const left = (await a.db.table_(table).toArray()).map((r) => `${r._id}@${r.version}`).sort();
      const right = (await b.db.table_(table).toArray()).map((r) => `${r._id}@${r.version}`).sort();
      expect(right, table).toEqual(left);
    }
    expect(await a.db.parties.count()).toBe(100);
    expect(await a.db.transactions.count()).toBe(100);
    const estate = await a.db.estates.get(shared._id);
    expect(estate).toMatchObject({ notes: 'a-4', status: 'under_review' });
    expect(await a.db.outbox.count()).toBe(0);
    expect(await b.db.outbox.count()).toBe(0);
  });
});
