import type { ApiFailure } from '../../api/client.ts';

/** The exact text of docs/behaviour.md#sign-in-and-sign-up when the connection check fails while the browser is online. */
export const CONNECTION_CHECK_FAILED = 'Backend connection test failed. The service might be unavailable.';

/** docs/behaviour.md#differences-from-the-specification: an administrator resets passwords; there is no self-service e-mail reset. */
export const FORGOT_PASSWORD =
  "Passwords are reset by your firm's administrator. Ask them to set a new password for you, then sign in with it here.";

/** docs/behaviour.md#lock: five wrong passwords (or device PINs) on the lock screen signed the device out. */
export const LOCKED_OUT = 'Too many wrong tries on the lock screen. Sign in again.';

export const OFFLINE_SIGN_IN =
  'You are offline. Signing in needs a connection the first time on this device. A device that was signed in before opens the app and your files offline.';

export const SESSION_EXPIRED =
  'Your session has ended. Sign in again to continue. Changes made on this device that are not synced yet are kept and will be sent after you sign in.';

/** docs/behaviour.md#sign-in-and-sign-up: the server's message, otherwise 'Login failed'; no answer at all is a connection problem. */
export function signInFailureMessage(failure: Pick<ApiFailure, 'message' | 'offline'>): string {
  if (failure.offline) return 'Could not reach the server. Check your connection and try again.';
  return failure.message || 'Login failed';
}
