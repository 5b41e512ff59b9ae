import { currentUser } from '../../api/session.ts';
import { useSyncStatus } from '../sync/index.ts';
import { PortalLink } from './portal-nav.tsx';
import { SignOutButton } from './sign-out-button.tsx';

const timeOf = (iso: string) => {
  const d = new Date(iso);
  return d.toDateString() === new Date().toDateString()
    ? d.toLocaleTimeString('en-CA', { hour: 'numeric', minute: '2-digit' })
    : d.toLocaleString('en-CA', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
};

/** Online or offline, and how fresh this device's copy is, in words (docs/behaviour.md#portal). */
export function PortalSyncState() {
  const { online, state, pending, lastSyncedAt } = useSyncStatus();
  const offline = !online || state.status === 'offline';
  const label = offline
    ? 'Offline'
    : state.status === 'syncing'
      ? 'Updating…'
      : state.status === 'paused'
        ? 'Sign in again to update'
        : 'Up to date';
  const detail =
    pending > 0
      ? `${pending} change${pending === 1 ? '' : 's'} to send`
      : lastSyncedAt
        ? `Updated ${timeOf(lastSyncedAt)}`
        : 'Not updated yet';
  const tone = offline ? 'offline' : state.status === 'paused' ? 'warn' : 'online';
  return (
    <p className={`portal-sync portal-sync-${tone}`}>
      <span className="portal-sync-dot" aria-hidden="true" />
      <span>
        <strong>{label}</strong> <span className="muted">{detail}</span>
      </span>
    </p>
  );
}

/** The portal's top bar: the firm's name, the sync state and sign-out; nothing of the firm's navigation. */
export function PortalHeader() {
  const user = currentUser();
  return (
    <header className="portal-header">
      <PortalLink to="/portal" className="portal-brand">
        <img src="/logo.svg" alt="" width="28" height="28" />
        <span>
          <span className="portal-brand-name">Your estates</span>
          {user?.organization?.name && <span className="portal-firm muted">{user.organization.name}</span>}
        </span>
      </PortalLink>
      <div className="portal-header-end">
        <PortalSyncState />
        <SignOutButton />
      </div>
    </header>
  );
}
