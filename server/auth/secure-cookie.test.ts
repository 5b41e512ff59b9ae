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
