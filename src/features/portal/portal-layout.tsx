import { useEffect } from 'react';
import { portalQueries } from '../../store/index.ts';
import { engine } from '../../sync/instance.ts';
import { UpdateBanners } from '../../ui/update-banners.tsx';
import { fetchMissingContents } from '../documents/index.ts';
import { applyUpdate, dismissOfflineReady, usePwa } from '../pwa/index.ts';
import {
  checkLocalCopy,
  EvictedNotice,
  startLocalFirst,
  useRememberUnsent,
  useSyncStatus,
} from '../sync/index.ts';
import { flushPortalCopyLog } from './copy-log.ts';
import { PortalEstateScreen } from './portal-estate-screen.tsx';
import { PortalHeader } from './portal-header.tsx';
import { PortalHomeScreen } from './portal-home-screen.tsx';
import { PortalLink, usePortalPath } from './portal-nav.tsx';
import { portalPage } from './portal-view.ts';
import './portal.css';

/**
 * The beneficiary portal's frame and its pages (its own page, portal.html, started by
 * src/app/portal-main.tsx): /portal, the estates; /portal/estates/<id>, one estate
 * (docs/behaviour.md#portal). The frame is a light header and the update prompt; it runs the same
 * sync as the firm's app, and after each sync fetches the shared documents' contents so they open
 * offline later.
 */
export function PortalLayout() {
  const pwa = usePwa();
  const page = portalPage(usePortalPath().replace(/^\/portal\/?/, ''));
  // A local copy the browser evicted (Safari, after weeks unused) is noticed, its session row put
  // back and everything pulled again, before the engine's first run, as in the firm's app.
  useEffect(() => void checkLocalCopy().then(startLocalFirst), []);
  // Shared documents opened while offline reach the firm's activity log once back.
  useEffect(() => flushPortalCopyLog(), []);
  useRememberUnsent();
  const { firstSyncDone } = useSyncStatus();
  useEffect(() => {
    let last = engine.getState().status;
    if (last === 'idle') void fetchMissingContents(portalQueries.documentsToFetch);
    return engine.subscribe((state) => {
      if (state.status === 'idle' && last !== 'idle')
        void fetchMissingContents(portalQueries.documentsToFetch);
      last = state.status;
    });
  }, []);
  return (
    <div className="portal">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <PortalHeader />
      <UpdateBanners
        updateReady={pwa.updateReady}
        offlineReady={pwa.offlineReady}
        onUpdate={() => void applyUpdate()}
        onDismissOfflineReady={dismissOfflineReady}
      />
      <EvictedNotice downloaded={firstSyncDone} />
      <main id="main" className="portal-main">
        {page.kind === 'home' ? (
          <PortalHomeScreen />
        ) : page.kind === 'estate' ? (
          <PortalEstateScreen id={page.id} />
        ) : (
          <>
            <h1>Page not found</h1>
            <p>
              There is nothing at this address. <PortalLink to="/portal">See your estates</PortalLink>.
            </p>
          </>
        )}
      </main>
    </div>
  );
}
