import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LEGACY_TOKEN_KEY, UNAUTHORIZED_EVENT } from '../api/keys.ts';
import { dropSession, setTokenSource } from '../api/session.ts';
import type { AuthFailureReason } from '../domain/schemas/api-sessions.ts';
import { registerServiceWorker } from '../features/pwa/index.ts';
import { router } from './router.tsx';
import './styles.css';

// Older versions kept the access token in local storage; it is only ever in memory and IndexedDB now.
localStorage.removeItem(LEGACY_TOKEN_KEY);

// The page's access token comes from IndexedDB after a reload and is renewed from the refresh
// cookie (docs/architecture.md#sessions-and-logout); both load the database code only when needed.
setTokenSource({
  load: async () => (await import('../features/auth/index.ts')).storedToken(),
  refresh: async (stale) => (await import('../features/auth/index.ts')).refreshToken(stale),
});

let leaving = false;
// A refused session (docs/behaviour.md#admin-shell): the token and user go and the browser goes to
// /login saying why. Signed out elsewhere, the outbox stays for the next sign-in of the same person;
// a disabled or removed person's device first deletes the firm's data.
window.addEventListener(UNAUTHORIZED_EVENT, (event) => {
  const reason = (event as CustomEvent<{ reason?: AuthFailureReason }>).detail?.reason ?? 'session-ended';
  if (reason === 'disabled' || reason === 'removed') {
    if (leaving) return;
    leaving = true;
    void (async () => {
      try {
        const { wipeDevice } = await import('../features/auth/index.ts');
        await wipeDevice();
      } finally {
        // A full load, so no screen keeps the firm's data in memory.
        window.location.assign(`/login?expired=${reason}`);
      }
    })();
    return;
  }
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
