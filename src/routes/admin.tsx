import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { currentUser, isSignedIn } from '../api/session.ts';
import { rootRoute } from './root.tsx';

/** The admin shell. Only a stored token defines being signed in (docs/behaviour.md#admin-shell). */
export const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin',
  beforeLoad: ({ location }) => {
    if (!isSignedIn()) throw redirect({ to: '/login', search: { redirect: location.href } });
    // A beneficiary's place is the portal (docs/behaviour.md#portal); the server sends them nothing the admin area could show.
    if (currentUser()?.role === 'Beneficiary') throw redirect({ to: '/portal' });
  },
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
