/**
 * Sign-in and sign-up: the sign-in screen, the calls and rules the sign-up form uses, and logout.
 * Nothing in the first load of the public pages imports this; the session itself (token and user)
 * is kept by src/api/session.ts.
 */
export { isSessionAnswer, type SessionAnswer, startSession } from './auth-api.ts';
export { AuthLayout } from './auth-layout.tsx';
export { LoginScreen } from './login-screen.tsx';
export { useSessionStart } from './other-persons-work.tsx';
export { providerStartHref } from './provider-tab.ts';
export {
  logout,
  saveSession,
  unsyncedCount,
} from './session-store.ts';
export { compact, emailError, type FieldErrors, serverFieldErrors } from './validation.ts';
