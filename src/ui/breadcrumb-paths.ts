import { recordCreateTitle } from '../domain/rules/record-title.ts';
import { titleCaseWords } from '../domain/rules/text.ts';

export type Crumb = { label: string; href?: string; icon?: 'home' };
export type CrumbParams = Readonly<Record<string, string | undefined>>;
/** What a screen has loaded that a crumb may show, e.g. the estate name once the estate is read. */
export type CrumbData = { readonly estateName?: string | null; readonly [key: string]: unknown };
export type CrumbContext = { params: CrumbParams; data: CrumbData };
/** A list the crumb sits under; path is relative to /admin (docs/behaviour.md#admin-shell: "/admin/{parent path}"). */
export type CrumbParent = { label: string; path: string };

export type CrumbRoute = {
  /** Route path; `$name` segments are filled from params (TanStack Router's spelling). */
  path: string;
  breadcrumb?: string | ((ctx: CrumbContext) => string | null | undefined);
  parent?: CrumbParent | ((ctx: CrumbContext) => CrumbParent | null | undefined);
};

export const HOME_CRUMB: Crumb = { label: 'Home', href: '/admin/dashboard', icon: 'home' };

/** Fills `$name` segments; undefined when a parameter is missing, so no crumb links to '/admin/files/$id'. */
function fillPath(path: string, params: CrumbParams): string | undefined {
  const segments = path.split('/').map((segment) => {
    if (!segment.startsWith('$')) return segment;
    const value = params[segment.slice(1)];
    return value ? encodeURIComponent(value) : undefined;
  });
  if (segments.includes(undefined)) return undefined;
  const filled = segments.join('/');
  return filled.length > 1 ? filled.replace(/\/+$/, '') : filled;
}

/**
 * Breadcrumb trail (docs/behaviour.md#admin-shell): home icon first, then each matched route that has a label, its
 * parent list just before it. A crumb whose link is already in the trail is skipped, so nested
 * routes and parents can both name the same list without it appearing twice. The last crumb
 * is the current page, so it is text; the home icon always stays a link.
 */
export function buildBreadcrumbs(
  matches: readonly CrumbRoute[],
  params: CrumbParams = {},
  data: CrumbData = {},
): Crumb[] {
  const ctx: CrumbContext = { params, data };
  const trail: Crumb[] = [{ ...HOME_CRUMB }];
  const seen = new Set<string>();
  const add = (label: string, href: string | undefined) => {
    if (href !== undefined) {
      if (seen.has(href)) return;
      seen.add(href);
    }
    trail.push(href === undefined ? { label } : { label, href });
  };
  for (const route of matches) {
    const label = typeof route.breadcrumb === 'function' ? route.breadcrumb(ctx) : route.breadcrumb;
    if (!label) continue;
    const parent = typeof route.parent === 'function' ? route.parent(ctx) : route.parent;
    if (parent) add(parent.label, `/admin/${parent.path.replace(/^\/+|\/+$/g, '')}`);
    add(label, fillPath(route.path, params));
  }
  const last = trail[trail.length - 1];
  if (trail.length > 1 && last) delete last.href;
  return trail;
}

const FILES: CrumbParent = { label: 'Files', path: 'files' };
const ACCOUNTS: CrumbParent = { label: 'Accounts', path: 'accounts' };
const DATA: CrumbParent = { label: 'Data', path: 'data' };
const ESTATES: CrumbParent = { label: 'Estates', path: 'data/estates' };

/** Lists that have their own screen rather than the generic data list. */
const RECORD_PARENTS: Record<string, CrumbParent> = {
  file: FILES,
  account: ACCOUNTS,
  'bank-account': ACCOUNTS,
  estate: ESTATES,
  beneficiary: { label: 'Parties', path: 'data/parties' },
  party: { label: 'Parties', path: 'data/parties' },
  legal: { label: 'Documents', path: 'data/documents' },
  report: { label: 'Documents', path: 'data/documents' },
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
  return { label: titleCaseWords(plural(type)), path: `data/${plural(type)}` };
}

/** Crumbs for the admin routes of docs/behaviour.md#admin-shell; static segments beat parameters when both fit. */
export const ADMIN_CRUMB_ROUTES: readonly CrumbRoute[] = [
  { path: '/admin/dashboard', breadcrumb: 'Dashboard' },
  { path: '/admin/files', breadcrumb: 'Files' },
  { path: '/admin/files/create', breadcrumb: 'Create File', parent: FILES },
  { path: '/admin/files/$id', breadcrumb: ({ params }) => `File ${params.id}`, parent: FILES },
  { path: '/admin/accounts', breadcrumb: 'Accounts' },
  { path: '/admin/accounts/create', breadcrumb: 'Create Account', parent: ACCOUNTS },
  { path: '/admin/accounts/$id', breadcrumb: ({ params }) => `Account ${params.id}`, parent: ACCOUNTS },
  { path: '/admin/data', breadcrumb: 'Data' },
  { path: '/admin/data/estates', breadcrumb: 'Estates', parent: DATA },
  { path: '/admin/data/estates/create', breadcrumb: 'Create Estate', parent: ESTATES },
  {
    path: '/admin/data/estates/$id',
    breadcrumb: ({ params, data }) => data.estateName?.trim() || `Estate ${params.id}`,
    parent: ESTATES,
  },
  { path: '/admin/data/$model', breadcrumb: ({ params }) => titleCaseWords(params.model), parent: DATA },
  { path: '/admin/profile', breadcrumb: 'Profile' },
  { path: '/admin/sync', breadcrumb: 'Sync' },
  { path: '/admin/activity', breadcrumb: 'Activity', parent: { label: 'Profile', path: 'profile' } },
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
function matchRoute(
  segments: readonly string[],
): { route: CrumbRoute; params: Record<string, string> } | null {
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
 * Crumbs for a URL, as if every ancestor path were a matched route: /admin/data/estates/42
 * gives Home > Data > Estates > Estate 42. Query and hash are ignored.
 */
export function breadcrumbsForPath(pathname: string, data: CrumbData = {}): Crumb[] {
  const segments = segmentsOf(pathname.split(/[?#]/)[0] ?? '');
  if (segments[0] !== 'admin') return [{ ...HOME_CRUMB }];
  const matches: CrumbRoute[] = [];
  const params: Record<string, string> = {};
  for (let end = 2; end <= segments.length; end++) {
    const prefix = segments.slice(0, end);
    const match = matchRoute(prefix);
    if (!match) continue;
    Object.assign(params, match.params);
    matches.push({ ...match.route, path: `/${prefix.join('/')}` });
  }
  return buildBreadcrumbs(matches, params, data);
}
