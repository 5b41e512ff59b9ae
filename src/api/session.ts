import type { AuthFailureReason } from '../domain/schemas/api-sessions.ts';
import type { SessionUser } from '../store/types.ts';
import { LEGACY_TOKEN_KEY, UNAUTHORIZED_EVENT, USER_KEY } from './keys.ts';

export type { SessionUser };

/**
 * The signed-in user as kept in local storage for the first paint (docs/behaviour.md#sign-in-and-sign-up);
 * null when signed out. The access token is not there: it lives in memory and in IndexedDB's
 * session row (docs/architecture.md#sessions-and-logout).
 */
export function currentUser(): SessionUser | null {
  try {
    const raw = localStorage.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    return null;
  }
}

export const isSignedIn = (): boolean => {
  try {
    return !!localStorage.getItem(USER_KEY);
  } catch {
    return false;
  }
};

/** After a refused session (docs/behaviour.md#admin-shell): token and user go, the outbox stays for the next sign-in. */
export function dropSession(): void {
  accessToken = null;
  localStorage.removeItem(LEGACY_TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}

/** Keeps the signed-in user for the first paint, and the access token in memory. */
export function keepSession(token: string, user: SessionUser): void {
  accessToken = token;
  localStorage.removeItem(LEGACY_TOKEN_KEY);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

/**
 * Takes the role and name the device's session learned from a pull (an Admin changed them) into
 * the copy the screens read, so controls follow the new role without a new sign-in.
 */
export function refreshStoredUser(user: Pick<SessionUser, '_id' | 'role' | 'name'>): boolean {
  const stored = currentUser();
  if (!stored || stored._id !== user._id || (stored.role === user.role && stored.name === user.name))
    return false;
  localStorage.setItem(USER_KEY, JSON.stringify({ ...stored, role: user.role, name: user.name }));
  return true;
}

// The access token: in memory, loaded from IndexedDB's session row after a reload and renewed from
// the refresh cookie when it expires. How is the app's to say (src/app/main.tsx), so this module
// and the first load carry no database code.
let accessToken: string | null = null;

export interface TokenSource {
  /** The token kept in IndexedDB (shared with the service worker). */
  load(): Promise<string | undefined>;
  /** A new token, or why the server refused; throws when no answer came. */
  refresh(stale: string | undefined): Promise<{ token: string } | { reason: AuthFailureReason }>;
}

let source: TokenSource | null = null;

export function setTokenSource(next: TokenSource): void {
  source = next;
}

/** The access token in memory, if any (synchronous; `loadToken` also reads IndexedDB). */
export const getToken = (): string | null => accessToken;

/** The access token to send: from memory, else from IndexedDB. */
export async function loadToken(): Promise<string | null> {
  if (accessToken) return accessToken;
  if (!source || !isSignedIn()) return null;
  accessToken = (await source.load().catch(() => undefined)) ?? null;
  return accessToken;
}

/** A new access token after an `expired` 401: the token, or why the session is over. */
export async function renewToken(
  stale: string | null,
): Promise<{ token: string } | { reason: AuthFailureReason } | { offline: true }> {
  if (!source) return { reason: 'session-ended' };
  try {
    const fresh = await source.refresh(stale ?? undefined);
    if ('token' in fresh) accessToken = fresh.token;
    return fresh;
  } catch {
    return { offline: true };
  }
}

/** Tells the app the server refused the session (see UNAUTHORIZED_EVENT). */
export function announceRefusal(reason: AuthFailureReason): void {
  window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT, { detail: { reason } }));
}
