import { adminRoute, adminRoutes } from '../routes/admin.tsx';
import { portalRoute } from '../routes/portal.tsx';
import { inviteRoute, landingRoute, loginRoute, resetRoute } from '../routes/public.tsx';
import { rootRoute } from '../routes/root.tsx';

/**
 * Every route of the app. Apart from the router, so that the build's pre-render
 * (src/app/prerender.tsx, docs/architecture.md#pre-rendered-public-pages) renders the same tree
 * in Node, where the browser's history does not exist.
 */
export const routeTree = rootRoute.addChildren([
  landingRoute,
  loginRoute,
  inviteRoute,
  resetRoute,
  adminRoute.addChildren(adminRoutes),
  portalRoute,
]);
