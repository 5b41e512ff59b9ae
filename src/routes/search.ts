/**
 * The search parameters each route takes, checked as the route is entered: a value of the wrong
 * kind (a hand-edited address) is dropped rather than shown as an error page, and every screen
 * reads its parameters with their types (the router is registered, src/app/router.tsx).
 *
 * Plain functions, not valibot schemas: the route tree is in the first load of / and /login, and
 * valibot there cost /login 3.6 kB gzip of its 100 kB budget (docs/architecture.md#performance-budgets).
 */
type Search = Record<string, unknown>;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
// TanStack Router reads `?expired=1` as the number 1.
const flag = (value: unknown): string | number | boolean | undefined =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : undefined;

/** /login: where to go after signing in, and why the last session ended. */
export const loginSearch = (
  s: Search,
): { redirect?: string; expired?: string | number | boolean; locked?: string | number | boolean } => ({
  redirect: text(s.redirect),
  expired: flag(s.expired),
  locked: flag(s.locked),
});

/** /admin/data/estates/create: the file the new estate goes in. */
export const estateCreateSearch = (s: Search): { file?: string } => ({ file: text(s.file) });

/** /admin/accounts/create: the account to continue from. */
export const accountCreateSearch = (s: Search): { account?: string } => ({ account: text(s.account) });

/** /admin/$recordType/create: the record's type and its estate; other parameters are kept. */
export const recordCreateSearch = (s: Search): Search & { type?: string; estate?: string } => ({
  ...s,
  type: text(s.type),
  estate: text(s.estate),
});
