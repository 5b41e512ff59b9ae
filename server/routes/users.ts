import { Hono } from 'hono';
import { ENTITIES, fieldLabelsOf } from '../../src/domain/registry.ts';
import { ENDPOINTS } from '../../src/domain/schemas/index.ts';
import { publicUser } from '../accounts.ts';
import { logEvent } from '../activity/events.ts';
import { describe, partialBody } from '../contract.ts';
import { type AppDeps, type AppEnv, fail, ok, readJson, rejection } from '../http.ts';
import { requestScope } from '../scope/scope.ts';
import { applyWrite } from '../store/apply.ts';
import { findRecord, isUuid, listRecords } from '../store/records.ts';
import { dashboardData } from './dashboard.ts';

export function userRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const now = deps.now ?? (() => new Date());

  app.get('/', describe(ENDPOINTS.users), async (c) => {
    const users = await listRecords(deps.db, c.get('actor').organization, 'users');
    return c.json(await Promise.all(users.map((u) => publicUser(deps.db, u))));
  });

  app.get('/me/profile', describe(ENDPOINTS.profile), async (c) =>
    ok(c, await publicUser(deps.db, c.get('user'))),
  );

  app.get('/me/dashboard', describe(ENDPOINTS.dashboard), async (c) =>
    ok(c, await dashboardData(deps.db, c.get('actor').organization, await requestScope(c, deps.db))),
  );

  // The body is "the user object" (docs/architecture.md#api): only the user's own fields are taken from it.
  app.put(
    '/:id',
    describe(ENDPOINTS.updateUser, {
      requestBody: partialBody(ENTITIES.users.schema),
      errors: [400, 401, 403, 404],
    }),
    async (c) => {
      const id = c.req.param('id');
      if (!isUuid(id)) return fail(c, 404, 'User not found');
      const read = await readJson(c);
      if ('response' in read) return read.response;
      const body = read.body;
      if (!body || typeof body !== 'object' || Array.isArray(body))
        return fail(c, 400, 'The body must be a user object');
      // The status is the server's (docs/behaviour.md#people): disabling goes through /api/people.
      const fields = new Set(Object.keys(fieldLabelsOf('users')).filter((f) => f !== 'status'));
      const patch = Object.fromEntries(Object.entries(body).filter(([k]) => fields.has(k)));
      const before = await findRecord(deps.db, c.get('actor').organization, 'users', id);
      const result = await deps.db.transaction((tx) =>
        applyWrite(tx, c.get('actor'), { entity: 'users', id, op: 'update', patch }, { now: now() }),
      );
      if (result.status === 'rejected') return rejection(c, result, 'User not found');
      if (before && before.role !== result.record.role)
        await logEvent(deps.db, {
          organization: result.record.organization,
          kind: 'role-changed',
          actorId: c.get('actor').userId,
          subjectId: id,
          detail: { from: before.role, to: result.record.role },
        });
      return ok(c, await publicUser(deps.db, result.record), 200, 'Profile updated');
    },
  );

  return app;
}
