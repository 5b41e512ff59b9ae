import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root.tsx';
import { loginSearch } from './search.ts';

export const landingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: lazyRouteComponent(() => import('../features/landing/index.ts'), 'LandingScreen'),
});

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: loginSearch,
  component: lazyRouteComponent(() => import('../features/auth/index.ts'), 'LoginScreen'),
});

/** An invitation link (docs/behaviour.md#people): the invitee sets their name and password. */
export const inviteRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/invite/$token',
  component: lazyRouteComponent(() => import('../features/people/index.ts'), 'InviteScreen'),
});

/** A password-reset link issued by an Admin (docs/behaviour.md#people). */
export const resetRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset/$token',
  component: lazyRouteComponent(() => import('../features/people/index.ts'), 'ResetScreen'),
});

/** An emailed sign-up link (docs/behaviour.md#sign-up-by-email): the password again makes the firm. */
export const signUpFinishRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sign-up/$token',
  component: lazyRouteComponent(() => import('../features/people/index.ts'), 'SignUpFinishScreen'),
});
