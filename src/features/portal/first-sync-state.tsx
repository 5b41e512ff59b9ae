import { useSyncStatus } from '../sync/index.ts';

/** While the first sync runs, what it has brought so far. */
export function FirstSyncState() {
  const { state } = useSyncStatus();
  const progress = state.progress;
  return (
    <div className="card portal-loading" role="status" aria-live="polite">
      <h2>Getting your estates</h2>
      <p className="muted">
        Your firm’s information is being copied to this device, so you can read it offline later.
      </p>
      {progress && progress.total > 0 ? (
        <div className="portal-progress">
          <div
            className="portal-progress-track"
            role="progressbar"
            aria-label="Download progress"
            aria-valuemin={0}
            aria-valuemax={progress.total}
            aria-valuenow={progress.done}
          >
            <div
              className="portal-progress-fill"
              style={{ width: `${Math.min(100, Math.round((progress.done / progress.total) * 100))}%` }}
            />
          </div>
          <p className="muted">
            {progress.done} of {progress.total}
          </p>
        </div>
      ) : (
        <p className="muted">Starting…</p>
      )}
    </div>
  );
}
