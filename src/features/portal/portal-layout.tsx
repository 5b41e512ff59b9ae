import { Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { engine } from '../../sync/instance.ts';
import { startLocalFirst } from '../sync/index.ts';
import { fetchMissingContents } from './document-content.ts';
import { PortalHeader } from './portal-header.tsx';
import './portal.css';

/**
 * The beneficiary portal's frame (docs/behaviour.md#portal): a light header and the page. It runs
 * the same sync as the firm's app, and after each sync fetches the shared documents' contents so
 * they open offline later.
 */
export function PortalLayout() {
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
        <Outlet />
      </main>
    </div>
  );
}
