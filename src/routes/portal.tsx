import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { currentUser, isSignedIn } from '../api/session.ts';
import { rootRoute } from './root.tsx';

/**
 * The beneficiary portal (docs/behaviour.md#portal): signed-in beneficiaries only; the firm's
 * people go to their dashboard. Its chunk carries nothing of the admin area.
 */
export const portalRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/portal',
  beforeLoad: ({ location }) => {
    if (!isSignedIn()) throw redirect({ to: '/login', search: { redirect: location.href } as never });
    if (currentUser()?.role !== 'Beneficiary') throw redirect({ to: '/admin/dashboard' });
  },
  component: lazyRouteComponent(() => import('../features/portal/index.ts'), 'PortalLayout'),
});

export const portalRoutes = [
  createRoute({
    getParentRoute: () => portalRoute,
    path: '/',
    component: lazyRouteComponent(() => import('../features/portal/index.ts'), 'PortalHomeScreen'),
  }),
  createRoute({
    getParentRoute: () => portalRoute,
    path: 'estates/$id',
    component: lazyRouteComponent(() => import('../features/portal/index.ts'), 'PortalEstateScreen'),
  }),
];
