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

// Registered: every Link, navigate, useParams and useSearch is checked against these routes.
declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
