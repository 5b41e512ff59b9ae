import { type AnyRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect } from 'react';

/** Calls back once the first render is on screen (after hydration, when the page was pre-rendered). */
function Rendered({ onRendered }: { onRendered: (() => void) | undefined }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first commit
  useEffect(() => onRendered?.(), []);
  return null;
}

/**
 * The app's whole tree, the same in the browser (src/app/main.tsx) and in the build's pre-render
 * (src/app/prerender.tsx): hydration only matches when both render exactly this.
 */
export function AppRoot({ router, onRendered }: { router: AnyRouter; onRendered?: () => void }) {
  return (
    <StrictMode>
      <Rendered onRendered={onRendered} />
      <RouterProvider router={router} />
    </StrictMode>
  );
}
