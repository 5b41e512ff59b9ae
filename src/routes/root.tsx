import { createRootRoute, lazyRouteComponent, Outlet } from '@tanstack/react-router';

export const rootRoute = createRootRoute({
  component: Outlet,
  // Lazy: every byte of this module is in the first load of / and /login (docs/architecture.md#performance-budgets).
  notFoundComponent: lazyRouteComponent(() => import('./not-found.tsx'), 'NotFound'),
});
