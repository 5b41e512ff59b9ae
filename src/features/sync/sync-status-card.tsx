import { Link } from '@tanstack/react-router';
import { engine } from '../../sync/instance.ts';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { asSentence, syncStatusText } from './describe.ts';
import { formatSyncTime } from './format.ts';
import { useSyncStatus } from './use-sync.ts';

const PHASES = {
  pull: 'Downloading your firm’s data',
  push: 'Sending your changes',
  upload: 'Uploading files',
} as const;

/** Online or offline, what the engine is doing, pending changes, last sync, and Sync now (docs/behaviour.md#sync-page). */
export function SyncStatusCard({ problems }: { problems: number }) {
  const { online, state, pending, lastSyncedAt } = useSyncStatus();
  const status = syncStatusText(online, state.status, pending, state.unavailable);
  const syncing = state.status === 'syncing';
  const allClear = online && state.status === 'idle' && pending === 0 && problems === 0;
  return (
    <section className="card sync-card" aria-labelledby="sync-status-heading">
      <h2 id="sync-status-heading">Status</h2>
      {allClear && (
        <p className="sync-all-clear" role="status">
          <span aria-hidden="true">✓</span> Everything is in sync
        </p>
      )}
      <dl className="sync-facts">
        <div>
          <dt>Connection</dt>
          <dd>
            <span className={`sync-dot-inline sync-tone-${online ? 'ok' : 'offline'}`} aria-hidden="true" />
            {online ? 'Online' : 'Offline'}
          </dd>
        </div>
        <div>
          <dt>Sync</dt>
          <dd>
            <span className={`sync-dot-inline sync-tone-${status.tone}`} aria-hidden="true" />
            {status.label}
          </dd>
        </div>
        <div>
          <dt>Changes waiting to be sent</dt>
          <dd>{pending === 0 ? 'None' : pending.toLocaleString('en-CA')}</dd>
        </div>
        <div>
          <dt>Last synced</dt>
          <dd>{lastSyncedAt ? formatSyncTime(lastSyncedAt) : 'Not synced yet'}</dd>
        </div>
      </dl>
      {/* Offline, the engine's network error says nothing the Connection line does not. */}
      {state.message && online && (
        <p className={state.status === 'paused' || state.status === 'error' ? 'alert alert-warn' : 'muted'}>
          {asSentence(state.message)}
          {state.retryAt &&
            state.status === 'offline' &&
            ` ${asSentence(`Next try at ${formatSyncTime(state.retryAt)}`)}`}
          {state.status === 'paused' && (
            <>
              {' '}
              <Link to="/login">Sign in again</Link>
            </>
          )}
        </p>
      )}
      {syncing && state.progress && state.progress.total > 0 && (
        <ProgressBar
          label={PHASES[state.progress.phase]}
          done={state.progress.done}
          total={state.progress.total}
        />
      )}
      <div className="sync-actions">
        <button
          type="button"
          className="button"
          disabled={!online || syncing}
          onClick={() => void engine.syncNow()}
          aria-describedby={online ? undefined : 'sync-offline-note'}
        >
          {syncing ? 'Syncing…' : 'Sync now'}
        </button>
        {!online && (
          <span id="sync-offline-note" className="muted">
            Connect to the internet to sync.
          </span>
        )}
      </div>
    </section>
  );
}
