import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { CLIENT_WRITABLE, ENDPOINTS, MAX_PUSH_BYTES } from '../src/domain/schemas/index.ts';
import { describe } from './contract.ts';
import { type AppEnv, fail, unavailable } from './http.ts';
import { liveRoutes } from './live/events-route.ts';
import { LiveHub } from './live/hub.ts';
import { requireAuthUnlessPublic } from './middleware/auth.ts';
import { jsonOnly } from './middleware/json-only.ts';
import { sameOriginWrites } from './middleware/same-origin.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { activityRoutes } from './routes/activity.ts';
import { type AuthDeps, authRoutes } from './routes/auth.ts';
import { beneficiaryAccessRoutes } from './routes/beneficiary-access.ts';
import { documentContentRoutes } from './routes/document-content.ts';
import { describeHealth, healthHandler } from './routes/health.ts';
import { historyRoutes } from './routes/history.ts';
import { type OidcRouteDeps, oidcRoutes } from './routes/oidc.ts';
import { describeOpenApi, openApiHandler } from './routes/openapi.ts';
import { organizationRoutes } from './routes/organizations.ts';
import { accountRoutes, type PeopleDeps, peopleRoutes } from './routes/people.ts';
import { linkRoutes } from './routes/people-links.ts';
import { recordRoutes } from './routes/records.ts';
import { sessionRoutes } from './routes/sessions.ts';
import { signUpLinkRoutes } from './routes/sign-up.ts';
import { syncRoutes } from './routes/sync.ts';
import { twoFactorRoutes } from './routes/two-factor.ts';
import { twoFactorSignInRoutes } from './routes/two-factor-sign-in.ts';
import { userRoutes } from './routes/users.ts';
import { serveApp } from './static.ts';
import { isRetryable, isUnreachable } from './store/db-errors.ts';

export interface AppOptions extends AuthDeps, PeopleDeps, OidcRouteDeps {
  distDir?: string;
  /** The live-updates hub (docs/architecture.md#live-updates); made here when not given. */
  live?: LiveHub;
  liveHeartbeatMs?: number;
}

/** JSON bodies above this are refused (document contents have their own 10 MB route). */
const JSON_LIMIT = 1024 * 1024;
/** A push carries up to 1,000 changes, or one action as large as the device lets it queue. */
const SYNC_LIMIT = MAX_PUSH_BYTES;

export function createApp(deps: AppOptions) {
  const app = new Hono<AppEnv>();
  app.use('*', securityHeaders(deps));

  const api = new Hono<AppEnv>();
  // Before anything reads a body or a cookie: another site's page changes nothing here.
  api.use('*', sameOriginWrites(deps));
  // The demo firm's first pull page (500 records) is 107 kB as JSON and 16 kB gzipped: on a weak
  // connection the first download of a firm's files is what a user waits for. Binary document
  // contents are left alone.
  api.use('*', compress());
  api.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  api.use('*', async (c, next) => {
    if (/\/documents\/[^/]+\/content$/.test(c.req.path)) return next();
    // The records a refused action wrote, read back in one request, may be as many as it wrote.
    const maxSize = /\/sync\/(push|records)$/.test(c.req.path) ? SYNC_LIMIT : JSON_LIMIT;
    return bodyLimit({ maxSize, onError: (ctx) => fail(ctx, 413, 'The request is too large') })(c, next);
  });
  // Document contents are raw bytes of their own type; every other body is JSON.
  api.use('*', async (c, next) =>
    /\/documents\/[^/]+\/content$/.test(c.req.path) ? next() : jsonOnly(c, next),
  );
  // Every route below needs a signed-in person unless its contract marks it public.
  api.use('*', requireAuthUnlessPublic(deps));

  api.get('/test', describe(ENDPOINTS.status), (c) =>
    c.json({ success: true, message: 'API is working', data: { time: new Date().toISOString() } }),
  );
  api.get('/health', describeHealth, healthHandler(deps));
  // Built from `app` on first request, once every route below is registered.
  api.get(
    '/openapi.json',
    describeOpenApi,
    openApiHandler(() => app),
  );
  api.route('/auth/two-factor', twoFactorSignInRoutes(deps));
  api.route('/auth/oidc', oidcRoutes(deps));
  api.route('/auth', authRoutes(deps));
  api.route('/auth', signUpLinkRoutes(deps));

  api.route('/users', userRoutes(deps));
  api.route('/organizations', organizationRoutes(deps));
  api.route('/documents', documentContentRoutes(deps));
  api.route('/sync', syncRoutes(deps));
  api.route('/sync', liveRoutes({ ...deps, live: deps.live ?? new LiveHub(deps.db) }));
  api.route('/activity', activityRoutes(deps));
  api.route('/history', historyRoutes(deps));
  api.route('/two-factor', twoFactorRoutes(deps));
  api.route('/people', peopleRoutes(deps));
  api.route('/account', accountRoutes(deps));
  // Invitation and password-reset links: public, the token is the proof.
  api.route('/', linkRoutes(deps));
  api.route('/sessions', sessionRoutes(deps));
  api.route('/estates', beneficiaryAccessRoutes(deps));
  for (const entity of CLIENT_WRITABLE) api.route(`/${entity}`, recordRoutes(deps, entity));

  api.all('*', (c) => fail(c, 404, 'No such API endpoint'));
  app.route('/api', api);

  if (deps.distDir) app.use('*', serveApp(deps.distDir));
  app.notFound((c) => c.text('Not found', 404));
  app.onError((error, c) => {
    // The database away (or a race still lost after the retries) is an outage: 503, try again.
    if (isUnreachable(error) || isRetryable(error)) {
      console.error(`${c.req.method} ${c.req.path}: database unavailable or busy: ${error.message}`);
      return unavailable(c);
    }
    console.error(`${c.req.method} ${c.req.path} failed:`, error);
    return fail(c, 500, 'Something went wrong on the server. Your change was not saved; please try again.');
  });
  return app;
}
