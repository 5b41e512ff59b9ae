import type { Db } from '../store/db.ts';

/** The failure that locks an account (the first four answer 401); each further one doubles the lock, up to 15 minutes. */
export const FREE_FAILURES = 5;
const BASE_LOCK_SECONDS = 30;
const MAX_LOCK_SECONDS = 15 * 60;

/** Seconds the caller must wait before trying this email again, or 0. */
export async function lockedFor(db: Db, email: string, now: Date): Promise<number> {
  const rows = await db.query<{ locked_until: Date | string | null }>(
    'select locked_until from login_attempts where email = $1',
    [email],
  );
  const until = rows[0]?.locked_until;
  if (!until) return 0;
  const ms = new Date(until).getTime() - now.getTime();
  return ms > 0 ? Math.ceil(ms / 1000) : 0;
}

export async function recordFailure(db: Db, email: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ failures: number }>(
      // Failures older than the longest lock are forgiven: a typo next month starts from zero.
      `insert into login_attempts (email, failures, last_failure_at) values ($1, 1, $2)
       on conflict (email) do update set
         failures = case when login_attempts.last_failure_at < $3 then 1 else login_attempts.failures + 1 end,
         last_failure_at = $2
       returning failures`,
      [email, now, new Date(now.getTime() - MAX_LOCK_SECONDS * 1000)],
    );
    const failures = rows[0]?.failures ?? 1;
    if (failures < FREE_FAILURES) return 0;
    const seconds = Math.min(MAX_LOCK_SECONDS, BASE_LOCK_SECONDS * 2 ** (failures - FREE_FAILURES));
    await tx.query('update login_attempts set locked_until = $2 where email = $1', [
      email,
      new Date(now.getTime() + seconds * 1000),
    ]);
    return seconds;
  });
}

export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.query('delete from login_attempts where email = $1', [email]);
}
