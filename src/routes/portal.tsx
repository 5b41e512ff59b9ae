import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { guardArea } from './admin.tsx';
import { rootRoute } from './root.tsx';

/**
 * The beneficiary portal (docs/behaviour.md#portal): signed-in beneficiaries only; the firm's
 * people go to their dashboard. One route for /portal and everything under it, whose frame picks
 * the page: each route adds to the first load of every page, and /login has no room to spare
 * (docs/architecture.md#performance-budgets). Its chunks carry nothing of the admin area.
 */
export const portalRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/portal/$',
  beforeLoad: guardArea(true),
  component: lazyRouteComponent(() => import('../features/portal/index.ts'), 'PortalLayout'),
});
