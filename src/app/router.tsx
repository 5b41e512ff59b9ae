import { createRouter } from '@tanstack/react-router';
import { adminRoute, adminRoutes } from '../routes/admin.tsx';
import { portalRoute } from '../routes/portal.tsx';
import { inviteRoute, landingRoute, loginRoute, resetRoute } from '../routes/public.tsx';
import { rootRoute } from '../routes/root.tsx';

const routeTree = rootRoute.addChildren([
  landingRoute,
  loginRoute,
  inviteRoute,
  resetRoute,
  adminRoute.addChildren(adminRoutes),
  portalRoute,
]);

export const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true });
