import { createRoute } from '@tanstack/react-router';
import { guardArea } from './admin.tsx';
import { rootRoute } from './root.tsx';

/**
 * The beneficiary portal is its own page, portal.html (docs/architecture.md#portal-page), which the
 * server and the service worker answer for every /portal address. This app only gets here by
 * navigating in place (after sign-in, or a beneficiary sent away from /admin): a signed-in
 * beneficiary's browser then loads the address for real, which opens the portal.
 */
export const portalRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/portal/$',
  beforeLoad: (context) => {
    guardArea(true)(context);
    window.location.replace(context.location.href);
  },
  component: () => null,
});
