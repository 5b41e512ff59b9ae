import { Link, useParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import { engine } from '../../sync/instance.ts';
import { startLocalFirst } from '../sync/index.ts';
import { fetchMissingContents } from './document-content.ts';
import { PortalEstateScreen } from './portal-estate-screen.tsx';
import { PortalHeader } from './portal-header.tsx';
import { PortalHomeScreen } from './portal-home-screen.tsx';
import { portalPage } from './portal-view.ts';
import './portal.css';

/**
 * The beneficiary portal's frame and its pages (one route, src/routes/portal.tsx): /portal, the
 * estates; /portal/estates/<id>, one estate (docs/behaviour.md#portal). The frame is a light
 * header; it runs the same sync as the firm's app, and after each sync fetches the shared
 * documents' contents so they open offline later.
 */
export function PortalLayout() {
  const { _splat } = useParams({ strict: false }) as { _splat?: string };
  const page = portalPage(_splat);
  useEffect(() => startLocalFirst(), []);
  useEffect(() => {
    let last = engine.getState().status;
    if (last === 'idle') void fetchMissingContents();
    return engine.subscribe((state) => {
      if (state.status === 'idle' && last !== 'idle') void fetchMissingContents();
      last = state.status;
    });
  }, []);
  return (
    <div className="portal">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <PortalHeader />
      <main id="main" className="portal-main">
        {page.kind === 'home' ? (
          <PortalHomeScreen />
        ) : page.kind === 'estate' ? (
          <PortalEstateScreen id={page.id} />
        ) : (
          <>
            <h1>Page not found</h1>
            <p>
              There is nothing at this address. <Link to="/portal">See your estates</Link>.
            </p>
          </>
        )}
      </main>
    </div>
  );
}
