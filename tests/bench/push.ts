import { serve } from '@hono/node-server';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { createOrganization, createUser } from '../../server/accounts.ts';
import { createApp } from '../../server/app.ts';
import { createTokens } from '../../server/auth/tokens.ts';
import { scopeOf } from '../../server/scope/scope.ts';
import { applyWrite } from '../../server/store/apply.ts';
import { type Db, inOrder } from '../../server/store/db.ts';
import { WriteBatch } from '../../server/store/write-batch.ts';
import { OrgClock } from '../../server/store/write-helpers.ts';
import { uuidv7 } from '../../src/domain/ids.ts';
import { MAX_PUSH_BATCH } from '../../src/domain/schemas/index.ts';
import { LocalDb } from '../../src/store/db.ts';
import { createRepos } from '../../src/store/repos.ts';
import { fetchHttp } from '../../src/sync/http.ts';
import { pushOutbox } from '../../src/sync/push.ts';
import { signIn } from '../helpers/sessions.ts';
import { type BenchResult, middle, ratioResult } from './lib.ts';

async function newFirm(db: Db) {
  const adminId = uuidv7();
  const org = await db.transaction((tx) =>
    createOrganization(tx, { name: `Bench ${adminId.slice(-6)}` }, adminId),
  );
  const actor = { userId: adminId, organization: org._id, role: 'Admin' as const };
  const user = await db.transaction((tx) =>
    createUser(tx, actor, {
      id: adminId,
      name: 'Bench',
      email: `bench-${adminId}@example.com`,
      role: 'Admin',
      password: '',
      passwordHash: 'x',
    }),
  );
  return { org, user, actor };
}

const fileBody = (i: number) => ({
  name: `Bench file ${i}`,
  fileNumber: `B-${i}`,
  description: 'Benchmark',
  status: 'active',
});

/**
 * docs/architecture.md#performance-budgets: replaying 1,000 outbox mutations takes at most 5 HTTP
 * requests and at most 2x the time of applying the same mutations through the server store in one
 * transaction; the server's answers to the push take at most 2x the time of inserting the same rows
 * and their history rows directly in one transaction on the same database.
 */
export async function pushBenchmark(
  db: Db,
  count: number,
  runs: number,
  label: string,
): Promise<BenchResult[]> {
  const tokens = createTokens('bench-secret-that-is-long-enough-for-hs256', 3600);
  const app = createApp({ db, tokens });
  // The time the server spends answering the pushes (request in to response out), beside the
  // whole replay, which also holds the client's IndexedDB work and the loopback HTTP.
  let serverMs = 0;
  const server = serve({
    fetch: async (req: Request) => {
      const started = performance.now();
      try {
        return await app.fetch(req);
      } finally {
        if (new URL(req.url).pathname.endsWith('/sync/push')) serverMs += performance.now() - started;
      }
    },
    hostname: '127.0.0.1',
    port: 0,
  });
  await new Promise((r) => server.once('listening', r));
  const port = (server.address() as { port: number }).port;
  let requests = 0;
  try {
    const pushOnce = async () => {
      const { org, user } = await newFirm(db);
      const local = new LocalDb(`bench-${uuidv7()}`, { indexedDB, IDBKeyRange });
      await local.session.put({
        key: 'current',
        token: await signIn(db, tokens, { sub: user._id, org: org._id }),
        user: {
          _id: user._id,
          id: user._id,
          name: 'Bench',
          email: 'b@example.com',
          role: 'Admin',
          organization: { _id: org._id, name: 'Bench' },
        },
      });
      const repos = createRepos({ db: local });
      for (let i = 0; i < count; i++) await repos.files.create(fileBody(i));
      requests = 0;
      const http = fetchHttp({
        baseUrl: `http://127.0.0.1:${port}/api`,
        getToken: async () => (await local.session.get('current'))?.token,
        fetch: (input, init) => {
          if (String(input).includes('/sync/push')) requests += 1;
          return fetch(input, init);
        },
      });
      serverMs = 0;
      const started = performance.now();
      const outcome = await pushOutbox({ db: local, http, batchSize: MAX_PUSH_BATCH, now: () => new Date() });
      const elapsed = performance.now() - started;
      if (outcome.kind !== 'done' || (await local.outbox.count()) > 0)
        throw new Error(`push did not finish: ${outcome.kind}`);
      local.close();
      await local.delete();
      return { elapsed, server: serverMs };
    };
    // The floor: the same rows and their history rows inserted straight into the tables, one
    // statement each, in one transaction: what the database must do at the least for the push.
    const floorOnce = async () => {
      const { actor } = await newFirm(db);
      const now = new Date().toISOString();
      const rows = Array.from({ length: count }, (_, i) => ({
        id: uuidv7(),
        version: i + 1,
        data: fileBody(i),
        changes: Object.entries(fileBody(i)).map(([field, value]) => ({ field, from: null, to: value })),
        mutation: uuidv7(),
      }));
      const json = JSON.stringify(rows);
      const started = performance.now();
      await db.transaction(async (tx) => {
        await tx.query(
          `insert into records (id, organization, entity, version, data, created_at, updated_at, created_by, updated_by)
           select r.id, $1, 'files', r.version, r.data, $3, $3, $4, $4
           from jsonb_to_recordset($2::jsonb) as r(id uuid, version bigint, data jsonb)`,
          [actor.organization, json, now, actor.userId],
        );
        await tx.query(
          `insert into history (organization, entity, record_id, version, user_id, at, op, changes, mutation_id)
           select $1, 'files', r.id, r.version, $4, $3, 'create', r.changes, r.mutation
           from jsonb_to_recordset($2::jsonb) as r(id uuid, version bigint, changes jsonb, mutation text)`,
          [actor.organization, json, now, actor.userId],
        );
      });
      return performance.now() - started;
    };
    // The floor of the replay as a whole (docs/architecture.md#performance-budgets): the same
    // mutations applied through the server's store, as a push applies them (one WriteBatch, one
    // clock and one scope), in one transaction, without the sync protocol, HTTP or the device.
    const storeOnce = async () => {
      const { actor } = await newFirm(db);
      const writes = Array.from({ length: count }, (_, i) => ({
        entity: 'files',
        id: uuidv7(),
        op: 'create' as const,
        patch: fileBody(i),
        mutationId: uuidv7(),
      }));
      const started = performance.now();
      await db.transaction(async (raw) => {
        const tx = inOrder(raw);
        const clock = await OrgClock.lock(tx, actor.organization);
        const scope = await scopeOf(tx, actor);
        const batch = new WriteBatch(tx);
        await batch.load(writes.map((w) => w.id));
        const at = new Date();
        for (const write of writes) {
          const result = await applyWrite(tx, actor, write, { now: at, clock, scope, batch });
          if (result.status !== 'applied') throw new Error(`store floor: ${result.status}`);
        }
        await batch.flush();
        await clock.save(tx);
      });
      return performance.now() - started;
    };
    // One round of each first, unmeasured, so neither is timed while its code is still being
    // compiled; then push and floor take turns, so both meet the machine in the same state.
    await pushOnce();
    await floorOnce();
    await storeOnce();
    const pushes: number[] = [];
    const serverTimes: number[] = [];
    const floors: number[] = [];
    const stores: number[] = [];
    for (let i = 0; i < runs; i++) {
      const { elapsed, server } = await pushOnce();
      pushes.push(elapsed);
      serverTimes.push(server);
      floors.push(await floorOnce());
      stores.push(await storeOnce());
    }
    const push = middle(pushes);
    const serverTime = middle(serverTimes);
    const floor = middle(floors);
    const store = middle(stores);
    const perSecond = (ms: number) => Math.round((count / ms) * 1000).toLocaleString('en-CA');
    return [
      {
        name: `push ${count} mutations: HTTP requests, ${label}`,
        unit: 'requests',
        value: requests,
        budget: '≤ 5 requests',
        holds: requests <= 5,
      },
      {
        // The budget of the replay as a whole: against the same mutations through the store.
        ...ratioResult(
          `push ${count} mutations, replay end to end, ${label}`,
          push,
          store,
          'the same mutations applied through the server store, one transaction',
          2,
        ),
        note: `${perSecond(push)} mutations/s pushed; ${(push / floor).toFixed(2)}× the rows + history rows inserted directly`,
      },
      {
        // The server's own budget: against what the database must do at the least.
        ...ratioResult(
          `push ${count} mutations, server's answers, ${label}`,
          serverTime,
          floor,
          'rows + history rows inserted directly, one transaction',
          2,
        ),
        note: `${perSecond(serverTime)} mutations/s applied by the server; floor ${perSecond(floor)}/s`,
      },
    ];
  } finally {
    server.close();
  }
}
