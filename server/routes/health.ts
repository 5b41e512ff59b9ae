import type { MiddlewareHandler } from 'hono';
import { describeRoute } from 'hono-openapi';
import { type AppDeps, type AppEnv, OUTAGE_RETRY_AFTER_SECONDS } from '../http.ts';
import { markPublic } from '../middleware/auth.ts';

/** The database must answer within this long for the server to call itself healthy. */
export const HEALTH_TIMEOUT_MS = 2000;

export const describeHealth = markPublic(
  describeRoute({
    summary:
      'Readiness for load balancers: 200 {success, database: "ok", time} when the database answers a query within 2 s, else 503 with Retry-After',
    security: [],
    responses: {
      200: { description: '{success: true, database: "ok", time}' },
      503: { description: '{success: false, message, database: "unavailable"}, with Retry-After' },
    },
  }),
);

/** Whether the database answers `select 1` in time; a failure or a hang both count as no. */
async function databaseAnswers(deps: AppDeps): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS);
  });
  const asked = deps.db.query('select 1 as ok').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([asked, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** GET /api/health (public): unlike /api/test, which answers whenever the process runs, it asks the database. */
export const healthHandler =
  (deps: AppDeps): MiddlewareHandler<AppEnv> =>
  async (c) => {
    const time = new Date().toISOString();
    if (await databaseAnswers(deps)) return c.json({ success: true, database: 'ok', time });
    c.header('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
    return c.json(
      { success: false, message: 'The database is not answering', database: 'unavailable', time },
      503,
    );
  };
