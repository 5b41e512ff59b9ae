import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../tests/helpers/accounts.ts';
import { openTestDb } from '../../tests/helpers/test-db.ts';
import { createApp } from '../app.ts';
import type { Db } from '../store/db.ts';
import { createTokens } from './tokens.ts';

let db: Db & { close(): Promise<void> };
let account: Awaited<ReturnType<typeof createAccount>>;
const tokens = createTokens('test-secret-that-is-long-enough-for-hs256-signing', 3600);

beforeAll(async () => {
  db = await openTestDb();
  account = await createAccount(db, tokens, 'cookie');
});
afterAll(() => db.close());

/** The refresh cookie a sign-in sets, with the app configured as given. */
async function cookieOf(options: { publicUrl?: string; trustProxyHeader?: string }, headers = {}) {
  const app = createApp({ db, tokens, ...options });
  const res = await app.request('http://app.internal/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  expect(res.status).toBe(200);
  return res.headers.get('set-cookie') ?? '';
}

describe('the refresh cookie', () => {
  it('is Secure when PUBLIC_URL is https, even though the proxy speaks http to us', async () => {
    expect(await cookieOf({ publicUrl: 'https://estates.example.com' })).toMatch(/;\s*Secure/i);
  });

  it('is Secure when the trusted proxy says the request came over https', async () => {
    const cookie = await cookieOf({ trustProxyHeader: 'x-forwarded-for' }, { 'x-forwarded-proto': 'https' });
    expect(cookie).toMatch(/;\s*Secure/i);
  });

  it('is not Secure over plain http with no https address configured (a local run)', async () => {
    expect(await cookieOf({ publicUrl: 'http://127.0.0.1:4310' })).not.toMatch(/;\s*Secure/i);
    // An untrusted client's X-Forwarded-Proto changes nothing.
    expect(await cookieOf({}, { 'x-forwarded-proto': 'https' })).not.toMatch(/;\s*Secure/i);
  });
});

describe('cookie names over https (cookie tossing)', () => {
  const httpsApp = () => createApp({ db, tokens, publicUrl: 'https://estates.example.com' });
  const signInOver = async (app: ReturnType<typeof createApp>) => {
    const res = await app.request('https://estates.example.com/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(res.status).toBe(200);
    return res.headers.getSetCookie();
  };
  const cookieValue = (cookies: string[], name: string) =>
    cookies
      .find((line) => line.startsWith(`${name}=`) && !/Max-Age=0/.test(line))
      ?.split(';')[0]
      ?.slice(name.length + 1);

  it('are __Host- with Path=/ and Secure, so no sibling subdomain or http page can plant or shadow them', async () => {
    const cookies = await signInOver(httpsApp());
    const refresh = cookies.find((line) => line.startsWith('__Host-estate_refresh='))!;
    expect(refresh).toMatch(/;\s*Path=\/(;|$)/);
    expect(refresh).toMatch(/;\s*Secure/i);
    expect(refresh).toMatch(/;\s*HttpOnly/i);
    expect(refresh).not.toMatch(/Domain=/i);
    expect(
      cookies.some((line) => line.startsWith('__Host-estate_device=') && /Path=\/(;|$)/.test(line)),
    ).toBe(true);
    // Any cookie under the earlier name is removed as the new one is set.
    expect(cookies.some((line) => line.startsWith('estate_refresh=;') && /Max-Age=0/.test(line))).toBe(true);
  });

  it('renews a device signed in before the prefix, from its earlier cookie, and moves it to the new name', async () => {
    const app = httpsApp();
    const value = cookieValue(await signInOver(app), '__Host-estate_refresh')!;
    const res = await app.request('https://estates.example.com/api/auth/refresh', {
      method: 'POST',
      headers: { cookie: `estate_refresh=${value}` },
    });
    expect(res.status).toBe(200);
    expect(cookieValue(res.headers.getSetCookie(), '__Host-estate_refresh')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('keep their names and narrow paths over plain http, where browsers refuse the prefix', async () => {
    const cookie = await cookieOf({ publicUrl: 'http://127.0.0.1:4310' });
    expect(cookie).toMatch(/(^|, )estate_refresh=[^;]+; Max-Age=\d+; Path=\/api\/auth\/refresh/);
    expect(cookie).not.toContain('__Host-');
  });
});
