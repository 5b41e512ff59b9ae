import { createRouter } from '@tanstack/react-router';
import { adminRoute, adminRoutes } from '../routes/admin.tsx';
import { landingRoute, loginRoute } from '../routes/public.tsx';
import { rootRoute } from '../routes/root.tsx';

const routeTree = rootRoute.addChildren([landingRoute, loginRoute, adminRoute.addChildren(adminRoutes)]);

export const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true });
