import { BENEFICIARY_FIELDS } from '../../src/domain/rules/projection.ts';
import type { Change, EntityName, PullResponse } from '../../src/domain/schemas/index.ts';
import type { Actor } from '../store/apply.ts';
import { type Db, toNumber } from '../store/db.ts';
import { type RecordRow, toRecord } from '../store/records.ts';
import { formerlyInScope, inScope, type Scope, scopeOf, sees, shape } from './scope.ts';
import {
  comparable,
  gained,
  isEmpty,
  loadState,
  lost,
  narrowest,
  type ScopeState,
  saveState,
  widest,
} from './state.ts';

/** The estate and the file a stored row belongs to, in SQL (mattersOf in scope.ts). */
const ESTATE_OF = `(case when entity = 'estates' then id::text else data ->> 'estate' end)`;
const FILE_OF = `(case when entity = 'files' then id::text else data ->> 'file' end)`;

type Page = Omit<PullResponse, 'lastSeq'>;
/** A page whose changes are already JSON text, made by the database (`firmChangesAfter`). */
export type PageText = Omit<Page, 'changes'> & { changesJson: string };

interface PullQuery {
  cursor: number;
  limit: number;
  scope?: string | undefined;
}

/**
 * One page of a pull, scoped to the person (docs/architecture.md#scopes):
 * 1. matters that left their scope since the device's state are named in `removed` (the device
 *    drops them and everything under them);
 * 2. matters that entered it are backfilled: their records up to the device's cursor, whatever
 *    their versions, in pages, before the cursor moves on;
 * 3. then changes after the cursor, the visible ones whole (firm) or projected (beneficiary), and
 *    a removal for a changed record the device may hold but may no longer see.
 * A token the server does not know (or a change of role) asks the device to start again.
 */
export async function pullPage(tx: Db, actor: Actor, query: PullQuery): Promise<Page | PageText> {
  const now = await scopeOf(tx, actor);
  const state = await startingState(tx, actor, query, now);
  if (!state || !comparable(state.held, now)) {
    return { changes: [], cursor: 0, hasMore: true, remaining: 0, reset: true };
  }
  const removed = lost(widest(state.held, state.target), now);
  const held = narrowest(state.held, now);
  const added = gained(held, now);
  const token = (s: ScopeState) => saveState(tx, actor.organization, s, query.scope);
  const removedPart = isEmpty(removed) ? {} : { removed };
  if (query.cursor > 0 && !isEmpty(added)) {
    const resume = state.target && sameScope(state.target, now) ? (state.after ?? 0) : 0;
    const rows = await tx.query<RecordRow>(
      `select * from records where organization = $1 and version > $2 and version <= $3 and deleted_at is null
       and (${ESTATE_OF} = any($4::text[]) or ${FILE_OF} = any($5::text[]))
       order by version limit $6`,
      [actor.organization, resume, query.cursor, added.estates, added.files, query.limit + 1],
    );
    const page = rows.slice(0, query.limit);
    const more = rows.length > query.limit;
    const changes = page.filter((row) => seesStored(now, row)).map((row) => whole(now, row));
    const last = page.length ? toNumber(page[page.length - 1]!.version) : resume;
    return {
      changes,
      cursor: query.cursor,
      hasMore: true,
      remaining: 0,
      scope: await token(more ? { held, target: now, after: last } : { held: now }),
      ...removedPart,
    };
  }
  if (now.kind === 'firm' && !now.hiddenFiles.length && !now.hiddenEstates.length) {
    const page = await firmChangesAfter(tx, actor, query);
    return { ...page, scope: await token({ held: now }), ...removedPart };
  }
  const { rows, remaining } = await changesAfter(tx, actor, now, query);
  const page = rows.slice(0, query.limit);
  const changes: Change[] = [];
  for (const row of page) {
    if (seesStored(now, row)) changes.push(row.deleted_at ? tombstone(row) : whole(now, row));
    // From scratch the device holds nothing, so nothing needs dropping.
    else if (query.cursor > 0 && mayHold(now, row)) changes.push(tombstone(row));
  }
  return {
    changes,
    cursor: page.length ? toNumber(page[page.length - 1]!.version) : query.cursor,
    hasMore: rows.length > query.limit,
    remaining,
    scope: await token({ held: now }),
    ...removedPart,
  };
}

async function startingState(
  tx: Db,
  actor: Actor,
  query: PullQuery,
  now: Scope,
): Promise<ScopeState | undefined> {
  if (query.scope) return loadState(tx, actor.organization, query.scope);
  if (query.cursor === 0) return { held: now };
  // A device that synced before scopes existed holds the whole firm.
  return now.kind === 'firm' ? { held: { kind: 'firm', hiddenFiles: [], hiddenEstates: [] } } : undefined;
}

const sameScope = (a: Scope, b: Scope) => JSON.stringify(a) === JSON.stringify(b);

const seesStored = (scope: Scope, row: RecordRow) => sees(scope, row.entity as EntityName, row.id, row.data);

/**
 * A record the device may hold though the person no longer sees it: still in their matters (a
 * document unshared, a party no longer a beneficiary) or moved out of one of them.
 */
function mayHold(scope: Scope, row: RecordRow): boolean {
  const entity = row.entity as EntityName;
  const former = row.former_matters ?? [];
  if (!inScope(scope, entity, row.id, row.data) && !formerlyInScope(scope, former)) return false;
  if (scope.kind === 'firm') return true;
  return !!BENEFICIARY_FIELDS[entity] && !(entity === 'approvals' && row.data.user !== scope.user);
}

const tombstone = (row: RecordRow): Change => ({
  entity: row.entity as EntityName,
  id: row.id,
  version: toNumber(row.version),
  deleted: true,
  data: null,
});

const whole = (scope: Scope, row: RecordRow): Change => ({
  entity: row.entity as EntityName,
  id: row.id,
  version: toNumber(row.version),
  deleted: false,
  data: shape(scope, row.entity as EntityName, toRecord(row)),
});

/**
 * Changes after the cursor: all of the firm's for a firm user (few are walled off, so the page is
 * filtered as it is read); for a beneficiary only those of their estates, their own user and the
 * organization, filtered by the database so a large firm's history is not walked.
 */
async function changesAfter(
  tx: Db,
  actor: Actor,
  scope: Scope,
  query: PullQuery,
): Promise<{ rows: RecordRow[]; remaining: number }> {
  const params: unknown[] = [actor.organization, query.cursor];
  let where = 'organization = $1 and version > $2';
  if (scope.kind === 'beneficiary') {
    params.push(scope.estates, actor.userId);
    where += ` and (${ESTATE_OF} = any($3::text[]) or former_matters && $3::text[]
      or (entity = 'users' and id = $4::uuid) or (entity = 'organizations' and id = organization))`;
  }
  const rows = await tx.query<RecordRow>(
    `select * from records where ${where} order by version limit $${params.length + 1}`,
    [...params, query.limit + 1],
  );
  if (rows.length <= query.limit) return { rows, remaining: 0 };
  // How many changes remain after this page, so clients can show progress on a large first sync.
  const last = toNumber(rows[query.limit - 1]!.version);
  const count = await tx.query<{ n: unknown }>(`select count(*) as n from records where ${where}`, [
    params[0],
    last,
    ...params.slice(2),
  ]);
  return { rows, remaining: toNumber(count[0]?.n) };
}

/**
 * `changesAfter` for a firm user who sees every matter (no walls hide any from them): each record
 * goes whole, so the database writes the page as JSON text (the change and the record as
 * `toRecord` makes it) and the server passes it through, instead of parsing every record's jsonb
 * into objects and serialising them again: the costliest part of a page's answer, on a server that
 * may share a laptop's cores with the device writing the page before (docs/architecture.md#pull).
 */
async function firmChangesAfter(tx: Db, actor: Actor, query: PullQuery): Promise<Omit<PageText, 'scope'>> {
  const [page] = await tx.query<{ changes: string | null; last: unknown; n: unknown }>(
    `select string_agg(change, ',' order by version) filter (where n <= $3) as changes,
            max(version) filter (where n <= $3) as last, count(*) as n
     from (
       select version, row_number() over (order by version) as n, ${CHANGE_JSON} as change
       from records where organization = $1 and version > $2 order by version limit $3 + 1
     ) page`,
    [actor.organization, query.cursor, query.limit],
  );
  const last = page?.last == null ? query.cursor : toNumber(page.last);
  const hasMore = toNumber(page?.n) > query.limit;
  const remaining = hasMore
    ? toNumber(
        (
          await tx.query<{ n: unknown }>(
            'select count(*) as n from records where organization = $1 and version > $2',
            [actor.organization, last],
          )
        )[0]?.n,
      )
    : 0;
  return { changesJson: `[${page?.changes ?? ''}]`, cursor: last, hasMore, remaining };
}

/** A timestamp as `Date.toISOString()` writes it: UTC, milliseconds, Z. */
const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One row as a change, spelled out as text: ids and versions need no escaping and `data::text` is
 * JSON already, so this is cheaper than building jsonb (a third of the query at 1,000 rows). The
 * record's own fields follow its data, so they win as `toRecord`'s spread makes them win.
 */
const CHANGE_JSON = `'{"entity":"' || entity || '","id":"' || id || '","version":' || version || case
  when deleted_at is not null then ',"deleted":true,"data":null}'
  else ',"deleted":false,"data":' || left(data::text, -1) || case when data = '{}'::jsonb then '' else ',' end
    || '"_id":"' || id || '","organization":"' || organization || '","version":' || version
    || ',"createdAt":"' || ${ISO('created_at')} || '","updatedAt":"' || ${ISO('updated_at')} || '"}}'
  end`;
