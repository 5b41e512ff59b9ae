import { type Context, Hono } from 'hono';
import { activityCsv } from '../../src/domain/rules/activity.ts';
import { GOVERNED_COPIES, mayTakeCopies } from '../../src/domain/rules/copies.ts';
import { can, explainRefusal } from '../../src/domain/rules/permissions.ts';
import { ENDPOINTS } from '../../src/domain/schemas/index.ts';
import { COPY_EVENT_KINDS } from '../../src/domain/schemas/security-events.ts';
import { verifyActivityChain } from '../activity/chain.ts';
import { allEvents, listEvents, logEvent } from '../activity/events.ts';
import { describeDevice } from '../auth/device.ts';
import { type Limit, take, waitText } from '../auth/rate-limit.ts';
import { describe, validJson, validQuery } from '../contract.ts';
import { type AppDeps, type AppEnv, fail, ok } from '../http.ts';
import { clientAddress, type ProxyTrust } from '../middleware/client-address.ts';
import { requestScope } from '../scope/scope.ts';
import { findRecord } from '../store/records.ts';

/** Report downloads one person may log: a day's heavy use, not a flood that buries the log. */
export const REPORT_LOG_LIMIT: Limit = { scope: 'report-log-user', max: 600, windowSeconds: 60 * 60 };

/** The firm's security log (docs/architecture.md#activity-log). */
export function activityRoutes(deps: AppDeps & ProxyTrust) {
  const app = new Hono<AppEnv>();
  const now = deps.now ?? (() => new Date());
  const refused = (c: Context<AppEnv>) => {
    const role = c.get('actor').role;
    return can(role, 'activity') ? null : fail(c, 403, explainRefusal(role, 'activity'));
  };

  app.get(
    '/',
    describe(ENDPOINTS.activity, { errors: [400, 401, 403] }),
    validQuery(ENDPOINTS.activity.query, 'Please correct the filters'),
    async (c) =>
      refused(c) ?? ok(c, await listEvents(deps.db, c.get('actor').organization, c.req.valid('query'))),
  );

  app.get(
    '/export',
    describe(ENDPOINTS.activityCsv, { errors: [400, 401, 403] }),
    validQuery(ENDPOINTS.activityCsv.query, 'Please correct the filters'),
    async (c) => {
      const no = refused(c);
      if (no) return no;
      const events = await allEvents(deps.db, c.get('actor').organization, c.req.valid('query'));
      const day = now().toISOString().slice(0, 10);
      return c.body(activityCsv(events), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="activity-${day}.csv"`,
      });
    },
  );

  app.get('/integrity', describe(ENDPOINTS.activityIntegrity, { errors: [401, 403] }), async (c) => {
    const no = refused(c);
    if (no) return no;
    const { organization: _, ...report } = await verifyActivityChain(deps.db, c.get('actor').organization);
    return ok(c, report);
  });

  app.post(
    '/report-downloads',
    describe(ENDPOINTS.reportDownloaded, { errors: [400, 401, 403, 404, 415, 429] }),
    validJson(ENDPOINTS.reportDownloaded.body, 'Please correct the report download'),
    async (c) => {
      const actor = c.get('actor');
      const taken = await take(deps.db, REPORT_LOG_LIMIT, actor.userId, now());
      if (!taken.allowed) {
        c.header('Retry-After', String(taken.retryAfter));
        return fail(c, 429, `Too many report downloads logged. Try again in ${waitText(taken.retryAfter)}.`);
      }
      const body = c.req.valid('json');
      // A beneficiary tells of the shared documents they open, and nothing else: no export or report
      // of the firm's appears in its log in their name.
      if (actor.role === 'Beneficiary' && body.what !== 'document-open')
        return fail(c, 403, 'A beneficiary’s device logs only the shared documents it opens.');
      // Another firm's estate (or none at all) is not named in this firm's log.
      const estate = body.estate
        ? await findRecord(
            deps.db,
            actor.organization,
            'estates',
            body.estate,
            await requestScope(c, deps.db),
          )
        : null;
      if (body.estate && !estate) return fail(c, 404, 'Estate not found');
      // A copy the firm's choice does not allow (made on a device that had not yet synced the
      // choice, or by a client that ignored it) is kept in the log all the same, marked, so the
      // Admin sees it: refusing the entry would only hide a copy that already exists.
      const what = body.what ?? 'report';
      const org = GOVERNED_COPIES.includes(what)
        ? await findRecord(deps.db, actor.organization, 'organizations', actor.organization)
        : null;
      const notAllowed = !!org && !mayTakeCopies(actor.role, org);
      // A report made offline is logged when the device is back, at the time it was made (never in the future).
      const made = body.at ? new Date(Math.min(Date.parse(body.at), now().getTime())) : now();
      // The device the copy went to: the session this report comes from (a device tells its own).
      const [session] = await deps.db.query<{ user_agent: string }>(
        'select user_agent from sessions where id = $1 and organization = $2',
        [c.get('sessionId'), actor.organization],
      );
      await logEvent(deps.db, {
        organization: actor.organization,
        kind: COPY_EVENT_KINDS[what],
        actorId: actor.userId,
        address: clientAddress(c, deps),
        at: made,
        detail: {
          report: body.report,
          ...(session ? { device: describeDevice(session.user_agent).label } : {}),
          ...(body.format ? { format: body.format } : {}),
          ...(estate ? { estate: estate._id, estateName: String(estate.estateName ?? '') } : {}),
          ...(notAllowed ? { notAllowed: true } : {}),
        },
      });
      return ok(c, null, 201, 'Logged');
    },
  );

  return app;
}
