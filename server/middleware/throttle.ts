import type { MiddlewareHandler } from 'hono';
import { type Limit, take, waitText } from '../auth/rate-limit.ts';
import { type AppDeps, fail } from '../http.ts';
import { clientAddress, type ProxyTrust } from './client-address.ts';

/**
 * Answers 429 with Retry-After once a client address has used up `limit`; every request that
 * reaches it counts. For public endpoints that cost us or others something (registration, and
 * later invitations and password resets).
 */
export function throttleByAddress(deps: AppDeps & ProxyTrust, limit: Limit, what: string): MiddlewareHandler {
  const now = deps.now ?? (() => new Date());
  return async (c, next) => {
    const taken = await take(deps.db, limit, clientAddress(c, deps), now());
    if (!taken.allowed) {
      c.header('Retry-After', String(taken.retryAfter));
      return fail(c, 429, `Too many ${what} from your network. Try again in ${waitText(taken.retryAfter)}.`);
    }
    await next();
  };
}
