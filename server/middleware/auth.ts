import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { UserRole } from '../../src/domain/schemas/index.ts';
import { liveSession, touchSession, unauthorized } from '../auth/sessions.ts';
import type { AppDeps, AppEnv } from '../http.ts';
import { findRecord } from '../store/records.ts';

/** The bearer token of the request, if it sent one. */
export const bearerOf = (header: string | undefined) => /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];

/**
 * Bearer-token authentication (docs/architecture.md#sessions-and-logout). The token must name a
 * live device session, and the user is read on every request, so a signed-out device, a removed
 * user or a role change takes effect at once; every query below is scoped to the token's
 * organization. A refusal is a 401 with a `reason` the device acts on.
 */
export function requireAuth(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerOf(c.req.header('authorization'));
    if (!token) return unauthorized(c, 'session-ended');
    const checked = await deps.tokens.check(token);
    if ('problem' in checked) {
      // An expired token of an ended session says so at once: a disabled person's device learns
      // it now rather than after a refresh.
      if (checked.problem === 'expired' && checked.claims) {
        const live = await liveSession(deps, checked.claims);
        return unauthorized(c, 'reason' in live ? live.reason : 'expired');
      }
      return unauthorized(c, 'session-ended');
    }
    const live = await liveSession(deps, checked.claims);
    if ('reason' in live) return unauthorized(c, live.reason);
    const user = await findRecord(deps.db, checked.claims.org, 'users', checked.claims.sub);
    if (!user) return unauthorized(c, 'removed');
    // A beneficiary reaches only their sync, their own account and devices, and shared documents'
    // content; every other route answers as if it did not exist (docs/architecture.md#scopes).
    if (user.role === 'Beneficiary' && !beneficiaryMayCall(c.req.method, c.req.path)) {
      return c.json({ success: false, message: 'Not found' }, 404);
    }
    await touchSession(deps, live.session);
    c.set('user', user);
    c.set('sessionId', live.session.id);
    c.set('actor', { userId: user._id, organization: user.organization, role: user.role as UserRole });
    await next();
  };
}

/** The handlers a route's contract marks public (server/contract.ts `describe`). */
const PUBLIC_HANDLERS = new WeakSet<object>();

/** Marks a route's description as public: its route is reached without a token. */
export const markPublic = <H extends object>(handler: H): H => {
  PUBLIC_HANDLERS.add(handler);
  return handler;
};

/**
 * Whether the request may pass without a token: its route was declared public by its contract, or
 * no route answers it at all (only middleware and the catch-all, all registered for every method),
 * so it gets the plain 404 of an unknown endpoint.
 */
const needsNoToken = (c: Context) => {
  const routes = matchedRoutes(c);
  return (
    routes.some((route) => PUBLIC_HANDLERS.has(route.handler)) ||
    routes.every((route) => route.method === 'ALL')
  );
};

/**
 * Every API route needs a signed-in person unless its contract says `public: true`: a new router is
 * closed until someone opens it on purpose, rather than open until someone adds it to a list
 * (docs/architecture.md#sessions-and-logout; server/routes/route-walk.test.ts walks every route).
 */
export function requireAuthUnlessPublic(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const auth = requireAuth(deps);
  return (c, next) => (needsNoToken(c) ? next() : auth(c, next));
}

const BENEFICIARY_ROUTES: readonly [string, RegExp][] = [
  ['*', /^\/api\/sync\/(push|pull|records?|events)$/],
  ['*', /^\/api\/account\/(password|email)$/],
  ['*', /^\/api\/sessions(\/[^/]+)?$/],
  ['*', /^\/api\/two-factor(\/.*)?$/],
  ['GET', /^\/api\/documents\/[^/]+\/content$/],
  // A shared document they opened or saved, for the firm's log (the route takes no other kind from them).
  ['POST', /^\/api\/activity\/report-downloads$/],
];

/** The routes a beneficiary may call; the server still checks each record against their scope. */
export const beneficiaryMayCall = (method: string, path: string) =>
  BENEFICIARY_ROUTES.some(([m, re]) => (m === '*' || m === method) && re.test(path));
