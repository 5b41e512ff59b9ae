import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createAccount } from '../../tests/helpers/accounts.ts';
import { signInAtProvider } from '../../tests/helpers/oidc-flow.ts';
import { microsoftEnv, startTestProvider, type TestProvider } from '../../tests/helpers/oidc-provider.ts';
import { TEST_SECRET } from '../../tests/helpers/test-app.ts';
import { openTestDb } from '../../tests/helpers/test-db.ts';
import { createApp } from '../app.ts';
import { createTokens } from '../auth/tokens.ts';
import { parseOidcEnv } from '../oidc/config.ts';
import { passwordRefusal } from '../oidc/password-rule.ts';
import { saveFirmSignIn, sealer } from '../oidc/store.ts';
import type { Db } from '../store/db.ts';
import { BROWSER_COOKIE } from './oidc.ts';

/**
 * Sign-in with the firm's provider against a real OpenID provider running here (oidc-provider):
 * the whole round trip a browser makes, through the provider's own login and consent pages, to the
 * app's session; and every refusal the callback owes (docs/oidc.md).
 */

const APP = 'http://estates.test';
const CALLBACK = `${APP}/api/auth/oidc/microsoft/callback`;
const DOMAIN = 'okafor-law.test';

let provider: TestProvider;
let db: Db;
let app: ReturnType<typeof createApp>;
let firm: Awaited<ReturnType<typeof createAccount>>;
/** The app's clock runs this far ahead of the real one (the provider's stays real). */
let ahead = 0;
const DAY = 24 * 3600 * 1000;

type Answer = { status: number; body: { success: boolean; message?: string; data: any } };

/** One browser: its cookies for the app, as a browser keeps them per name. */
function browser(target: () => ReturnType<typeof createApp> = () => app) {
  const cookies = new Map<string, string>();
  // The tab's one-time value (src/features/auth/provider-tab.ts): sent with each start, presented at the finish.
  const tab = randomBytes(32).toString('base64url');
  const withTab = (path: string) =>
    /\/api\/auth\/oidc\/[^/?]+\/start/.test(path) && !/[?&]tab=/.test(path)
      ? `${path}${path.includes('?') ? '&' : '?'}tab=${tab}`
      : path;
  async function call(
    method: string,
    pathAsked: string,
    init: { body?: unknown; token?: string; site?: string } = {},
  ) {
    const path = withTab(pathAsked);
    const res = await target().request(path.startsWith('http') ? path : `${APP}${path}`, {
      method,
      headers: {
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'sec-fetch-site': init.site ?? 'same-origin',
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const value = pair!.slice(at + 1);
      if (value) cookies.set(pair!.slice(0, at), value);
      else cookies.delete(pair!.slice(0, at));
    }
    return res;
  }
  return {
    cookies,
    tab,
    call,
    async json(method: string, path: string, init: { body?: unknown; token?: string; site?: string } = {}) {
      const res = await call(method, path, init);
      return { status: res.status, body: await res.json() } as Answer;
    },
    /** Continue with Microsoft: to the provider, its pages, and back to the callback. */
    async toCallback(login: string, start = '/api/auth/oidc/microsoft/start') {
      const res = await call('GET', start, { site: 'none' });
      expect(res.status).toBe(302);
      return signInAtProvider(res.headers.get('location')!, login);
    },
    /** The callback (a top-level navigation from the provider), then the page's finish call. */
    async callBack(url: URL) {
      const res = await call('GET', url.toString(), { site: 'cross-site' });
      expect(res.status).toBe(302);
      return res.headers.get('location');
    },
    finish(asTab = tab) {
      return this.json('POST', '/api/auth/oidc/finish', { body: { tab: asTab } });
    },
    async signIn(login: string) {
      expect(await this.callBack(await this.toCallback(login))).toBe('/login?oidc=done');
      return this.finish();
    },
  };
}

async function accountsOfFirms() {
  const rows = await db.query<{ n: number }>(
    "select count(*)::int as n from records where entity = 'organizations'",
  );
  return rows[0]!.n;
}

beforeAll(async () => {
  provider = await startTestProvider({ redirectUris: [CALLBACK] });
  db = await openTestDb();
  const now = () => new Date(Date.now() + ahead);
  const tokens = createTokens(TEST_SECRET, 3600, now);
  app = createApp({
    db,
    tokens,
    now,
    publicUrl: APP,
    oidc: { providers: parseOidcEnv(microsoftEnv(provider.issuer, DOMAIN)), sealer: sealer(TEST_SECRET) },
  });
  firm = await createAccount(db, tokens, 'oidc');
  // The firm's Admin signs in at the firm's Microsoft tenant with the address the firm knows.
  await db.query('update credentials set email = $1 where user_id = $2', [`admin@${DOMAIN}`, firm.user._id]);
  await db.query("update records set data = jsonb_set(data, '{email}', to_jsonb($1::text)) where id = $2", [
    `admin@${DOMAIN}`,
    firm.user._id,
  ]);
  provider.accounts.set('admin', { email: `admin@${DOMAIN}` });
  // Provider sign-in is the firm's choice (oidc-firm-provider.test.ts): this firm chose Microsoft.
  await saveFirmSignIn(
    db,
    firm.organization._id,
    { methods: 'both', provider: 'microsoft', domains: [], recheckDays: 1 },
    new Date(),
  );
});
afterAll(async () => {
  await provider?.stop();
  await db?.close();
});

describe('sign-in with the provider', () => {
  it('lists the provider for the sign-in page, and nothing else', async () => {
    const answer = await browser().json('GET', '/api/auth/oidc/providers');
    expect(answer.body.data).toEqual([{ id: 'microsoft', label: 'Microsoft' }]);
    expect((await browser().call('GET', '/api/auth/oidc/google/start', { site: 'none' })).status).toBe(404);
  });

  it('starts with PKCE, state and nonce, to the exact redirect URI', async () => {
    const res = await browser().call('GET', '/api/auth/oidc/microsoft/start', { site: 'none' });
    const to = new URL(res.headers.get('location')!);
    expect(to.origin).toBe(provider.issuer);
    expect(to.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('state')).toMatch(/^[\w-]{40,}$/);
    expect(to.searchParams.get('nonce')).toMatch(/^[\w-]{40,}$/);
    expect(res.headers.get('set-cookie')).toMatch(
      /estate_oidc=[\w-]{43}; Max-Age=900; Path=\/api\/auth\/oidc; HttpOnly; SameSite=Lax/,
    );
  });

  it('signs an invited person in: the usual access token and refresh cookie', async () => {
    const b = browser();
    const answer = await b.signIn('admin');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.user, JSON.stringify(answer.body.data.user)).toMatchObject({
      _id: firm.user._id,
      email: `admin@${DOMAIN}`,
      role: 'Admin',
    });
    expect(b.cookies.get('estate_refresh')).toBeTruthy();
    const me = await b.json('GET', '/api/auth/me', { token: answer.body.data.token });
    expect(me.body.data._id).toBe(firm.user._id);
    const refreshed = await b.json('POST', '/api/auth/refresh', { body: {} });
    expect(refreshed.status).toBe(200);
    // The provider's refresh token is kept for re-checks, sealed: never as the provider gave it.
    const [identity] = await db.query<{ subject: string; refresh_token: string }>(
      'select subject, refresh_token from oidc_identities where user_id = $1',
      [firm.user._id],
    );
    expect(identity!.subject).toBe('admin');
    expect(identity!.refresh_token.split('.')).toHaveLength(3);
    // The verdict is collected once.
    expect((await b.finish()).status).toBe(400);
  });

  it('refuses an email no firm knows, and creates no firm', async () => {
    provider.accounts.set('stranger', { email: `stranger@${DOMAIN}` });
    const firms = await accountsOfFirms();
    const answer = await browser().signIn('stranger');
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(
      `No firm here has stranger@${DOMAIN} among its people. Ask your firm’s administrator for an invitation, then sign in again.`,
    );
    expect(await accountsOfFirms()).toBe(firms);
  });

  it('refuses an email the provider does not say is verified', async () => {
    provider.accounts.set('unverified', { email: `admin@${DOMAIN}`, emailVerified: false });
    const answer = await browser().signIn('unverified');
    expect(answer.status).toBe(403);
    expect(answer.body.message).toMatch(/did not confirm an email address/);
  });

  it('lets an invitee accept by signing in once the firm allows the domain', async () => {
    const invite = await browser().json('POST', '/api/people/invitations', {
      token: firm.token,
      body: { name: 'Nia Newcomer', email: `nia@${DOMAIN}`, role: 'Staff' },
    });
    expect(invite.status, JSON.stringify(invite.body)).toBe(201);
    provider.accounts.set('nia', { email: `nia@${DOMAIN}` });
    // The invitation alone is not enough: the firm has not allowed its domain yet.
    const before = await browser().signIn('nia');
    expect(before.status).toBe(403);
    expect(before.body.message).toMatch(/No firm here has nia@/);

    const rules = await browser().json('PUT', '/api/auth/oidc/firm', {
      token: firm.token,
      body: { methods: 'both', provider: 'microsoft', domains: [DOMAIN.toUpperCase()], recheckDays: 1 },
    });
    expect(rules.status, JSON.stringify(rules.body)).toBe(200);
    expect(rules.body.data).toMatchObject({ domains: [DOMAIN], providers: [{ id: 'microsoft' }] });
    const answer = await browser().signIn('nia');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.user).toMatchObject({
      name: 'Nia Newcomer',
      email: `nia@${DOMAIN}`,
      role: 'Staff',
    });
    const [invitation] = await db.query<{ accepted_at: unknown }>(
      'select accepted_at from invitations where email = $1',
      [`nia@${DOMAIN}`],
    );
    expect(invitation!.accepted_at).not.toBeNull();
  });

  it('only an Admin changes the firm’s sign-in rules', async () => {
    const staff = await browser().signIn('nia');
    const answer = await browser().json('PUT', '/api/auth/oidc/firm', {
      token: staff.body.data.token,
      body: { methods: 'provider', provider: 'microsoft', domains: [], recheckDays: 1 },
    });
    expect(answer.status).toBe(403);
    const bad = await browser().json('PUT', '/api/auth/oidc/firm', {
      token: firm.token,
      body: { methods: 'both', domains: ['not a domain'], recheckDays: 0 },
    });
    expect(bad.status).toBe(400);
  });

  it('keeps a person to the provider account that first signed in as them', async () => {
    // Another account at the provider given the same address (say, after the first was deleted).
    provider.accounts.set('admin-again', { email: `admin@${DOMAIN}` });
    const answer = await browser().signIn('admin-again');
    expect(answer.status).toBe(403);
    expect(answer.body.message).toMatch(/signs in here with a different Microsoft account/);
    expect((await browser().signIn('admin')).status).toBe(200);
  });

  it('refuses a disabled person of the firm, and says so in the firm’s log', async () => {
    const [nia] = await db.query<{ user_id: string }>('select user_id from credentials where email = $1', [
      `nia@${DOMAIN}`,
    ]);
    const off = await browser().json('POST', `/api/people/${nia!.user_id}/disable`, { token: firm.token });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    try {
      const answer = await browser().signIn('nia');
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe('This account has been disabled. Ask your firm’s administrator.');
      const events = await db.query<{ detail: { reason: string } }>(
        "select detail from security_events where kind = 'sign-in-failed' and subject_id = $1",
        [nia!.user_id],
      );
      expect(events.map((e) => e.detail.reason)).toContain(
        'Microsoft: This account has been disabled. Ask your firm’s administrator.',
      );
    } finally {
      await browser().json('POST', `/api/people/${nia!.user_id}/enable`, { token: firm.token });
    }
  });

  it('counts the provider’s second factor for the firm’s two-factor rule only when amr says so', async () => {
    const required = await browser().json('PUT', '/api/two-factor/requirement', {
      token: firm.token,
      body: { required: true },
    });
    expect(required.status).toBe(200);
    try {
      // Signed in with a password alone at the provider: the app's own code step follows.
      provider.accounts.set('admin', { email: `admin@${DOMAIN}`, amr: ['pwd'] });
      const plain = await browser().signIn('admin');
      expect(plain.status).toBe(200);
      expect(plain.body.data).toMatchObject({ twoFactor: 'enrol' });
      expect(plain.body.data.token).toBeUndefined();
      // With the provider's MFA: signed in, the session counted as two-factor.
      provider.accounts.set('admin', { email: `admin@${DOMAIN}`, amr: ['pwd', 'mfa'] });
      const strong = await browser().signIn('admin');
      expect(strong.status).toBe(200);
      expect(strong.body.data.token).toEqual(expect.any(String));
      const [session] = await db.query<{ second_factor: boolean }>(
        'select second_factor from sessions where user_id = $1 order by created_at desc limit 1',
        [firm.user._id],
      );
      expect(session!.second_factor).toBe(true);
    } finally {
      provider.accounts.set('admin', { email: `admin@${DOMAIN}` });
      await browser().json('PUT', '/api/two-factor/requirement', {
        token: firm.token,
        body: { required: false },
      });
    }
  });
});

describe('the callback refuses', () => {
  it('a replayed state, and a callback in a browser that did not start the login', async () => {
    const b = browser();
    const back = await b.toCallback('admin');
    expect(await b.callBack(back)).toBe('/login?oidc=done');
    expect((await b.finish()).status).toBe(200);
    // The same answer again: the state was spent.
    expect(await b.callBack(back)).toBe('/login?oidc=expired');
    expect((await b.finish()).status).toBe(400);
    // Someone else's browser given the callback URL signs nobody in.
    const c = browser();
    const other = await c.toCallback('admin');
    const thief = browser();
    expect(await thief.callBack(other)).toBe('/login?oidc=expired');
    expect((await thief.finish()).status).toBe(400);
    expect(thief.cookies.has('estate_refresh')).toBe(false);
  });

  const refusedFor = async (fault: Parameters<TestProvider['spoilNextIdToken']>[0], reason: RegExp) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const b = browser();
      const back = await b.toCallback('admin');
      provider.spoilNextIdToken(fault);
      expect(await b.callBack(back)).toBe('/login?oidc=done');
      const answer = await b.finish();
      expect(answer.status).toBe(403);
      expect(answer.body.message).toMatch(/could not check, so it was refused/);
      expect(b.cookies.has('estate_refresh')).toBe(false);
      expect(errors.mock.calls.flat().join(' ')).toMatch(reason);
    } finally {
      errors.mockRestore();
    }
  };

  it('an ID token with another nonce', () =>
    refusedFor({ nonce: 'a-nonce-of-another-login' }, /claim nonce/));
  it('an ID token for another audience', () => refusedFor({ audience: 'another-application' }, /claim aud/));
  it('an expired ID token', () => refusedFor({ expired: true }, /claim exp/));

  it('a flood of refused callbacks from one address, and not sign-ins that succeed', async () => {
    const limited = createApp({
      db,
      tokens: createTokens(TEST_SECRET, 3600),
      publicUrl: APP,
      oidc: { providers: parseOidcEnv(microsoftEnv(provider.issuer)), sealer: sealer(TEST_SECRET) },
      oidcLimits: { callback: { scope: 'oidc-callback-test', max: 3, windowSeconds: 900 } },
    });
    // Sign-ins that succeed give their slot back: an office behind one address is not held up.
    for (let i = 0; i < 4; i += 1) expect((await browser(() => limited).signIn('admin')).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await limited.request(`${CALLBACK}?code=made-up&state=made-up-${i}`)).status);
    expect(statuses).toEqual([302, 302, 302, 429]);
  });

  it('a finish asked by another site’s page', async () => {
    const b = browser();
    await b.callBack(await b.toCallback('admin'));
    const answer = await b.json('POST', '/api/auth/oidc/finish', { body: {}, site: 'cross-site' });
    expect(answer.status).toBe(403);
    expect((await b.finish()).status).toBe(200);
  });
});

describe('cookie tossing: a binding cookie planted by a sibling site on this host', () => {
  it('never finishes the attacker’s login in the victim’s tab, and a tab that began none finishes none', async () => {
    // The attacker signs in at the provider in their own browser, up to the callback.
    const attacker = browser();
    await attacker.callBack(await attacker.toCallback('admin'));
    const planted = attacker.cookies.get(BROWSER_COOKIE)!;

    // The victim's browser carries the planted cookie (sent first, as a longer path is) and their tab
    // began nothing: the finish is refused, whatever the cookie.
    const victim = browser();
    victim.cookies.set(BROWSER_COOKIE, planted);
    const refused = await victim.finish();
    expect(refused.status).toBe(400);
    expect(refused.body.data?.token).toBeUndefined();
    // A victim whose tab began its own login: the planted cookie, sent first (as a longer path is),
    // does not hide their own binding, and their own login finishes in their tab.
    const own = browser();
    const back = await own.toCallback('admin');
    const mine = own.cookies.get(BROWSER_COOKIE)!;
    own.cookies.set(BROWSER_COOKIE, `${planted}; ${BROWSER_COOKIE}=${mine}`);
    expect(await own.callBack(back)).toBe('/login?oidc=done');
    const signedIn = await own.finish();
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.token).toEqual(expect.any(String));
    // The attacker's login was not spent by any of it: it is still theirs to finish, in their tab.
    expect((await attacker.finish()).status).toBe(200);
  });

  it('begins no login without the tab’s one-time value', async () => {
    const res = await browser().call('GET', '/api/auth/oidc/microsoft/start?tab=short', { site: 'none' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login?oidc=expired');
  });
});

describe('offboarding at the provider', () => {
  it('ends the person’s sessions at the first refresh after the re-check period once the provider refuses them', async () => {
    onTestFinished(() => {
      ahead = 0;
    });
    provider.accounts.set('leaver', { email: `leaver@${DOMAIN}` });
    const invite = await browser().json('POST', '/api/people/invitations', {
      token: firm.token,
      body: { name: 'Lee Leaver', email: `leaver@${DOMAIN}`, role: 'Staff' },
    });
    expect(invite.status).toBe(201);
    const laptop = browser();
    const phone = browser();
    expect((await laptop.signIn('leaver')).status).toBe(200);
    expect((await phone.signIn('leaver')).status).toBe(200);

    // Within the day: no question asked. After it: the provider vouches again, and the session goes on.
    expect((await laptop.json('POST', '/api/auth/refresh', { body: {} })).status).toBe(200);
    ahead = 2 * DAY;
    expect((await laptop.json('POST', '/api/auth/refresh', { body: {} })).status).toBe(200);

    // Disabled at the provider: the next re-check is refused, and every device of theirs signs in again.
    provider.accounts.get('leaver')!.disabled = true;
    ahead = 4 * DAY;
    const refused = await laptop.json('POST', '/api/auth/refresh', { body: {} });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ reason: 'session-ended' });
    expect((await phone.json('POST', '/api/auth/refresh', { body: {} })).status).toBe(401);
    const live = await db.query(
      'select 1 from sessions s join credentials c on c.user_id = s.user_id where c.email = $1 and s.ended_at is null',
      [`leaver@${DOMAIN}`],
    );
    expect(live).toHaveLength(0);
    // No new session either: not with a password here, and not at the provider.
    const [leaver] = await db.query<{ user_id: string; organization: string }>(
      'select user_id, organization from credentials where email = $1',
      [`leaver@${DOMAIN}`],
    );
    expect(await passwordRefusal(db, { _id: leaver!.user_id, organization: leaver!.organization })).toMatch(
      /no longer accepts your account/,
    );
    const again = browser();
    const res = await again.call('GET', '/api/auth/oidc/microsoft/start', { site: 'none' });
    const back = await signInAtProvider(res.headers.get('location')!, 'leaver').catch(() => undefined);
    expect(back?.searchParams.get('code') ?? null).toBeNull();
  });

  it('a firm that signs in with its provider only refuses a correct password', async () => {
    const set = await browser().json('PUT', '/api/auth/oidc/firm', {
      token: firm.token,
      body: { methods: 'provider', provider: 'microsoft', domains: [DOMAIN], recheckDays: 1 },
    });
    expect(set.status).toBe(200);
    const [cred] = await db.query<{ email: string }>('select email from credentials where user_id = $1', [
      firm.user._id,
    ]);
    const answer = await browser().json('POST', '/api/auth/login', {
      body: { email: cred!.email, password: firm.password },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toMatch(/signs in with its Microsoft or Google account/);
    expect((await browser().signIn('admin')).status).toBe(200);
    // The firm's beneficiaries are not its people and have no account at its provider: their
    // password still signs them in to the portal.
    const person = { _id: firm.user._id, organization: firm.organization._id };
    expect(await passwordRefusal(db, { ...person, role: 'Staff' })).toMatch(/Microsoft or Google/);
    expect(await passwordRefusal(db, { ...person, role: 'Beneficiary' })).toBeNull();
  });

  it('has a person whose provider gave no refresh token sign in with it again, without refusing them', async () => {
    onTestFinished(() => {
      ahead = 0;
    });
    const laptop = browser();
    expect((await laptop.signIn('admin')).status).toBe(200);
    await db.query('update oidc_identities set refresh_token = null where user_id = $1', [firm.user._id]);
    ahead = 2 * DAY;
    expect((await laptop.json('POST', '/api/auth/refresh', { body: {} })).status).toBe(401);
    const [identity] = await db.query<{ refused_at: unknown }>(
      'select refused_at from oidc_identities where user_id = $1',
      [firm.user._id],
    );
    expect(identity!.refused_at).toBeNull();
    // Signing in with the provider again gives a new token, and the next refreshes go through.
    const again = browser();
    expect((await again.signIn('admin')).status).toBe(200);
    expect((await again.json('POST', '/api/auth/refresh', { body: {} })).status).toBe(200);
  });
});

describe('people without a password (docs/oidc.md#people-without-a-password)', () => {
  /** Ola is invited to the firm, which signs in with its provider only, and allows no domain. */
  async function inviteOla() {
    const rules = await browser().json('PUT', '/api/auth/oidc/firm', {
      token: adminToken,
      body: { methods: 'provider', provider: 'microsoft', domains: [], recheckDays: 1 },
    });
    expect(rules.status).toBe(200);
    const invite = await browser().json('POST', '/api/people/invitations', {
      token: adminToken,
      body: { name: 'Ola Provider', email: `ola@${DOMAIN}`, role: 'Staff' },
    });
    expect(invite.status, JSON.stringify(invite.body)).toBe(201);
    provider.accounts.set('ola', { email: `ola@${DOMAIN}` });
    return String(invite.body.data.link).split('/invite/')[1]!;
  }

  let ola: ReturnType<typeof browser>;
  let olaToken: string;
  /** The Admin, signed in again: the tests above ended their first session. */
  let adminToken: string;
  beforeAll(async () => {
    const admin = await browser().signIn('admin');
    expect(admin.body.data.token, JSON.stringify(admin.body)).toBeTypeOf('string');
    adminToken = admin.body.data.token;
  });

  it('has an invitation in a firm that signs in with its provider accepted with the provider, never with a password', async () => {
    const token = await inviteOla();
    const preview = await browser().json('GET', `/api/invitations/${token}`);
    expect(preview.status).toBe(200);
    expect(preview.body.data.signInWith).toEqual([{ id: 'microsoft', label: 'Microsoft' }]);

    const withPassword = await browser().json('POST', `/api/invitations/${token}/accept`, {
      body: { name: 'Ola Provider', password: 'a long and unusual passphrase 42' },
    });
    expect(withPassword.status).toBe(403);
    expect(withPassword.body.message).toMatch(/no password is set here/);
    expect(await db.query('select 1 from credentials where email = $1', [`ola@${DOMAIN}`])).toEqual([]);

    // The firm lists no domain: only the sign-in started from this invitation's link accepts it.
    expect((await browser().signIn('ola')).status).toBe(403);
    ola = browser();
    const back = await ola.toCallback(
      'ola',
      `/api/auth/oidc/microsoft/start?invitation=${token}&redirect=%2Fadmin%2Fdashboard`,
    );
    expect(await ola.callBack(back)).toBe('/login?oidc=done');
    const answer = await ola.finish();
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.user).toMatchObject({ name: 'Ola Provider', role: 'Staff' });
    olaToken = answer.body.data.token;
    const [cred] = await db.query<{ password_known: boolean }>(
      'select password_known from credentials where email = $1',
      [`ola@${DOMAIN}`],
    );
    expect(cred!.password_known).toBe(false);
  });

  it('refuses two-factor and email changes until the session is confirmed at the provider, then allows them for a few minutes', async () => {
    onTestFinished(() => {
      ahead = 0;
    });
    const account = await ola.json('GET', '/api/auth/oidc/account', { token: olaToken });
    expect(account.body.data).toMatchObject({ providerOnly: true, confirmedUntil: null });
    const enrol = () => ola.json('POST', '/api/two-factor/enrol', { token: olaToken, body: {} });
    const refused = await enrol();
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/sign in with your firm’s account again/);
    // A password does not stand in for the provider, whatever is typed.
    expect(
      (await ola.json('POST', '/api/two-factor/enrol', { token: olaToken, body: { password: 'guess' } }))
        .status,
    ).toBe(403);
    const email = await ola.json('POST', '/api/account/email', {
      token: olaToken,
      body: { email: `ola.p@${DOMAIN}` },
    });
    expect(email.status).toBe(403);

    // Confirming: the provider is asked for a new sign-in (prompt=login, max_age=0).
    const confirm = async () => {
      const start = await ola.json('POST', '/api/auth/oidc/reauth', {
        token: olaToken,
        body: { provider: 'microsoft', redirect: '/admin/profile' },
      });
      expect(start.status, JSON.stringify(start.body)).toBe(200);
      const url = new URL(start.body.data.url);
      expect(url.searchParams.get('prompt')).toBe('login');
      expect(url.searchParams.get('max_age')).toBe('0');
      return ola.callBack(await signInAtProvider(url.toString(), 'ola'));
    };
    expect(await confirm()).toBe('/admin/profile?reauth=done');
    // A confirmation is not a sign-in: the finish has nothing to collect.
    expect((await ola.finish()).status).toBe(400);
    const confirmed = await ola.json('GET', '/api/auth/oidc/account', { token: olaToken });
    expect(confirmed.body.data).toMatchObject({ confirmedEmail: `ola@${DOMAIN}` });
    expect(confirmed.body.data.confirmedUntil).not.toBeNull();
    expect((await enrol()).status).toBe(200);
    // The new sign-in email must be the one the provider vouches for: the next sign-in uses it.
    const elsewhere = await ola.json('POST', '/api/account/email', {
      token: olaToken,
      body: { email: `ola.p@${DOMAIN}` },
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toMatch(/signs in as ola@/);
    // The mailbox renamed at the provider: the same account (sub) confirms, with its new address.
    provider.accounts.set('ola', { email: `ola.p@${DOMAIN}` });
    expect(await confirm()).toBe('/admin/profile?reauth=done');
    const changed = await ola.json('POST', '/api/account/email', {
      token: olaToken,
      body: { email: `ola.p@${DOMAIN}` },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    // Another device of the same person is not confirmed by it.
    const other = await browser().signIn('ola');
    expect(other.status).toBe(200);
    expect(
      (await browser().json('POST', '/api/two-factor/enrol', { token: other.body.data.token, body: {} }))
        .status,
    ).toBe(403);

    // Six minutes on, the confirmation no longer counts.
    ahead = 6 * 60 * 1000;
    expect((await enrol()).status).toBe(403);
  });

  it('refuses a confirmation whose provider sign-in is older than the request', async () => {
    onTestFinished(() => {
      ahead = 0;
    });
    // The app's clock is ten minutes ahead: the provider's auth_time is before the request began.
    ahead = 10 * 60 * 1000;
    const fresh = await ola.json('POST', '/api/auth/refresh', { body: {} });
    expect(fresh.status).toBe(200);
    const token = fresh.body.data.token;
    const start = await ola.json('POST', '/api/auth/oidc/reauth', { token, body: { provider: 'microsoft' } });
    expect(start.status).toBe(200);
    const back = await signInAtProvider(start.body.data.url, 'ola');
    expect(await ola.callBack(back)).toBe('/admin/profile?reauth=refused');
    expect((await ola.json('POST', '/api/two-factor/enrol', { token, body: {} })).status).toBe(403);
  });

  it('keeps the password for everyone who has one, when the firm allows it', async () => {
    const rules = await browser().json('PUT', '/api/auth/oidc/firm', {
      token: adminToken,
      body: { methods: 'both', provider: 'microsoft', domains: [], recheckDays: 1 },
    });
    expect(rules.status).toBe(200);
    const admin = await browser().json('GET', '/api/auth/oidc/account', { token: adminToken });
    expect(admin.body.data.providerOnly).toBe(false);
    const wrong = await browser().json('POST', '/api/two-factor/enrol', {
      token: adminToken,
      body: { password: 'not the password' },
    });
    expect(wrong.status).toBe(400);
    // Ola still knows no password here: the provider it is.
    const olaNow = await ola.json('GET', '/api/auth/oidc/account', { token: olaToken });
    expect(olaNow.body.data.providerOnly).toBe(true);
  });
});
