/**
 * Sign-in, sign-up and the session. The screens are behind loaders so the first load of the public
 * pages does not carry them; everything else here is plain functions, safe to load early.
 */
export { authCall, isSessionAnswer, type SessionAnswer, startSession } from './auth-api.ts';
export { currentUser, dropSession, isSignedIn, type SessionUser } from './session.ts';
export { logout, saveSession, unsyncedCount } from './session-store.ts';
export {
  GOOGLE_UNAVAILABLE_SIGN_UP,
  OFFLINE_SIGN_UP,
  PASSWORD_MIN_LENGTH,
  type SignUpValues,
  signUpFailureMessage,
  validateSignUp,
} from './sign-up.ts';
export { type FieldErrors, serverFieldErrors } from './validation.ts';

export const loadLoginScreen = () => import('./login-screen.tsx');
