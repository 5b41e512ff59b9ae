import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { breadcrumbsForPath } from '../../domain/rules/breadcrumbs.ts';
import { dataOf, queries, useQuery } from '../../store/index.ts';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { DeadlineReminder } from '../reports/index.ts';
import { SyncIndicator, startLocalFirst, useSyncStatus } from '../sync/index.ts';
import { InstallButton, PwaBanners } from './pwa-banners.tsx';

const NAV = [
  { label: 'Dashboard', to: '/admin/dashboard', prefix: '/admin/dashboard' },
  { label: 'Files', to: '/admin/files', prefix: '/admin/files' },
  { label: 'Data', to: '/admin/data', prefix: '/admin/data' },
  { label: 'Profile', to: '/admin/profile', prefix: '/admin/profile' },
];

/** The admin area's frame: top bar with the sync indicator, breadcrumbs, a progress bar during a large sync. */
export function AdminLayout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => startLocalFirst(), []);
  // Report downloads made offline reach the firm's activity log once the app is back (docs/behaviour.md#activity).
  useEffect(() => {
    void import('../activity/index.ts').then((m) => m.flushReportLog());
  }, []);
  const estateId = /^\/admin\/data\/estates\/([^/]+)$/.exec(pathname)?.[1];
  const crumbId = estateId && estateId !== 'create' ? estateId : null;
  // The crumb falls back to a generic label while the estate loads or when it cannot be read.
  const estate = dataOf(useQuery(() => queries.estateById(crumbId), [crumbId]));
  const crumbs = breadcrumbsForPath(pathname, { estateName: estate?.estateName ?? null });
  const { state } = useSyncStatus();
  const progress = state.progress;
  return (
    <div className="admin">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar
        items={NAV}
        pathname={pathname}
        end={
          <>
            <InstallButton />
            <SyncIndicator />
          </>
        }
      />
      {progress && progress.total > 50 && (
        <div className="sync-progress">
          <ProgressBar
            label={
              progress.phase === 'pull'
                ? 'Downloading your firm’s data'
                : progress.phase === 'push'
                  ? 'Sending your changes'
                  : 'Uploading files'
            }
            done={progress.done}
            total={progress.total}
          />
        </div>
      )}
      <PwaBanners />
      <div className="admin-body">
        <Breadcrumbs crumbs={crumbs} />
        <DeadlineReminder />
        <main id="main">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
