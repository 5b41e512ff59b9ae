import { serve } from '@hono/node-server';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { createOrganization, createUser } from '../../server/accounts.ts';
import { createApp } from '../../server/app.ts';
import { createTokens } from '../../server/auth/tokens.ts';
import { applyWrite } from '../../server/store/apply.ts';
import type { Db } from '../../server/store/db.ts';
import { uuidv7 } from '../../src/domain/ids.ts';
import { LocalDb } from '../../src/store/db.ts';
import { createRepos } from '../../src/store/repos.ts';
import { fetchHttp } from '../../src/sync/http.ts';
import { pushOutbox } from '../../src/sync/push.ts';
import { signIn } from '../helpers/sessions.ts';
import { type BenchResult, median, ratioResult } from './lib.ts';

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
 * docs/architecture.md#performance-budgets: replaying 1,000 outbox mutations takes at most 5 HTTP requests and at most 2x the
 * time of applying the same rows directly through the server store in one transaction.
 */
export async function pushBenchmark(db: Db, count: number, runs: number): Promise<BenchResult[]> {
  const tokens = createTokens('bench-secret-that-is-long-enough-for-hs256', 3600);
  const app = createApp({ db, tokens });
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((r) => server.once('listening', r));
  const port = (server.address() as { port: number }).port;
  let requests = 0;
  try {
    const push = await median(runs, async () => {
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
      const started = performance.now();
      const outcome = await pushOutbox({ db: local, http, batchSize: 500, now: () => new Date() });
      const elapsed = performance.now() - started;
      if (outcome.kind !== 'done' || (await local.outbox.count()) > 0)
        throw new Error(`push did not finish: ${outcome.kind}`);
      local.close();
      await local.delete();
      return elapsed;
    });
    const floor = await median(runs, async () => {
      const { actor } = await newFirm(db);
      const started = performance.now();
      await db.transaction(async (tx) => {
        for (let i = 0; i < count; i++) {
          const r = await applyWrite(tx, actor, {
            entity: 'files',
            id: uuidv7(),
            op: 'create',
            patch: fileBody(i),
          });
          if (r.status === 'rejected') throw new Error(r.reason);
        }
      });
      return performance.now() - started;
    });
    return [
      {
        name: `push ${count} mutations: HTTP requests`,
        unit: 'requests',
        value: requests,
        budget: '≤ 5 requests',
        holds: requests <= 5,
      },
      ratioResult(`push ${count} mutations`, push, floor, 'same rows via store, one transaction', 2),
    ];
  } finally {
    server.close();
  }
}
