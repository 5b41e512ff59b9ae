import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../tests/helpers/accounts.ts';
import { TEST_SECRET } from '../../tests/helpers/test-app.ts';
import { openTestDb } from '../../tests/helpers/test-db.ts';
import { createApp } from '../app.ts';
import { DEVICE_COOKIE } from '../auth/device-cookie.ts';
import { REFRESH_COOKIE } from '../auth/sessions.ts';
import { createTokens } from '../auth/tokens.ts';
import type { Db } from '../store/db.ts';
import { AUTH_LIMITS } from './auth.ts';

/**
 * An office cannot be locked out (docs/architecture.md#authentication-and-throttling): after 30
 * failed sign-ins from the office's one address, a device that has signed in to its account before
 * still signs in; an unknown device gets 429. The known device is held by its own count for the
 * account, so a stranger's guesses at the account lock out strangers only (OWASP's device cookies).
 */
let db: Db;
const tokens = createTokens(TEST_SECRET, 3600);
let app: ReturnType<typeof createApp>;
const OFFICE = '203.0.113.7';

beforeAll(async () => {
  db = await openTestDb();
  app = createApp({ db, tokens, trustProxyHeader: 'x-forwarded-for' });
});
afterAll(() => db.close());

const login = (email: string, password: string, cookie?: string, address = OFFICE) =>
  Promise.resolve(
    app.request('/api/auth/login', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': address,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({ email, password }),
    }),
  );

const deviceCookieOf = (res: Response) => {
  const header = res.headers.getSetCookie().find((h) => h.startsWith(`${DEVICE_COOKIE}=`)) ?? '';
  return { value: /^[^=]+=([^;]*)/.exec(header)?.[1] ?? '', header };
};

describe('an office behind one address', () => {
  it('keeps signing in on known devices after 30 failures from its address; unknown devices get 429', async () => {
    const known = await createAccount(db, tokens, 'office-known');
    const other = await createAccount(db, tokens, 'office-other');
    const first = await login(known.email, known.password);
    expect(first.status).toBe(200);
    const device = deviceCookieOf(first);
    expect(device.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Its own cookie, apart from the refresh cookie: httpOnly, Strict, sent only to sign-in.
    expect(device.header).toMatch(/HttpOnly/i);
    expect(device.header).toMatch(/SameSite=Strict/i);
    expect(device.header).toMatch(/Path=\/api\/auth\/login/);
    expect(device.header).not.toContain(REFRESH_COOKIE);

    // Someone in (or posing as) the office sprays wrong passwords at accounts, one each.
    for (let i = 0; i < AUTH_LIMITS.loginPerAddress.max; i += 1)
      expect((await login(`nobody-${i}@example.com`, 'wrong password')).status).toBe(401);

    // An unknown device, even with the right password, is held by the address limit.
    const unknown = await login(other.email, other.password);
    expect(unknown.status).toBe(429);
    expect(await unknown.json()).toMatchObject({ message: expect.stringContaining('from your network') });
    // So is a device that knows another account only.
    expect((await login(other.email, other.password, `${DEVICE_COOKIE}=${device.value}`)).status).toBe(429);
    // The known device signs in to its account.
    const again = await login(known.email, known.password, `${DEVICE_COOKIE}=${device.value}`);
    expect(again.status).toBe(200);
  });

  it('holds a known device to its own count for the account, which locks that device alone', async () => {
    const person = await createAccount(db, tokens, 'office-limit');
    const home = '198.51.100.20';
    const device = `${DEVICE_COOKIE}=${deviceCookieOf(await login(person.email, person.password, undefined, home)).value}`;
    const laptop = `${DEVICE_COOKIE}=${deviceCookieOf(await login(person.email, person.password, undefined, home)).value}`;
    expect(laptop).not.toBe(device);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await login(person.email, `wrong ${i}`, device, home)).status);
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses[4]).toBe(429);
    expect((await login(person.email, person.password, device, home)).status).toBe(429);
    // The person's other device, and a browser never used, are not held by that device's count.
    expect((await login(person.email, person.password, laptop, home)).status).toBe(200);
    expect((await login(person.email, person.password, undefined, home)).status).toBe(200);
  });

  it('never lets a stranger’s wrong passwords lock out a device the person has used', async () => {
    const victim = await createAccount(db, tokens, 'office-victim');
    const device = `${DEVICE_COOKIE}=${deviceCookieOf(await login(victim.email, victim.password, undefined, '198.51.100.30')).value}`;
    // The attacker, on a network of their own, guesses until every untrusted client is locked out…
    const attacker = '192.0.2.66';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await login(victim.email, `guess ${i}`, undefined, attacker)).status);
    expect(statuses[4]).toBe(429);
    expect((await login(victim.email, victim.password, undefined, attacker)).status).toBe(429);
    // …and a cookie made up for the account counts as no cookie.
    expect(
      (await login(victim.email, victim.password, `${DEVICE_COOKIE}=${'B'.repeat(43)}`, attacker)).status,
    ).toBe(429);
    // The victim's own device signs in with the right password, at once and again after one more guess.
    expect((await login(victim.email, victim.password, device, '198.51.100.30')).status).toBe(200);
    expect((await login(victim.email, 'one more guess', undefined, attacker)).status).toBe(429);
    expect((await login(victim.email, victim.password, device, '198.51.100.30')).status).toBe(200);
    // Its sign-in does not unlock the strangers.
    expect((await login(victim.email, victim.password, undefined, attacker)).status).toBe(429);
    // The lock and both counts are in the database, one row per client.
    const rows = await db.query<{ client: string }>('select client from login_attempts where email = $1', [
      victim.email,
    ]);
    expect(rows.map((r) => r.client)).toEqual(['untrusted']);
  });

  it('ignores a made-up device cookie', async () => {
    const person = await createAccount(db, tokens, 'office-forged');
    const forged = `${DEVICE_COOKIE}=${'A'.repeat(43)}`;
    // The address is over its limit from the first test: a forged cookie does not get past it.
    expect((await login(person.email, person.password, forged)).status).toBe(429);
  });
});
