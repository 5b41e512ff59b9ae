import { adminRoute, adminRoutes } from '../routes/admin.tsx';
import { portalRoute } from '../routes/portal.tsx';
import { inviteRoute, landingRoute, loginRoute, resetRoute, signUpFinishRoute } from '../routes/public.tsx';
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
  signUpFinishRoute,
  adminRoute.addChildren(adminRoutes),
  portalRoute,
]);

/**
 * The router's search option: on entering a page (TanStack Router's Transitioner rewrites the
 * address in place) and on every `search: true` navigation, only the parameters a route's
 * validateSearch keeps stay in the address (src/routes/search.ts, docs/architecture.md#navigation).
 */
export const searchOptions = { strict: true } as const;
