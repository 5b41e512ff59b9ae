import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React hydrates a pre-rendered page (docs/architecture.md#pre-rendered-public-pages),
 * true from the next render on; true at once on a page rendered in the browser. What only the
 * browser knows (the address's query, local storage) waits for it, so the first render is the
 * build's HTML exactly and hydration never mismatches.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
