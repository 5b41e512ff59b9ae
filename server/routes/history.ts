import { Hono } from 'hono';
import { fieldLabelsOf } from '../../src/domain/registry.ts';
import type { HistoryEntry } from '../../src/domain/schemas/history.ts';
import { CLIENT_WRITABLE, ENDPOINTS, type EntityName } from '../../src/domain/schemas/index.ts';
import { describe, validQuery } from '../contract.ts';
import { type AppDeps, type AppEnv, fail, ok } from '../http.ts';
import { requestScope, sees } from '../scope/scope.ts';
import { toIso, toNumber } from '../store/db.ts';
import { isUuid } from '../store/records.ts';

export const HISTORY_PAGE_SIZE = 50;

/** Entities whose detail pages carry a History panel: the records people keep, not users or the firm. */
const WITH_HISTORY = new Set<string>(CLIENT_WRITABLE);

interface HistoryRow {
  version: unknown;
  at: Date | string;
  op: HistoryEntry['op'];
  user_id: string | null;
  user_name: string | null;
  changes: { field: string; from: unknown; to: unknown }[] | string;
}

/**
 * A record's history (docs/architecture.md#history): every write the server applied, newest
 * first, with the writer's name as their user record holds it (kept after a person is removed).
 * The record must be the caller's firm's, deleted or not; anything else is 404 as for a record
 * that never existed.
 */
export function historyRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const notFound = 'Record not found';

  app.get(
    '/:entity/:id',
    describe(ENDPOINTS.history, { errors: [400, 401, 404] }),
    validQuery(ENDPOINTS.history.query, 'Invalid history page'),
    async (c) => {
      const { entity, id } = c.req.param();
      if (!WITH_HISTORY.has(entity) || !isUuid(id)) return fail(c, 404, notFound);
      const organization = c.get('actor').organization;
      const owned = await deps.db.query<{ data: Record<string, unknown> }>(
        'select data from records where id = $1 and organization = $2 and entity = $3',
        [id, organization, entity],
      );
      const scope = await requestScope(c, deps.db);
      if (!owned[0] || !sees(scope, entity as EntityName, id, owned[0].data)) return fail(c, 404, notFound);
      const page = Number(c.req.valid('query').page ?? 1);
      const [count] = await deps.db.query<{ n: unknown }>(
        'select count(*) as n from history where record_id = $1 and organization = $2',
        [id, organization],
      );
      const rows = await deps.db.query<HistoryRow>(
        `select h.version, h.at, h.op, h.user_id, u.data ->> 'name' as user_name, h.changes
           from history h
           left join records u on u.id = h.user_id and u.organization = h.organization and u.entity = 'users'
          where h.record_id = $1 and h.organization = $2
          order by h.version desc, h.id desc
          limit ${HISTORY_PAGE_SIZE} offset ${(page - 1) * HISTORY_PAGE_SIZE}`,
        [id, organization],
      );
      const labels = fieldLabelsOf(entity as EntityName);
      const items: HistoryEntry[] = rows.map((r) => {
        const changes: Exclude<HistoryRow['changes'], string> =
          typeof r.changes === 'string' ? JSON.parse(r.changes) : (r.changes ?? []);
        return {
          version: toNumber(r.version),
          at: toIso(r.at),
          op: r.op,
          userId: r.user_id,
          userName: r.user_name,
          changes: changes.map((ch) => ({
            field: ch.field,
            label: labels[ch.field] ?? ch.field,
            from: ch.from ?? null,
            to: ch.to ?? null,
          })),
        };
      });
      return ok(c, { items, total: toNumber(count?.n), page, pageSize: HISTORY_PAGE_SIZE });
    },
  );

  return app;
}
