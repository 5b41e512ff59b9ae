import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppDeps } from '../http.ts';
import { hashToken, secureFor } from './sessions.ts';
import { deviceClient, UNTRUSTED } from './throttle.ts';

/**
 * The device cookie (OWASP Authentication Cheat Sheet, "device cookies"): proof that this browser
 * has signed in to an account before. The per-address sign-in limit is there to stop a spray
 * across many accounts from one network; an office behind one address would otherwise be locked
 * out by anyone making 30 wrong guesses from it. A sign-in that carries a device cookie for the
 * very account it names is therefore judged by its own count of failures for that account alone
 * (which locks that device after five), not by the address's nor by strangers': an attacker's
 * wrong passwords lock out the untrusted clients, never a device the person has used (OWASP's lockout
 * for untrusted clients). Unknown devices stay limited per address too.
 *
 * It is kept apart from the refresh cookie: it proves nothing about a session, lives a year, goes
 * only to the sign-in endpoint, and signing out does not remove it (the office stays known).
 */
export const DEVICE_COOKIE = 'estate_device';
/** Sent only with sign-in attempts. */
const DEVICE_PATH = '/api/auth/login';
/** A device unused for a year is forgotten. */
export const DEVICE_COOKIE_DAYS = 365;

const tokenOf = (c: Context) => {
  const value = getCookie(c, DEVICE_COOKIE);
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
};

/**
 * Whose failures this sign-in counts among: its own device's, when the device has signed in to the
 * account of `email` before (and within the year), else every untrusted client's (server/auth/throttle.ts).
 */
export async function signInClient(
  c: Context,
  deps: AppDeps,
  email: string,
  now: Date,
): Promise<{ known: boolean; client: string }> {
  const token = tokenOf(c);
  if (!token) return { known: false, client: UNTRUSTED };
  const since = new Date(now.getTime() - DEVICE_COOKIE_DAYS * 24 * 3600 * 1000);
  const tokenHash = hashToken(token);
  const rows = await deps.db.query(
    'select 1 from device_cookies where token_hash = $1 and email = $2 and last_used_at >= $3',
    [tokenHash, email.trim().toLowerCase(), since],
  );
  return rows.length > 0
    ? { known: true, client: deviceClient(tokenHash) }
    : { known: false, client: UNTRUSTED };
}

/**
 * After a complete sign-in: records that this device signed in to `email`, giving it a device
 * cookie when it has none (one cookie per browser, however many accounts it signs in to).
 */
export async function rememberDevice(c: Context, deps: AppDeps, email: string, now: Date): Promise<void> {
  const token = tokenOf(c) ?? randomBytes(32).toString('base64url');
  await deps.db.query(
    `insert into device_cookies (token_hash, email, created_at, last_used_at) values ($1, $2, $3, $3)
     on conflict (token_hash, email) do update set last_used_at = $3`,
    [hashToken(token), email.trim().toLowerCase(), now],
  );
  setCookie(c, DEVICE_COOKIE, token, {
    httpOnly: true,
    secure: secureFor(c, deps),
    sameSite: 'Strict',
    path: DEVICE_PATH,
    maxAge: DEVICE_COOKIE_DAYS * 24 * 3600,
  });
}
