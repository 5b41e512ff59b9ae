import { type Context, Hono } from 'hono';
import { ENDPOINTS } from '../../src/domain/schemas/index.ts';
import { logEvent } from '../activity/events.ts';
import { waitText } from '../auth/rate-limit.ts';
import { describe, validJson } from '../contract.ts';
import { type AppDeps, type AppEnv, fail, ok } from '../http.ts';
import { clientAddress, type ProxyTrust } from '../middleware/client-address.ts';
import { throttleByAddress } from '../middleware/throttle.ts';
import { signInState } from '../people/credentials.ts';
import { findRecord } from '../store/records.ts';
import {
  type CodeAttempt,
  clearCodeFailures,
  completeSignIn,
  lockAfter,
  reserveCodeAttempt,
} from '../two-factor/sign-in-step.ts';
import {
  type Challenge,
  type ChallengePurpose,
  confirmEnrolment,
  readChallenge,
  spendChallenge,
  spendCode,
  spendRecoveryCode,
} from '../two-factor/store.ts';
import { enrolOffer } from './two-factor.ts';

const EXPIRED = 'This sign-in has expired. Enter your email and password again.';
const WRONG_CODE = 'That code is not right. Enter the current six-digit code from your authenticator app.';
const WRONG_RECOVERY = 'That recovery code is not right, or it has been used.';

/** Code checks per client address, across accounts (per account, the password lock applies). */
const CODES_PER_ADDRESS = { scope: 'two-factor-address', max: 60, windowSeconds: 15 * 60 };

/**
 * The step between a correct password and a session (docs/architecture.md#two-factor-sign-in):
 * a code or a recovery code, or enrolment when the firm requires two-factor sign-in. The challenge
 * from the login answer is the proof of the password; it lasts five minutes and makes one session.
 */
export function twoFactorSignInRoutes(deps: AppDeps & ProxyTrust) {
  const app = new Hono<AppEnv>();
  const now = deps.now ?? (() => new Date());
  const throttle = throttleByAddress(deps, CODES_PER_ADDRESS, 'two-factor codes');

  async function challengeOf(c: Context<AppEnv>, token: string, purpose: ChallengePurpose) {
    const challenge = await readChallenge(deps.db, token, purpose, now());
    const user = challenge
      ? await findRecord(deps.db, challenge.organization, 'users', challenge.userId)
      : undefined;
    const state = user ? await signInState(deps.db, user._id) : 'missing';
    if (!challenge || !user || state !== 'active') return { response: fail(c, 401, EXPIRED) };
    return { challenge, user };
  }

  const tooMany = (c: Context, seconds: number) => {
    c.header('Retry-After', String(seconds));
    return fail(c, 429, `Too many wrong codes. Try again in ${waitText(seconds)}.`);
  };

  /** A refused code: counted, logged, and the lock once the count reaches it. */
  async function refused(
    c: Context<AppEnv>,
    challenge: Challenge,
    attempt: CodeAttempt & { allowed: true },
    message: string,
    field: string,
  ) {
    const locked = lockAfter(attempt.attempt);
    await logEvent(deps.db, {
      organization: challenge.organization,
      kind: locked > 0 ? 'lockout' : 'two-factor-failed',
      subjectId: challenge.userId,
      address: clientAddress(c, deps),
    });
    return locked > 0 ? tooMany(c, locked) : fail(c, 400, message, { [field]: [message] });
  }

  app.post(
    '/verify',
    describe(ENDPOINTS.twoFactorVerify, { errors: [400, 401, 415, 429] }),
    throttle,
    validJson(ENDPOINTS.twoFactorVerify.body, 'Please enter the code'),
    async (c) => {
      const body = c.req.valid('json');
      const found = await challengeOf(c, body.challenge, 'verify');
      if ('response' in found) return found.response;
      const { challenge, user } = found;
      const attempt = await reserveCodeAttempt(deps, user._id, now());
      if (!attempt.allowed) return tooMany(c, attempt.retryAfter);
      const viaRecovery = 'recoveryCode' in body;
      const good = viaRecovery
        ? await spendRecoveryCode(deps.db, user._id, body.recoveryCode, now())
        : await spendCode(deps.db, user._id, body.code, now());
      if (!good)
        return refused(
          c,
          challenge,
          attempt,
          viaRecovery ? WRONG_RECOVERY : WRONG_CODE,
          viaRecovery ? 'recoveryCode' : 'code',
        );
      if (!(await spendChallenge(deps.db, body.challenge, now()))) return fail(c, 401, EXPIRED);
      await clearCodeFailures(deps, user._id);
      if (viaRecovery)
        await logEvent(deps.db, {
          organization: user.organization,
          kind: 'recovery-code-used',
          actorId: user._id,
          address: clientAddress(c, deps),
        });
      return ok(
        c,
        await completeSignIn(c, deps, user, clientAddress(c, deps), { secondFactor: true }),
        200,
        'Signed in',
      );
    },
  );

  app.post(
    '/enrol',
    describe(ENDPOINTS.twoFactorSignInEnrol, { errors: [400, 401, 415, 429] }),
    throttle,
    validJson(ENDPOINTS.twoFactorSignInEnrol.body, 'Sign in again'),
    async (c) => {
      const found = await challengeOf(c, c.req.valid('json').challenge, 'enrol');
      if ('response' in found) return found.response;
      return ok(c, await enrolOffer(deps, found.user, now()));
    },
  );

  app.post(
    '/enrol/confirm',
    describe(ENDPOINTS.twoFactorSignInConfirm, { errors: [400, 401, 415, 429] }),
    throttle,
    validJson(ENDPOINTS.twoFactorSignInConfirm.body, 'Please enter the six-digit code'),
    async (c) => {
      const body = c.req.valid('json');
      const found = await challengeOf(c, body.challenge, 'enrol');
      if ('response' in found) return found.response;
      const { challenge, user } = found;
      const attempt = await reserveCodeAttempt(deps, user._id, now());
      if (!attempt.allowed) return tooMany(c, attempt.retryAfter);
      const codes = await confirmEnrolment(deps.db, user._id, body.code, now());
      if (!codes) return refused(c, challenge, attempt, WRONG_CODE, 'code');
      if (!(await spendChallenge(deps.db, body.challenge, now()))) return fail(c, 401, EXPIRED);
      await clearCodeFailures(deps, user._id);
      await logEvent(deps.db, {
        organization: user.organization,
        kind: 'two-factor-enrolled',
        actorId: user._id,
        address: clientAddress(c, deps),
      });
      const session = await completeSignIn(c, deps, user, clientAddress(c, deps), { secondFactor: true });
      return ok(c, { ...session, recoveryCodes: codes }, 200, 'Two-factor sign-in is on');
    },
  );

  return app;
}
