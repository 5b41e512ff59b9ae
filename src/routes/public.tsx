import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadLoginScreen } from '../features/auth/index.ts';
import { rootRoute } from './root.tsx';

export const landingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: lazyRouteComponent(() => import('../features/landing/index.ts'), 'LandingScreen'),
});

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  // The auth front door is in the first load (isSignedIn), so its screen comes through a loader.
  component: lazyRouteComponent(loadLoginScreen, 'LoginScreen'),
});
