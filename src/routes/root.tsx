import { createRootRoute, Link, Outlet } from '@tanstack/react-router';

export const rootRoute = createRootRoute({
  component: Outlet,
  notFoundComponent: () => (
    <main id="main" className="page-narrow">
      <h1>Page not found</h1>
      <p>
        There is nothing at this address. <Link to="/admin/dashboard">Go to the dashboard</Link>.
      </p>
    </main>
  ),
});
