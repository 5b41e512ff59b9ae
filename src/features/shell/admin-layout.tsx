import { Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { flushCopyLog } from '../../api/copy-log-send.ts';
import { FIRST_PAINT_PATHS } from '../../domain/rules/first-paint.ts';
import { dataOf, queries, useQuery } from '../../store/index.ts';
import { breadcrumbsForPath, crumbRecordOf } from '../../ui/breadcrumb-paths.ts';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { removeFirstPaint } from '../../ui/first-paint.ts';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { type NavItem, TopBar } from '../../ui/top-bar.tsx';
import { DevicePinPrompt, IdentityPrompt, LockButton, LockScreen, useIdleLock } from '../lock/index.ts';
import { DeadlineReminder } from '../reports/index.ts';
import {
  checkLocalCopy,
  EvictedNotice,
  SavedOfflineNotice,
  SyncIndicator,
  startLocalFirst,
  useRememberUnsent,
  useSyncStatus,
} from '../sync/index.ts';
import { HomeScreenGuide } from './home-screen-guide.tsx';
import { InstallButton, PwaBanners } from './pwa-banners.tsx';

const NAV: NavItem[] = [
  { label: 'Dashboard', to: '/admin/dashboard', prefix: '/admin/dashboard' },
  { label: 'Files', to: '/admin/files', prefix: '/admin/files' },
  { label: 'Estates', to: '/admin/data/estates', prefix: '/admin/data/estates' },
  { label: 'Data', to: '/admin/data', prefix: '/admin/data' },
  { label: 'Profile', to: '/admin/profile', prefix: '/admin/profile' },
];

/** The lock screen's "Not you?": the normal logout, with its warning about unsynced changes. */
const SignOut = lazy(() => import('../profile/index.ts').then((m) => ({ default: m.LogoutButton })));

/** The admin area's frame: top bar with the sync indicator, breadcrumbs, a progress bar during a large sync. */
export function AdminLayout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // An evicted local copy is noticed (and its session row put back) before the engine's first run.
  useEffect(() => void checkLocalCopy().then(startLocalFirst), []);
  useRememberUnsent();
  // Report downloads made offline reach the firm's activity log once the app is back (docs/behaviour.md#activity).
  useEffect(() => flushCopyLog(), []);
  // The crumb names the estate, file or account the address names; it says which kind of record
  // while that loads or when it cannot be read.
  const named = crumbRecordOf(pathname);
  const record = dataOf(
    useQuery(() => queries.byId(named?.entity ?? 'estates', named?.id), [named?.entity, named?.id]),
  );
  const name = record ? ('estateName' in record ? record.estateName : record.name) : null;
  const crumbs = breadcrumbsForPath(pathname, {
    estateName: named?.entity === 'estates' ? name : null,
    fileName: named?.entity === 'files' ? name : null,
    accountName: named?.entity === 'accounts' ? name : null,
  });
  const { state, firstSyncDone } = useSyncStatus();
  const progress = state.progress;
  // Locked (docs/behaviour.md#lock): the frame stays mounted behind the lock screen, inert and hidden.
  const locked = useIdleLock();
  // The dashboard's picture from the last start (docs/architecture.md#first-paint) goes at once when
  // the page is another or locked, and in any case after a few seconds; the dashboard takes it off
  // itself as soon as it has drawn.
  useLayoutEffect(() => {
    if (locked || !FIRST_PAINT_PATHS.includes(pathname)) removeFirstPaint();
  }, [locked, pathname]);
  useEffect(() => {
    const timer = window.setTimeout(removeFirstPaint, 10_000);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <>
      <div className={locked ? 'admin is-locked' : 'admin'} inert={locked} aria-hidden={locked || undefined}>
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
              <LockButton />
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
        <EvictedNotice downloaded={firstSyncDone} />
        <HomeScreenGuide />
        <div className="admin-body">
          <Breadcrumbs crumbs={crumbs} />
          <SavedOfflineNotice />
          <DeadlineReminder />
          <main id="main">
            <Outlet />
          </main>
        </div>
      </div>
      {/* Someone with no password here chooses a PIN to unlock this device (docs/oidc.md#the-lock-and-a-device-pin). */}
      {!locked && <DevicePinPrompt />}
      {!locked && <IdentityPrompt />}
      {locked && (
        <LockScreen
          signOut={
            <Suspense fallback={null}>
              <SignOut label="Sign out" />
            </Suspense>
          }
        />
      )}
    </>
  );
}
