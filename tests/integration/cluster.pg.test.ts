import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, startCluster } from '../../scripts/cluster.ts';
import { uuidv7 } from '../../src/domain/ids.ts';
import { readEvents } from '../helpers/sse.ts';
import { createPgDatabase } from '../helpers/test-db.ts';

/**
 * `npm run serve:cluster` (docs/architecture.md#several-instances): two instances behind the
 * round-robin proxy on one port. Event streams pass through the proxy, a write through one
 * instance pokes the streams held by the other, and when one instance stops its streams are told
 * to go and everything goes on through the other.
 */
let database: Awaited<ReturnType<typeof createPgDatabase>>;
let cluster: Cluster;

beforeAll(async () => {
  database = await createPgDatabase(process.env.TEST_DATABASE_URL!);
  cluster = await startCluster({
    instances: 2,
    databaseUrl: database.url,
    env: { DEMO: '0', DIST_DIR: '/nonexistent', JWT_SECRET: 'cluster-test-secret-long-enough-for-hs256' },
    log: () => undefined,
  });
}, 120_000);

afterAll(async () => {
  await cluster?.stop();
  await database?.drop();
});

describe('serve:cluster', () => {
  it('proxies event streams, pokes across instances, and carries on when one stops', async () => {
    const origin = cluster.url;
    const register = await fetch(`${origin}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({
        name: 'Cluster Admin',
        email: `cluster-${uuidv7()}@example.com`,
        password: 'correct horse battery staple',
        organizationName: 'Cluster LLP',
      }),
    });
    expect(register.status).toBe(201);
    const token = (await register.json()).data.token as string;
    const auth = { authorization: `Bearer ${token}` };
    // Round robin: two streams in a row land on the two instances.
    const streams = [];
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${origin}/api/sync/events`, { headers: auth });
      expect(res.status).toBe(200);
      const reader = readEvents(res);
      await reader.next('ready');
      streams.push(reader);
    }
    const write = (name: string) =>
      fetch(`${origin}/api/files`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json', origin },
        body: JSON.stringify({ name, fileNumber: name, status: 'active' }),
      });
    expect((await write('F-1')).status).toBe(201);
    await Promise.all(streams.map((s) => s.next('pull')));

    // One instance stops: its stream is told why, and requests go on through the other.
    const stopped = cluster.stopInstance(0);
    const ends = await Promise.race(streams.map((s, i) => s.next('end').then((e) => ({ i, e }))));
    expect(JSON.parse(ends.e.data)).toEqual({ reason: 'shutting-down' });
    expect(await stopped).toBe(0);
    const survivor = streams[1 - ends.i]!;
    const seen = survivor.events.length;
    for (let i = 2; i <= 4; i++) expect((await write(`F-${i}`)).status).toBe(201);
    await survivor.next('pull', seen);
    for (let i = 0; i < 4; i++) expect((await fetch(`${origin}/api/test`)).status).toBe(200);
    for (const s of streams) await s.close();
  });
});
