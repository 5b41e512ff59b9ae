import type { ServerRead } from './use-server-read.ts';
import './server-read-status.css';

/**
 * The loading, offline and error states of a server read (`useServerRead`), one look on every
 * screen: a spinner and what is loading; offline, where the data lives and that a connection shows
 * it; a failure, the server's message and "Try again". Nothing once the data is ready: the screen
 * draws it, and its own empty state.
 */
export function ServerReadStatus<T>({
  read,
  loading,
}: {
  read: ServerRead<T> & { reload: () => Promise<void> };
  loading: string;
}) {
  if (read.state === 'loading')
    return (
      <div role="status" className="server-read-loading">
        <div className="spinner" aria-hidden="true" />
        <p className="muted">{loading}</p>
      </div>
    );
  if (read.state === 'ready') return null;
  if (read.offline)
    return (
      <p className="alert alert-info" role="status">
        {read.message}
      </p>
    );
  return (
    <div className="alert alert-error" role="alert">
      {read.message}{' '}
      <button type="button" className="link-button" onClick={() => void read.reload()}>
        Try again
      </button>
    </div>
  );
}
