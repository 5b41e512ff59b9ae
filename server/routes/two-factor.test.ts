import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, startTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { createUser } from '../accounts.ts';
import { codeAt } from '../two-factor/totp.ts';

/** A clock the test moves: TOTP codes depend on the time step. */
let clock = Date.UTC(2026, 10, 23, 12, 0, 0);
const now = () => new Date(clock);
const advance = (seconds: number) => {
  clock += seconds * 1000;
};

let t: TestApp;
let firm: Awaited<ReturnType<typeof createAccount>>;
let other: Awaited<ReturnType<typeof createAccount>>;

type Json = { success: boolean; message?: string; data: any; errors?: Record<string, string[]> };
const call = async (method: string, path: string, options: { token?: string; body?: unknown } = {}) => {
  const res = await t.request(method, path, options);
  return { status: res.status, body: (await res.json()) as Json, headers: res.headers };
};
const login = (email: string, password: string) =>
  call('POST', '/api/auth/login', { body: { email, password } });

/** A person of the firm with a token and their password. */
async function person(name: string, role: 'Admin' | 'Staff' = 'Staff') {
  const email = `${name.toLowerCase().replace(/\s+/g, '.')}-${clock}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = `${name} long password 1`;
  const actor = { userId: firm.user._id, organization: firm.organization._id, role: 'Admin' as const };
  const user = await t.db.transaction((tx) => createUser(tx, actor, { name, email, role, password }));
  const token = await t.tokens.sign({ sub: user._id, org: firm.organization._id });
  return { id: user._id, email, password, token };
}

/** Turns two-factor on from Profile: password, then a first code; answers the secret and the codes. */
async function enrol(who: { token: string; password: string }) {
  const offer = await call('POST', '/api/two-factor/enrol', {
    token: who.token,
    body: { password: who.password },
  });
  expect(offer.status).toBe(200);
  const secret = offer.body.data.secret as string;
  const confirmed = await call('POST', '/api/two-factor/confirm', {
    token: who.token,
    body: { code: codeAt(secret, now()) },
  });
  expect(confirmed.status).toBe(200);
  return { secret, recoveryCodes: confirmed.body.data.recoveryCodes as string[], offer: offer.body.data };
}

beforeAll(async () => {
  t = await startTestApp(now);
  firm = await createAccount(t.db, t.tokens, 'twofactor');
  other = await createAccount(t.db, t.tokens, 'elsewhere');
});
afterAll(() => t.close());

const events = async (kind: string, person: string) =>
  (await call('GET', `/api/activity?kind=${kind}&person=${person}`, { token: firm.token })).body.data
    .total as number;

describe('two-factor enrolment from Profile', () => {
  it('offers a QR code and a key, confirms with a first code, and answers ten recovery codes once', async () => {
    const sam = await person('Sam Enrol');
    expect((await call('GET', '/api/two-factor', { token: sam.token })).body.data).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    const wrongPassword = await call('POST', '/api/two-factor/enrol', {
      token: sam.token,
      body: { password: 'nope' },
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.errors?.password).toEqual(['That is not your current password']);

    const { secret, recoveryCodes, offer } = await enrol(sam);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(offer.otpauthUrl).toContain(`secret=${secret}`);
    expect(offer.qrSvg).toMatch(/^<svg/);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(recoveryCodes[0]).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect((await call('GET', '/api/two-factor', { token: sam.token })).body.data).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    expect(await events('two-factor-enrolled', sam.id)).toBe(1);
  });

  it('refuses a wrong first code, and a bad body with per-field messages', async () => {
    const lee = await person('Lee Wrong');
    const offer = await call('POST', '/api/two-factor/enrol', {
      token: lee.token,
      body: { password: lee.password },
    });
    const secret = offer.body.data.secret as string;
    const good = codeAt(secret, now());
    const wrong = String((Number(good) + 1) % 1_000_000).padStart(6, '0');
    const refused = await call('POST', '/api/two-factor/confirm', {
      token: lee.token,
      body: { code: wrong },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.code?.[0]).toMatch(/not right/);
    const bad = await call('POST', '/api/two-factor/confirm', { token: lee.token, body: { code: '12ab' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.code).toEqual(['Enter the six-digit code from your authenticator app']);
    expect((await call('GET', '/api/two-factor', { token: lee.token })).body.data.enabled).toBe(false);
  });
});

describe('signing in with two-factor', () => {
  it('asks for a code after the password, accepts one inside the time window once, and refuses it replayed', async () => {
    const ana = await person('Ana Code');
    const { secret } = await enrol(ana);
    advance(60);

    const first = await login(ana.email, ana.password);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ twoFactor: 'verify', challenge: expect.any(String) });
    expect(first.body.data.token).toBeUndefined();
    expect(first.headers.get('set-cookie')).toBeNull();

    // A code from the previous 30-second step is still inside the window.
    const code = codeAt(secret, new Date(clock - 30_000));
    const signedIn = await call('POST', '/api/auth/two-factor/verify', {
      body: { challenge: first.body.data.challenge, code },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.token).toEqual(expect.any(String));
    expect(signedIn.body.data.user.email).toBe(ana.email);
    expect(signedIn.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect((await call('GET', '/api/auth/me', { token: signedIn.body.data.token })).status).toBe(200);

    // The same code again, with a fresh password step: replayed, refused.
    const again = await login(ana.email, ana.password);
    const replay = await call('POST', '/api/auth/two-factor/verify', {
      body: { challenge: again.body.data.challenge, code },
    });
    expect(replay.status).toBe(400);
    // The challenge itself is spent by a session: using it twice fails.
    const spent = await call('POST', '/api/auth/two-factor/verify', {
      body: { challenge: first.body.data.challenge, code: codeAt(secret, now()) },
    });
    expect(spent.status).toBe(401);
  });

  it('refuses a code outside the time window and an expired challenge', async () => {
    const bo = await person('Bo Window');
    const { secret } = await enrol(bo);
    advance(120);
    const step = await login(bo.email, bo.password);
    const old = codeAt(secret, new Date(clock - 90_000));
    const early = codeAt(secret, new Date(clock + 90_000));
    for (const code of [old, early]) {
      const res = await call('POST', '/api/auth/two-factor/verify', {
        body: { challenge: step.body.data.challenge, code },
      });
      expect(res.status).toBe(400);
    }
    advance(6 * 60);
    const expired = await call('POST', '/api/auth/two-factor/verify', {
      body: { challenge: step.body.data.challenge, code: codeAt(secret, now()) },
    });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toMatch(/expired/);
  });

  it('takes a recovery code once, whatever its case and dashes', async () => {
    const cy = await person('Cy Recovery');
    const { recoveryCodes } = await enrol(cy);
    const code = recoveryCodes[3]!;
    const step = await login(cy.email, cy.password);
    const used = await call('POST', '/api/auth/two-factor/verify', {
      body: { challenge: step.body.data.challenge, recoveryCode: code.toUpperCase().replaceAll('-', ' ') },
    });
    expect(used.status).toBe(200);
    expect(used.body.data.token).toEqual(expect.any(String));
    const step2 = await login(cy.email, cy.password);
    const twice = await call('POST', '/api/auth/two-factor/verify', {
      body: { challenge: step2.body.data.challenge, recoveryCode: code },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.errors?.recoveryCode?.[0]).toMatch(/used/);
    expect((await call('GET', '/api/two-factor', { token: cy.token })).body.data.recoveryCodesLeft).toBe(9);
    expect(await events('recovery-code-used', cy.id)).toBe(1);
  });

  it('throttles codes like passwords: the fifth wrong one locks, and then even the right one is refused', async () => {
    const di = await person('Di Locked');
    const { secret } = await enrol(di);
    advance(60);
    const step = await login(di.email, di.password);
    const good = codeAt(secret, now());
    const wrong = String((Number(good) + 7) % 1_000_000).padStart(6, '0');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push(
        (
          await call('POST', '/api/auth/two-factor/verify', {
            body: { challenge: step.body.data.challenge, code: wrong },
          })
        ).status,
      );
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const right = await call('POST', '/api/auth/two-factor/verify', {
      body: { challenge: step.body.data.challenge, code: good },
    });
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await events('lockout', di.id)).toBe(1);
  });
});

describe('the firm’s requirement', () => {
  it('is the Admin’s to set, leads people without two-factor to enrol at sign-in, and keeps them from turning it off', async () => {
    const staff = await person('Ed Staff');
    const refused = await call('PUT', '/api/two-factor/requirement', {
      token: staff.token,
      body: { required: true },
    });
    expect(refused.status).toBe(403);
    const set = await call('PUT', '/api/two-factor/requirement', {
      token: firm.token,
      body: { required: true },
    });
    expect(set.status).toBe(200);
    expect(await events('two-factor-requirement', firm.user._id)).toBe(1);

    const step = await login(staff.email, staff.password);
    expect(step.body.data.twoFactor).toBe('enrol');
    // The enrol challenge does not open the verify step.
    const wrongStep = await call('POST', '/api/auth/two-factor/verify', {
      body: { challenge: step.body.data.challenge, code: '123456' },
    });
    expect(wrongStep.status).toBe(401);
    const offer = await call('POST', '/api/auth/two-factor/enrol', {
      body: { challenge: step.body.data.challenge },
    });
    expect(offer.status).toBe(200);
    const done = await call('POST', '/api/auth/two-factor/enrol/confirm', {
      body: { challenge: step.body.data.challenge, code: codeAt(offer.body.data.secret, now()) },
    });
    expect(done.status).toBe(200);
    expect(done.body.data.token).toEqual(expect.any(String));
    expect(done.body.data.recoveryCodes).toHaveLength(10);

    // The session opened before the requirement ended with it: the one signed in with a code goes on.
    expect((await call('GET', '/api/auth/me', { token: staff.token })).status).toBe(401);
    const withCode = done.body.data.token as string;
    const off = await call('POST', '/api/two-factor/disable', {
      token: withCode,
      body: { password: staff.password },
    });
    expect(off.status).toBe(409);
    // Another firm is not affected.
    const theirs = await call('GET', '/api/two-factor', { token: other.token });
    expect(theirs.body.data.required).toBe(false);
    await call('PUT', '/api/two-factor/requirement', { token: firm.token, body: { required: false } });
    const offNow = await call('POST', '/api/two-factor/disable', {
      token: withCode,
      body: { password: staff.password },
    });
    expect(offNow.status).toBe(200);
    expect((await login(staff.email, staff.password)).body.data.token).toEqual(expect.any(String));
    expect(await events('two-factor-removed', staff.id)).toBe(1);
  });
});
