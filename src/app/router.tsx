import { createRouter } from '@tanstack/react-router';
import { routeTree } from './route-tree.ts';

export const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true });

// Registered: every Link, navigate, useParams and useSearch is checked against these routes.
declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
