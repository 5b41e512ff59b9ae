import type { LockVerifier } from '../../store/index.ts';
import { deriveVerifier } from './verifier.ts';

/**
 * The device PIN (docs/oidc.md#the-lock-and-a-device-pin): what someone who signs in only with the
 * firm's Microsoft or Google account types on the lock screen, since they have no password here.
 * It is kept exactly like the password's verifier (PBKDF2-SHA-256, 600,000 iterations, a random
 * salt, in this device's IndexedDB only), marked `kind: 'pin'`; the server never sees it.
 */
export const MIN_PIN_DIGITS = 6;
export const MAX_PIN_DIGITS = 12;

/** Why this PIN will not do, or null. Runs like 123456 and one digit repeated are the first guesses. */
export function pinProblem(pin: string, repeated: string): string | null {
  if (!pin) return 'Enter a PIN.';
  if (!/^\d+$/.test(pin)) return 'Use digits only.';
  if (pin.length < MIN_PIN_DIGITS) return `Use at least ${MIN_PIN_DIGITS} digits.`;
  if (pin.length > MAX_PIN_DIGITS) return `Use at most ${MAX_PIN_DIGITS} digits.`;
  if (/^(\d)\1+$/.test(pin) || isRun(pin, 1) || isRun(pin, -1))
    return 'Choose a PIN that is harder to guess than one digit repeated or a run like 123456.';
  if (pin !== repeated) return 'The two PINs are not the same.';
  return null;
}

function isRun(pin: string, step: 1 | -1): boolean {
  for (let i = 1; i < pin.length; i++)
    if ((Number(pin[i - 1]) + step + 10) % 10 !== Number(pin[i])) return false;
  return true;
}

/** A new PIN verifier for this person; `iterations` is lowered only by unit tests. */
export const derivePinVerifier = (
  pin: string,
  userId: string,
  options: { iterations?: number; now?: Date } = {},
): Promise<LockVerifier> => deriveVerifier(pin, userId, { ...options, kind: 'pin' });

/** What the lock screen asks for: the PIN when the device keeps one for this person. */
export const lockAsksFor = (verifier: LockVerifier | undefined): 'PIN' | 'password' =>
  verifier?.kind === 'pin' ? 'PIN' : 'password';
