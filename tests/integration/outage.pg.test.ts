import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerFirm } from '../../server/accounts.ts';
import { createApp } from '../../server/app.ts';
import { createTokens } from '../../server/auth/tokens.ts';
import type { Db } from '../../server/store/db.ts';
import { migrate } from '../../server/store/migrate.ts';
import { openPostgres } from '../../server/store/postgres.ts';
import { uuidv7 } from '../../src/domain/ids.ts';
import { validBody } from '../helpers/fixtures.ts';
import { signIn } from '../helpers/sessions.ts';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.ts';
import { createPgDatabase } from '../helpers/test-db.ts';

/**
 * docs/architecture.md#outages, on real PostgreSQL: the database goes away under a device pushing
 * one change after another, and comes back. While it is away every answer is 503 with Retry-After
 * (none is 500), /api/health says so, nothing the server acknowledged is lost, and the pushes go
 * through again once it is back. The database "goes away" behind a TCP relay that drops every
 * connection and refuses new ones, as a stopped server does, so the PostgreSQL the other suites
 * share keeps running.
 */
const url = process.env.TEST_DATABASE_URL!;
let database: Awaited<ReturnType<typeof createPgDatabase>>;
let direct: Db;
let served: Db;
let proxy: TcpProxy;
let app: ReturnType<typeof createApp>;
let token: string;

beforeAll(async () => {
  database = await createPgDatabase(url);
  direct = await openPostgres(database.url, 2);
  await migrate(direct);
  const target = new URL(database.url);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const relayed = new URL(database.url);
  relayed.hostname = '127.0.0.1';
  relayed.port = String(proxy.port);
  served = await openPostgres(relayed.toString(), 4);
  const tokens = createTokens('outage-secret-long-enough-for-hs256-signing', 3600);
  const { user, organization } = await registerFirm(direct, {
    name: 'Admin',
    email: 'admin@outage.example.com',
    password: 'outage test password',
    organizationName: 'Outage LLP',
  });
  token = await signIn(direct, tokens, { sub: user._id, org: organization._id });
  app = createApp({ db: served, tokens });
});
afterAll(async () => {
  await served?.close().catch(() => undefined);
  await proxy?.close();
  await direct?.close();
  await database?.drop();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `done()` holds, checking every 20 ms, for at most a minute. */
async function until(done: () => boolean, what: string) {
  for (let i = 0; i < 3000 && !done(); i += 1) await pause(20);
  if (!done()) throw new Error(`never: ${what}`);
}

describe('PostgreSQL going away under a push loop', () => {
  it('answers only 503 with Retry-After while away, loses nothing acknowledged, and recovers', async () => {
    const clientId = uuidv7();
    const acked: string[] = [];
    const refusals: { status: number; retryAfter: string | null }[] = [];
    let seq = 0;
    let pending: Record<string, unknown> | null = null;
    let running = true;

    // The device: one change per push; an unanswered one is sent again, as the outbox does.
    const loop = (async () => {
      while (running) {
        if (!pending) {
          seq += 1;
          const id = uuidv7();
          const patch = { ...validBody('files', { file: '', estate: '' }), _id: id };
          pending = { seq, mutationId: uuidv7(), entity: 'files', entityId: id, op: 'create', patch };
        }
        const res = await app.request('/api/sync/push', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ clientId, mutations: [pending] }),
        });
        if (res.status === 200) {
          const body = await res.json();
          if (body.data.results[0]?.status === 'applied') acked.push(String(pending.entityId));
          else refusals.push({ status: -1, retryAfter: JSON.stringify(body.data.results) });
          pending = null;
        } else {
          refusals.push({ status: res.status, retryAfter: res.headers.get('retry-after') });
          await res.body?.cancel();
          await pause(20);
        }
      }
    })();

    await until(() => acked.length >= 5, 'five pushes acknowledged');
    await proxy.cut();
    const ackedBeforeCut = acked.length;
    await until(() => refusals.length >= 5, 'five refused pushes');
    const down = await app.request('/api/health');
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).not.toBeNull();
    // Sign-in, a list and a pull answer the same while it is away.
    const auth = { authorization: `Bearer ${token}` };
    for (const res of [
      await app.request('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@outage.example.com', password: 'outage test password' }),
      }),
      await app.request('/api/files', { headers: auth }),
      await app.request(`/api/sync/pull?clientId=${clientId}&cursor=0`, { headers: auth }),
    ]) {
      expect(res.status, res.url).toBe(503);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    await proxy.restore();
    await until(() => acked.length >= ackedBeforeCut + 5, 'five more pushes after the database came back');
    running = false;
    await loop;

    expect(refusals.length).toBeGreaterThanOrEqual(5);
    for (const refusal of refusals) {
      expect(refusal.status).toBe(503);
      expect(Number(refusal.retryAfter)).toBeGreaterThan(0);
    }
    // Every acknowledged change is in the database, once.
    const rows = await direct.query<{ id: string }>('select id from records where id = any($1::uuid[])', [
      acked,
    ]);
    expect(rows.map((r) => r.id).sort()).toEqual([...new Set(acked)].sort());
    expect(new Set(acked).size).toBe(acked.length);
    expect((await app.request('/api/health')).status).toBe(200);
  });
});
