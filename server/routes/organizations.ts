import { Hono } from 'hono';
import * as v from 'valibot';
import { OrganizationUpdateBody } from '../../src/domain/schemas/index.ts';
import { type AppDeps, type AppEnv, fail, ok, readJson, rejection } from '../http.ts';
import { applyWrite } from '../store/apply.ts';
import { findRecord } from '../store/records.ts';
import { fieldErrors } from '../store/write-helpers.ts';

export function organizationRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const now = deps.now ?? (() => new Date());
  const mine = (c: { get(k: 'actor'): { organization: string } }) =>
    findRecord(deps.db, c.get('actor').organization, 'organizations', c.get('actor').organization);

  // A firm sees only itself in the data list of organizations.
  app.get('/', async (c) => {
    const org = await mine(c);
    return c.json(org ? [org] : []);
  });

  app.get('/me', async (c) => {
    const org = await mine(c);
    return org ? ok(c, org) : fail(c, 404, 'Organization not found');
  });

  app.put('/me', async (c) => {
    const read = await readJson(c);
    if ('response' in read) return read.response;
    const parsed = v.safeParse(OrganizationUpdateBody, read.body);
    if (!parsed.success)
      return fail(c, 400, 'Please correct the highlighted fields', fieldErrors(parsed.issues));
    const actor = c.get('actor');
    const result = await deps.db.transaction((tx) =>
      applyWrite(
        tx,
        actor,
        { entity: 'organizations', id: actor.organization, op: 'update', patch: parsed.output },
        { now: now() },
      ),
    );
    if (result.status === 'rejected') return rejection(c, result, 'Organization not found');
    return ok(c, result.record, 200, 'Organization updated');
  });

  return app;
}
