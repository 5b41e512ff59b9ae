import type { Context } from 'hono';
import { publicUser } from '../accounts.ts';
import { logEvent } from '../activity/events.ts';
import { rememberDevice } from '../auth/device-cookie.ts';
import { startSession } from '../auth/sessions.ts';
import { clearFailures, lockAfter, reserveAttempt } from '../auth/throttle.ts';
import type { AppDeps, AppEnv } from '../http.ts';
import type { StoredRecord } from '../store/records.ts';
import { createChallenge, firmRequiresTwoFactor, twoFactorState } from './store.ts';

/**
 * After a correct password: the step still to take, if any (docs/architecture.md#two-factor-sign-in).
 * A person with two-factor on must give a code; one without it, in a firm that requires it, must
 * enrol first. The answer carries a one-time challenge valid for five minutes, not a session.
 */
export async function secondStep(
  deps: AppDeps,
  user: StoredRecord,
  now: Date,
): Promise<{ twoFactor: 'verify' | 'enrol'; challenge: string } | null> {
  const who = { userId: user._id, organization: user.organization };
  if ((await twoFactorState(deps.db, user._id)).enabled)
    return { twoFactor: 'verify', challenge: await createChallenge(deps.db, who, 'verify', now) };
  if (await firmRequiresTwoFactor(deps.db, user.organization))
    return { twoFactor: 'enrol', challenge: await createChallenge(deps.db, who, 'enrol', now) };
  return null;
}

/** Signed in at last: the event for the firm's log, a device session, and the login's answer. */
export async function completeSignIn(
  c: Context<AppEnv>,
  deps: AppDeps,
  user: StoredRecord,
  address: string,
  options: { secondFactor?: boolean } = {},
) {
  await logEvent(deps.db, { organization: user.organization, kind: 'sign-in', actorId: user._id, address });
  const { token } = await startSession(c, deps, user, options);
  // This browser is now known to the account: the per-address limit no longer holds it back.
  await rememberDevice(c, deps, String(user.email ?? ''), deps.now?.() ?? new Date());
  return { token, user: await publicUser(deps.db, user) };
}

/** Codes are throttled like passwords, per person, with the same lock (docs/architecture.md#authentication-and-throttling). */
const codeKey = (userId: string) => `two-factor:${userId}`;

export type CodeAttempt = { allowed: true; attempt: number } | { allowed: false; retryAfter: number };

export const reserveCodeAttempt = (deps: AppDeps, userId: string, now: Date): Promise<CodeAttempt> =>
  reserveAttempt(deps.db, codeKey(userId), now);

export const clearCodeFailures = (deps: AppDeps, userId: string) => clearFailures(deps.db, codeKey(userId));

export { lockAfter };
