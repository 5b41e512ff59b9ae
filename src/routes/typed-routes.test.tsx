import {
  createMemoryHistory,
  createRouter,
  Link,
  useNavigate,
  useParams,
  useSearch,
} from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { routeTree, searchOptions } from '../app/route-tree.ts';

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
