/**
 * The lock for shared devices (docs/behaviour.md#lock): the idle and on-demand lock of the admin
 * area, its lock screen, and what a sign-in with a password does for it. The shell mounts it; the
 * sign-in path calls lockAfterSignIn (loaded at sign-in, never by the first load of / or /login).
 */

export { DevicePinCard, DevicePinPrompt } from './device-pin-lazy.tsx';
export { confirmIdentity } from './identity-check.ts';
export { IdentityPrompt } from './identity-prompt.tsx';
export { LockButton } from './lock-button.tsx';
export { LockScreen } from './lock-screen.tsx';
export { lockAfterSignIn } from './sign-in.ts';
export { useIdleLock } from './use-lock.ts';
