import { randomBytes } from 'node:crypto';
import { type Context, Hono } from 'hono';
import type { IDToken } from 'openid-client';
import * as v from 'valibot';
import { can, explainRefusal } from '../../src/domain/rules/permissions.ts';
import { OIDC_ENDPOINTS, OidcTab } from '../../src/domain/schemas/api-oidc.ts';
import { logEvent } from '../activity/events.ts';
import { type AppCookie, appCookieValues, setAppCookie } from '../auth/cookies.ts';
import { giveBack, type Limit } from '../auth/rate-limit.ts';
import { secureFor } from '../auth/sessions.ts';
import { describe, validJson } from '../contract.ts';
import { type AppDeps, type AppEnv, fail, ok } from '../http.ts';
import { clientAddress, type ProxyTrust } from '../middleware/client-address.ts';
import { throttleByAddress } from '../middleware/throttle.ts';
import { admit, REFUSALS, secondFactorUsed, vouchedEmail } from '../oidc/admit.ts';
import { authorizationUrl, exchangeCode, newLoginSecrets } from '../oidc/client.ts';
import type { OidcProviderConfig } from '../oidc/config.ts';
import { freshSignIn, markReauthenticated, providerOnly, reauthenticated } from '../oidc/reauth.ts';
import type { OidcDeps } from '../oidc/recheck.ts';
import {
  finishLogin,
  firmSignIn,
  identityOf,
  type PendingLogin,
  recordVerdict,
  saveFirmSignIn,
  saveIdentity,
  savePendingLogin,
  spendPendingLogin,
} from '../oidc/store.ts';
import { signInState } from '../people/credentials.ts';
import { hashLinkToken, isLinkToken } from '../people/links.ts';
import { findRecord } from '../store/records.ts';
import { completeSignIn, secondStep } from '../two-factor/sign-in-step.ts';

/** Binds a login under way to the browser that started it. Lax: it must come back with the provider's top-level redirect. */
export const BROWSER_COOKIE = 'estate_oidc';
/** The browser's binding (`cookies.ts`): `__Host-estate_oidc` at `/` over https. */
const BROWSER: AppCookie = { base: BROWSER_COOKIE, path: '/api/auth/oidc', sameSite: 'Lax' };

export const OIDC_LIMITS: Record<'start' | 'callback', Limit> = {
  // An office behind one address signs everyone in at nine: starting a login only writes a row
  // that expires in ten minutes, and a callback that signs someone in gives its slot back, so only
  // refused callbacks (made-up codes and states, replays, refusals) use up the 30.
  start: { scope: 'oidc-start', max: 300, windowSeconds: 15 * 60 },
  callback: { scope: 'oidc-callback', max: 30, windowSeconds: 15 * 60 },
};

export interface OidcRouteDeps extends AppDeps, ProxyTrust {
  oidc?: OidcDeps | undefined;
  oidcLimits?: Partial<typeof OIDC_LIMITS>;
}

const EXPIRED = 'This sign-in has expired or was already used. Start again.';
const NOT_CHECKED = (label: string) =>
  `${label} answered with a sign-in this app could not check, so it was refused. Start again; if it happens again, ask your firm’s administrator.`;
const CANCELLED = (label: string) => `Sign-in with ${label} was cancelled.`;
const ANOTHER_ACCOUNT = (label: string) =>
  `Your email signs in here with a different ${label} account. Sign in with that one, or ask your firm’s administrator.`;

/** openid-client's reason, with the claim it concerns (nonce, aud, exp, iss…) when there is one. */
function whyRefused(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  let cause: unknown = error;
  for (let depth = 0; depth < 4 && cause && typeof cause === 'object'; depth += 1) {
    const claim = (cause as { claim?: unknown }).claim;
    if (typeof claim === 'string') return `${error.message} (claim ${claim})`;
    cause = (cause as { cause?: unknown }).cause;
  }
  return error.message;
}

const APP_ORIGIN = 'http://app.invalid';

/**
 * Only a path inside the app is followed after sign-in (the same rule as /login's ?redirect),
 * checked as the browser will read it: normalised first (dot segments, backslashes, encoded
 * slashes left as they are), so "/admin/..//evil.example" becomes "//evil.example" and is refused
 * rather than sent as a Location another site's address is read from.
 */
export const afterPathOf = (value: string | undefined): string | null => {
  if (!value || value.length > 512) return null;
  let url: URL;
  try {
    url = new URL(value, APP_ORIGIN);
  } catch {
    return null;
  }
  const path = `${url.pathname}${url.search}`;
  return url.origin === APP_ORIGIN && /^\/(admin|portal)(\/|$|\?)/.test(path) && !path.startsWith('//')
    ? path
    : null;
};

export function oidcRoutes(deps: OidcRouteDeps) {
  const app = new Hono<AppEnv>();
  const now = deps.now ?? (() => new Date());
  const limits = { ...OIDC_LIMITS, ...deps.oidcLimits };
  const providers = deps.oidc?.providers ?? [];
  const providerOf = (c: Context) => providers.find((p) => p.id === c.req.param('provider'));

  /** The redirect URI, exactly as registered with the provider: PUBLIC_URL's, or this request's origin. */
  const redirectUriOf = (c: Context, provider: OidcProviderConfig) => {
    const url = new URL(c.req.url);
    const origin = deps.publicUrl ?? url.origin;
    return `${origin}/api/auth/oidc/${provider.id}/callback`;
  };

  const bindBrowser = (c: Context, browser: string) =>
    setAppCookie(c, BROWSER, secureFor(c, deps), browser, 15 * 60);
  const browsersOf = (c: Context) => appCookieValues(c, BROWSER, secureFor(c, deps));
  /** The browser's binding: its own cookie's, or a new one when it has none, or more than one (one planted). */
  const browserOf = (c: Context) => {
    const existing = browsersOf(c);
    return existing.length === 1 && /^[A-Za-z0-9_-]{43}$/.test(existing[0]!)
      ? existing[0]!
      : randomBytes(32).toString('base64url');
  };

  /**
   * A login under way, kept until the provider answers and bound to this browser by its cookie (one
   * random value per browser; a second tab's login keeps the first tab's working): the provider's
   * address to send the browser to, or undefined when its configuration cannot be read.
   */
  async function beginLogin(
    c: Context,
    provider: OidcProviderConfig,
    login: {
      afterPath: string | null;
      reauthOf?: string;
      invitationHash?: string | undefined;
      tab?: string | undefined;
    },
  ): Promise<URL | undefined> {
    const browser = browserOf(c);
    const secrets = newLoginSecrets();
    const redirectUri = redirectUriOf(c, provider);
    let target: URL;
    try {
      target = await authorizationUrl(provider, redirectUri, secrets, { reauth: !!login.reauthOf });
    } catch (error) {
      console.error(
        `${provider.label} sign-in: the provider's configuration could not be read: ${String(error)}`,
      );
      return undefined;
    }
    await savePendingLogin(deps.db, {
      secrets,
      browser,
      provider: provider.id,
      redirectUri,
      at: now(),
      ...login,
    });
    bindBrowser(c, browser);
    return target;
  }

  app.get('/providers', describe(OIDC_ENDPOINTS.oidcProviders), (c) =>
    ok(
      c,
      providers.map((p) => ({ id: p.id, label: p.label })),
    ),
  );

  app.get(
    '/:provider/start',
    describe(OIDC_ENDPOINTS.oidcStart, { errors: [404, 429, 503] }),
    throttleByAddress(deps, limits.start, 'sign-ins'),
    async (c) => {
      const provider = providerOf(c);
      if (!provider) return fail(c, 404, 'This sign-in is not offered here.');
      // Begun by a tab that keeps its one-time value, or not at all: only that tab may finish it.
      const tab = c.req.query('tab');
      if (!tab || !v.is(OidcTab, tab)) return c.redirect('/login?oidc=expired', 302);
      // Started from an invitation link: signing in accepts that invitation (docs/oidc.md#who-may-sign-in).
      const invitation = c.req.query('invitation');
      const target = await beginLogin(c, provider, {
        afterPath: afterPathOf(c.req.query('redirect')),
        invitationHash: invitation && isLinkToken(invitation) ? hashLinkToken(invitation) : undefined,
        tab,
      });
      return c.redirect(target ? target.toString() : '/login?oidc=unavailable', 302);
    },
  );

  app.get(
    '/:provider/callback',
    describe(OIDC_ENDPOINTS.oidcCallback, { errors: [404, 429] }),
    throttleByAddress(deps, limits.callback, 'sign-in attempts'),
    async (c) => {
      const address = clientAddress(c, deps);
      const provider = providerOf(c);
      if (!provider) return fail(c, 404, 'This sign-in is not offered here.');
      const query = new URL(c.req.url).searchParams;
      const login = await spendPendingLogin(
        deps.db,
        query.get('state') ?? '',
        browsersOf(c),
        provider.id,
        now(),
      );
      // Unknown, replayed, expired, or started in another browser: nothing happens.
      if (!login) return c.redirect('/login?oidc=expired', 302);
      const done = () => c.redirect('/login?oidc=done', 302);
      const refuse = async (error: string) => {
        await recordVerdict(deps.db, login.state_hash, { error });
        return done();
      };
      /** A confirmation goes back to the page it started from, saying whether it counted. */
      const confirmedBack = (confirmed: boolean) => {
        const back = new URL(afterPathOf(login.after_path ?? undefined) ?? '/admin/profile', APP_ORIGIN);
        back.searchParams.set('reauth', confirmed ? 'done' : 'refused');
        return c.redirect(`${back.pathname}${back.search}`, 302);
      };
      if (query.has('error')) {
        if (login.purpose === 'reauth') return confirmedBack(false);
        const error = query.get('error');
        if (error !== 'access_denied')
          console.error(
            `${provider.label} sign-in: the provider answered ${error}: ${query.get('error_description') ?? ''}`,
          );
        return refuse(error === 'access_denied' ? CANCELLED(provider.label) : NOT_CHECKED(provider.label));
      }
      let answer: Awaited<ReturnType<typeof exchangeCode>>;
      try {
        answer = await exchangeCode(provider, login.redirect_uri, query, {
          state: query.get('state') ?? '',
          nonce: login.nonce,
          codeVerifier: login.code_verifier,
        });
      } catch (error) {
        // A wrong nonce, audience, issuer, signature or an expired ID token all land here.
        console.error(`${provider.label} sign-in refused: ${whyRefused(error)}`);
        if (login.purpose === 'reauth') return confirmedBack(false);
        return refuse(NOT_CHECKED(provider.label));
      }
      const email = vouchedEmail(provider, answer.claims);
      if (login.purpose === 'reauth') {
        const confirmed = await confirmSession(login, provider.id, email, answer.claims);
        if (confirmed) await giveBack(deps.db, limits.callback, address);
        return confirmedBack(confirmed);
      }
      if (!email) return refuse(REFUSALS.unverified(provider.label));
      const admission = await admit(deps.db, provider.id, email, now(), login.invitation_hash);
      if ('refused' in admission) {
        // Only a person of a firm reaches that firm's log; an unknown email belongs to no firm.
        if (admission.known)
          await logEvent(deps.db, {
            organization: admission.known.organization,
            kind: 'sign-in-failed',
            subjectId: admission.known.userId,
            address,
            detail: { reason: `${provider.label}: ${admission.refused}` },
          });
        return refuse(admission.refused);
      }
      const { user } = admission;
      // The person is the provider account that first signed in as them (its `sub`), not whoever
      // holds the address now: an address given to a new account at the provider does not inherit
      // the old one's access here, unless the provider has refused the old account since.
      // Keyed by provider and subject: no email match moves the pin, whichever provider it comes
      // from; only a refusal at the provider (or the firm changing its provider) releases it.
      const previous = await identityOf(deps.db, user._id);
      if (
        previous &&
        (previous.provider !== provider.id || previous.subject !== answer.claims.sub) &&
        !previous.refused_at
      ) {
        await logEvent(deps.db, {
          organization: user.organization,
          kind: 'sign-in-failed',
          subjectId: user._id,
          address,
          detail: { reason: `${provider.label}: another account with the same email` },
        });
        return refuse(ANOTHER_ACCOUNT(provider.label));
      }
      await saveIdentity(deps.db, {
        userId: user._id,
        organization: user.organization,
        provider: provider.id,
        subject: answer.claims.sub,
        sealedRefreshToken:
          answer.refreshToken && deps.oidc ? deps.oidc.sealer.seal(answer.refreshToken) : null,
        at: now(),
      });
      await recordVerdict(deps.db, login.state_hash, {
        userId: user._id,
        organization: user.organization,
        mfa: secondFactorUsed(answer.claims),
      });
      await giveBack(deps.db, limits.callback, address);
      return done();
    },
  );

  app.post(
    '/finish',
    describe(OIDC_ENDPOINTS.oidcFinish, { errors: [400, 403, 415] }),
    validJson(OIDC_ENDPOINTS.oidcFinish.body, EXPIRED),
    async (c) => {
      const login = await finishLogin(deps.db, browsersOf(c), c.req.valid('json').tab, now());
      if (!login) return fail(c, 400, EXPIRED);
      if (login.error || !login.user_id || !login.organization) return fail(c, 403, login.error ?? EXPIRED);
      const user = await findRecord(deps.db, login.organization, 'users', login.user_id);
      const state = await signInState(deps.db, login.user_id);
      if (!user || state === 'missing') return fail(c, 403, EXPIRED);
      if (state === 'disabled') return fail(c, 403, REFUSALS.disabled);
      const address = clientAddress(c, deps);
      const after = login.after_path ? { redirect: login.after_path } : {};
      // The provider's own second factor counts for the firm's two-factor rule only when its `amr`
      // says one was used; otherwise the app's own code is asked, as after a password.
      if (!login.mfa) {
        const second = await secondStep(deps, user, now());
        if (second) return ok(c, { ...second, ...after }, 200, 'Enter your code');
      }
      const session = await completeSignIn(c, deps, user, address, { secondFactor: login.mfa });
      return ok(c, { ...session, ...after }, 200, 'Signed in');
    },
  );

  /**
   * A confirmation at the provider (docs/oidc.md#people-without-a-password) counts for the session
   * that asked for it when the provider vouches for that person's email, is the provider account
   * that signs them in (its `sub`), and signed them in just now (`auth_time`).
   */
  async function confirmSession(
    login: PendingLogin,
    providerId: OidcProviderConfig['id'],
    email: string | undefined,
    claims: IDToken,
  ): Promise<boolean> {
    if (!login.for_session) return false;
    const [session] = await deps.db.query<{ user_id: string; organization: string; email: string }>(
      `select s.user_id, s.organization, c.email from sessions s join credentials c on c.user_id = s.user_id
       where s.id = $1 and s.ended_at is null and c.disabled_at is null`,
      [login.for_session],
    );
    if (!session || !email) return false;
    // Only the firm's own provider confirms one of its people.
    if ((await firmSignIn(deps.db, session.organization)).provider !== providerId) return false;
    // The provider account that signs this person in (its `sub`), or, before any, their email. The
    // provider's email may have changed since (a renamed mailbox): the person may then take it here.
    const identity = await identityOf(deps.db, session.user_id);
    const sameAccount =
      identity && identity.provider === providerId && !identity.refused_at
        ? identity.subject === claims.sub
        : email === session.email;
    if (!sameAccount) return false;
    if (!freshSignIn(claims, new Date(login.created_at))) {
      console.error('Confirmation at the provider refused: auth_time missing or older than the request');
      return false;
    }
    return markReauthenticated(deps.db, { id: login.for_session, userId: session.user_id, email }, now());
  }

  app.get('/account', describe(OIDC_ENDPOINTS.oidcAccount, { errors: [401] }), async (c) => {
    const confirmed = await reauthenticated(deps.db, c.get('sessionId'), now());
    return ok(c, {
      providerOnly: await providerOnly(deps.db, c.get('user')),
      providers: providers.map((p) => ({ id: p.id, label: p.label })),
      confirmedUntil: confirmed?.until.toISOString() ?? null,
      confirmedEmail: confirmed?.email ?? null,
    });
  });

  app.post(
    '/reauth',
    describe(OIDC_ENDPOINTS.oidcReauth, { errors: [400, 401, 404, 415, 429, 503] }),
    throttleByAddress(deps, limits.start, 'sign-ins'),
    validJson(OIDC_ENDPOINTS.oidcReauth.body, 'Choose a provider'),
    async (c) => {
      const body = c.req.valid('json');
      const provider = providers.find((p) => p.id === body.provider);
      if (!provider) return fail(c, 404, 'This sign-in is not offered here.');
      const target = await beginLogin(c, provider, {
        afterPath: afterPathOf(body.redirect) ?? '/admin/profile',
        reauthOf: c.get('sessionId'),
      });
      if (!target)
        return fail(
          c,
          503,
          'Signing in with your firm’s account is not available right now. Try again in a moment.',
        );
      return ok(c, { url: target.toString() });
    },
  );

  app.get('/firm', describe(OIDC_ENDPOINTS.firmSignIn), async (c) => {
    const settings = await firmSignIn(deps.db, c.get('actor').organization);
    return ok(c, { ...settings, providers: providers.map((p) => ({ id: p.id, label: p.label })) });
  });

  app.put(
    '/firm',
    describe(OIDC_ENDPOINTS.setFirmSignIn, { errors: [400, 401, 403, 415] }),
    validJson(OIDC_ENDPOINTS.setFirmSignIn.body, 'Please correct the highlighted fields'),
    async (c) => {
      const actor = c.get('actor');
      if (!can(actor.role, 'firm-settings')) return fail(c, 403, explainRefusal(actor.role, 'firm-settings'));
      const body = c.req.valid('json');
      const provider = body.methods === 'password' ? null : (body.provider ?? null);
      // Provider sign-in is opted into with a provider this server offers: the firm's own.
      if (body.methods !== 'password' && !providers.some((p) => p.id === provider))
        return fail(c, 400, 'Please correct the highlighted fields', {
          provider: [
            providers.length
              ? `Choose your firm’s account: ${providers.map((p) => p.label).join(' or ')}`
              : 'This server offers no Microsoft or Google sign-in',
          ],
        });
      const settings = { ...body, provider, domains: [...new Set(body.domains)] };
      await saveFirmSignIn(deps.db, actor.organization, settings, now());
      await logEvent(deps.db, {
        organization: actor.organization,
        kind: 'sign-in-rules-changed',
        actorId: actor.userId,
        address: clientAddress(c, deps),
        detail: {
          methods: settings.methods,
          provider: settings.provider,
          domains: settings.domains,
          recheckDays: settings.recheckDays,
        },
      });
      return ok(
        c,
        { ...settings, providers: providers.map((p) => ({ id: p.id, label: p.label })) },
        200,
        'Saved',
      );
    },
  );

  return app;
}
