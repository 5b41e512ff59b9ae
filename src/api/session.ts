import type { SessionUser } from '../store/types.ts';
import { LEGACY_TOKEN_KEY, USER_KEY } from './keys.ts';

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
  localStorage.removeItem(LEGACY_TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
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
