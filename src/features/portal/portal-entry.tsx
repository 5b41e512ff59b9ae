import { lazy, Suspense } from 'react';

// The route's front door is only this: the portal itself, with its dependencies, is one import
// further, so that its chunk list stays out of the first load of every other page (/login has no
// room to spare, docs/architecture.md#performance-budgets). The service worker precaches both.
const Portal = lazy(() => import('./portal-layout.tsx').then((m) => ({ default: m.PortalLayout })));

/** The portal's frame, loaded on first render. */
export function PortalLayout() {
  return (
    <Suspense fallback={<p className="visually-hidden">Loading…</p>}>
      <Portal />
    </Suspense>
  );
}
