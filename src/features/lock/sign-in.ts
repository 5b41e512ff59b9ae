import { commands } from '../../store/index.ts';
import { resetForSignIn } from './lock-state.ts';
import { deriveVerifier } from './verifier.ts';

let deriving: Promise<void> | null = null;
/** Starts the waiting derivation now (an unlock needs it). */
let startNow = () => {};
/** The verifier is derived this long after sign-in at the latest, however long the first sync takes. */
const DERIVE_WITHIN_MS = 5000;

/**
 * Every sign-in with a password (docs/behaviour.md#lock): the device starts unlocked and active, and
 * the password's verifier for unlocking offline is derived in the background. That is about half a
 * second of WebCrypto work on a core of its own, so it waits for `start` (the caller's first sync
 * has settled) or DERIVE_WITHIN_MS, whichever comes first: on a two-core machine it took a core from
 * the first sync while that wrote the firm's records (docs/architecture.md#performance-budgets). An
 * unlock that needs the verifier meanwhile starts it at once. A sign-in without a password keeps
 * the verifier the device has.
 */
export function lockAfterSignIn(user: { _id: string }, password?: string): () => void {
  resetForSignIn(Date.now());
  if (!password) return () => {};
  let start = () => {};
  const due = new Promise<void>((resolve) => {
    start = resolve;
  });
  const timer = setTimeout(start, DERIVE_WITHIN_MS);
  const run = due
    .then(() => {
      clearTimeout(timer);
      return deriveVerifier(password, user._id);
    })
    .then((verifier) => commands.saveLockVerifier(verifier))
    .catch(() => {
      // No WebCrypto or no storage: the lock screen then asks the person to sign in again.
    });
  deriving = run;
  startNow = start;
  void run.finally(() => {
    if (deriving === run) {
      deriving = null;
      startNow = () => {};
    }
  });
  return start;
}

/** Resolves once a verifier started in this tab is stored (an unlock right after sign-in waits for it). */
export const verifierReady = (): Promise<void> => {
  startNow();
  return deriving ?? Promise.resolve();
};

/** Whether a verifier started in this tab is still being made. */
export const verifierPending = (): boolean => deriving !== null;
