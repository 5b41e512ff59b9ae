import { type Context, Hono } from 'hono';
import QRCode from 'qrcode';
import { can, explainRefusal } from '../../src/domain/rules/permissions.ts';
import { ENDPOINTS } from '../../src/domain/schemas/index.ts';
import { logEvent } from '../activity/events.ts';
import { type VerifyPassword, verifyPassword } from '../auth/password.ts';
import { type Limit, take, waitText } from '../auth/rate-limit.ts';
import { endPasswordOnlySessions, markSecondFactor } from '../auth/sessions.ts';
import { describe, validJson } from '../contract.ts';
import { type AppDeps, type AppEnv, fail, ok } from '../http.ts';
import { clientAddress, type ProxyTrust } from '../middleware/client-address.ts';
import { confirmationOf, REAUTH_NEEDED } from '../oidc/reauth.ts';
import { passwordHashOf } from '../people/credentials.ts';
import { findRecord } from '../store/records.ts';
import { clearCodeFailures, lockAfter, reserveCodeAttempt } from '../two-factor/sign-in-step.ts';
import {
  confirmEnrolment,
  disableTwoFactor,
  firmRequiresTwoFactor,
  replaceRecoveryCodes,
  setFirmRequirement,
  startEnrolment,
  twoFactorState,
} from '../two-factor/store.ts';
import { newSecret, otpauthUrl } from '../two-factor/totp.ts';

/** Password checks behind these settings, per person: enough for typos, not for guessing. */
export const SETTINGS_PASSWORD_LIMIT: Limit = {
  scope: 'two-factor-password',
  max: 10,
  windowSeconds: 15 * 60,
};

export interface TwoFactorDeps extends AppDeps, ProxyTrust {
  verifyPassword?: VerifyPassword;
}

const WRONG_PASSWORD = 'That is not your current password';
const WRONG_CODE = 'That code is not right. Enter the current six-digit code from your authenticator app.';

/** The secret's QR code as an SVG the page shows as an image (no QR library in the app). */
export const qrSvg = (url: string): Promise<string> =>
  QRCode.toString(url, { type: 'svg', margin: 1, width: 200 });

/** The offer of a new secret, for Profile and for enrolment at sign-in. */
export async function enrolOffer(
  deps: AppDeps,
  user: { _id: string; organization: string; email?: unknown },
  now: Date,
) {
  const secret = newSecret();
  await startEnrolment(deps.db, { userId: user._id, organization: user.organization }, secret, now);
  const org = await findRecord(deps.db, user.organization, 'organizations', user.organization);
  const url = otpauthUrl(secret, String(user.email ?? ''), String(org?.name ?? ''));
  return { secret, otpauthUrl: url, qrSvg: await qrSvg(url) };
}

/**
 * Two-factor settings of the signed-in person, and the firm's requirement (docs/behaviour.md#two-factor-sign-in).
 * Changing them asks for the password (a device left signed in is not enough); every change is logged.
 */
export function twoFactorRoutes(deps: TwoFactorDeps) {
  const app = new Hono<AppEnv>();
  const now = deps.now ?? (() => new Date());
  const verify = deps.verifyPassword ?? verifyPassword;

  /**
   * Null when the password is right, or, for someone with no password here, when this session was
   * just confirmed at the firm's provider (docs/oidc.md#people-without-a-password); otherwise the answer to send.
   */
  async function passwordRefused(c: Context<AppEnv>, password: string | undefined): Promise<Response | null> {
    const actor = c.get('actor');
    const confirmation = await confirmationOf(deps.db, c.get('user'), c.get('sessionId'), now());
    if (typeof confirmation === 'object') return null;
    if (confirmation === 'needed') return fail(c, 403, REAUTH_NEEDED);
    if (!password) return fail(c, 400, 'Enter your password', { password: ['Enter your password'] });
    const taken = await take(deps.db, SETTINGS_PASSWORD_LIMIT, actor.userId, now());
    if (!taken.allowed) {
      c.header('Retry-After', String(taken.retryAfter));
      return fail(c, 429, `Too many password attempts. Try again in ${waitText(taken.retryAfter)}.`);
    }
    const hash = await passwordHashOf(deps.db, actor.userId);
    if (hash !== undefined && (await verify(hash, password))) return null;
    return fail(c, 400, WRONG_PASSWORD, { password: [WRONG_PASSWORD] });
  }

  const event = (
    c: Context<AppEnv>,
    kind: Parameters<typeof logEvent>[1]['kind'],
    detail?: Record<string, unknown>,
  ) =>
    logEvent(deps.db, {
      organization: c.get('actor').organization,
      kind,
      actorId: c.get('actor').userId,
      address: clientAddress(c, deps),
      ...(detail ? { detail } : {}),
    });

  app.get('/', describe(ENDPOINTS.twoFactorStatus, { errors: [401] }), async (c) => {
    const actor = c.get('actor');
    const state = await twoFactorState(deps.db, actor.userId);
    return ok(c, { ...state, required: await firmRequiresTwoFactor(deps.db, actor.organization) });
  });

  app.post(
    '/enrol',
    describe(ENDPOINTS.twoFactorEnrol, { errors: [400, 401, 403, 415, 429] }),
    validJson(ENDPOINTS.twoFactorEnrol.body, 'Please enter your password'),
    async (c) => {
      const refused = await passwordRefused(c, c.req.valid('json').password);
      if (refused) return refused;
      return ok(c, await enrolOffer(deps, c.get('user'), now()));
    },
  );

  app.post(
    '/confirm',
    describe(ENDPOINTS.twoFactorConfirm, { errors: [400, 401, 415, 429] }),
    validJson(ENDPOINTS.twoFactorConfirm.body, 'Please enter the six-digit code'),
    async (c) => {
      const actor = c.get('actor');
      const attempt = await reserveCodeAttempt(deps, actor.userId, now());
      if (!attempt.allowed) {
        c.header('Retry-After', String(attempt.retryAfter));
        return fail(c, 429, `Too many wrong codes. Try again in ${waitText(attempt.retryAfter)}.`);
      }
      const codes = await confirmEnrolment(deps.db, actor.userId, c.req.valid('json').code, now());
      if (!codes) {
        const locked = lockAfter(attempt.attempt);
        if (locked > 0) c.header('Retry-After', String(locked));
        return locked > 0
          ? fail(c, 429, `Too many wrong codes. Try again in ${waitText(locked)}.`)
          : fail(c, 400, WRONG_CODE, { code: [WRONG_CODE] });
      }
      await clearCodeFailures(deps, actor.userId);
      // This device has just given a code; the person's other devices that signed in with a
      // password alone sign in again, with one.
      await markSecondFactor(deps.db, c.get('sessionId'));
      await endPasswordOnlySessions(
        deps.db,
        { organization: actor.organization, userId: actor.userId },
        { except: c.get('sessionId'), at: now() },
      );
      await event(c, 'two-factor-enrolled');
      return ok(c, { recoveryCodes: codes }, 200, 'Two-factor sign-in is on');
    },
  );

  app.post(
    '/disable',
    describe(ENDPOINTS.twoFactorDisable, { errors: [400, 401, 403, 409, 415, 429] }),
    validJson(ENDPOINTS.twoFactorDisable.body, 'Please enter your password'),
    async (c) => {
      const actor = c.get('actor');
      if (await firmRequiresTwoFactor(deps.db, actor.organization))
        return fail(c, 409, 'Your firm requires two-factor sign-in, so it cannot be turned off.');
      const refused = await passwordRefused(c, c.req.valid('json').password);
      if (refused) return refused;
      await disableTwoFactor(deps.db, actor.userId);
      await event(c, 'two-factor-removed');
      return ok(c, null, 200, 'Two-factor sign-in is off');
    },
  );

  app.post(
    '/recovery-codes',
    describe(ENDPOINTS.twoFactorRecoveryCodes, { errors: [400, 401, 403, 409, 415, 429] }),
    validJson(ENDPOINTS.twoFactorRecoveryCodes.body, 'Please enter your password'),
    async (c) => {
      const actor = c.get('actor');
      if (!(await twoFactorState(deps.db, actor.userId)).enabled)
        return fail(c, 409, 'Turn on two-factor sign-in first.');
      const refused = await passwordRefused(c, c.req.valid('json').password);
      if (refused) return refused;
      const codes = await replaceRecoveryCodes(deps.db, actor.userId);
      await event(c, 'two-factor-enrolled', { reason: 'new recovery codes' });
      return ok(c, { recoveryCodes: codes }, 200, 'New recovery codes');
    },
  );

  app.put(
    '/requirement',
    describe(ENDPOINTS.twoFactorRequirement, { errors: [400, 401, 403, 415] }),
    validJson(ENDPOINTS.twoFactorRequirement.body, 'Please say whether two-factor sign-in is required'),
    async (c) => {
      const actor = c.get('actor');
      if (!can(actor.role, 'firm-settings')) return fail(c, 403, explainRefusal(actor.role, 'firm-settings'));
      const { required } = c.req.valid('json');
      await setFirmRequirement(deps.db, actor.organization, required, now());
      // Everyone's devices that signed in with a password alone sign in again, with a code; the
      // Admin's own goes on until its next renewal, so this answer reaches them.
      if (required)
        await endPasswordOnlySessions(
          deps.db,
          { organization: actor.organization },
          { except: c.get('sessionId'), at: now() },
        );
      await event(c, 'two-factor-requirement', {
        reason: required ? 'required for everyone' : 'no longer required',
      });
      return ok(
        c,
        { required },
        200,
        required ? 'Two-factor sign-in is required' : 'Two-factor sign-in is optional',
      );
    },
  );

  return app;
}
