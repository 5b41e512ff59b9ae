import type { Progress } from '../../sync/outcome.ts';
import { ProgressBar } from '../../ui/progress-bar.tsx';

/**
 * First sign-in on a device: nothing is local until the first pull lands. Showing zeros would
 * read as "your firm has no files", so say what is happening and how far along it is.
 */
export function PreparingOfflineCopy({ progress, online }: { progress?: Progress; online: boolean }) {
  if (!online) {
    return (
      <section className="card dash-preparing" aria-labelledby="dash-preparing-heading">
        <h2 id="dash-preparing-heading">Waiting for a connection</h2>
        <p>
          This device does not have your firm’s data yet. Connect to the internet once and it will be
          downloaded so the app works offline from then on.
        </p>
      </section>
    );
  }
  return (
    <section className="card dash-preparing" aria-labelledby="dash-preparing-heading" aria-busy="true">
      <h2 id="dash-preparing-heading">Preparing your offline copy…</h2>
      <p>
        Your firm’s files, estates and documents are being downloaded to this device so you can work without a
        connection. This happens once per device.
      </p>
      {progress && progress.phase === 'pull' && progress.total > 0 ? (
        <ProgressBar label="Records downloaded" done={progress.done} total={progress.total} />
      ) : (
        <div className="spinner" role="status" aria-label="Connecting to the server" />
      )}
    </section>
  );
}
