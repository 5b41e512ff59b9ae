import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids.ts';
import { startTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { openApiDocument } from './openapi.ts';

/**
 * Secure by default (docs/architecture.md#sessions-and-logout): every route of the app, as the app
 * itself lists them, is called without a token. A route its contract does not mark public must
 * answer 401; the public ones are exactly the list below, so opening a route is a visible change.
 */
const PUBLIC_ROUTES = [
  'GET /api/test',
  'GET /api/health',
  'GET /api/openapi.json',
  'POST /api/auth/login',
  'POST /api/auth/register',
  'GET /api/auth/register/:token',
  'POST /api/auth/register/:token',
  'POST /api/auth/logout',
  'POST /api/auth/refresh',
  'POST /api/auth/two-factor/verify',
  'POST /api/auth/two-factor/enrol',
  'POST /api/auth/two-factor/enrol/confirm',
  'GET /api/auth/oidc/providers',
  'GET /api/auth/oidc/:provider/start',
  'GET /api/auth/oidc/:provider/callback',
  'POST /api/auth/oidc/finish',
  'GET /api/invitations/:token',
  'POST /api/invitations/:token/accept',
  'GET /api/password-resets/:token',
  'POST /api/password-resets/:token',
].sort();

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The routes that answer requests: middleware is registered for every method ('ALL'). */
const endpoints = (app: TestApp['app']) =>
  [
    ...new Set(
      app.routes
        .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
        .map((r) => `${r.method} ${r.path}`),
    ),
  ].sort();

/** Whether the generated document declares the operation public (`security: []`). */
async function publicInDocument(app: TestApp['app']) {
  const doc = await openApiDocument(app);
  const open = new Set<string>();
  for (const [path, operations] of Object.entries(doc.paths ?? {}))
    for (const [method, operation] of Object.entries(operations ?? {})) {
      const security = (operation as { security?: unknown[] }).security;
      if (Array.isArray(security) && security.length === 0)
        open.add(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
    }
  return open;
}

describe('every route', () => {
  it('answers 401 without a token unless its contract marks it public', async () => {
    const routes = endpoints(t.app);
    // Enough routes that a walk of the wrong app, or of none, fails.
    expect(routes.length).toBeGreaterThan(60);
    const declared = await publicInDocument(t.app);
    const open: string[] = [];
    for (const route of routes) {
      const [method = '', pattern = ''] = route.split(' ');
      const path = pattern.replace(/:(\w+)(\{[^}]*\})?/g, () => uuidv7());
      const write = !['GET', 'HEAD'].includes(method);
      const res = await t.app.request(path, {
        method,
        ...(write ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}),
      });
      if (declared.has(route)) {
        open.push(route);
        continue;
      }
      expect(res.status, route).toBe(401);
      expect(await res.json(), route).toMatchObject({ success: false, reason: 'session-ended' });
    }
    expect(open.sort()).toEqual(PUBLIC_ROUTES);
    // And nothing is public that the document does not declare so.
    expect([...declared].filter((r) => !routes.includes(r))).toEqual([]);
  });
});
