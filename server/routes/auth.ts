import { Hono } from 'hono';
import * as v from 'valibot';
import { personalWords } from '../../src/domain/rules/password-policy.ts';
import { SESSION_ENDPOINTS } from '../../src/domain/schemas/api-sessions.ts';
import { ENDPOINTS, type Endpoint } from '../../src/domain/schemas/index.ts';
import { EmailTakenError, publicUser, registerFirm } from '../accounts.ts';
import { logEvent } from '../activity/events.ts';
import { describeDevice } from '../auth/device.ts';
import { signInClient } from '../auth/device-cookie.ts';
import { type VerifyPassword, verifyAgainstDummy, verifyPassword } from '../auth/password.ts';
import { giveBack, type Limit, take, waitText } from '../auth/rate-limit.ts';
import {
  clearRefreshCookie,
  endSession,
  liveSession,
  refreshSession,
  type SessionRow,
  sessionOfCookie,
  startSession,
  unauthorized,
} from '../auth/sessions.ts';
import { clearFailures, lockAfter, reserveAttempt } from '../auth/throttle.ts';
import { describe, validJson } from '../contract.ts';
import { type AppDeps, type AppEnv, fail, ok } from '../http.ts';
import { bearerOf } from '../middleware/auth.ts';
import { clientAddress, type ProxyTrust } from '../middleware/client-address.ts';
import { throttleByAddress } from '../middleware/throttle.ts';
import { passwordRefusal } from '../oidc/password-rule.ts';
import { refusedAtRecheck } from '../oidc/recheck.ts';
import { checkNewPassword } from '../people/password-check.ts';
import { findRecord } from '../store/records.ts';
import { completeSignIn, secondStep } from '../two-factor/sign-in-step.ts';
import type { OidcRouteDeps } from './oidc.ts';
import type { PeopleDeps } from './people.ts';
import { signUpByEmail } from './sign-up.ts';

const INVALID_LOGIN = 'Invalid email or password';
const EMAIL_UNUSABLE_FOR_FIRM = 'This email cannot be used for a new firm. Choose another one.';
const ACCOUNT_DISABLED = 'This account has been disabled. Ask your firm’s administrator.';

export interface AuthLimits {
  /** Sign-ins per client address; only failures count (a success gives its slot back). */
  loginPerAddress: Limit;
  /** New firms per client address. */
  registerPerAddress: Limit;
}

export const AUTH_LIMITS: AuthLimits = {
  // An office behind one address mistypes now and then; a spray across many accounts stops early.
  loginPerAddress: { scope: 'login-address', max: 30, windowSeconds: 15 * 60 },
  registerPerAddress: { scope: 'register-address', max: 10, windowSeconds: 60 * 60 },
};

export interface AuthDeps
  extends AppDeps,
    ProxyTrust,
    Pick<OidcRouteDeps, 'oidc'>,
    Pick<PeopleDeps, 'mailer'> {
  /** The password check, replaceable so a test can count how many passwords were checked. */
  verifyPassword?: VerifyPassword;
  limits?: Partial<AuthLimits>;
}

/** Signing out has no body and needs no valid token: an expired session can still leave. */
export const LOGOUT: Endpoint = {
  method: 'post',
  path: 'auth/logout',
  summary:
    'Sign out: ends this device’s session (named by its bearer token, even an expired one); when a valid token names the live session this request ends, the browser also clears this site’s caches and storage (Clear-Site-Data)',
  response: v.null(),
  public: true,
};

export function authRoutes(deps: AuthDeps) {
  const now = deps.now ?? (() => new Date());
  const verify = deps.verifyPassword ?? verifyPassword;
  const limits = { ...AUTH_LIMITS, ...deps.limits };
  const app = new Hono<AppEnv>();

  app.post(
    '/login',
    describe(ENDPOINTS.login, { errors: [400, 401, 403, 415, 429] }),
    validJson(ENDPOINTS.login.body, 'Please enter your email and password'),
    async (c) => {
      const { email, password } = c.req.valid('json');
      const tooMany = (seconds: number, from: string) => {
        c.header('Retry-After', String(seconds));
        return fail(c, 429, `Too many failed sign-in attempts${from}. Try again in ${waitText(seconds)}.`);
      };
      // Both counts are taken before the password is checked, so parallel attempts are counted. A
      // device that has signed in to this account before is held by its own count for the account
      // alone, so neither others' failures from the same office address nor a stranger's guesses at
      // this account can lock it out (server/auth/device-cookie.ts).
      const address = clientAddress(c, deps);
      const { known, client } = await signInClient(c, deps, email, now());
      if (!known) {
        const byAddress = await take(deps.db, limits.loginPerAddress, address, now());
        if (!byAddress.allowed) return tooMany(byAddress.retryAfter, ' from your network');
      }
      const attempt = await reserveAttempt(deps.db, email, now(), client);
      if (!attempt.allowed) return tooMany(attempt.retryAfter, '');

      const rows = await deps.db.query<{
        user_id: string;
        organization: string;
        password_hash: string;
        disabled_at: Date | string | null;
      }>('select user_id, organization, password_hash, disabled_at from credentials where email = $1', [
        email,
      ]);
      const cred = rows[0];
      const valid = cred
        ? await verify(cred.password_hash, password)
        : await verifyAgainstDummy(password, verify);
      const user =
        valid && cred ? await findRecord(deps.db, cred.organization, 'users', cred.user_id) : undefined;
      if (!user) {
        const locked = lockAfter(attempt.attempt);
        // Only a known account's failures reach a firm's log; an unknown email belongs to no firm.
        if (cred)
          await logEvent(deps.db, {
            organization: cred.organization,
            kind: locked > 0 ? 'lockout' : 'sign-in-failed',
            subjectId: cred.user_id,
            address,
            ...(locked > 0
              ? {
                  detail: {
                    reason: `locked for ${waitText(locked)} ${known ? 'on the device it was used from' : 'on devices it was never used from'}`,
                  },
                }
              : {}),
          });
        return locked > 0 ? tooMany(locked, '') : fail(c, 401, INVALID_LOGIN);
      }
      // Said only once the password checks out, so it tells nothing to someone guessing
      // (docs/behaviour.md#people); the person who knows their password learns why.
      if (cred?.disabled_at) {
        await logEvent(deps.db, {
          organization: user.organization,
          kind: 'sign-in-failed',
          subjectId: user._id,
          address,
          detail: { reason: 'disabled' },
        });
        return fail(c, 403, ACCOUNT_DISABLED);
      }
      const refusal = await passwordRefusal(deps.db, user);
      if (refusal) return fail(c, 403, refusal);
      await clearFailures(deps.db, email, client);
      if (!known) await giveBack(deps.db, limits.loginPerAddress, address);
      // With two-factor on (or required by the firm), the password earns a challenge, not a session.
      const second = await secondStep(deps, user, now());
      if (second)
        return ok(
          c,
          second,
          200,
          second.twoFactor === 'verify' ? 'Enter your code' : 'Set up two-factor sign-in',
        );
      return ok(c, await completeSignIn(c, deps, user, address), 200, 'Signed in');
    },
  );

  app.post(
    '/register',
    describe(ENDPOINTS.register, { status: 201, errors: [400, 415, 429, 503] }),
    validJson(ENDPOINTS.register.body, 'Please correct the highlighted fields'),
    throttleByAddress(deps, limits.registerPerAddress, 'new firms'),
    async (c) => {
      const body = c.req.valid('json');
      // The password policy of every new password (src/domain/rules/password-policy.ts).
      const verdict = await checkNewPassword(
        body.password,
        personalWords(body.name, body.email, body.organizationName),
      );
      if (!verdict.ok) return fail(c, 400, verdict.reason, { password: [verdict.reason] });
      // With mail, the same answer for every address, and the link finishes (docs/behaviour.md#sign-up-by-email).
      if (deps.mailer) return signUpByEmail(c, deps, body);
      try {
        const { user } = await registerFirm(deps.db, body);
        const { token } = await startSession(c, deps, user);
        return ok(c, { token, user: await publicUser(deps.db, user) }, 201, 'Firm created');
      } catch (error) {
        // The registrant belongs to no firm yet: the answer names no account (docs/behaviour.md#people).
        if (error instanceof EmailTakenError)
          return fail(c, 400, EMAIL_UNUSABLE_FOR_FIRM, { email: [EMAIL_UNUSABLE_FOR_FIRM] });
        throw error;
      }
    },
  );

  app.post('/logout', describe(LOGOUT, { errors: [403] }), async (c) => {
    // The session is named by the bearer token (its signature checked, its age not: leaving with
    // an expired token is fine) or else by the refresh cookie. Ending it is harmless to anyone.
    const token = bearerOf(c.req.header('authorization'));
    const checked = token ? await deps.tokens.check(token) : undefined;
    let session: SessionRow | undefined;
    if (checked?.claims) {
      const live = await liveSession(deps, checked.claims);
      if ('session' in live) session = live.session;
    } else {
      const named = await sessionOfCookie(c, deps);
      if (named && !named.ended_at) session = named;
    }
    const ended = session ? await endSession(deps.db, session.id, 'signed-out', now()) : false;
    if (session && ended)
      await logEvent(deps.db, {
        organization: session.organization,
        kind: 'sign-out',
        actorId: session.user_id,
        address: clientAddress(c, deps),
        detail: { device: describeDevice(session.user_agent).label },
      });
    clearRefreshCookie(c, deps);
    // Removes the firm's data, the app's caches and its service worker from this browser, so only
    // when a valid access token (which no other site can send) named the session this request
    // ended: a request that proves nothing must not wipe a device's unsent changes.
    if (ended && checked && !('problem' in checked)) c.header('Clear-Site-Data', '"cache", "storage"');
    return ok(c, null, 200, 'Signed out');
  });

  app.post('/refresh', describe(SESSION_ENDPOINTS.refresh, { errors: [401, 415] }), async (c) => {
    // A person offboarded at the firm's provider ends here at the re-check (docs/oidc.md#offboarding).
    if (await refusedAtRecheck(c, deps)) {
      clearRefreshCookie(c, deps);
      return unauthorized(c, 'session-ended');
    }
    const result = await refreshSession(c, { ...deps, address: clientAddress(c, deps) });
    if (!result.ok) return unauthorized(c, result.reason);
    return ok(c, { token: result.token });
  });

  app.get('/me', describe(ENDPOINTS.me), async (c) => ok(c, await publicUser(deps.db, c.get('user'))));

  return app;
}
