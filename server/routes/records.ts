import { Hono } from 'hono';
import { uuidv7 } from '../../src/domain/ids.ts';
import { ENTITIES } from '../../src/domain/registry.ts';
import {
  DeletedRecord,
  ENTITY_FIELDS,
  type Endpoint,
  StoredRecord,
  type WritableEntity,
} from '../../src/domain/schemas/index.ts';
import { describe, partialBody } from '../contract.ts';
import { type AppDeps, type AppEnv, fail, ok, readJson, rejection } from '../http.ts';
import { requestScope } from '../scope/scope.ts';
import { applyWrite } from '../store/apply.ts';
import { findRecord, isUuid, listRecords } from '../store/records.ts';
import { withDerived } from './derived.ts';
import { deleteByAction } from './rest-delete.ts';

/** The contract of one collection's REST endpoints, from its registry entry. */
export function recordEndpoints(entity: WritableEntity) {
  const { label, pluralLabel, schema } = ENTITIES[entity];
  const lower = pluralLabel.toLowerCase();
  const endpoint = (e: Omit<Endpoint, 'response'>): Endpoint => ({ response: StoredRecord, ...e });
  return {
    list: endpoint({
      method: 'get',
      path: entity,
      summary: `List ${lower} (query parameters named after fields filter, e.g. ?estate=ID)`,
      list: true,
    }),
    create: endpoint({
      method: 'post',
      path: entity,
      summary: `Create a ${label.toLowerCase()}`,
      body: schema,
    }),
    get: endpoint({ method: 'get', path: `${entity}/:id`, summary: `One of ${lower}` }),
    update: endpoint({
      method: 'put',
      path: `${entity}/:id`,
      summary: `Update one of ${lower} (changed fields only)`,
      body: schema,
    }),
    remove: {
      method: 'delete',
      path: `${entity}/:id`,
      summary: `Delete one of ${lower}`,
      response: DeletedRecord,
    },
  } satisfies Record<string, Endpoint>;
}

/** Query parameters that name a schema field filter the list (e.g. ?estate=ID); others are ignored. */
export function listFilters(
  entity: keyof typeof ENTITY_FIELDS,
  query: Record<string, string>,
): Record<string, string> {
  const fields = new Set(ENTITY_FIELDS[entity]);
  return Object.fromEntries(Object.entries(query).filter(([k, value]) => fields.has(k) && value !== ''));
}

/** REST over one collection: thin adapters over the one write function (docs/architecture.md#one-write-path). */
export function recordRoutes(deps: AppDeps, entity: WritableEntity) {
  const app = new Hono<AppEnv>();
  const { label, schema } = ENTITIES[entity];
  const notFound = `${label} not found`;
  const contract = recordEndpoints(entity);
  // Bodies are validated by the one write function (create: the whole schema; update: the merged
  // record), so the routes only declare them.
  const now = deps.now ?? (() => new Date());

  const filters = ENTITY_FIELDS[entity].map((name) => ({
    name,
    description: `Only records whose ${name} is this`,
  }));
  app.get('/', describe(contract.list, { errors: [401], parameters: filters }), async (c) => {
    const rows = await listRecords(
      deps.db,
      c.get('actor').organization,
      entity,
      listFilters(entity, c.req.query()),
      await requestScope(c, deps.db),
    );
    return c.json(await withDerived(deps.db, c.get('actor').organization, entity, rows));
  });

  app.get('/:id', describe(contract.get, { errors: [401, 404] }), async (c) => {
    const record = await findRecord(
      deps.db,
      c.get('actor').organization,
      entity,
      c.req.param('id'),
      await requestScope(c, deps.db),
    );
    if (!record) return fail(c, 404, notFound);
    const [derived] = await withDerived(deps.db, record.organization, entity, [record]);
    return ok(c, derived);
  });

  app.post('/', describe(contract.create, { status: 201, errors: [400, 401, 403, 404, 409] }), async (c) => {
    const read = await readJson(c);
    if ('response' in read) return read.response;
    const body = read.body as Record<string, unknown> | null;
    const requested = body && typeof body === 'object' ? body._id : undefined;
    const id = isUuid(requested) ? requested : uuidv7();
    const result = await deps.db.transaction((tx) =>
      applyWrite(tx, c.get('actor'), { entity, id, op: 'create', patch: stripId(body) }, { now: now() }),
    );
    if (result.status === 'rejected') return rejection(c, result, notFound);
    const [derived] = await withDerived(deps.db, c.get('actor').organization, entity, [result.record]);
    return ok(c, derived, 201, `${label} created`);
  });

  app.put(
    '/:id',
    describe(contract.update, { requestBody: partialBody(schema), errors: [400, 401, 403, 404, 409] }),
    async (c) => {
      const id = c.req.param('id');
      if (!isUuid(id)) return fail(c, 404, notFound);
      const read = await readJson(c);
      if ('response' in read) return read.response;
      const result = await deps.db.transaction((tx) =>
        applyWrite(
          tx,
          c.get('actor'),
          { entity, id, op: 'update', patch: stripId(read.body) },
          { now: now() },
        ),
      );
      if (result.status === 'rejected') return rejection(c, result, notFound);
      const [derived] = await withDerived(deps.db, c.get('actor').organization, entity, [result.record]);
      return ok(c, derived, 200, `${label} updated`);
    },
  );

  app.delete('/:id', describe(contract.remove, { errors: [401, 403, 404, 409] }), async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) return fail(c, 404, notFound);
    const existing = await findRecord(
      deps.db,
      c.get('actor').organization,
      entity,
      id,
      await requestScope(c, deps.db),
    );
    if (!existing) return fail(c, 404, notFound);
    // A record others point at is deleted by its entity's delete rules, as the app deletes it.
    const action = await deleteByAction(deps.db, c.get('actor'), entity, id, now());
    if (action?.status === 'forbidden') return fail(c, 403, action.reason);
    if (action?.status === 'rejected') return fail(c, 409, action.reason);
    if (action) return ok(c, { _id: id }, 200, `${label} deleted`);
    const result = await deps.db.transaction((tx) =>
      applyWrite(tx, c.get('actor'), { entity, id, op: 'delete' }, { now: now() }),
    );
    if (result.status === 'rejected') return rejection(c, result, notFound);
    return ok(c, { _id: id }, 200, `${label} deleted`);
  });

  return app;
}

/** REST clients may echo `id` (the lists map _id to id); it is never a field of the record. */
function stripId(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { id: _ignored, ...rest } = body as Record<string, unknown>;
  return rest;
}
