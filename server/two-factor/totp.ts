import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30-second steps. */
const PERIOD = 30;
/** One step either side: a phone clock a little off, or a code typed as it turned over. */
const WINDOW = 1;
export const ISSUER = 'Estate Administration';

const totpOf = (secret: string, label = 'account') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

/** A new 160-bit secret in base32, as authenticator apps take it by hand. */
export const newSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// address a QR code carries: the firm and the person's email name the entry. */
export const otpauthUrl = (secret: string, email: string, firm: string): string =>
  new TOTP({
    issuer: `${ISSUER} (${firm})`,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  }).toString();

/** The code for a moment (tests read the secret as a person's phone would). */
export const codeAt = (secret: string, at: Date): string =>
  totpOf(secret).generate({ timestamp: at.getTime() });

/**
 * The time step a code belongs to when it is valid now (within one step either side), else null.
 * The caller refuses a step not later than the last one used, so a code is good once.
 */
export function validStep(secret: string, code: string, now: Date): number | null {
  const digits = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(digits)) return null;
  const delta = totpOf(secret).validate({ token: digits, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD) + delta;
}

/** Ten recovery codes like "k7qm-2xrp-9d4w": 60 random bits each, easy to read out and type. */
export function newRecoveryCodes(count = 10): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(12);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
  });
}

/** Recovery codes and challenges are random enough that a plain SHA-256 is the right hash. */
export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** A recovery code however it was typed: case, spaces and dashes do not matter. */
export const hashRecoveryCode = (code: string): string => sha256(code.toLowerCase().replace(/[\s-]+/g, ''));

export const newChallengeToken = (): string => randomBytes(32).toString('base64url');
