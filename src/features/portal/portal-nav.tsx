import { type MouseEvent, type ReactNode, useSyncExternalStore } from 'react';

// The portal is its own page (portal.html, docs/architecture.md#portal-page) without the firm's
// router: its three addresses need only the path, the History API and one subscription.
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** The portal's current address, re-read on every portal navigation and on back and forward. */
export function usePortalPath(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}

/** Goes to a portal address without reloading; `replace` leaves no history entry (a redirect). */
export function navigatePortal(to: string, options: { replace?: boolean } = {}): void {
  if (to === window.location.pathname) return;
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.scrollTo(0, 0);
  for (const listener of listeners) listener();
}

/** A link inside the portal: a plain click navigates in place; a modified click opens a tab as usual. */
export function PortalLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigatePortal(to);
  };
  return (
    <a href={to} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
