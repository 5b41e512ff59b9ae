/**
 * Which database failures are outages and which are races (docs/architecture.md#outages). An
 * outage (the database cannot be reached, or is shutting down or starting) answers 503 with
 * Retry-After; a deadlock or a serialization failure is retried inside the server. Anything else
 * is a bug and stays a 500.
 */

/** Socket errors of a connection that cannot be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or not yet there: admin_shutdown, crash_shutdown,
 * cannot_connect_now, too_many_connections (class 08, connection exceptions, is matched whole).
 */
const SERVER_GONE = new Set(['57P01', '57P02', '57P03', '53300']);

/** What node-postgres says when its socket closes under it or a connection cannot be had in time. */
const CUT =
  /Connection terminated|timeout exceeded when trying to connect|connection timeout|Client has encountered a connection error|Connection ended/i;

/** Deadlock detected, and could not serialize access: the transaction may simply run again. */
const RETRYABLE = new Set(['40P01', '40001']);

interface MaybeDbError {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** The error and whatever it wraps (a cause, or each attempt of an AggregateError). */
function* chain(error: unknown, depth = 0): Generator<MaybeDbError> {
  if (!error || typeof error !== 'object' || depth > 5) return;
  const e = error as MaybeDbError;
  yield e;
  yield* chain(e.cause, depth + 1);
  if (Array.isArray(e.errors)) for (const inner of e.errors) yield* chain(inner, depth + 1);
}

/** The database could not be reached (or is shutting down, or starting): an outage, not a bug. */
export function isUnreachable(error: unknown): boolean {
  for (const e of chain(error)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (NETWORK_CODES.has(code) || SERVER_GONE.has(code) || /^08/.test(code)) return true;
    if (typeof e.message === 'string' && CUT.test(e.message)) return true;
  }
  return false;
}

/** A deadlock or serialization failure: running the transaction again may well succeed. */
export function isRetryable(error: unknown): boolean {
  for (const e of chain(error)) if (typeof e.code === 'string' && RETRYABLE.has(e.code)) return true;
  return false;
}

/** How many times a transaction runs at most when it keeps meeting deadlocks or serialization failures. */
export const MAX_TRANSACTION_ATTEMPTS = 5;

/**
 * Runs `attempt` again after a deadlock or serialization failure, up to MAX_TRANSACTION_ATTEMPTS
 * times, waiting a little longer (and a random part, so two victims do not meet again) each time.
 * The last failure is thrown: the caller answers it as 503, never 500.
 */
export async function retryRaces<T>(attempt: () => Promise<T>): Promise<T> {
  for (let n = 1; ; n += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isRetryable(error) || n >= MAX_TRANSACTION_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * 2 ** n + Math.random() * 20));
    }
  }
}
