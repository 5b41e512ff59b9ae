import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { currentUser, isSignedIn } from '../api/session.ts';
import { rootRoute } from './root.tsx';

/**
 * Signed in (only a stored token defines it, docs/behaviour.md#admin-shell), and in their own area:
 * a beneficiary's is the portal, everyone else's the admin area (docs/behaviour.md#portal).
 */
export const guardArea =
  (portal: boolean) =>
  ({ location }: { location: { href: string } }) => {
    if (!isSignedIn()) throw redirect({ to: '/login', search: { redirect: location.href } as never });
    if ((currentUser()?.role === 'Beneficiary') !== portal)
      throw redirect({ to: portal ? '/admin/dashboard' : '/portal' });
  };

/** The admin shell. */
export const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin',
  beforeLoad: guardArea(false),
  component: lazyRouteComponent(() => import('../features/shell/index.ts'), 'AdminLayout'),
});

const page = (path: string, load: () => Promise<Record<string, unknown>>, name: string) =>
  createRoute({
    getParentRoute: () => adminRoute,
    path,
    component: lazyRouteComponent(load as never, name as never),
  });

export const adminIndexRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/admin/dashboard' });
  },
});

export const adminRoutes = [
  adminIndexRoute,
  page('dashboard', () => import('../features/dashboard/index.ts'), 'DashboardScreen'),
  page('profile', () => import('../features/profile/index.ts'), 'ProfileScreen'),
  page('activity', () => import('../features/activity/index.ts'), 'ActivityScreen'),
  page('sync', () => import('../features/sync/index.ts').then((m) => m.loadSyncScreen()), 'SyncScreen'),
  page('files', () => import('../features/files/index.ts'), 'FilesListScreen'),
  page('files/create', () => import('../features/files/index.ts'), 'FileCreateScreen'),
  page('files/$id', () => import('../features/files/index.ts'), 'FileDetailScreen'),
  page('accounts', () => import('../features/accounts/index.ts'), 'AccountsListScreen'),
  page('accounts/create', () => import('../features/accounts/index.ts'), 'AccountCreateScreen'),
  page('accounts/$id', () => import('../features/accounts/index.ts'), 'AccountDetailScreen'),
  page('data', () => import('../features/data/index.ts'), 'DataIndexScreen'),
  page('data/estates', () => import('../features/estates/index.ts'), 'EstatesListScreen'),
  page('data/estates/create', () => import('../features/estates/index.ts'), 'EstateCreateScreen'),
  page('data/estates/$id', () => import('../features/estates/index.ts'), 'EstateDetailScreen'),
  page('data/$model', () => import('../features/data/index.ts'), 'DataListScreen'),
  page('$recordType/create', () => import('../features/records/index.ts'), 'RecordCreateScreen'),
];
