import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LEGACY_TOKEN_KEY, UNAUTHORIZED_EVENT } from '../api/keys.ts';
import { dropSession } from '../api/session.ts';
import { registerServiceWorker } from '../features/pwa/index.ts';
import { router } from './router.tsx';
import './styles.css';

// Older versions kept the access token in local storage; it is only ever in memory and IndexedDB now.
localStorage.removeItem(LEGACY_TOKEN_KEY);

// A refused session (docs/behaviour.md#admin-shell): the token and user go and the browser goes to
// /login; the outbox stays for the same person's next sign-in. A disabled or removed person's
// device first deletes the firm's data: the admin area does that (src/features/sync/start-sync.ts).
window.addEventListener(UNAUTHORIZED_EVENT, (event) => {
  const reason = (event as CustomEvent<{ reason?: string } | null>).detail?.reason;
  if (reason === 'disabled' || reason === 'removed') return;
  dropSession();
  if (window.location.pathname !== '/login')
    void router.navigate({ to: '/login', search: { expired: '1' } as never });
});

registerServiceWorker();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
