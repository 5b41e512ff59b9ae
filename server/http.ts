import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ProxyTrust } from './middleware/client-address.ts';
import type { Scope } from './scope/scope.ts';
import type { Actor, WriteResult } from './store/apply.ts';
import type { Db } from './store/db.ts';
import type { StoredRecord } from './store/records.ts';

export interface AppEnv {
  /** `sessionId`: the device session of the request's access token (docs/architecture.md#sessions-and-logout). */
  Variables: { actor: Actor; user: StoredRecord; sessionId: string; scope?: Scope };
}

export interface AppDeps extends ProxyTrust {
  db: Db;
  tokens: import('./auth/tokens.ts').Tokens;
  now?: () => Date;
  /** A device's refresh chain ends after this long unused (REFRESH_IDLE_DAYS; 30 days). */
  sessionIdleSeconds?: number;
  /** How long a sign-in or a password typed again allows a role change (STEP_UP_SECONDS; 5 minutes). */
  stepUpSeconds?: number;
  /** Mark the refresh cookie Secure; unset: when the request came over https or PUBLIC_URL is https. */
  secureCookies?: boolean;
  /** The app's public address (PUBLIC_URL), without a trailing slash; undefined: the request's origin. */
  publicUrl?: string | undefined;
}

export const ok = <T>(c: Context, data: T, status: ContentfulStatusCode = 200, message?: string): Response =>
  c.json({ success: true, ...(message ? { message } : {}), data }, status);

export const fail = (
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  errors?: Record<string, string[]>,
): Response => c.json({ success: false, message, ...(errors ? { errors } : {}) }, status);

/** The request body as JSON, or a 400 Response when it is not JSON. */
export async function readJson(c: Context): Promise<{ body: unknown } | { response: Response }> {
  try {
    return { body: await c.req.json() };
  } catch {
    return { response: fail(c, 400, 'The request body must be valid JSON') };
  }
}

const STATUS = { invalid: 400, not_found: 404, forbidden: 403, exists: 409 } as const;

/** A rejected write as an HTTP error; `notFound` names the thing for the 404 message. */
export function rejection(
  c: Context,
  result: Extract<WriteResult, { status: 'rejected' }>,
  notFound = 'Not found',
) {
  const message =
    result.code === 'not_found'
      ? notFound
      : result.code === 'invalid' && result.errors
        ? 'Please correct the highlighted fields'
        : result.reason;
  return fail(c, STATUS[result.code], message, result.errors);
}

/** How long a client should wait before trying again while the database is away. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/**
 * The answer while the database cannot be reached (docs/architecture.md#outages): 503 with
 * Retry-After, in the usual envelope, so a device keeps its changes and tries again, and a load
 * balancer can tell an outage from a bug.
 */
export function unavailable(
  c: Context,
  message = 'The server cannot reach its database just now. Please try again shortly.',
) {
  c.header('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
  return fail(c, 503, message);
}
