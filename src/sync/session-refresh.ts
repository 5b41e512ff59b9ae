import { SESSION_ID_HEADER, SESSION_USER_HEADER } from '../domain/schemas/api-sessions.ts';
import type { Change } from '../domain/schemas/index.ts';
import { tokenClaims } from '../domain/token-claims.ts';
import type { LocalDb } from '../store/db.ts';
import { getMeta } from '../store/meta.ts';
import type { LockFn } from './engine.ts';
import { expiresSoon, NetworkError, type RefreshFn } from './http.ts';
import { authReasonOf } from './outcome.ts';

/**
 * Keeps the device's session in step with the person's own user record: an Admin who changes
 * someone's role or name changes what that person's device offers and refuses at its next pull,
 * not at their next sign-in (the server checks the current role on every write anyway).
 * Runs inside the pull's transaction, which must include the session table.
 */
export async function refreshSessionUser(db: LocalDb, changes: readonly Change[]): Promise<boolean> {
  const session = await db.session.get('current');
  if (!session) return false;
  const own = changes.find((c) => c.entity === 'users' && c.id === session.user._id && !c.deleted && c.data);
  const data = own?.data as { role?: unknown; name?: unknown } | undefined;
  if (!data) return false;
  const role = typeof data.role === 'string' ? data.role : session.user.role;
  const name = typeof data.name === 'string' ? data.name : session.user.name;
  if (role === session.user.role && name === session.user.name) return false;
  await db.session.put({ ...session, user: { ...session.user, role, name } });
  return true;
}

/** One refresh at a time across tabs and the service worker (docs/architecture.md#sessions-and-logout). */
export const REFRESH_LOCK = 'estate-admin-refresh';

export interface RefreshDeps {
  db: LocalDb;
  /** navigator.locks in browsers, so the page and the worker never present the same refresh token at once. */
  lock: LockFn;
  baseUrl?: string;
  fetch?: typeof fetch;
}

/**
 * A new access token from the device's refresh cookie, kept in the session row where the page and
 * the worker read it. Under the refresh lock: when another context refreshed while this one
 * waited, its token is used rather than presenting the cookie again. Resolves with the reason when
 * the server refuses (the chain ended, the person was disabled or removed); throws NetworkError
 * when no answer came.
 */
export function createRefresher(deps: RefreshDeps): RefreshFn {
  const doFetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  return (stale) =>
    deps.lock(REFRESH_LOCK, async () => {
      const session = await deps.db.session.get('current');
      if (!session) return { reason: 'session-ended' as const };
      // Locked: nothing renews the token until the lock screen lets the person in.
      if (session.locked) throw new NetworkError('This device is locked');
      if (session.token && session.token !== stale && !expiresSoon(session.token))
        return { token: session.token };
      const clientId = await getMeta<string>(deps.db, 'clientId');
      // The session this device continues: a refresh cookie planted by another site, or left by
      // someone else's sign-in, is refused rather than turning this device into their session.
      const sid = session.sessionId ?? tokenClaims(session.token).sid;
      const headers: Record<string, string> = { [SESSION_USER_HEADER]: session.user._id };
      if (sid) headers[SESSION_ID_HEADER] = sid;
      if (clientId) headers['x-client-id'] = clientId;
      let res: Response;
      try {
        res = await doFetch(`${deps.baseUrl ?? '/api'}/auth/refresh`, {
          method: 'POST',
          credentials: 'same-origin',
          headers,
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        throw new NetworkError(error instanceof Error ? error.message : String(error));
      }
      const body = (await res.json().catch(() => null)) as { data?: { token?: unknown } } | null;
      if (res.status === 401) return { reason: authReasonOf(body) };
      const token = body?.data?.token;
      if (res.status !== 200 || typeof token !== 'string')
        throw new NetworkError(`Server error ${res.status}`);
      // Only the same person's row takes it: a sign-out, another sign-in or a lock meanwhile wins.
      await deps.db.transaction('rw', deps.db.session, async () => {
        const now = await deps.db.session.get('current');
        if (now?.user._id === session.user._id && !now.locked) await deps.db.session.put({ ...now, token });
      });
      return { token };
    });
}
