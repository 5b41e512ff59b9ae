import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { isSignedIn } from '../features/auth/session.ts';
import { rootRoute } from './root.tsx';

/** The admin shell. Only a stored token defines being signed in (spec §6). */
export const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin',
  beforeLoad: ({ location }) => {
    if (!isSignedIn()) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  component: lazyRouteComponent(() => import('../features/shell/admin-layout.tsx'), 'AdminLayout'),
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
  page('dashboard', () => import('../features/dashboard/dashboard-screen.tsx'), 'DashboardScreen'),
  page('profile', () => import('../features/profile/profile-screen.tsx'), 'ProfileScreen'),
  page('sync', () => import('../features/sync/sync-screen.tsx'), 'SyncScreen'),
  page('files', () => import('../features/files/files-list-screen.tsx'), 'FilesListScreen'),
  page('files/create', () => import('../features/files/file-create-screen.tsx'), 'FileCreateScreen'),
  page('files/$id', () => import('../features/files/file-detail-screen.tsx'), 'FileDetailScreen'),
  page('accounts', () => import('../features/accounts/accounts-list-screen.tsx'), 'AccountsListScreen'),
  page(
    'accounts/create',
    () => import('../features/accounts/account-create-screen.tsx'),
    'AccountCreateScreen',
  ),
  page('accounts/$id', () => import('../features/accounts/account-detail-screen.tsx'), 'AccountDetailScreen'),
  page('data', () => import('../features/data/data-index-screen.tsx'), 'DataIndexScreen'),
  page('data/estates', () => import('../features/estates/estates-list-screen.tsx'), 'EstatesListScreen'),
  page(
    'data/estates/create',
    () => import('../features/estates/estate-create-screen.tsx'),
    'EstateCreateScreen',
  ),
  page(
    'data/estates/$id',
    () => import('../features/estates/estate-detail-screen.tsx'),
    'EstateDetailScreen',
  ),
  page('data/$model', () => import('../features/data/data-list-screen.tsx'), 'DataListScreen'),
  page(
    '$recordType/create',
    () => import('../features/records/record-create-screen.tsx'),
    'RecordCreateScreen',
  ),
];
