import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { currentUser } from '../api/session.ts';
import { portalHintCookie } from '../domain/rules/public-pages.ts';
import { PortalLayout } from '../features/portal/index.ts';
import { loginHrefBackTo } from '../routes/search.ts';
import { startPage } from './page-start.ts';
import { ROOT_OPTIONS } from './root-options.ts';
import './styles.css';

// The beneficiary portal's own page (docs/architecture.md#portal-page): signed-in beneficiaries
// only. Anyone else is sent where the app would send them: to sign in, or the firm's people to
// their dashboard.
const user = currentUser();
if (!user) {
  // A hint left from an earlier session (src/domain/rules/public-pages.ts) goes: the next visit
  // gets the pre-rendered sign-in page straight away.
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari
  document.cookie = portalHintCookie(window.location.protocol === 'https:', true);
  // Back to this page once signed in: its path alone (the portal reads nothing else of its address),
  // through /login's own check, which keeps only a path of this site (src/routes/search.ts).
  window.location.replace(loginHrefBackTo(window.location.pathname));
} else if (user.role !== 'Beneficiary') window.location.replace('/admin/dashboard');
else {
  startPage(() => window.location.assign('/login?expired=1'));
  const root = document.getElementById('root');
  if (root)
    createRoot(root, ROOT_OPTIONS).render(
      <StrictMode>
        <PortalLayout />
      </StrictMode>,
    );
}
