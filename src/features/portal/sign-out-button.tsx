import { useRef, useState } from 'react';
import { queries, useQuery } from '../../store/index.ts';
import { engine } from '../../sync/instance.ts';
import { sendPortalCopiesBeforeLeaving } from './copy-log.ts';

/** How long signing out waits for unsent changes to go before it asks instead. */
const PUSH_FIRST_MS = 10_000;

/**
 * Sign out: clears the session and this device's copy of the estates (docs/behaviour.md#portal).
 * When an approval made here has not reached the firm yet, it sends it first when online, and asks
 * only when something could not go: signing out then loses it.
 */
export function SignOutButton() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [leaving, setLeaving] = useState(false);
  const [sending, setSending] = useState(false);
  const live = useQuery(() => queries.unsyncedCount(), []);
  const waiting = live.status === 'ready' ? live.data : 0;

  /** Sends what waits first (online), and asks only when something could not go. */
  async function start() {
    if (waiting > 0 && navigator.onLine) {
      setSending(true);
      try {
        await Promise.race([engine.syncNow(), new Promise((resolve) => setTimeout(resolve, PUSH_FIRST_MS))]);
      } finally {
        setSending(false);
      }
    }
    const left = await queries.unsyncedCount().catch(() => 1);
    if (left > 0) dialog.current?.showModal();
    else await leave();
  }

  async function leave() {
    setLeaving(true);
    engine.stop();
    try {
      // The documents opened here are told to the firm first, while the session lasts.
      await sendPortalCopiesBeforeLeaving();
      // Loaded on use: the sign-in feature is not part of the portal's first load.
      const { logout } = await import('../auth/index.ts');
      await logout();
    } finally {
      // A full load, so nothing of the estates stays in memory.
      window.location.assign('/login');
    }
  }

  return (
    <>
      <button
        type="button"
        className="button button-secondary portal-sign-out"
        disabled={leaving || sending}
        onClick={() => void start()}
      >
        {leaving ? 'Signing out…' : sending ? 'Sending…' : 'Sign out'}
      </button>
      <dialog ref={dialog} className="portal-dialog" aria-labelledby="sign-out-title">
        <h2 id="sign-out-title">Not everything has reached your firm</h2>
        <p>
          {waiting} change{waiting === 1 ? '' : 's'} made on this device (such as an approval){' '}
          {waiting === 1 ? 'has' : 'have'} not been sent yet. Connect to the internet and wait for “Up to
          date” to keep {waiting === 1 ? 'it' : 'them'}; signing out now loses {waiting === 1 ? 'it' : 'them'}
          .
        </p>
        <div className="portal-dialog-actions">
          <button type="button" className="button button-secondary" onClick={() => dialog.current?.close()}>
            Stay signed in
          </button>
          <button
            type="button"
            className="button button-danger"
            disabled={leaving}
            onClick={() => void leave()}
          >
            Sign out anyway
          </button>
        </div>
      </dialog>
    </>
  );
}
