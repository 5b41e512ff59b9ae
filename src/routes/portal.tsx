import { createRoute } from '@tanstack/react-router';
import { portalHintCookie } from '../domain/rules/public-pages.ts';
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
    // The hint that has the server answer with the portal's page, not the sign-in page it gives a
    // device with no session (src/domain/rules/public-pages.ts).
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari
    document.cookie = portalHintCookie(window.location.protocol === 'https:');
    window.location.replace(context.location.href);
  },
  component: () => null,
});
