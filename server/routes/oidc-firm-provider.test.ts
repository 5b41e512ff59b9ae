import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../tests/helpers/accounts.ts';
import { signInAtProvider } from '../../tests/helpers/oidc-flow.ts';
import {
  microsoftEnv,
  startTestProvider,
  TEST_CLIENT,
  type TestProvider,
} from '../../tests/helpers/oidc-provider.ts';
import { TEST_SECRET } from '../../tests/helpers/test-app.ts';
import { openTestDb } from '../../tests/helpers/test-db.ts';
import { createApp } from '../app.ts';
import { createTokens } from '../auth/tokens.ts';
import { parseOidcEnv } from '../oidc/config.ts';
import { identityOf, saveFirmSignIn, sealer } from '../oidc/store.ts';
import type { Db } from '../store/db.ts';
import { setFirmRequirement } from '../two-factor/store.ts';

/**
 * Provider trust bound to the firm (docs/oidc.md#the-firms-rules), against two real OpenID
 * providers on this machine, one configured as the server's Microsoft and one as its Google:
 * a firm that never chose a provider is signed in by neither; a firm's people are signed in only
 * by its own provider, so only that provider's `amr` counts for its two-factor rule; and a pinned
 * identity never moves to another provider on an email match.
 */
const APP = 'http://app.test';
const DOMAIN = 'firm-provider.example';
let db: Db & { close(): Promise<void> };
let microsoft: TestProvider;
let google: TestProvider;
let app: ReturnType<typeof createApp>;
let chose: Awaited<ReturnType<typeof createAccount>>;
let never: Awaited<ReturnType<typeof createAccount>>;

type Answer = { status: number; body: { success: boolean; message?: string; data?: { token?: string } } };

/** One browser through a provider's pages and back, to the page's finish. */
async function signIn(providerId: 'microsoft' | 'google', login: string): Promise<Answer> {
  const cookies = new Map<string, string>();
  const tab = randomBytes(32).toString('base64url');
  const call = async (path: string, init: { method?: string; body?: unknown; site?: string } = {}) => {
    const res = await app.request(path.startsWith('http') ? path : `${APP}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'sec-fetch-site': init.site ?? 'same-origin',
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return res;
  };
  const start = await call(`/api/auth/oidc/${providerId}/start?tab=${tab}`, { site: 'none' });
  expect(start.status).toBe(302);
  const back = await signInAtProvider(start.headers.get('location')!, login);
  const done = await call(back.toString(), { site: 'cross-site' });
  expect(done.headers.get('location')).toBe('/login?oidc=done');
  const finish = await call('/api/auth/oidc/finish', { method: 'POST', body: { tab } });
  return { status: finish.status, body: (await finish.json()) as Answer['body'] };
}

async function setEmail(account: Awaited<ReturnType<typeof createAccount>>, email: string) {
  await db.query('update credentials set email = $1 where user_id = $2', [email, account.user._id]);
  await db.query("update records set data = jsonb_set(data, '{email}', to_jsonb($1::text)) where id = $2", [
    email,
    account.user._id,
  ]);
}

beforeAll(async () => {
  [microsoft, google] = await Promise.all([
    startTestProvider({ redirectUris: [`${APP}/api/auth/oidc/microsoft/callback`] }),
    startTestProvider({ redirectUris: [`${APP}/api/auth/oidc/google/callback`] }),
  ]);
  db = await openTestDb();
  const tokens = createTokens(TEST_SECRET, 3600);
  app = createApp({
    db,
    tokens,
    publicUrl: APP,
    oidc: {
      providers: parseOidcEnv({
        ...microsoftEnv(microsoft.issuer),
        OIDC_GOOGLE_ISSUER: google.issuer,
        OIDC_GOOGLE_CLIENT_ID: TEST_CLIENT.clientId,
        OIDC_GOOGLE_CLIENT_SECRET: TEST_CLIENT.clientSecret,
      }),
      sealer: sealer(TEST_SECRET),
    },
  });
  chose = await createAccount(db, tokens, 'chose-microsoft');
  never = await createAccount(db, tokens, 'chose-nothing');
  await setEmail(chose, `admin@${DOMAIN}`);
  await setEmail(never, `other-admin@${DOMAIN}`);
  await saveFirmSignIn(
    db,
    chose.organization._id,
    { methods: 'both', provider: 'microsoft', domains: [], recheckDays: 1 },
    new Date(),
  );
  // Both accounts exist at both providers, with a second factor at each.
  for (const p of [microsoft, google]) {
    p.accounts.set('admin', { email: `admin@${DOMAIN}`, amr: ['pwd', 'mfa'] });
    p.accounts.set('other-admin', { email: `other-admin@${DOMAIN}`, amr: ['pwd', 'mfa'] });
  }
});
afterAll(async () => {
  await Promise.all([microsoft?.stop(), google?.stop()]);
  await db?.close();
});

describe('provider sign-in bound to the firm', () => {
  it('refuses a firm that never chose a provider, by either provider, even with a second factor', async () => {
    await setFirmRequirement(db, never.organization._id, true, new Date());
    for (const id of ['microsoft', 'google'] as const) {
      const answer = await signIn(id, 'other-admin');
      expect(answer.status).toBe(403);
      expect(answer.body.message).toMatch(/signs in with email and password/);
      expect(answer.body.data?.token).toBeUndefined();
    }
    expect(await identityOf(db, never.user._id)).toBeUndefined();
  });

  it('signs a firm’s people in with its own provider only: another’s amr never counts, and the pin never moves', async () => {
    const own = await signIn('microsoft', 'admin');
    expect(own.status).toBe(200);
    expect(own.body.data?.token).toEqual(expect.any(String));
    const pinned = await identityOf(db, chose.user._id);
    expect(pinned).toMatchObject({ provider: 'microsoft' });

    // The same email at the other provider, with its own second factor: refused, nothing moved.
    const other = await signIn('google', 'admin');
    expect(other.status).toBe(403);
    expect(other.body.message).toMatch(/Microsoft/);
    expect(await identityOf(db, chose.user._id)).toMatchObject({
      provider: 'microsoft',
      subject: pinned!.subject,
      refused_at: null,
    });
  });

  it('refuses provider sign-in without one of the server’s providers; once chosen, only it signs the firm in', async () => {
    const put = (body: unknown) =>
      app.request(`${APP}/api/auth/oidc/firm`, {
        method: 'PUT',
        headers: {
          'content-type': 'application/json',
          'sec-fetch-site': 'same-origin',
          authorization: `Bearer ${never.token}`,
        },
        body: JSON.stringify(body),
      });
    const missing = await put({ methods: 'both', domains: [], recheckDays: 1 });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(await missing.json())).toMatch(/Choose your firm’s account: Microsoft or Google/);
    const chosen = await put({ methods: 'both', provider: 'google', domains: [], recheckDays: 1 });
    expect(chosen.status).toBe(200);
    expect(((await chosen.json()) as { data: { provider: string } }).data.provider).toBe('google');
    // Now Google signs this firm's Admin in (its own provider), and Microsoft does not.
    expect((await signIn('google', 'other-admin')).status).toBe(200);
    expect((await signIn('microsoft', 'other-admin')).status).toBe(403);
  });

  it('releases the pins at the old provider when the firm changes its provider, and keeps the password', async () => {
    expect(await identityOf(db, chose.user._id)).toMatchObject({ provider: 'microsoft' });
    await saveFirmSignIn(
      db,
      chose.organization._id,
      { methods: 'both', provider: 'google', domains: [], recheckDays: 1 },
      new Date(),
    );
    expect(await identityOf(db, chose.user._id)).toBeUndefined();
    expect((await signIn('google', 'admin')).status).toBe(200);
    expect(await identityOf(db, chose.user._id)).toMatchObject({ provider: 'google', refused_at: null });
    const password = await app.request(`${APP}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ email: `admin@${DOMAIN}`, password: chose.password }),
    });
    expect(password.status).toBe(200);
  });
});
