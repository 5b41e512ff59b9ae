import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startPage } from './page-start.ts';
import { router } from './router.tsx';
import './styles.css';

startPage(() => void router.navigate({ to: '/login', search: { expired: '1' } as never }));

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
