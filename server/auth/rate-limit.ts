import type { Db } from '../store/db.ts';

/** At most `max` requests per `windowSeconds` for one key (an address, an email) of one scope. */
export interface Limit {
  scope: string;
  max: number;
  windowSeconds: number;
}

export type Taken = { allowed: true } | { allowed: false; retryAfter: number };

/**
 * Takes one slot of the limit for `key`, atomically (one upsert, so parallel requests each get
 * their own count and several server processes agree). The slot is taken before the work it
 * guards, so requests in flight are counted too; `giveBack` returns it when the work should not
 * count (a successful sign-in).
 */
export async function take(db: Db, limit: Limit, key: string, now: Date): Promise<Taken> {
  const expired = new Date(now.getTime() - limit.windowSeconds * 1000);
  const rows = await db.query<{ hits: number; window_start: Date | string }>(
    `insert into throttle_counters (scope, key, hits, window_start) values ($1, $2, 1, $3)
     on conflict (scope, key) do update set
       hits = case when throttle_counters.window_start <= $4 then 1 else throttle_counters.hits + 1 end,
       window_start = case when throttle_counters.window_start <= $4 then $3 else throttle_counters.window_start end
     returning hits, window_start`,
    [limit.scope, key, now, expired],
  );
  const row = rows[0];
  if (!row || row.hits <= limit.max) return { allowed: true };
  const ends = new Date(row.window_start).getTime() + limit.windowSeconds * 1000;
  return { allowed: false, retryAfter: Math.max(1, Math.ceil((ends - now.getTime()) / 1000)) };
}

export async function giveBack(db: Db, limit: Limit, key: string): Promise<void> {
  await db.query('update throttle_counters set hits = greatest(hits - 1, 0) where scope = $1 and key = $2', [
    limit.scope,
    key,
  ]);
}

/** "30 seconds" or "4 minutes", for the message of a 429. */
export const waitText = (seconds: number) =>
  seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;

/** How long a finished window or an old sign-in failure is kept before `pruneCounters` drops it. */
const KEEP_SECONDS = 24 * 3600;

/**
 * Drops counters whose windows ended long ago and sign-in failures long forgiven: otherwise every
 * address and email ever seen would keep a row. Run at start and hourly (server/index.ts).
 */
export async function pruneCounters(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - KEEP_SECONDS * 1000);
  await db.query('delete from throttle_counters where window_start < $1', [before]);
  await db.query(
    `delete from login_attempts
     where coalesce(last_failure_at, '-infinity') < $1 and coalesce(locked_until, '-infinity') < $1`,
    [before],
  );
  // Device cookies unused for a year are forgotten (server/auth/device-cookie.ts).
  await db.query('delete from device_cookies where last_used_at < $1', [
    new Date(now.getTime() - 365 * 24 * 3600 * 1000),
  ]);
}
