import type { IDToken } from 'openid-client';
import type { Db } from '../store/db.ts';
import { firmRequiresProvider } from './password-rule.ts';

/**
 * People without a password here (docs/oidc.md#people-without-a-password): they sign in only with
 * the firm's provider, because their firm requires it or because they joined through it and never
 * set a password. Where the app asks for the current password before a change (two-factor
 * settings, the sign-in email), they confirm who they are by signing in at the provider again
 * instead: the session is then marked as confirmed for a few minutes.
 */

/** How long a confirmation at the provider lets this session make such changes. */
export const REAUTH_SECONDS = 5 * 60;
/** Clocks of the app and the provider may differ this much. */
const CLOCK_SKEW_SECONDS = 60;

export const REAUTH_NEEDED =
  'Confirm it is you: sign in with your firm’s account again, then make the change within 5 minutes.';

/** Whether the person confirms changes at the provider rather than with a password. */
export async function providerOnly(
  db: Db,
  user: { _id: string; organization: string; role?: unknown },
): Promise<boolean> {
  if (await firmRequiresProvider(db, user)) return true;
  const rows = await db.query<{ password_known: boolean }>(
    'select password_known from credentials where user_id = $1',
    [user._id],
  );
  return rows[0]?.password_known === false;
}

/**
 * Whether the provider signed the person in at or after `startedAt`: `auth_time` (OpenID Connect
 * Core §2) must be there and recent, as asked with `max_age=0` and `prompt=login`. A provider
 * session from earlier that merely answered again does not count.
 */
export function freshSignIn(claims: IDToken, startedAt: Date): boolean {
  const authTime = claims.auth_time;
  return typeof authTime === 'number' && authTime * 1000 >= startedAt.getTime() - CLOCK_SKEW_SECONDS * 1000;
}

export async function markReauthenticated(
  db: Db,
  session: { id: string; userId: string; email: string },
  at: Date,
): Promise<boolean> {
  const rows = await db.query(
    `update sessions set reauthenticated_at = $3, reauthenticated_email = $4
     where id = $1 and user_id = $2 and ended_at is null returning id`,
    [session.id, session.userId, at, session.email],
  );
  return rows.length > 0;
}

/**
 * This session's confirmation in force: until when, and the email the provider vouched for then.
 * Null when there is none, or it is over.
 */
export async function reauthenticated(
  db: Db,
  sessionId: string,
  at: Date,
): Promise<{ until: Date; email: string } | null> {
  const rows = await db.query<{
    reauthenticated_at: Date | string | null;
    reauthenticated_email: string | null;
  }>('select reauthenticated_at, reauthenticated_email from sessions where id = $1', [sessionId]);
  const since = rows[0]?.reauthenticated_at;
  if (!since) return null;
  const until = new Date(new Date(since).getTime() + REAUTH_SECONDS * 1000);
  return until > at ? { until, email: rows[0]?.reauthenticated_email ?? '' } : null;
}

/**
 * Before a change that asks for the current password: `password` for someone who has one here,
 * otherwise whether this session was confirmed at the provider within the last few minutes.
 */
export async function confirmationOf(
  db: Db,
  user: { _id: string; organization: string; role?: unknown },
  sessionId: string,
  at: Date,
): Promise<'password' | { confirmedAs: string } | 'needed'> {
  if (!(await providerOnly(db, user))) return 'password';
  const confirmed = await reauthenticated(db, sessionId, at);
  return confirmed ? { confirmedAs: confirmed.email } : 'needed';
}

/** Someone with no password here signs in with the email their provider vouches for, and only that. */
export const notTheProvidersEmail = (email: string) =>
  `Your firm’s account signs in as ${email}. You can change your sign-in email here only to that address; ask your firm’s administrator otherwise.`;
