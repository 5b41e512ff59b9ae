import { Hono } from 'hono';
import { ENDPOINTS } from '../../src/domain/schemas/index.ts';
import { describe, validJson } from '../contract.ts';
import { type AppDeps, type AppEnv, fail, ok, rejection } from '../http.ts';
import { applyWrite } from '../store/apply.ts';
import { findRecord } from '../store/records.ts';

export function organizationRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const now = deps.now ?? (() => new Date());
  const mine = (c: { get(k: 'actor'): { organization: string } }) =>
    findRecord(deps.db, c.get('actor').organization, 'organizations', c.get('actor').organization);

  // A firm sees only itself in the data list of organizations.
  app.get('/', describe(ENDPOINTS.organizations), async (c) => {
    const org = await mine(c);
    return c.json(org ? [org] : []);
  });

  app.get('/me', describe(ENDPOINTS.organization, { errors: [401, 404] }), async (c) => {
    const org = await mine(c);
    return org ? ok(c, org) : fail(c, 404, 'Organization not found');
  });

  app.put(
    '/me',
    describe(ENDPOINTS.updateOrganization, { errors: [400, 401, 403, 404] }),
    validJson(ENDPOINTS.updateOrganization.body, 'Please correct the highlighted fields'),
    async (c) => {
      const patch = c.req.valid('json');
      const actor = c.get('actor');
      const result = await deps.db.transaction((tx) =>
        applyWrite(
          tx,
          actor,
          { entity: 'organizations', id: actor.organization, op: 'update', patch },
          { now: now() },
        ),
      );
      if (result.status === 'rejected') return rejection(c, result, 'Organization not found');
      return ok(c, result.record, 200, 'Organization updated');
    },
  );

  return app;
}
