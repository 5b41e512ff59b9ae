import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, startTestApp, TEST_SECRET, type TestApp } from '../../tests/helpers/test-app.ts';
import { createSession } from '../auth/sessions.ts';
import { AUDIENCE, ISSUER } from '../auth/tokens.ts';

let t: TestApp;
let account: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  t = await startTestApp();
  account = await createAccount(t.db, t.tokens, 'auth');
});
afterAll(() => t.close());

const key = new TextEncoder().encode(TEST_SECRET);

describe('auth', () => {
  it('answers the health check without a token', async () => {
    const res = await t.request('GET', '/api/test');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true });
  });

  it('signs in and returns token and user', async () => {
    const res = await t.request('POST', '/api/auth/login', {
      body: { email: account.email, password: account.password },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.success).toBe(true);
    expect(typeof body.data.token).toBe('string');
    expect(body.data.user).toMatchObject({ id: account.user._id, email: account.email, role: 'Admin' });
    expect(body.data.user.organization.name).toBe('auth LLP');
    const me = await t.request('GET', '/api/auth/me', { token: body.data.token });
    expect((await me.json()).data.id).toBe(account.user._id);
  });

  it('gives the same 401 and message for an unknown email and a wrong password', async () => {
    const unknown = await t.request('POST', '/api/auth/login', {
      body: { email: 'nobody@example.com', password: 'whatever' },
    });
    const wrong = await t.request('POST', '/api/auth/login', {
      body: { email: account.email, password: 'wrong password' },
    });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await unknown.json()).toEqual(await wrong.json());
  });

  it('answers 400 with per-field messages for an invalid login body', async () => {
    const res = await t.request('POST', '/api/auth/login', { body: { email: 'not-an-email' } });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.success).toBe(false);
    expect(body.errors.email).toBeDefined();
    expect(body.errors.password).toBeDefined();
    const notJson = await t.request('POST', '/api/auth/login', {
      body: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
  });

  it('rejects a missing, tampered, expired and alg:none token with 401', async () => {
    expect((await t.request('GET', '/api/auth/me')).status).toBe(401);
    const parts = account.token.split('.');
    const tampered = `${parts[0]}.${Buffer.from(JSON.stringify({ sub: 'x', org: 'y', exp: 9999999999 })).toString('base64url')}.${parts[2]}`;
    expect((await t.request('GET', '/api/auth/me', { token: tampered })).status).toBe(401);
    const expired = await new SignJWT({ org: account.organization._id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(account.user._id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(key);
    expect((await t.request('GET', '/api/auth/me', { token: expired })).status).toBe(401);
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: account.user._id, org: account.organization._id, exp: 9999999999 }),
    ).toString('base64url')}.`;
    expect((await t.request('GET', '/api/auth/me', { token: none })).status).toBe(401);
    const noExp = await new SignJWT({ org: account.organization._id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(account.user._id)
      .sign(key);
    expect((await t.request('GET', '/api/auth/me', { token: noExp })).status).toBe(401);
  });

  it('rejects tokens not issued by us for this API, or older than the token lifetime, with 401', async () => {
    const now = Math.floor(Date.now() / 1000);
    const { id: sid } = await createSession(t.db, {
      organization: account.organization._id,
      userId: account.user._id,
    });
    const token = (edit: (jwt: SignJWT) => SignJWT) =>
      edit(
        new SignJWT({ org: account.organization._id, sid })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(account.user._id),
      ).sign(key);
    const me = async (jwt: string) => (await t.request('GET', '/api/auth/me', { token: jwt })).status;
    const proper = (jwt: SignJWT) =>
      jwt
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + 600);
    // The control: the same claims, properly made, are accepted.
    expect(await me(await token(proper))).toBe(200);
    expect(await me(await token((jwt) => proper(jwt).setIssuer('someone-else')))).toBe(401);
    expect(await me(await token((jwt) => proper(jwt).setAudience('another-api')))).toBe(401);
    expect(
      await me(
        await token((jwt) =>
          jwt
            .setAudience(AUDIENCE)
            .setIssuedAt(now)
            .setExpirationTime(now + 600),
        ),
      ),
    ).toBe(401);
    // Signed with our secret and still unexpired by its own `exp`, but issued past the lifetime (3600 s here).
    const threeYears = 3 * 365 * 24 * 3600;
    expect(
      await me(
        await token((jwt) =>
          proper(jwt)
            .setIssuedAt(now - 7200)
            .setExpirationTime(now + threeYears),
        ),
      ),
    ).toBe(401);
    // Fresh, but with a lifetime of three years.
    expect(await me(await token((jwt) => proper(jwt).setExpirationTime(now + threeYears)))).toBe(401);
  });

  it('answers 415 to a login body that is not JSON', async () => {
    const body = JSON.stringify({ email: account.email, password: account.password });
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await t.request('POST', '/api/auth/login', { body, headers: { 'content-type': type } });
      expect(res.status, type).toBe(415);
      expect(await res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    const json = await t.request('POST', '/api/auth/login', {
      body,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(json.status).toBe(200);
  });

  it('signs out with Clear-Site-Data only when a valid token names the session it ends', async () => {
    // Without a token, or with one that proves nothing, nothing ends and nothing is wiped.
    for (const token of ['not-a-token', undefined]) {
      const res = await t.request('POST', '/api/auth/logout', token ? { token } : {});
      expect(res.status).toBe(200);
      expect(res.headers.get('clear-site-data')).toBeNull();
      expect(await res.json()).toMatchObject({ success: true });
    }
    const signedIn = await t.tokens.sign({ sub: account.user._id, org: account.user.organization });
    expect((await t.request('GET', '/api/auth/me', { token: signedIn })).status).toBe(200);
    const res = await t.request('POST', '/api/auth/logout', { token: signedIn });
    expect(res.status).toBe(200);
    expect(res.headers.get('clear-site-data')).toBe('"cache", "storage"');
    expect((await t.request('GET', '/api/auth/me', { token: signedIn })).status).toBe(401);
    // The same token again ends nothing more: no wipe.
    const again = await t.request('POST', '/api/auth/logout', { token: signedIn });
    expect(again.headers.get('clear-site-data')).toBeNull();
    expect((await t.request('POST', '/api/auth/login', {})).headers.get('clear-site-data')).toBeNull();
  });

  it('registers a new firm and its Admin, and refuses a taken email', async () => {
    const body = {
      name: 'New Admin',
      email: 'new-admin@example.com',
      password: 'a long enough password',
      organizationName: 'New Firm',
    };
    const res = await t.request('POST', '/api/auth/register', { body });
    expect(res.status).toBe(201);
    const data = (await res.json()).data;
    expect(data.user).toMatchObject({ role: 'Admin', organization: { name: 'New Firm' } });
    const again = await t.request('POST', '/api/auth/register', { body });
    expect(again.status).toBe(400);
    // The answer names no account: the registrant belongs to no firm that may be told.
    const refusal = await again.json();
    expect(refusal.errors.email).toHaveLength(1);
    expect(JSON.stringify(refusal)).not.toMatch(/already exists|in use|signs in/i);
    const bad = await t.request('POST', '/api/auth/register', {
      body: { ...body, password: 'short', email: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).errors).sort()).toEqual(['email', 'password']);
  });

  it('throttles repeated failures on one account with 429 and Retry-After, kept in the database', async () => {
    const victim = await createAccount(t.db, t.tokens, 'throttle');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.request('POST', '/api/auth/login', {
        body: { email: victim.email, password: `wrong-${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses[4]).toBe(429);
    // Even the right password waits while the lock holds.
    const locked = await t.request('POST', '/api/auth/login', {
      body: { email: victim.email, password: victim.password },
    });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    const rows = await t.db.query<{ failures: number }>(
      'select failures from login_attempts where email = $1',
      [victim.email],
    );
    expect(rows[0]?.failures).toBeGreaterThanOrEqual(5);
    // Another account is not affected.
    const other = await t.request('POST', '/api/auth/login', {
      body: { email: account.email, password: account.password },
    });
    expect(other.status).toBe(200);
  });

  it('sets security headers on every response', async () => {
    const res = await t.request('GET', '/api/test');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const missing = await t.request('GET', '/api/nope');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
