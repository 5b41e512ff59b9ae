import type { AuthFailureReason } from '../domain/schemas/api-sessions.ts';
import { LEGACY_TOKEN_KEY, UNAUTHORIZED_EVENT, USER_KEY } from './keys.ts';
import { isSignedIn, type SessionUser } from './session.ts';

// The access token (docs/architecture.md#sessions-and-logout): in memory, loaded from IndexedDB's
// session row after a reload and renewed from the refresh cookie when it expires. Where from is
// the admin area's to say (src/features/sync/start-sync.ts), so neither this module nor the
// database code is part of the first load of / and /login.
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

/** Whether a token can be renewed here (the admin area set where from). */
export const canRenewToken = (): boolean => source !== null;

/** Keeps the signed-in user for the first paint (local storage), and the access token in memory. */
export function keepSession(token: string, user: SessionUser): void {
  accessToken = token;
  localStorage.removeItem(LEGACY_TOKEN_KEY);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

/** Forgets the token held in memory: the device is locked (docs/architecture.md#sessions-and-logout). */
export function forgetToken(): void {
  accessToken = null;
}

/** The access token in memory, if any (`loadToken` also reads IndexedDB). */
export const getToken = (): string | null => (isSignedIn() ? accessToken : null);

/** The access token to send: from memory, else from IndexedDB; none once signed out. */
export async function loadToken(): Promise<string | null> {
  if (!isSignedIn()) return null;
  if (accessToken) return accessToken;
  if (!source) return null;
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
