import { useState } from 'react';
import { queries, useQuery } from '../../store/index.ts';
import { engine } from '../../sync/instance.ts';
import { logout, unsyncedCount } from '../auth/index.ts';
import { logoutWarning, useOnline, useSyncStatus } from '../sync/index.ts';
import { ChoiceDialog } from './choice-dialog.tsx';

/**
 * Logout (docs/behaviour.md#profile, docs/architecture.md#sessions-and-logout): warns first when changes have not reached the server, then clears
 * the token, the user and every local copy of the firm's data, and reloads /login so nothing of
 * it survives in memory either.
 */
export function LogoutButton({ label = 'Logout' }: { label?: string } = {}) {
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const online = useOnline();
  const { state } = useSyncStatus();
  // The same count as unsyncedCount(), live, so the dialog notices when "Sync now" has emptied the outbox.
  const live = useQuery(() => queries.unsyncedCount(), []);
  const count = live.status === 'ready' ? live.data : 0;
  const syncing = state.status === 'syncing';

  async function leave() {
    setLeaving(true);
    engine.stop();
    try {
      await logout();
    } finally {
      // A full page load: no React state, no cached query holds the firm's data afterwards.
      window.location.assign('/login');
    }
  }

  async function start() {
    let waiting = 1;
    try {
      waiting = await unsyncedCount();
    } catch {
      // The local database cannot be read: ask rather than risk losing changes silently.
    }
    if (waiting > 0) setOpen(true);
    else await leave();
  }

  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => void start()}
        disabled={leaving}
      >
        {leaving ? 'Logging out…' : label}
      </button>
      <ChoiceDialog
        isOpen={open}
        onOpenChange={(o) => !leaving && setOpen(o)}
        title={count > 0 ? 'Changes not yet on the server' : 'All changes are on the server'}
        actions={
          <>
            <button type="button" className="button button-secondary" onClick={() => setOpen(false)}>
              Stay signed in
            </button>
            {count > 0 && (
              <button
                type="button"
                className="button button-secondary"
                disabled={!online || syncing}
                onClick={() => void engine.syncNow()}
              >
                {syncing ? 'Syncing…' : 'Sync now'}
              </button>
            )}
            <button
              type="button"
              className={count > 0 ? 'button button-danger' : 'button'}
              disabled={leaving}
              onClick={() => void leave()}
            >
              {count > 0 ? 'Log out anyway' : 'Log out'}
            </button>
          </>
        }
      >
        {count > 0 ? (
          <>
            <p>{logoutWarning(count)}</p>
            <p className="muted">
              {online
                ? 'Sync now sends them; the dialog tells you when they have arrived.'
                : `You are offline. Connect to the internet and sync before logging out to keep ${count === 1 ? 'it' : 'them'}.`}
            </p>
            {state.message && <p className="muted">{state.message}</p>}
          </>
        ) : (
          <p>Every change from this device has reached the server. You can log out safely.</p>
        )}
      </ChoiceDialog>
    </>
  );
}
