import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { currentUser, isSignedIn } from '../api/session.ts';
import { rootRoute } from './root.tsx';
import { accountCreateSearch, estateCreateSearch, profileSearch, recordCreateSearch } from './search.ts';

/**
 * Signed in (only a stored token defines it, docs/behaviour.md#admin-shell), and in their own area:
 * a beneficiary's is the portal, everyone else's the admin area (docs/behaviour.md#portal).
 */
export const guardArea =
  (portal: boolean) =>
  ({ location }: { location: { href: string } }) => {
    if (!isSignedIn()) throw redirect({ to: '/login', search: { redirect: location.href } });
    if ((currentUser()?.role === 'Beneficiary') !== portal)
      throw redirect(portal ? { to: '/admin/dashboard' } : { to: '/portal/$', params: { _splat: '' } });
  };

/** The admin shell. */
export const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin',
  beforeLoad: guardArea(false),
  component: lazyRouteComponent(() => import('../features/shell/index.ts'), 'AdminLayout'),
});

/** A page of the admin area: its path and the screen its feature's module exports under `name`. */
const page = <P extends string, M extends Record<string, unknown>, K extends keyof M & string>(
  path: P,
  load: () => Promise<M>,
  name: K,
) =>
  createRoute({
    getParentRoute: () => adminRoute,
    path,
    component: lazyRouteComponent(load, name),
  });

export const adminIndexRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/admin/dashboard' });
  },
});

// One loader per feature, shared by its routes: each import() written out costs every page's first
// load its own list of chunks to preload (docs/architecture.md#performance-budgets).
const files = () => import('../features/files/index.ts');
const accounts = () => import('../features/accounts/index.ts');
const data = () => import('../features/data/index.ts');
const estates = () => import('../features/estates/index.ts');
const records = () => import('../features/records/index.ts');

export const adminRoutes = [
  adminIndexRoute,
  page('dashboard', () => import('../features/dashboard/index.ts'), 'DashboardScreen'),
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'profile',
    validateSearch: profileSearch,
    component: lazyRouteComponent(() => import('../features/profile/index.ts'), 'ProfileScreen'),
  }),
  page('activity', () => import('../features/activity/index.ts'), 'ActivityScreen'),
  page('sync', () => import('../features/sync/index.ts').then((m) => m.loadSyncScreen()), 'SyncScreen'),
  page('files', files, 'FilesListScreen'),
  page('files/create', files, 'FileCreateScreen'),
  page('files/$id', files, 'FileDetailScreen'),
  page('accounts', accounts, 'AccountsListScreen'),
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'accounts/create',
    validateSearch: accountCreateSearch,
    component: lazyRouteComponent(accounts, 'AccountCreateScreen'),
  }),
  page('accounts/$id', accounts, 'AccountDetailScreen'),
  page('data', data, 'DataIndexScreen'),
  page('data/estates', estates, 'EstatesListScreen'),
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'data/estates/create',
    validateSearch: estateCreateSearch,
    component: lazyRouteComponent(estates, 'EstateCreateScreen'),
  }),
  page('data/estates/$id', estates, 'EstateDetailScreen'),
  page('data/$model', data, 'DataListScreen'),
  createRoute({
    getParentRoute: () => adminRoute,
    path: '$recordType/create',
    validateSearch: recordCreateSearch,
    component: lazyRouteComponent(records, 'RecordCreateScreen'),
  }),
  page('$recordType/$id/edit', records, 'RecordEditScreen'),
];
