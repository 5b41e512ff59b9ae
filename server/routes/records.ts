import { Hono } from 'hono';
import { uuidv7 } from '../../src/domain/ids.ts';
import { ENTITY_FIELDS, type WritableEntity } from '../../src/domain/schemas/index.ts';
import { type AppDeps, type AppEnv, fail, ok, readJson, rejection } from '../http.ts';
import { applyWrite } from '../store/apply.ts';
import { findRecord, isUuid, listRecords } from '../store/records.ts';
import { withDerived } from './derived.ts';

export const SINGULAR: Record<WritableEntity, string> = {
  files: 'File',
  estates: 'Estate',
  accounts: 'Account',
  assets: 'Asset',
  parties: 'Party',
  transactions: 'Transaction',
  documents: 'Document',
};

/** Query parameters that name a schema field filter the list (e.g. ?estate=ID); others are ignored. */
export function listFilters(
  entity: keyof typeof ENTITY_FIELDS,
  query: Record<string, string>,
): Record<string, string> {
  const fields = new Set(ENTITY_FIELDS[entity]);
  return Object.fromEntries(Object.entries(query).filter(([k, value]) => fields.has(k) && value !== ''));
}

/** REST over one collection: thin adapters over the one write function (DESIGN §5). */
export function recordRoutes(deps: AppDeps, entity: WritableEntity) {
  const app = new Hono<AppEnv>();
  const notFound = `${SINGULAR[entity]} not found`;
  const now = deps.now ?? (() => new Date());

  app.get('/', async (c) => {
    const rows = await listRecords(
      deps.db,
      c.get('actor').organization,
      entity,
      listFilters(entity, c.req.query()),
    );
    return c.json(await withDerived(deps.db, c.get('actor').organization, entity, rows));
  });

  app.get('/:id', async (c) => {
    const record = await findRecord(deps.db, c.get('actor').organization, entity, c.req.param('id'));
    if (!record) return fail(c, 404, notFound);
    const [derived] = await withDerived(deps.db, record.organization, entity, [record]);
    return ok(c, derived);
  });

  app.post('/', async (c) => {
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
    return ok(c, derived, 201, `${SINGULAR[entity]} created`);
  });

  app.put('/:id', async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) return fail(c, 404, notFound);
    const read = await readJson(c);
    if ('response' in read) return read.response;
    const result = await deps.db.transaction((tx) =>
      applyWrite(tx, c.get('actor'), { entity, id, op: 'update', patch: stripId(read.body) }, { now: now() }),
    );
    if (result.status === 'rejected') return rejection(c, result, notFound);
    const [derived] = await withDerived(deps.db, c.get('actor').organization, entity, [result.record]);
    return ok(c, derived, 200, `${SINGULAR[entity]} updated`);
  });

  app.delete('/:id', async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) return fail(c, 404, notFound);
    const existing = await findRecord(deps.db, c.get('actor').organization, entity, id);
    if (!existing) return fail(c, 404, notFound);
    const result = await deps.db.transaction((tx) =>
      applyWrite(tx, c.get('actor'), { entity, id, op: 'delete' }, { now: now() }),
    );
    if (result.status === 'rejected') return rejection(c, result, notFound);
    return ok(c, { _id: id }, 200, `${SINGULAR[entity]} deleted`);
  });

  return app;
}

/** REST clients may echo `id` (the lists map _id to id); it is never a field of the record. */
function stripId(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { id: _ignored, ...rest } = body as Record<string, unknown>;
  return rest;
}
