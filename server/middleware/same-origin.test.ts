import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createParents, validBody } from '../../tests/helpers/fixtures.ts';
import { createAccount, startTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { sameOriginWrites } from './same-origin.ts';

let t: TestApp;
let token: string;
let parents: Awaited<ReturnType<typeof createParents>>;

beforeAll(async () => {
  t = await startTestApp();
  token = (await createAccount(t.db, t.tokens, 'same-origin')).token;
  parents = await createParents(t, token);
});
afterAll(() => t.close());

const files = async () =>
  (await t.db.query<{ n: number }>("select count(*)::int as n from records where entity = 'files'"))[0]?.n;

// t.request calls the app at http://localhost.
const FOREIGN: Record<string, string>[] = [
  { 'sec-fetch-site': 'cross-site' },
  { 'sec-fetch-site': 'same-site' },
  { 'sec-fetch-site': 'none' },
  // Sec-Fetch-Site wins over a matching Origin: it cannot be set by a page.
  { 'sec-fetch-site': 'cross-site', origin: 'http://localhost' },
  { origin: 'https://evil.example' },
  { origin: 'http://localhost:4444' },
  { origin: 'null' },
];

describe('same-origin writes', () => {
  it('refuse a write another site’s page sends, with 403 and nothing stored', async () => {
    const before = await files();
    for (const headers of FOREIGN) {
      const res = await t.request('POST', '/api/files', {
        token,
        body: validBody('files', parents),
        headers,
      });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.json()).toMatchObject({
        success: false,
        message: expect.stringContaining('another site'),
      });
    }
    expect(await files()).toBe(before);
  });

  it('refuse another site’s sign-out: the session stays and nothing is wiped', async () => {
    for (const headers of FOREIGN) {
      const res = await t.request('POST', '/api/auth/logout', { token, headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.headers.get('clear-site-data')).toBeNull();
    }
    expect((await t.request('GET', '/api/auth/me', { token })).status).toBe(200);
  });

  it('let the app’s own pages and clients that are not browsers write', async () => {
    const before = await files();
    const own: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin' },
      { origin: 'http://localhost' },
      {},
    ];
    for (const headers of own) {
      const res = await t.request('POST', '/api/files', {
        token,
        body: validBody('files', parents),
        headers,
      });
      expect(res.status, JSON.stringify(headers)).toBe(201);
    }
    expect(await files()).toBe((before ?? 0) + 3);
  });

  it('leave reads alone: another site cannot read the answer anyway', async () => {
    const res = await t.request('GET', '/api/files', { token, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(200);
  });

  it('accept PUBLIC_URL’s origin and the https origin a trusted proxy reports', async () => {
    const app = new Hono()
      .use(
        '*',
        sameOriginWrites({ publicUrl: 'https://estates.example.com', trustProxyHeader: 'x-forwarded-for' }),
      )
      .post('/w', (c) => c.text('ok'));
    const post = (headers: Record<string, string>) =>
      app.request('http://internal:4310/w', { method: 'POST', headers });
    expect((await post({ origin: 'https://estates.example.com' })).status).toBe(200);
    expect((await post({ origin: 'https://internal:4310', 'x-forwarded-proto': 'https' })).status).toBe(200);
    expect((await post({ origin: 'http://internal:4310' })).status).toBe(200);
    expect((await post({ origin: 'https://estates.example.com.evil.example' })).status).toBe(403);
  });
});
