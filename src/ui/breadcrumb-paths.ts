import type { RegisteredRouter, ResolveParams, RouteIds } from '@tanstack/react-router';
import { recordCreateTitle } from '../domain/rules/record-title.ts';
import { titleCaseWords } from '../domain/rules/text.ts';

/** A page of the admin area, by its route's path in the router's tree (src/app/route-tree.ts). */
export type AdminPath = Exclude<
  Extract<RouteIds<RegisteredRouter['routeTree']>, `/admin/${string}`>,
  '/admin/'
>;
/**
 * Where a crumb links: a page of the tree and the parameters its path names, as `<Link {...link}>`
 * takes them (`{ to: '/admin/files/$id', params: { id } }`), so a crumb pointing at a page that does
 * not exist, or leaving out or misnaming a parameter, does not compile (src/routes/typed-routes.test.tsx).
 */
export type CrumbLink = {
  [P in AdminPath]: P extends `${string}$${string}` ? { to: P; params: ResolveParams<P> } : { to: P };
}[AdminPath];

export type Crumb = { label: string; link?: CrumbLink; icon?: 'home' };
export type CrumbParams = Readonly<Record<string, string | undefined>>;
/**
 * What the page has read that a crumb shows: the name of the estate, file or account the address
 * names, once read (crumbRecordOf). Until then, or when it cannot be read, the crumb says which kind
 * of record it is, never its id (docs/behaviour.md#admin-shell).
 */
export type CrumbData = {
  readonly estateName?: string | null;
  readonly fileName?: string | null;
  readonly accountName?: string | null;
  readonly [key: string]: unknown;
};

/** The record whose name a crumb on this page shows: an estate's, a file's (its page or its edit form) or an account's. */
export function crumbRecordOf(
  pathname: string,
): { entity: 'estates' | 'files' | 'accounts'; id: string } | null {
  const match = /^\/admin\/(data\/estates|files|accounts)\/([^/?#]+)(\/edit)?\/?(?:[?#].*)?$/.exec(pathname);
  if (!match || match[2] === 'create') return null;
  if (match[3] && match[1] !== 'files') return null;
  const entity = match[1] === 'data/estates' ? 'estates' : (match[1] as 'files' | 'accounts');
  return { entity, id: decode(match[2] as string) };
}
export type CrumbContext = { params: CrumbParams; data: CrumbData };
/** A list the crumb sits under (docs/behaviour.md#admin-shell): its label and its page. */
export type CrumbParent = { label: string; link: CrumbLink };

export type CrumbRoute = {
  /** The route's path in the router's tree; its `$name` segments are filled from the address. */
  path: AdminPath;
  breadcrumb?: string | ((ctx: CrumbContext) => string | null | undefined);
  parent?: CrumbParent | ((ctx: CrumbContext) => CrumbParent | null | undefined);
  /** A section of the top bar of its own: the trail starts at it, not at the pages its path is under. */
  section?: true;
};

export const HOME_CRUMB: Crumb = { label: 'Home', link: { to: '/admin/dashboard' }, icon: 'home' };

/** The `$name` segments of a route's path. */
const paramNames = (path: string): string[] =>
  path
    .split('/')
    .filter((segment) => segment.startsWith('$'))
    .map((segment) => segment.slice(1));

/**
 * The link to a matched route: its path and the parameters that path names, taken from the address
 * it matched; undefined when one is missing, so no crumb links to '/admin/files/$id' itself. The one
 * place a link is not checked by the compiler: `params` holds exactly the names `path` has (above),
 * which the mapped type cannot see through a `path` known only as one of the pages.
 */
function routeLink(path: AdminPath, params: CrumbParams): CrumbLink | undefined {
  const names = paramNames(path);
  if (names.length === 0) return { to: path } as CrumbLink;
  const own: Record<string, string> = {};
  for (const name of names) {
    const value = params[name];
    if (!value) return undefined;
    own[name] = value;
  }
  return { to: path, params: own } as CrumbLink;
}

/**
 * The address a link leads to, filled as the router fills it (each parameter URI-encoded): how two
 * crumbs are known to lead to the same page, e.g. a list named both as a parent and as a route.
 */
export function crumbAddress(link: CrumbLink): string {
  const params: CrumbParams = 'params' in link ? link.params : {};
  return link.to
    .split('/')
    .map((segment) =>
      segment.startsWith('$') ? encodeURIComponent(params[segment.slice(1)] ?? '') : segment,
    )
    .join('/');
}

/** A route the address matched, with the parameters it matched (each ancestor page is one). */
export type CrumbMatch = { route: CrumbRoute; params?: CrumbParams };

/**
 * Breadcrumb trail (docs/behaviour.md#admin-shell): home icon first, then each matched route that has a label, its
 * parent list just before it. A crumb whose page is already in the trail is skipped, so nested
 * routes and parents can both name the same list without it appearing twice. The last crumb
 * is the current page, so it is text; the home icon always stays a link.
 */
export function buildBreadcrumbs(matches: readonly CrumbMatch[], data: CrumbData = {}): Crumb[] {
  const trail: Crumb[] = [{ ...HOME_CRUMB }];
  const seen = new Set<string>();
  const add = (label: string, link: CrumbLink | undefined) => {
    if (link !== undefined) {
      const address = crumbAddress(link);
      if (seen.has(address)) return;
      seen.add(address);
    }
    trail.push(link === undefined ? { label } : { label, link });
  };
  for (const { route, params = {} } of matches) {
    const ctx: CrumbContext = { params, data };
    const label = typeof route.breadcrumb === 'function' ? route.breadcrumb(ctx) : route.breadcrumb;
    if (!label) continue;
    const parent = typeof route.parent === 'function' ? route.parent(ctx) : route.parent;
    if (parent) add(parent.label, parent.link);
    add(label, routeLink(route.path, params));
  }
  const last = trail[trail.length - 1];
  if (trail.length > 1 && last) delete last.link;
  return trail;
}

const FILES: CrumbParent = { label: 'Files', link: { to: '/admin/files' } };
const ACCOUNTS: CrumbParent = { label: 'Accounts', link: { to: '/admin/accounts' } };
const DATA: CrumbParent = { label: 'Data', link: { to: '/admin/data' } };
const ESTATES: CrumbParent = { label: 'Estates', link: { to: '/admin/data/estates' } };
/** A list shown by the generic data list, e.g. 'parties' at /admin/data/parties. */
const dataList = (label: string, model: string): CrumbParent => ({
  label,
  link: { to: '/admin/data/$model', params: { model } },
});

/** Lists that have their own screen rather than the generic data list. */
const RECORD_PARENTS: Record<string, CrumbParent> = {
  file: FILES,
  account: ACCOUNTS,
  'bank-account': ACCOUNTS,
  estate: ESTATES,
  beneficiary: dataList('Parties', 'parties'),
  party: dataList('Parties', 'parties'),
  legal: dataList('Documents', 'documents'),
  report: dataList('Documents', 'documents'),
};

const singular = (word: string): string =>
  word.endsWith('ies')
    ? `${word.slice(0, -3)}y`
    : word.endsWith('s') && !word.endsWith('ss')
      ? word.slice(0, -1)
      : word;
const plural = (word: string): string =>
  word.endsWith('y') ? `${word.slice(0, -1)}ies` : word.endsWith('s') ? `${word}es` : `${word}s`;

/** A create page sits under its list: a dedicated screen when there is one, else the data list. */
export function recordTypeParent(recordType: string | null | undefined): CrumbParent | null {
  const type = singular((recordType ?? '').trim().toLowerCase());
  if (!type) return null;
  const known = RECORD_PARENTS[type];
  if (known) return known;
  return dataList(titleCaseWords(plural(type)), plural(type));
}

/** Crumbs for the admin routes of docs/behaviour.md#admin-shell; static segments beat parameters when both fit. */
export const ADMIN_CRUMB_ROUTES: readonly CrumbRoute[] = [
  { path: '/admin/dashboard', breadcrumb: 'Dashboard' },
  { path: '/admin/files', breadcrumb: 'Files' },
  { path: '/admin/files/create', breadcrumb: 'Create File', parent: FILES },
  { path: '/admin/files/$id', breadcrumb: ({ data }) => data.fileName?.trim() || 'File', parent: FILES },
  { path: '/admin/accounts', breadcrumb: 'Accounts' },
  { path: '/admin/accounts/create', breadcrumb: 'Create Account', parent: ACCOUNTS },
  {
    path: '/admin/accounts/$id',
    breadcrumb: ({ data }) => data.accountName?.trim() || 'Account',
    parent: ACCOUNTS,
  },
  { path: '/admin/data', breadcrumb: 'Data' },
  // Estates have their own place in the top bar (docs/behaviour.md#admin-shell), not under Data.
  { path: '/admin/data/estates', breadcrumb: 'Estates', section: true },
  { path: '/admin/data/estates/create', breadcrumb: 'Create Estate', parent: ESTATES },
  {
    path: '/admin/data/estates/$id',
    breadcrumb: ({ data }) => data.estateName?.trim() || 'Estate',
    parent: ESTATES,
  },
  { path: '/admin/data/$model', breadcrumb: ({ params }) => titleCaseWords(params.model), parent: DATA },
  { path: '/admin/profile', breadcrumb: 'Profile' },
  { path: '/admin/sync', breadcrumb: 'Sync' },
  {
    path: '/admin/activity',
    breadcrumb: 'Activity',
    parent: { label: 'Profile', link: { to: '/admin/profile' } },
  },
  {
    path: '/admin/$recordType/create',
    breadcrumb: ({ params }) => recordCreateTitle(params.recordType),
    parent: ({ params }) => recordTypeParent(params.recordType),
  },
  {
    path: '/admin/$recordType/$id/edit',
    breadcrumb: ({ params }) => `Edit ${titleCaseWords(singular(params.recordType ?? ''))}`,
    parent: ({ params }) => recordTypeParent(params.recordType),
  },
];

const segmentsOf = (path: string): string[] => path.split('/').filter((s) => s.length > 0);
const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The table route for one concrete path, preferring static segments from the left like the router. */
function matchRoute(segments: readonly string[]): CrumbMatch | null {
  let best: { route: CrumbRoute; params: Record<string, string>; rank: string } | null = null;
  for (const route of ADMIN_CRUMB_ROUTES) {
    const pattern = segmentsOf(route.path);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let rank = '';
    const fits = pattern.every((p, i) => {
      const actual = segments[i] ?? '';
      if (p.startsWith('$')) {
        params[p.slice(1)] = decode(actual);
        rank += '0';
        return true;
      }
      rank += '1';
      return p === actual;
    });
    if (fits && (!best || rank > best.rank)) best = { route, params, rank };
  }
  return best && { route: best.route, params: best.params };
}

/**
 * Crumbs for a URL, as if every ancestor path were a matched route, from the nearest top-bar
 * section: /admin/data/assets gives Home > Data > Assets, /admin/data/estates/42 Home > Estates >
 * the estate's name. Query and hash are ignored.
 */
export function breadcrumbsForPath(pathname: string, data: CrumbData = {}): Crumb[] {
  const segments = segmentsOf(pathname.split(/[?#]/)[0] ?? '');
  if (segments[0] !== 'admin') return [{ ...HOME_CRUMB }];
  const matches: CrumbMatch[] = [];
  for (let end = 2; end <= segments.length; end++) {
    const match = matchRoute(segments.slice(0, end));
    if (match?.route.section) matches.length = 0;
    if (match) matches.push(match);
  }
  return buildBreadcrumbs(matches, data);
}
