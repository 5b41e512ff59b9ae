import type { Context } from 'hono';
import { endSessions, startSession } from '../auth/sessions.ts';
import type { AppDeps, AppEnv } from '../http.ts';
import type { StoredRecord } from '../store/records.ts';

/**
 * Where the people routes meet device sessions (docs/architecture.md#sessions-and-logout): one is
 * started when an invitee accepts, and all of a person's end when their password changes or they
 * are disabled or removed.
 */
export type EndReason = 'password-changed' | 'disabled' | 'removed';

/** Signs the person in on this device (refresh cookie set on `c`) and answers the access token. */
export async function signIn(c: Context<AppEnv>, deps: AppDeps, user: StoredRecord): Promise<string> {
  return (await startSession(c, deps, user)).token;
}

/** Ends every session of the person at once, but `except` (the caller's own device). */
export async function endAllSessions(
  deps: AppDeps,
  userId: string,
  reason: EndReason,
  except?: string,
): Promise<void> {
  await endSessions(deps.db, userId, {
    reason,
    ...(except ? { except } : {}),
    ...(deps.now ? { at: deps.now() } : {}),
  });
}
