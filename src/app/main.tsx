import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { UNAUTHORIZED_EVENT } from '../api/keys.ts';
import { dropSession } from '../api/session.ts';
import { registerServiceWorker } from '../features/pwa/index.ts';
import { router } from './router.tsx';
import './styles.css';

// Any 401 (docs/behaviour.md#admin-shell): token and user go, the browser goes to /login; the outbox stays.
window.addEventListener(UNAUTHORIZED_EVENT, () => {
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
