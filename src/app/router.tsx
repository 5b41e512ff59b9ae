import { createRouter } from '@tanstack/react-router';
import { routeTree, searchOptions } from './route-tree.ts';

export const router = createRouter({
  routeTree,
  search: searchOptions,
  defaultPreload: 'intent',
  scrollRestoration: true,
});

// Registered: every Link, navigate, useParams and useSearch is checked against these routes.
declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
