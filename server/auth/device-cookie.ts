import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { AppDeps } from '../http.ts';
import { type AppCookie, appCookieValues, setAppCookie } from './cookies.ts';
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

/** The device cookie (`cookies.ts`): `__Host-estate_device` at `/` over https. */
const DEVICE: AppCookie = { base: DEVICE_COOKIE, path: DEVICE_PATH, sameSite: 'Strict' };

const tokensOf = (c: Context, deps: AppDeps) =>
  appCookieValues(c, DEVICE, secureFor(c, deps)).filter((value) => /^[A-Za-z0-9_-]{43}$/.test(value));

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
  const since = new Date(now.getTime() - DEVICE_COOKIE_DAYS * 24 * 3600 * 1000);
  // Any of the cookies sent (one may be planted by a sibling site): the one this account knows.
  for (const token of tokensOf(c, deps)) {
    const tokenHash = hashToken(token);
    const rows = await deps.db.query(
      'select 1 from device_cookies where token_hash = $1 and email = $2 and last_used_at >= $3',
      [tokenHash, email.trim().toLowerCase(), since],
    );
    if (rows.length > 0) return { known: true, client: deviceClient(tokenHash) };
  }
  return { known: false, client: UNTRUSTED };
}

/**
 * The device cookie this sign-in keeps: one this account already knows; else the browser's only
 * one, when this server issued it (one cookie per browser, however many accounts it signs in to);
 * else a new one. A value nobody issued, or one of several (one planted by a sibling site), is
 * never adopted: whoever planted it would know this device's token.
 */
async function keptToken(c: Context, deps: AppDeps, email: string): Promise<string> {
  const presented = tokensOf(c, deps);
  for (const token of presented) {
    const known = await deps.db.query('select 1 from device_cookies where token_hash = $1 and email = $2', [
      hashToken(token),
      email,
    ]);
    if (known.length > 0) return token;
  }
  if (presented.length === 1) {
    const issued = await deps.db.query('select 1 from device_cookies where token_hash = $1 limit 1', [
      hashToken(presented[0]!),
    ]);
    if (issued.length > 0) return presented[0]!;
  }
  return randomBytes(32).toString('base64url');
}

/** After a complete sign-in: records that this device signed in to `email`, with its device cookie. */
export async function rememberDevice(c: Context, deps: AppDeps, email: string, now: Date): Promise<void> {
  const token = await keptToken(c, deps, email.trim().toLowerCase());
  await deps.db.query(
    `insert into device_cookies (token_hash, email, created_at, last_used_at) values ($1, $2, $3, $3)
     on conflict (token_hash, email) do update set last_used_at = $3`,
    [hashToken(token), email.trim().toLowerCase(), now],
  );
  setAppCookie(c, DEVICE, secureFor(c, deps), token, DEVICE_COOKIE_DAYS * 24 * 3600);
}
