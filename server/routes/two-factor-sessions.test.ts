import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids.ts';
import { createAccount, startTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { createUser } from '../accounts.ts';
import { createSession, REFRESH_COOKIE } from '../auth/sessions.ts';
import { codeAt } from '../two-factor/totp.ts';

/**
 * Two-factor sign-in reaches sessions already open (docs/architecture.md#two-factor-sign-in): when
 * the firm requires it, or a person turns it on, the devices that signed in with a password alone
 * are signed out and cannot refresh; a device that gave a code goes on.
 */
let clock = Date.UTC(2026, 10, 23, 12, 0, 0);
const now = () => new Date(clock);
/** Each code below is for a time step of its own: a code is never accepted twice. */
const nextStep = () => {
  clock += 31_000;
};
let t: TestApp;
let firm: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  t = await startTestApp(now);
  firm = await createAccount(t.db, t.tokens, 'tf-sessions');
});
afterAll(() => t.close());

const PASSWORD = 'quiet harbour lantern orbit';

async function person(name: string, role: 'Admin' | 'Staff' = 'Staff') {
  const email = `${name.toLowerCase().replace(/\s+/g, '.')}-${uuidv7()}@example.com`;
  const actor = { userId: firm.user._id, organization: firm.organization._id, role: 'Admin' as const };
  const user = await t.db.transaction((tx) =>
    createUser(tx, actor, { name, email, role, password: PASSWORD }),
  );
  return { id: user._id, email };
}

/** A device signed in with a password alone: its access token and its refresh cookie. */
async function passwordDevice(userId: string) {
  const org = firm.organization._id;
  const { id, refresh } = await createSession(t.db, { organization: org, userId, at: now() });
  return { token: await t.tokens.sign({ sub: userId, org, sid: id }), refresh };
}

const me = (token: string) => t.request('GET', '/api/auth/me', { token });
const refresh = (cookie: string) =>
  t.request('POST', '/api/auth/refresh', { headers: { cookie: `${REFRESH_COOKIE}=${cookie}` } });
const cookieOf = (res: Response) =>
  new RegExp(`${REFRESH_COOKIE}=([^;]+)`).exec(res.headers.get('set-cookie') ?? '')?.[1] ?? '';

async function turnOn(token: string) {
  const offer = await t.request('POST', '/api/two-factor/enrol', { token, body: { password: PASSWORD } });
  const secret = (await offer.json()).data.secret as string;
  nextStep();
  const confirmed = await t.request('POST', '/api/two-factor/confirm', {
    token,
    body: { code: codeAt(secret, now()) },
  });
  expect(confirmed.status).toBe(200);
  return secret;
}

/** A full sign-in with the code: a device that gave a second factor. */
async function codeDevice(email: string, secret: string) {
  const login = await t.request('POST', '/api/auth/login', { body: { email, password: PASSWORD } });
  const { challenge } = (await login.json()).data;
  nextStep();
  const verified = await t.request('POST', '/api/auth/two-factor/verify', {
    body: { challenge, code: codeAt(secret, now()) },
  });
  expect(verified.status).toBe(200);
  return { token: (await verified.json()).data.token as string, refresh: cookieOf(verified) };
}

describe('two-factor sign-in and sessions already open', () => {
  it('a person turning it on signs out their other password-only devices; the one that gave the code goes on', async () => {
    const p = await person('Turning On');
    const here = await passwordDevice(p.id);
    const there = await passwordDevice(p.id);
    expect((await me(there.token)).status).toBe(200);
    await turnOn(here.token);
    expect((await me(there.token)).status).toBe(401);
    expect((await refresh(there.refresh)).status).toBe(401);
    expect((await me(here.token)).status).toBe(200);
    const renewed = await refresh(here.refresh);
    expect(renewed.status).toBe(200);
  });

  it('the firm requiring it signs out every password-only device; devices that gave a code go on; the Admin’s own stops at its renewal', async () => {
    const staff = await person('Staff Before');
    const staffDevice = await passwordDevice(staff.id);
    const careful = await person('Careful One');
    const careful1 = await passwordDevice(careful.id);
    const secret = await turnOn(careful1.token);
    const carefulDevice = await codeDevice(careful.email, secret);
    const admin = await person('Requiring Admin', 'Admin');
    const adminDevice = await passwordDevice(admin.id);

    // Before: the staff device reads and refreshes like any.
    expect((await me(staffDevice.token)).status).toBe(200);
    const set = await t.request('PUT', '/api/two-factor/requirement', {
      token: adminDevice.token,
      body: { required: true },
    });
    expect(set.status).toBe(200);

    expect((await me(staffDevice.token)).status).toBe(401);
    expect((await refresh(staffDevice.refresh)).status).toBe(401);
    expect((await me(carefulDevice.token)).status).toBe(200);
    expect((await refresh(carefulDevice.refresh)).status).toBe(200);
    // The Admin's device got its answer and goes on until it renews, then signs in with a code.
    expect((await me(adminDevice.token)).status).toBe(200);
    const adminRenewal = await refresh(adminDevice.refresh);
    expect(adminRenewal.status).toBe(401);
    expect(await adminRenewal.json()).toMatchObject({ reason: 'session-ended' });
    expect((await me(adminDevice.token)).status).toBe(401);
    // Signing in again now asks the staff member to set it up.
    const again = await t.request('POST', '/api/auth/login', {
      body: { email: staff.email, password: PASSWORD },
    });
    expect((await again.json()).data.twoFactor).toBe('enrol');
  });
});
