import { createRoot, hydrateRoot } from 'react-dom/client';
import { WIPE_KEY } from '../api/keys.ts';
import { AppRoot } from './app-root.tsx';
import { finishPendingWipe, startPage } from './page-start.ts';
import { ROOT_OPTIONS } from './root-options.ts';
import { router } from './router.tsx';
import './styles.css';

startPage(() => void router.navigate({ to: '/login', search: { expired: 1 } }));

/**
 * A page the build pre-rendered (/, /login: docs/architecture.md#pre-rendered-public-pages) is
 * hydrated once its route's code is in, rendering as the build did: no Suspense at the router's
 * root, as in the build's render, until that first render is on screen. Any other page, or a
 * pre-render that is not of this address, is rendered afresh.
 */
async function hydrate(root: HTMLElement, path: string): Promise<void> {
  await router.load();
  const { location, status } = router.state;
  // The return from a provider sign-in (/login?oidc=…) is rendered afresh too: the first router
  // update after a hydration re-mounts the screen, which would sweep away what the arrival says.
  if (location.pathname !== path || status !== 'idle' || 'oidc' in location.search) {
    root.replaceChildren();
    createRoot(root, ROOT_OPTIONS).render(<AppRoot router={router} />);
    return;
  }
  router.ssr = { manifest: undefined };
  hydrateRoot(
    root,
    <AppRoot
      router={router}
      onRendered={() => {
        router.ssr = undefined;
      }}
    />,
    ROOT_OPTIONS,
  );
}

function render(): void {
  const root = document.getElementById('root');
  const prerendered = root?.dataset.prerendered;
  if (root && prerendered) void hydrate(root, prerendered);
  else if (root) createRoot(root, ROOT_OPTIONS).render(<AppRoot router={router} />);
}

// An interrupted logout or wipe is finished first: nothing of the admin area renders meanwhile (/login does).
if (localStorage.getItem(WIPE_KEY)) void finishPendingWipe().then((stay) => stay && render());
else render();
