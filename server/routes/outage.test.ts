import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../tests/helpers/accounts.ts';
import { openTestDb } from '../../tests/helpers/test-db.ts';
import { createApp } from '../app.ts';
import { createTokens } from '../auth/tokens.ts';
import type { Db } from '../store/db.ts';

/**
 * An outage is answered as one (docs/architecture.md#outages): while the database cannot be reached
 * every request answers 503 with Retry-After in the error envelope, /api/health says so, and a bug
 * still answers 500. The real thing, PostgreSQL stopped under a push loop, is in
 * tests/integration/outage.pg.test.ts.
 */
let real: Db & { close(): Promise<void> };
let mode: 'up' | 'down' | 'hang' | 'bug' = 'up';
let token: string;

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
function guard<T>(run: () => Promise<T>): Promise<T> {
  if (mode === 'down') return Promise.reject(refused());
  if (mode === 'bug') return Promise.reject(new Error('column "nope" does not exist'));
  if (mode === 'hang') return new Promise<T>(() => undefined);
  return run();
}
/** The test database, with a switch that makes it unreachable, silent or broken. */
const switchable = (db: Db): Db => ({
  kind: db.kind,
  query: (sql, params) => guard(() => db.query(sql, params)),
  exec: (sql) => guard(() => db.exec(sql)),
  transaction: (fn) => guard(() => db.transaction((tx) => fn(switchable(tx)))),
  close: () => db.close(),
});

const tokens = createTokens('test-secret-that-is-long-enough-for-hs256-signing', 3600);
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  real = await openTestDb();
  token = (await createAccount(real, tokens, 'outage')).token;
  app = createApp({ db: switchable(real), tokens });
});
afterAll(() => real.close());

const get = (path: string) => app.request(path, { headers: { authorization: `Bearer ${token}` } });

describe('a database outage', () => {
  it('answers 503 with Retry-After in the error envelope, to reads, writes and sign-in alike', async () => {
    mode = 'down';
    const answers = [
      await get('/api/files'),
      await app.request('/api/sync/push', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ clientId: '0190a000-0000-7000-8000-000000000001', mutations: [] }),
      }),
      await app.request('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'someone@example.com', password: 'whatever it is' }),
      }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(503);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    mode = 'up';
    expect((await get('/api/files')).status).toBe(200);
  });

  it('turns /api/health to 503 when the database fails or does not answer in time, and back', async () => {
    mode = 'up';
    const up = await app.request('/api/health');
    expect(up.status).toBe(200);
    expect(await up.json()).toMatchObject({ success: true, database: 'ok' });
    for (const m of ['down', 'hang'] as const) {
      mode = m;
      const res = await app.request('/api/health');
      expect(res.status, m).toBe(503);
      expect(res.headers.get('retry-after'), m).not.toBeNull();
      expect(await res.json(), m).toMatchObject({ success: false, database: 'unavailable' });
    }
    // /api/test only says the process runs, as the spec has it.
    expect((await app.request('/api/test')).status).toBe(200);
    mode = 'up';
    expect((await app.request('/api/health')).status).toBe(200);
  });

  it('leaves a bug a 500', async () => {
    mode = 'bug';
    const res = await get('/api/files');
    mode = 'up';
    expect(res.status).toBe(500);
    expect(res.headers.get('retry-after')).toBeNull();
  });
});
