import {
  createMemoryHistory,
  createRouter,
  Link,
  RouterContextProvider,
  useNavigate,
  useParams,
  useSearch,
} from '@tanstack/react-router';
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { routeTree, searchOptions } from '../app/route-tree.ts';
import {
  ADMIN_CRUMB_ROUTES,
  breadcrumbsForPath,
  type CrumbLink,
  type CrumbParent,
  type CrumbRoute,
  crumbAddress,
} from '../ui/breadcrumb-paths.ts';
import { Breadcrumbs } from '../ui/breadcrumbs.tsx';
import { loginHrefBackTo, sitePath } from './search.ts';

/**
 * Compile-time checks (`npx tsc -b` reads this file, tsconfig.node.json): with the router
 * registered (src/app/router.tsx), a wrong route, a missing or wrong route parameter and a search
 * parameter a route does not take do not compile. Never called; an @ts-expect-error that stops
 * being an error fails the type check.
 */
function useTypedRoutes(id: string) {
  useParams({ from: '/admin/accounts/$id' }).id satisfies string;
  // @ts-expect-error: the account page has no token parameter
  useParams({ from: '/admin/accounts/$id' }).token;
  // @ts-expect-error: there is no such route
  useParams({ from: '/admin/nowhere/$id' });

  const search = useSearch({ from: '/login' });
  search.redirect satisfies string | undefined;
  // @ts-expect-error: /login takes no such search parameter
  search.next;

  const navigate = useNavigate();
  void navigate({ to: '/admin/files/$id', params: { id } });
  // @ts-expect-error: no page has this address (the issue's example, once written as a template string)
  void navigate({ to: '/admin/filez/$id', params: { id } });
  // @ts-expect-error: the record page needs its recordType as well as its id
  void navigate({ to: '/admin/$recordType/$id/edit', params: { id } });
  // @ts-expect-error: the estate page's parameter is id, not estateId
  void navigate({ to: '/admin/data/estates/$id', params: { estateId: id } });
  void navigate({ to: '/login', search: { expired: 1 } });
  // @ts-expect-error: /login takes no `next`
  void navigate({ to: '/login', search: { next: '/admin' } });
  // @ts-expect-error: `expired` is one of the reasons a session ends, not any text
  void navigate({ to: '/login', search: { expired: 'yesterday' } });
  return (
    <>
      <Link to="/admin/data/estates/$id" params={{ id }}>
        An estate
      </Link>
      {/* @ts-expect-error: the estate page needs its id */}
      <Link to="/admin/data/estates/$id">An estate without its id</Link>
      {/* @ts-expect-error: no page has this address */}
      <Link to="/admin/estates">Not a page</Link>
      <Link to="/admin/data/estates/create" search={{ file: id }}>
        A new estate in a file
      </Link>
      {/* @ts-expect-error: the estate create page takes a file, not an estate */}
      <Link to="/admin/data/estates/create" search={{ estate: id }}>
        Not its parameter
      </Link>
    </>
  );
}
void useTypedRoutes;

/** The same for the breadcrumbs' links (src/ui/breadcrumb-paths.ts): a page of the tree and its parameters. */
function typedCrumbs(id: string): CrumbLink[] {
  const parties: CrumbParent = {
    label: 'Parties',
    link: { to: '/admin/data/$model', params: { model: 'parties' } },
  };
  // @ts-expect-error: no page has this address
  const nowhere: CrumbParent = { label: 'Files', link: { to: '/admin/filez' } };
  // @ts-expect-error: a crumb names its page's route, never an address put together from strings
  const address: CrumbParent = { label: 'File', link: { to: `/admin/files/${id}` } };
  // @ts-expect-error: the file page needs its id
  const noId: CrumbLink = { to: '/admin/files/$id' };
  // @ts-expect-error: the data list's parameter is model, not id
  const wrongParam: CrumbLink = { to: '/admin/data/$model', params: { id } };
  // @ts-expect-error: the files list takes no parameter
  const extraParam: CrumbLink = { to: '/admin/files', params: { id } };
  const route: CrumbRoute = { path: '/admin/files/$id', breadcrumb: 'File', parent: parties };
  // @ts-expect-error: a crumb's route is one of the admin area's pages
  const outside: CrumbRoute = { path: '/login', breadcrumb: 'Sign in' };
  void [nowhere, address, outside, route];
  return [parties.link, noId, wrongParam, extraParam];
}
void typedCrumbs;

/**
 * What the route matched at `href` keeps of its search: its validateSearch, run on the address as
 * the router parsed it. (TanStack Router still lists an address's other keys in `useSearch` at
 * run time; no screen can read one, since none is in its type.)
 */
function searchAt(href: string): unknown {
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [href] }) });
  const leaf = router.matchRoutes(router.latestLocation).at(-1);
  const routes: Record<string, { options: { validateSearch?: unknown } }> = router.routesById;
  const validate = leaf && routes[leaf.routeId]?.options.validateSearch;
  if (typeof validate !== 'function') throw new Error(`no validateSearch on ${leaf?.routeId}`);
  return validate(router.latestLocation.search);
}

describe('search parameters, checked as a route is entered (src/routes/search.ts)', () => {
  it('keeps the keys a route takes and drops every other', () => {
    expect(searchAt('/login?redirect=%2Fadmin%2Ffiles&oidc=done&expired=1&evil=%3Cscript%3E')).toEqual({
      redirect: '/admin/files',
      oidc: 'done',
      expired: 1,
      locked: undefined,
    });
    expect(searchAt('/admin/asset/create?type=asset&estate=e1&also=1')).toEqual({
      type: 'asset',
      estate: 'e1',
    });
    expect(searchAt('/admin/profile?reauth=refused&x=1')).toEqual({ reauth: 'refused' });
  });

  it('drops a value of the wrong kind rather than passing it on', () => {
    expect(searchAt('/login?oidc=anything&expired=yesterday&locked=2&redirect=5')).toEqual({
      redirect: undefined,
      oidc: undefined,
      expired: undefined,
      locked: undefined,
    });
    expect(searchAt('/admin/data/estates/create?file=%5B1%5D')).toEqual({ file: undefined });
    expect(searchAt('/admin/accounts/create?account=a1')).toEqual({ account: 'a1' });
    expect(searchAt('/admin/profile?reauth=maybe')).toEqual({ reauth: undefined });
  });
});

/** The address the app's router settles on when a page is entered at `href`. */
function enteredAt(href: string): string {
  const history = createMemoryHistory({ initialEntries: [href] });
  const router = createRouter({ routeTree, search: searchOptions, history });
  const here = router.latestLocation;
  return router.buildLocation({ to: here.pathname, search: true, params: true, _includeValidateSearch: true })
    .href;
}

describe('the address a page is entered at', () => {
  it('keeps only what the route takes, written back as it came', () => {
    expect(enteredAt('/login?expired=1&evil=x')).toBe('/login?expired=1');
    expect(enteredAt('/login?locked=1')).toBe('/login?locked=1');
    // In the order the route names them.
    expect(enteredAt('/login?oidc=done&redirect=%2Fadmin%2Ffiles')).toBe(
      '/login?redirect=%2Fadmin%2Ffiles&oidc=done',
    );
    expect(enteredAt('/admin/asset/create?type=asset&estate=e1&also=1')).toBe(
      '/admin/asset/create?type=asset&estate=e1',
    );
    expect(enteredAt('/admin/files?sort=name')).toBe('/admin/files');
  });
});

const OTHER_SITES = [
  '//evil.example',
  'https://evil.example/x',
  '/\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example/x',
  'javascript:alert(1)',
  'evil.example',
];

describe('where signing in leads: a path of this site, never another site', () => {
  it('sends the portal back to its own page after signing in', () => {
    const href = loginHrefBackTo('/portal/estates/e 1');
    expect(href).toBe('/login?redirect=%2Fportal%2Festates%2Fe+1');
    // The router reads back the path written, and leaves the address as it is.
    expect(searchAt(href)).toMatchObject({ redirect: '/portal/estates/e 1' });
    expect(enteredAt(href)).toBe(href);
  });

  it('refuses another site: the redirect is dropped and the person lands on the default page', () => {
    for (const other of OTHER_SITES) {
      expect(sitePath(other), other).toBeUndefined();
      // Whoever wrote the address (the portal's page, or someone's link), /login drops the
      // redirect before anyone reads it; after signing in with none, afterSignInPath sends the
      // person to the dashboard (a beneficiary on to the portal), as tests/e2e/landing-login.e2e.ts shows.
      const fromPortal = loginHrefBackTo(other);
      expect(searchAt(fromPortal), fromPortal).toMatchObject({ redirect: undefined });
      expect(enteredAt(fromPortal), fromPortal).toBe('/login');
      const handMade = `/login?redirect=${encodeURIComponent(other)}&expired=1`;
      expect(searchAt(handMade), handMade).toMatchObject({ redirect: undefined, expired: 1 });
      expect(enteredAt(handMade), handMade).toBe('/login?expired=1');
    }
  });

  it('keeps only what a browser reads as a path of this site', () => {
    const base = 'https://estates.example';
    const pieces = [
      '/',
      '\\',
      '\t',
      '\n',
      '\r',
      ' ',
      ':',
      '.',
      '@',
      '?',
      '#',
      '%2F',
      'https',
      'evil.example',
      'a',
    ];
    let kept = 0;
    fc.assert(
      // Half of them start with a slash, as a path would: those are the ones that may pass.
      fc.property(fc.boolean(), fc.array(fc.constantFrom(...pieces), { maxLength: 8 }), (slash, parts) => {
        const candidate = (slash ? '/' : '') + parts.join('');
        const path = sitePath(candidate);
        if (path === undefined) return;
        kept++;
        expect(path).toBe(candidate);
        expect(new URL(path, base).origin, JSON.stringify(path)).toBe(base);
      }),
      { numRuns: 2000 },
    );
    // Enough of the generated addresses pass for the property to say something.
    expect(kept).toBeGreaterThan(400);
    for (const path of ['/portal', '/admin/files?sort=name', '/admin/files/a%2Fb#top', '/a\\b'])
      expect(sitePath(path), path).toBe(path);
  });
});

/** The links the breadcrumbs draw on the page at `pathname`, as the app's router writes them. */
function crumbHrefs(pathname: string, data: { estateName?: string } = {}): [string, string | null][] {
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [pathname] }) });
  const html = renderToStaticMarkup(
    <RouterContextProvider router={router}>
      <Breadcrumbs crumbs={breadcrumbsForPath(pathname, data)} />
    </RouterContextProvider>,
  );
  const items = html.match(/<li>.*?<\/li>/g) ?? [];
  return items.map((item) => {
    const href = /href="([^"]*)"/.exec(item)?.[1] ?? null;
    const text = item.replace(/<[^>]*>/g, '') || (/aria-label="([^"]*)"/.exec(item)?.[1] ?? '');
    return [text, href];
  });
}

describe('the breadcrumbs’ links (docs/behaviour.md#admin-shell)', () => {
  it('lead from an estate’s page to each page above it', () => {
    expect(crumbHrefs('/admin/data/estates/e-42', { estateName: 'Estate of Jane Doe' })).toEqual([
      ['Dashboard', '/admin/dashboard'],
      ['Estates', '/admin/data/estates'],
      ['Estate of Jane Doe', null],
    ]);
  });

  it('lead from a record’s page to its list, and from a file’s record to the file', () => {
    expect(crumbHrefs('/admin/transaction/t-1/edit')).toEqual([
      ['Dashboard', '/admin/dashboard'],
      ['Transactions', '/admin/data/transactions'],
      ['Edit Transaction', null],
    ]);
    expect(crumbHrefs('/admin/files/f%201/edit')).toEqual([
      ['Dashboard', '/admin/dashboard'],
      ['Files', '/admin/files'],
      ['File', '/admin/files/f%201'],
      ['Edit File', null],
    ]);
    expect(crumbHrefs('/admin/party/create')).toEqual([
      ['Dashboard', '/admin/dashboard'],
      ['Parties', '/admin/data/parties'],
      ['Create Party', null],
    ]);
  });

  it('name pages the router has, at the addresses the router builds', () => {
    const router = createRouter({ routeTree, history: createMemoryHistory() });
    for (const { path } of ADMIN_CRUMB_ROUTES) expect(router.routesByPath, path).toHaveProperty(path);
    const links: CrumbLink[] = [
      { to: '/admin/files/$id', params: { id: 'a/b c' } },
      { to: '/admin/$recordType/$id/edit', params: { recordType: 'asset', id: 'é 1' } },
      { to: '/admin/data/$model', params: { model: 'business-interests' } },
      { to: '/admin/activity' },
    ];
    for (const link of links) expect(router.buildLocation(link).href).toBe(crumbAddress(link));
  });
});
