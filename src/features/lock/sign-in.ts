import { commands } from '../../store/index.ts';
import { resetForSignIn } from './lock-state.ts';
import { deriveVerifier } from './verifier.ts';

let deriving: Promise<void> | null = null;

/**
 * Every sign-in with a password (docs/behaviour.md#lock): the device starts unlocked and active, and
 * the password's verifier for unlocking offline is derived in the background (about half a second
 * of WebCrypto work, so the navigation does not wait for it). A sign-in without a password keeps
 * the verifier the device has.
 */
export function lockAfterSignIn(user: { _id: string }, password?: string): void {
  resetForSignIn(Date.now());
  if (!password) return;
  const run = deriveVerifier(password, user._id)
    .then((verifier) => commands.saveLockVerifier(verifier))
    .catch(() => {
      // No WebCrypto or no storage: the lock screen then asks the person to sign in again.
    });
  deriving = run;
  void run.finally(() => {
    if (deriving === run) deriving = null;
  });
}

/** Resolves once a verifier started in this tab is stored (an unlock right after sign-in waits for it). */
export const verifierReady = (): Promise<void> => deriving ?? Promise.resolve();

/** Whether a verifier started in this tab is still being made. */
export const verifierPending = (): boolean => deriving !== null;
