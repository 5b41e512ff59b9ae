import { dropSession } from '../../api/session.ts';
import { commands } from '../../store/index.ts';
import { engine } from '../../sync/instance.ts';
import { markSignedOut } from './lock-state.ts';

/** Where /login says why the device was signed out (docs/behaviour.md#lock). */
export const LOCKED_OUT_PATH = '/login?locked=1';
const NO_VERIFIER_PATH = '/login?expired=1';
let leaving = false;

/** Another tab signed the device out: this one follows, unless it is the one leaving already. */
export function followSignOut(): void {
  if (!leaving) window.location.replace(LOCKED_OUT_PATH);
}

/**
 * Signs the device out from the lock screen, keeping the person's unsent work (docs/behaviour.md#lock):
 * the session and every readable copy of the firm's records go, the outbox and the files waiting for
 * upload stay for the same person's next sign-in. Every open tab of the app leaves for /login.
 */
export async function signOutFromLock(reason: 'wrong-passwords' | 'no-verifier'): Promise<void> {
  leaving = true;
  engine.stop();
  dropSession();
  try {
    await commands.signOutKeepingOutbox();
  } finally {
    markSignedOut(Date.now());
    // A full page load: no React state or cached query keeps the firm's data in memory.
    window.location.replace(reason === 'wrong-passwords' ? LOCKED_OUT_PATH : NO_VERIFIER_PATH);
  }
}
