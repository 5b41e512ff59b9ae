import { Hono } from 'hono';
import { can, explainRefusal } from '../../src/domain/rules/permissions.ts';
import { SESSION_ENDPOINTS } from '../../src/domain/schemas/api-sessions.ts';
import { logEvent } from '../activity/events.ts';
import { describeDevice } from '../auth/device.ts';
import { endSession, listSessions, type SessionRow } from '../auth/sessions.ts';
import { describe, validQuery } from '../contract.ts';
import { type AppDeps, type AppEnv, fail, ok } from '../http.ts';
import { clientAddress, type ProxyTrust } from '../middleware/client-address.ts';
import { findRecord } from '../store/records.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NO_DEVICE = 'No such signed-in device';

/**
 * Signed-in devices (docs/architecture.md#sessions-and-logout): everyone sees and signs out their
 * own; an Admin (the `users` ability) anyone's in the firm. Another firm's ids are unknown (404).
 */
export function sessionRoutes(deps: AppDeps & ProxyTrust) {
  const app = new Hono<AppEnv>();
  const now = deps.now ?? (() => new Date());

  app.get(
    '/',
    describe(SESSION_ENDPOINTS.sessions, { errors: [400, 401, 403, 404] }),
    validQuery(SESSION_ENDPOINTS.sessions.query, 'Choose a person from the list'),
    async (c) => {
      const actor = c.get('actor');
      const userId = c.req.valid('query').user ?? actor.userId;
      if (userId !== actor.userId) {
        if (!can(actor.role, 'users')) return fail(c, 403, explainRefusal(actor.role, 'users'));
        if (!(await findRecord(deps.db, actor.organization, 'users', userId)))
          return fail(c, 404, 'No such person in your firm');
      }
      const current = c.get('sessionId');
      const sessions = await listSessions(deps, actor.organization, userId);
      return ok(
        c,
        sessions.map((s) => ({ ...s, current: s.id === current })),
      );
    },
  );

  app.delete('/:id', describe(SESSION_ENDPOINTS.endSession, { errors: [400, 401, 403, 404] }), async (c) => {
    const actor = c.get('actor');
    const id = c.req.param('id');
    if (!UUID.test(id)) return fail(c, 400, 'Device id must be a valid id');
    const rows = await deps.db.query<SessionRow>(
      'select * from sessions where id = $1 and organization = $2 and ended_at is null',
      [id, actor.organization],
    );
    const session = rows[0];
    if (!session) return fail(c, 404, NO_DEVICE);
    const own = session.user_id === actor.userId;
    if (!own && !can(actor.role, 'users')) return fail(c, 403, explainRefusal(actor.role, 'users'));
    if (!(await endSession(deps.db, id, own ? 'signed-out' : 'ended-by-admin', now())))
      return fail(c, 404, NO_DEVICE);
    await logEvent(deps.db, {
      organization: actor.organization,
      kind: 'device-signed-out',
      actorId: actor.userId,
      subjectId: session.user_id,
      address: clientAddress(c, deps),
      detail: { device: describeDevice(session.user_agent).label },
    });
    return ok(c, null, 200, 'Device signed out');
  });

  return app;
}
