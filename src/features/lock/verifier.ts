import type { LockVerifier } from '../../store/index.ts';

/**
 * The lock screen's offline password check (docs/architecture.md#sessions-and-logout): PBKDF2 with
 * SHA-256 over the password and 16 random bytes, 32 bytes out, through WebCrypto. Only the salt,
 * the count and the result are kept; never the password.
 */
export const LOCK_ITERATIONS = 600_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function pbkdf2(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

/**
 * A new verifier for this password. `iterations` is lowered only by unit tests, for speed; the app
 * always uses LOCK_ITERATIONS.
 */
export async function deriveVerifier(
  password: string,
  userId: string,
  options: { iterations?: number; salt?: Uint8Array; now?: Date; kind?: 'pin' } = {},
): Promise<LockVerifier> {
  const iterations = options.iterations ?? LOCK_ITERATIONS;
  const salt = options.salt ?? crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await pbkdf2(password, salt, iterations);
  return {
    userId,
    algorithm: 'PBKDF2-SHA-256',
    iterations,
    salt: toBase64(salt),
    hash: toBase64(hash),
    createdAt: (options.now ?? new Date()).toISOString(),
    ...(options.kind ? { kind: options.kind } : {}),
  };
}

/** Whether the password matches the verifier; every byte is compared, whatever the first difference. */
export async function passwordMatches(password: string, verifier: LockVerifier): Promise<boolean> {
  if (verifier.algorithm !== 'PBKDF2-SHA-256' || !(verifier.iterations > 0)) return false;
  const expected = fromBase64(verifier.hash);
  const actual = await pbkdf2(password, fromBase64(verifier.salt), verifier.iterations);
  if (actual.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < actual.length; i++) difference |= (actual[i] ?? 0) ^ (expected[i] ?? 0);
  return difference === 0;
}
