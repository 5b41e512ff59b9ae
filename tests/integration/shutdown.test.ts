import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids.ts';
import { freePort } from '../helpers/free-port.ts';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.ts';
import { readEvents } from '../helpers/sse.ts';

/**
 * Stopping an instance (docs/architecture.md#stopping): on SIGTERM it stops accepting connections,
 * tells its event streams it is shutting down (so devices reconnect elsewhere), lets a request in
 * flight finish, closes the database and exits 0.
 */
let server: ServerProcess;
let url = '';
let dataDir = '';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'shutdown-test-'));
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  server = await startServerProcess({
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO: '0',
    DIST_DIR: '/nonexistent',
    JWT_SECRET: 'shutdown-test-secret-long-enough-for-hs256',
  });
}, 60_000);

afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe('SIGTERM', () => {
  it('ends the event streams, finishes the request in flight, and exits cleanly', async () => {
    const register = await fetch(`${url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({
        name: 'Shutdown Admin',
        email: `shutdown-${uuidv7()}@example.com`,
        password: 'correct horse battery staple',
        organizationName: 'Shutdown LLP',
      }),
    });
    expect(register.status).toBe(201);
    const token = (await register.json()).data.token as string;
    const auth = { authorization: `Bearer ${token}` };
    const stream = readEvents(await fetch(`${url}/api/sync/events`, { headers: auth }));
    await stream.next('ready');

    // A push of 1,000 changes, in flight when the signal comes.
    const mutations = Array.from({ length: 1000 }, (_, i) => ({
      seq: i + 1,
      mutationId: uuidv7(),
      entity: 'files',
      entityId: uuidv7(),
      op: 'create',
      patch: { name: `File ${i}`, fileNumber: `F-${i}`, status: 'active' },
    }));
    const push = fetch(`${url}/api/sync/push`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ clientId: uuidv7(), mutations }),
    });
    await new Promise((r) => setTimeout(r, 20));
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');

    const end = await stream.next('end');
    expect(JSON.parse(end.data)).toEqual({ reason: 'shutting-down' });
    const answer = await push;
    expect(answer.status).toBe(200);
    const results = (await answer.json()).data.results as { status: string }[];
    expect(results).toHaveLength(1000);
    expect(results.every((r) => r.status === 'applied')).toBe(true);
    expect(await exited).toBe(0);
    expect(server.output()).toContain('SIGTERM: closed');
    // No longer accepting.
    await expect(fetch(`${url}/api/test`)).rejects.toThrow();
  });
});
