import { describe, expect, it } from 'vitest';
import { derivePinVerifier, lockAsksFor, pinProblem } from './pin.ts';
import { afterWrongPassword, MAX_WRONG_PASSWORDS, wrongPasswordText } from './rules.ts';
import { deriveVerifier, passwordMatches } from './verifier.ts';

// A low count keeps the unit tests quick; the app always uses LOCK_ITERATIONS.
const FAST = { iterations: 1000 };

describe('device PIN', () => {
  it('takes 6 to 12 digits that are not a repeat or a run, typed the same twice', () => {
    expect(pinProblem('', '')).toBe('Enter a PIN.');
    expect(pinProblem('12a456', '12a456')).toBe('Use digits only.');
    expect(pinProblem('73915', '73915')).toBe('Use at least 6 digits.');
    expect(pinProblem('7391582046135', '7391582046135')).toBe('Use at most 12 digits.');
    for (const weak of ['000000', '123456', '654321', '890123', '4444444'])
      expect(pinProblem(weak, weak)).toMatch(/harder to guess/);
    expect(pinProblem('739158', '739185')).toBe('The two PINs are not the same.');
    expect(pinProblem('739158', '739158')).toBeNull();
    expect(pinProblem('102938475610', '102938475610')).toBeNull();
  });

  it('is kept as a salted PBKDF2 verifier marked as a PIN, never the PIN itself', async () => {
    const verifier = await derivePinVerifier('739158', 'user-1', {
      ...FAST,
      now: new Date('2026-11-26T09:00:00Z'),
    });
    expect(verifier).toMatchObject({
      userId: 'user-1',
      algorithm: 'PBKDF2-SHA-256',
      iterations: 1000,
      kind: 'pin',
      createdAt: '2026-11-26T09:00:00.000Z',
    });
    expect(JSON.stringify(verifier)).not.toContain('739158');
    expect(await passwordMatches('739158', verifier)).toBe(true);
    expect(await passwordMatches('739159', verifier)).toBe(false);
    // A new salt each time: the same PIN twice gives two different hashes.
    const again = await derivePinVerifier('739158', 'user-1', FAST);
    expect(again.salt).not.toBe(verifier.salt);
    expect(again.hash).not.toBe(verifier.hash);
  });

  it('is what the lock screen asks for when the device keeps one; the password otherwise', async () => {
    expect(lockAsksFor(await derivePinVerifier('739158', 'user-1', FAST))).toBe('PIN');
    expect(lockAsksFor(await deriveVerifier('a long passphrase', 'user-1', FAST))).toBe('password');
    expect(lockAsksFor(undefined)).toBe('password');
  });

  it('signs the device out after five wrong PINs, as after five wrong passwords', () => {
    let failures = 0;
    const texts: string[] = [];
    for (let i = 0; i < MAX_WRONG_PASSWORDS; i++) {
      const next = afterWrongPassword(failures);
      failures = next.failures;
      if (next.signOut) break;
      texts.push(wrongPasswordText(next.left, 'PIN'));
    }
    expect(failures).toBe(5);
    expect(texts[0]).toBe('Wrong PIN. 4 tries left before this device signs you out.');
    expect(texts.at(-1)).toBe('Wrong PIN. 1 try left before this device signs you out.');
  });
});
