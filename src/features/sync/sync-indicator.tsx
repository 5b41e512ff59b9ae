import { Link } from '@tanstack/react-router';
import { currentUser } from '../../api/session.ts';
import { dataOf, queries, useQuery } from '../../store/index.ts';
import { formatSyncTime, problemsText } from './format.ts';
import { useLiveState } from './live-updates.ts';
import { useSyncStatus } from './use-sync.ts';

/** Always visible: online or offline, unsynced changes, last sync, and problems needing a look. */
export function SyncIndicator() {
  const { online, state, pending, lastSyncedAt } = useSyncStatus();
  const userId = currentUser()?._id;
  const conflicts = dataOf(useQuery(() => queries.openConflicts(userId), [userId]))?.length ?? 0;
  const rejected = dataOf(useQuery(() => queries.rejected(), []))?.length ?? 0;
  const problems = problemsText(conflicts, rejected);
  // Connected but without live updates: changes arrive only with the minute's sync.
  const polling = useLiveState().status === 'down';
  const label = !online
    ? 'Offline'
    : state.status === 'syncing'
      ? 'Syncing…'
      : state.status === 'paused'
        ? 'Sign in to sync'
        : state.status === 'offline'
          ? state.unavailable
            ? 'Server unavailable'
            : 'Server unreachable'
          : polling
            ? 'Online, polling'
            : 'Online';
  const tone =
    !online || state.status === 'offline' ? 'offline' : state.status === 'paused' ? 'warn' : 'online';
  return (
    <Link
      to="/admin/sync"
      // Straight to what waits: the conflicts first, as the page lists them.
      hash={conflicts > 0 ? 'conflicts-heading' : rejected > 0 ? 'rejected-heading' : undefined}
      className={`sync-indicator sync-${tone}`}
      aria-label={`Sync status: ${label}. ${pending} unsynced changes.${problems ? ` ${problems}.` : ''} Open sync details`}
      title={
        state.status === 'offline' && state.unavailable
          ? state.message
          : polling && state.status === 'idle'
            ? 'Live updates are down: colleagues’ changes arrive with the sync every minute'
            : undefined
      }
    >
      <span className="sync-dot" aria-hidden="true" />
      <span className="sync-text">
        <strong>{label}</strong>
        {problems ? (
          <span className="sync-problems">{problems}</span>
        ) : (
          <span className="muted">
            {pending > 0
              ? `${pending} unsynced`
              : lastSyncedAt
                ? `Synced ${formatSyncTime(lastSyncedAt)}`
                : 'Not synced yet'}
          </span>
        )}
      </span>
    </Link>
  );
}
