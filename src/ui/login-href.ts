/** /login's search: why and where the person signs in (checked on entry by src/routes/search.ts). */
export type LoginSearch = {
  /** Where to go after signing in: a path of this site (checked again by afterSignInPath). */
  redirect?: string;
  /** Why the last session ended (src/features/auth/ended.ts). */
  expired?: 1 | 'disabled' | 'removed';
  /** Signed out after too many wrong passwords on the lock screen. */
  locked?: 1;
  /** Back from the firm's provider (docs/oidc.md#the-flow): what the server's round trip came to. */
  oidc?: 'done' | 'expired' | 'unavailable';
};

/**
 * /login's address with this search, for code that leaves for it by a full load rather than through
 * the router (a wipe of the device's data, the lock screen, the portal's own page, which has no
 * router): typed by /login's search as a link's would be, so a key or value /login does not read
 * does not compile, and written as the router writes it (URLSearchParams; 1 as "1"). /login checks
 * it on entry like any address, so a path of another site is dropped there, whoever wrote it.
 */
export const loginHref = (search: LoginSearch): string =>
  `/login?${new URLSearchParams(Object.entries(search).map(([key, value]) => [key, String(value)]))}`;
