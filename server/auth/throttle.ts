import type { Db } from '../store/db.ts';

/** The failure that locks an account (the first four answer 401); each further one doubles the lock, up to 15 minutes. */
export const FREE_FAILURES = 5;
const BASE_LOCK_SECONDS = 30;
const MAX_LOCK_SECONDS = 15 * 60;

const lockSeconds = (failures: number) =>
  Math.min(MAX_LOCK_SECONDS, BASE_LOCK_SECONDS * 2 ** (failures - FREE_FAILURES));

/**
 * Whose failures a count holds: every client without a device cookie for the account together, or
 * one known device on its own (`deviceClient`), so a stranger's guesses lock out strangers only.
 */
export const UNTRUSTED = 'untrusted';

/** The count of one known device, named by its cookie's hash (never the cookie itself). */
export const deviceClient = (tokenHash: string) => `device:${tokenHash}`;

export type Attempt =
  /** Try the password; `attempt` is its number among the unforgiven failures, this one included. */
  | { allowed: true; attempt: number }
  /** Locked: refuse without checking the password. */
  | { allowed: false; retryAfter: number };

/**
 * Counts a sign-in attempt as a failure before its password is checked, under the email's row
 * lock, so parallel attempts (from any server process) each get their own number and at most FREE_FAILURES passwords are checked
 * before the lock: the attempt that reaches it sets the lock at once, and attempts made while it
 * holds are refused unchecked. A success then clears the count (`clearFailures`).
 */
export async function reserveAttempt(
  db: Db,
  email: string,
  now: Date,
  client: string = UNTRUSTED,
): Promise<Attempt> {
  // Failures older than the longest lock are forgiven: a typo next month starts from zero.
  const forgiven = now.getTime() - MAX_LOCK_SECONDS * 1000;
  return db.transaction(async (tx) => {
    await tx.query(
      'insert into login_attempts (email, client, failures) values ($1, $2, 0) on conflict (email, client) do nothing',
      [email, client],
    );
    // The row lock makes parallel attempts on one email take their numbers one after another.
    const rows = await tx.query<{
      failures: number;
      locked_until: Date | string | null;
      last_failure_at: Date | string | null;
    }>(
      'select failures, locked_until, last_failure_at from login_attempts where email = $1 and client = $2 for update',
      [email, client],
    );
    const row = rows[0];
    const lockedMs = row?.locked_until ? new Date(row.locked_until).getTime() - now.getTime() : 0;
    if (lockedMs > 0) return { allowed: false, retryAfter: Math.ceil(lockedMs / 1000) };
    const stale = !row?.last_failure_at || new Date(row.last_failure_at).getTime() < forgiven;
    const attempt = stale ? 1 : (row?.failures ?? 0) + 1;
    // The attempt that reaches the limit locks at once, before its password is checked.
    const lock = lockAfter(attempt);
    await tx.query(
      'update login_attempts set failures = $3, last_failure_at = $4, locked_until = $5 where email = $1 and client = $2',
      [email, client, attempt, now, lock > 0 ? new Date(now.getTime() + lock * 1000) : null],
    );
    return { allowed: true, attempt };
  });
}

/** Seconds a failed attempt numbered `attempt` locks the account for (0: answer 401, not 429). */
export const lockAfter = (attempt: number): number => (attempt >= FREE_FAILURES ? lockSeconds(attempt) : 0);

/**
 * Forgets failures: one client's after its own success (a known device's sign-in leaves strangers
 * locked), or every client's when the password itself changes.
 */
export async function clearFailures(db: Db, email: string, client?: string): Promise<void> {
  if (client === undefined) await db.query('delete from login_attempts where email = $1', [email]);
  else await db.query('delete from login_attempts where email = $1 and client = $2', [email, client]);
}
