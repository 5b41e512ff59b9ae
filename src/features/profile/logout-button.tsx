import { useState } from 'react';
import { sendCopyLogBeforeLeaving } from '../../api/copy-log-send.ts';
import { queries, useQuery } from '../../store/index.ts';
import { engine } from '../../sync/instance.ts';
import { logout, unsyncedCount } from '../auth/index.ts';
import { logoutWarning, useOnline, useSyncStatus } from '../sync/index.ts';
import { ChoiceDialog } from './choice-dialog.tsx';

/** How long logging out waits for the outbox to go before it asks instead. */
const PUSH_FIRST_MS = 10_000;

/**
 * Logout (docs/behaviour.md#profile, docs/architecture.md#sessions-and-logout): sends what has not reached the server first, warns when some of it could not go, then clears
 * the token, the user and every local copy of the firm's data, and reloads /login so nothing of
 * it survives in memory either.
 */
export function LogoutButton({ label = 'Logout' }: { label?: string } = {}) {
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [sending, setSending] = useState(false);
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
      // The copies this device took are told to the firm first, while the session lasts. Sent
      // here and not in logout(), which the portal shares: its first load must not carry the
      // firm's API client.
      await sendCopyLogBeforeLeaving();
      await logout();
    } finally {
      // A full page load: no React state, no cached query holds the firm's data afterwards.
      window.location.assign('/login');
    }
  }

  /** How many changes wait in the outbox; 1 when the local database cannot be read (ask, then). */
  const waitingNow = () => unsyncedCount().catch(() => 1);

  async function start() {
    setSending(true);
    try {
      let waiting = await waitingNow();
      // Send what can be sent first, so the warning appears only for what could not go.
      if (waiting > 0 && navigator.onLine) {
        await Promise.race([engine.syncNow(), new Promise((resolve) => setTimeout(resolve, PUSH_FIRST_MS))]);
        waiting = await waitingNow();
      }
      if (waiting > 0) setOpen(true);
      else await leave();
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => void start()}
        disabled={leaving || sending}
      >
        {leaving ? 'Logging out…' : sending ? 'Sending changes…' : label}
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
