import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';

/**
 * Never rendered: `npm run typecheck` compiles it, and fails if a wrong route, route parameter or
 * search parameter compiles (each `@ts-expect-error` must meet its error), now that the router is
 * registered (src/app/router.tsx).
 */
export function useTypedRoutesCheck() {
  const { id } = useParams({ from: '/admin/accounts/$id' });
  id satisfies string;
  // @ts-expect-error: the account page has no token parameter
  useParams({ from: '/admin/accounts/$id' }).token;
  // @ts-expect-error: there is no such route
  useParams({ from: '/admin/nowhere/$id' });

  const search = useSearch({ from: '/login' });
  search.redirect satisfies string | undefined;
  // @ts-expect-error: /login takes no such search parameter
  search.next;

  const navigate = useNavigate();
  // @ts-expect-error: the record page needs its recordType and id
  void navigate({ to: '/admin/$recordType/$id/edit', params: { id } });
  return (
    <>
      <Link to="/admin/data/estates/$id" params={{ id }}>
        An estate
      </Link>
      {/* @ts-expect-error: the estate page needs its id */}
      <Link to="/admin/data/estates/$id">An estate without its id</Link>
      {/* @ts-expect-error: no page has this address */}
      <Link to="/admin/estates">Not a page</Link>
    </>
  );
}
