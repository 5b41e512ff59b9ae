import type { ApiFailure } from '../../api/client.ts';

/** The exact text of spec §8 when the connection check fails while the browser is online. */
export const CONNECTION_CHECK_FAILED = 'Backend connection test failed. The service might be unavailable.';

/** DESIGN §9: Continue with Google says plainly what to do instead of doing nothing. */
export const GOOGLE_UNAVAILABLE =
  "Google sign-in is not available for firm accounts. Sign in with your email and password, or ask your firm's administrator for an invitation.";

export const GOOGLE_UNAVAILABLE_SIGN_UP =
  "Google sign-in is not available for firm accounts. Create an account with your email, or ask your firm's administrator for an invitation.";

/** DESIGN §9: an administrator resets passwords; there is no self-service e-mail reset. */
export const FORGOT_PASSWORD =
  "Passwords are reset by your firm's administrator. Ask them to set a new password for you, then sign in with it here.";

export const OFFLINE_SIGN_IN =
  'You are offline. Signing in needs a connection the first time on this device. A device that was signed in before opens the app and your files offline.';

export const OFFLINE_SIGN_UP =
  'You are offline. Creating a firm needs a connection, so nothing has been sent. What you typed is kept here: press Create Account again once you are back online.';

export const SESSION_EXPIRED =
  'Your session has ended. Sign in again to continue. Changes made on this device that are not synced yet are kept and will be sent after you sign in.';

/** Spec §8: the server's message, otherwise 'Login failed'; no answer at all is a connection problem. */
export function signInFailureMessage(failure: Pick<ApiFailure, 'message' | 'offline'>): string {
  if (failure.offline) return 'Could not reach the server. Check your connection and try again.';
  return failure.message || 'Login failed';
}

/** Sign-up: 409 (email taken) and 400 carry a message; no answer means the connection dropped. */
export function signUpFailureMessage(failure: Pick<ApiFailure, 'message' | 'offline' | 'status'>): string {
  if (failure.offline) return OFFLINE_SIGN_UP;
  if (failure.status === 400) return failure.message || 'Please correct the highlighted fields';
  return failure.message || 'The account could not be created. Please try again.';
}
