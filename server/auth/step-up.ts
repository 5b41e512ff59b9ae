import type { Context } from 'hono';
import { STEP_UP_NEEDED, STEP_UP_SECONDS, STEP_UP_WRONG } from '../../src/domain/schemas/api-people.ts';
import { type AppEnv, fail } from '../http.ts';
import { confirmationOf, REAUTH_NEEDED } from '../oidc/reauth.ts';
import { passwordHashOf } from '../people/credentials.ts';
import type { Db } from '../store/db.ts';
import type { VerifyPassword } from './password.ts';
import { type Limit, take, waitText } from './rate-limit.ts';

/** Password tries for a step-up, per person: enough for typing slips, not for guessing. */
export const STEP_UP_LIMIT: Limit = { scope: 'step-up-user', max: 10, windowSeconds: 15 * 60 };

/**
 * Whether this session's person proved who they are within the last few minutes: signed in, typed
 * their password for a step-up, or confirmed at the firm's provider (docs/architecture.md#step-up).
 * A device left signed in since the morning has not.
 */
export async function steppedUp(
  db: Db,
  sessionId: string,
  at: Date,
  seconds: number = STEP_UP_SECONDS,
): Promise<boolean> {
  const rows = await db.query<{ proved: Date | string | null }>(
    `select greatest(created_at, stepped_up_at, reauthenticated_at) as proved
     from sessions where id = $1 and ended_at is null`,
    [sessionId],
  );
  const proved = rows[0]?.proved;
  return !!proved && at.getTime() - new Date(proved).getTime() <= seconds * 1000;
}

/**
 * Before a change that asks for a fresh sign-in (a role, for now): null when the session is
 * stepped up, or `password` is the person's and steps it up; otherwise the answer to send. Someone
 * with no password here confirms at the firm's provider instead (docs/oidc.md#people-without-a-password).
 */
export async function stepUpRefused(
  c: Context<AppEnv>,
  deps: { db: Db; verify: VerifyPassword; now: () => Date; seconds?: number | undefined },
  password: string | undefined,
): Promise<Response | null> {
  const at = deps.now();
  const sessionId = c.get('sessionId');
  if (await steppedUp(deps.db, sessionId, at, deps.seconds)) return null;
  const confirmation = await confirmationOf(deps.db, c.get('user'), sessionId, at);
  if (confirmation === 'needed') return fail(c, 403, REAUTH_NEEDED);
  if (!password) return fail(c, 400, STEP_UP_NEEDED, { password: [STEP_UP_NEEDED] });
  const actor = c.get('actor');
  const taken = await take(deps.db, STEP_UP_LIMIT, actor.userId, at);
  if (!taken.allowed) {
    c.header('Retry-After', String(taken.retryAfter));
    return fail(c, 429, `Too many password attempts. Try again in ${waitText(taken.retryAfter)}.`);
  }
  const hash = await passwordHashOf(deps.db, actor.userId);
  if (hash === undefined || !(await deps.verify(hash, password)))
    return fail(c, 400, STEP_UP_WRONG, { password: [STEP_UP_WRONG] });
  await deps.db.query('update sessions set stepped_up_at = $2 where id = $1', [sessionId, at]);
  return null;
}
