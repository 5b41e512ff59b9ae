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

export type LoginSearch = {
  /** Where to go after signing in (checked again by afterSignInPath). */
  redirect?: string;
  /** Why the last session ended (src/features/auth/ended.ts). */
  expired?: 1 | 'disabled' | 'removed';
  /** Signed out after too many wrong passwords on the lock screen. */
  locked?: 1;
  /** Back from the firm's provider (docs/oidc.md#the-flow): what the server's round trip came to. */
  oidc?: 'done' | 'expired' | 'unavailable';
};

/** /login. */
export const loginSearch: Validate<LoginSearch> = (s: Raw) => ({
  redirect: text(s.redirect),
  expired: oneOf(s.expired, [1, 'disabled', 'removed']),
  locked: oneOf(s.locked, [1]),
  oidc: oneOf(s.oidc, ['done', 'expired', 'unavailable']),
});

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
