import { type LoginSearch, loginHref } from '../ui/login-href.ts';

/**
 * The search parameters each route takes, checked as the route is entered: only the keys named
 * here are kept, each only with a value of its kind; any other key, or a value of the wrong kind
 * (a hand-edited address), is dropped rather than shown as an error page or passed through. Every
 * screen reads its parameters with their types (the router is registered, src/app/router.tsx).
 *
 * Each validator's parameter type is what a link or navigate may pass, so a key a route does not
 * take does not compile (src/routes/typed-routes.test.tsx); at run time it reads whatever the
 * address holds.
 *
 * Plain functions, not valibot schemas: the route tree is in the first load of / and /login, and
 * the smallest valibot object schema there costs about 1.2 KiB gzip of /login's 100 KiB, where
 * about 0.6 KiB is left (docs/architecture.md#performance-budgets).
 */
type Raw = Record<string, unknown>;
/** A route's validator: typed by what a link passes, run on whatever the address holds. */
type Validate<T> = (search: T) => T;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
/**
 * One of `values`, as the router reads it: `?expired=1` is the number 1, and each value must be
 * written back to the address as it came (the router writes the text '1' as `"1"`).
 */
const oneOf = <T extends string | number>(value: unknown, values: readonly T[]): T | undefined =>
  values.find((v) => typeof value !== 'object' && String(value) === String(v));

/**
 * A path of this site, else undefined: '/' and then neither a second '/' nor a backslash (a browser
 * reads '//evil.example', and the same with a backslash for its second slash, as another site), so
 * never a scheme ('https://evil.example/x'); and no tab, line break or other control character (a
 * browser drops tabs and line breaks from an address, which would join '/', a tab and
 * '/evil.example' into '//evil.example'). Where a person is sent after signing in must be one:
 * anything else would make /login an open redirect (tested against the browser's own URL parsing in
 * src/routes/typed-routes.test.tsx).
 */
export const sitePath = (value: unknown): string | undefined => {
  const path = text(value);
  if (!path?.startsWith('/') || path[1] === '/' || path[1] === '\\') return undefined;
  for (let i = 0; i < path.length; i++)
    if (path.charCodeAt(i) < 0x20 || path.charCodeAt(i) === 0x7f) return undefined;
  return path;
};

export type { LoginSearch } from '../ui/login-href.ts';

/** /login. */
export const loginSearch: Validate<LoginSearch> = (s: Raw) => ({
  redirect: sitePath(s.redirect),
  expired: oneOf(s.expired, [1, 'disabled', 'removed']),
  locked: oneOf(s.locked, [1]),
  oidc: oneOf(s.oidc, ['done', 'expired', 'unavailable']),
});

/** /login's address that brings the person back to `path` once signed in (the portal's page). */
export const loginHrefBackTo = (path: string): string => loginHref({ redirect: path });

/** /admin/profile: back from confirming with the firm's provider (src/features/sign-in-rules). */
export type ProfileSearch = { reauth?: 'done' | 'refused' };
export const profileSearch: Validate<ProfileSearch> = (s: Raw) => ({
  reauth: oneOf(s.reauth, ['done', 'refused']),
});

/** /admin/data/estates/create: the file the new estate goes in. */
export type EstateCreateSearch = { file?: string };
export const estateCreateSearch: Validate<EstateCreateSearch> = (s: Raw) => ({ file: text(s.file) });

/** /admin/accounts/create: the account to continue from. */
export type AccountCreateSearch = { account?: string };
export const accountCreateSearch: Validate<AccountCreateSearch> = (s: Raw) => ({ account: text(s.account) });

/** /admin/$recordType/create: the record's type (the route's own without it) and its estate. */
export type RecordCreateSearch = { type?: string; estate?: string };
export const recordCreateSearch: Validate<RecordCreateSearch> = (s: Raw) => ({
  type: text(s.type),
  estate: text(s.estate),
});
