import type { MiddlewareHandler } from 'hono';
import type { UserRole } from '../../src/domain/schemas/index.ts';
import { type AppDeps, type AppEnv, fail } from '../http.ts';
import { findRecord } from '../store/records.ts';

const EXPIRED = 'Your session has expired or is not valid. Please sign in again.';

/**
 * Bearer-token authentication. The user is read on every request, so a removed user or a role
 * change takes effect at once; every query below is scoped to the token's organization.
 */
export function requireAuth(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) return fail(c, 401, 'Authentication required. Please sign in.');
    const claims = await deps.tokens.verify(match[1]);
    if (!claims) return fail(c, 401, EXPIRED);
    const user = await findRecord(deps.db, claims.org, 'users', claims.sub);
    if (!user) return fail(c, 401, EXPIRED);
    c.set('user', user);
    c.set('actor', { userId: user._id, organization: user.organization, role: user.role as UserRole });
    await next();
  };
}
