import { Hono } from 'hono';
import {
  ENDPOINTS,
  type EntityName,
  isMutatorMutation,
  type MutationResult,
  type PullResponse,
  type PushResponse,
  type RecordResponse,
  type RecordsResponse,
} from '../../src/domain/schemas/index.ts';
import { describe, validJson, validQuery } from '../contract.ts';
import { type AppDeps, type AppEnv, fail, ok } from '../http.ts';
import { pullPage } from '../scope/pull.ts';
import { type Scope, scopeOf, seesRow, shape } from '../scope/scope.ts';
import type { Actor } from '../store/apply.ts';
import { type Db, inOrder, settled, toNumber } from '../store/db.ts';
import { applyMutator, singleAsMutator } from '../store/mutate.ts';
import { type RecordRow, toRecord } from '../store/records.ts';
import { idsIn, WriteBatch } from '../store/write-batch.ts';
import { OrgClock } from '../store/write-helpers.ts';

/**
 * A batch at least this large is sent to PostgreSQL in two halves: the first half's rows go as soon
 * as they are applied, so the server applies the second half while the database, in its own
 * process, writes the first (about 2 ms of 26 for 1,000 mutations). PGlite runs in this thread,
 * where nothing overlaps and the extra statements only cost.
 */
export const HALVED_PUSH = 200;
const NOT_YOURS = 'This sync client belongs to another user';

/** The client's row, created on first use; undefined when the client id is another user's. */
async function lockClient(tx: Db, actor: Actor, clientId: string): Promise<{ lastSeq: number } | undefined> {
  // Made if need be and locked in one statement (an update that changes nothing still locks the row).
  const rows = await tx.query<{ user_id: string; last_seq: unknown }>(
    `insert into sync_clients (client_id, user_id, organization) values ($1, $2, $3)
     on conflict (client_id) do update set client_id = excluded.client_id returning user_id, last_seq`,
    [clientId, actor.userId, actor.organization],
  );
  const row = rows[0];
  if (!row || row.user_id !== actor.userId) return undefined;
  return { lastSeq: toNumber(row.last_seq) };
}

class NotYours extends Error {}

/**
 * The stored answers to the seqs a replay names. Each row holds one batch's results, for the seqs
 * first_seq to last_seq in order (server/migrations/0009_push_results.sql).
 */
async function storedResults(tx: Db, clientId: string, seqs: number[]): Promise<Map<number, MutationResult>> {
  const bySeq = new Map<number, MutationResult>();
  if (!seqs.length) return bySeq;
  const rows = await tx.query<{ results: MutationResult[] }>(
    'select results from sync_results where client_id = $1 and last_seq >= $2 and first_seq <= $3',
    [clientId, Math.min(...seqs), Math.max(...seqs)],
  );
  for (const row of rows) for (const result of row.results) bySeq.set(result.seq, result);
  return bySeq;
}

/** Push and pull (docs/architecture.md#sync-protocol). Every mutation goes through the same write function as REST. */
export function syncRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const now = deps.now ?? (() => new Date());

  app.post(
    '/push',
    describe(ENDPOINTS.push, {
      errors: [400, 401, 403, 409, 413],
      description: 'A 409 (a gap in seq) carries `data: {lastSeq, results: []}`: resend from lastSeq + 1.',
    }),
    validJson(ENDPOINTS.push.body, 'Invalid push'),
    async (c) => {
      const { clientId, mutations } = c.req.valid('json');
      const actor = c.get('actor');
      try {
        const outcome = await deps.db.transaction(async (raw) => {
          // The batch starts its closing statements without waiting for each (below): every
          // statement of the push then runs in the order it was started.
          const tx = inOrder(raw);
          try {
            const client = await lockClient(tx, actor, clientId);
            if (!client) throw new NotYours();
            // One lock of the firm's clock for the whole batch, saved once at the end.
            const clock = await OrgClock.lock(tx, actor.organization);
            // One time for the whole batch too, as it commits as one: its rows and history share it
            // (and go to the database with it once, server/store/write-batch.ts).
            const at = now();
            // The writer's scope, read once and again after a write that can change it (a wall, an estate's file).
            let scope: Scope | undefined;
            let lastSeq = client.lastSeq;
            const results: MutationResult[] = [];
            // This batch's new results, stored for a replay.
            const fresh: MutationResult[] = [];
            const storedBySeq = await storedResults(
              tx,
              clientId,
              mutations.filter((m) => m.seq <= lastSeq).map((m) => m.seq),
            );
            // The rows the batch names, and those its patches refer to, read in one statement; the
            // writes go to the database together at the end (server/store/write-batch.ts).
            const batch = new WriteBatch(tx);
            const incoming = mutations.filter((m) => m.seq > lastSeq);
            await batch.load(
              incoming.flatMap((m) =>
                isMutatorMutation(m) ? Object.keys(m.bases) : [m.entityId, ...idsIn(m.patch)],
              ),
            );
            const halfway =
              raw.kind === 'postgres' && incoming.length >= HALVED_PUSH ? Math.ceil(incoming.length / 2) : 0;
            let gap = false;
            for (const m of mutations) {
              if (m.seq <= lastSeq) {
                // A replay after a lost response: the same answer, nothing applied again.
                const previous = storedBySeq.get(m.seq);
                if (previous) results.push(previous);
                continue;
              }
              if (m.seq > lastSeq + 1) {
                gap = true;
                break;
              }
              // Read first, and again after any write (of a named action or of one record) that can
              // change what the writer sees: a file's wall or members, an estate's file
              // (server/store/entity-hooks.ts, scopeFields). A push of many other writes reads it once.
              if (!scope || batch.scopeChanged) {
                // The scope is read from the database, which must first hold the batch's writes.
                await batch.flush();
                batch.scopeChanged = false;
                scope = await scopeOf(tx, actor);
              }
              if (isMutatorMutation(m)) {
                // A named action: all of its writes or none (docs/architecture.md#mutators).
                const action = await applyMutator(
                  tx,
                  actor,
                  { name: m.name, args: m.args, bases: m.bases, mutationId: m.mutationId, clientId },
                  { now: at, clock, scope, batch },
                );
                const result: MutationResult =
                  action.status === 'rejected'
                    ? {
                        seq: m.seq,
                        mutationId: m.mutationId,
                        status: 'rejected',
                        reason: action.reason,
                        ...(action.errors ? { errors: action.errors } : {}),
                      }
                    : {
                        seq: m.seq,
                        mutationId: m.mutationId,
                        status: action.status,
                        version: action.version,
                      };
                results.push(result);
                fresh.push(result);
                lastSeq = m.seq;
                continue;
              }
              // A change of one record: the generic mutator of its op (server/store/mutate.ts).
              const write = await applyMutator(tx, actor, singleAsMutator({ ...m, clientId }), {
                now: at,
                clock,
                scope,
                batch,
              });
              const result: MutationResult =
                write.status === 'rejected'
                  ? {
                      seq: m.seq,
                      mutationId: m.mutationId,
                      status: 'rejected',
                      reason: write.reason,
                      ...(write.errors ? { errors: write.errors } : {}),
                    }
                  : { seq: m.seq, mutationId: m.mutationId, status: write.status, version: write.version };
              results.push(result);
              fresh.push(result);
              lastSeq = m.seq;
              if (fresh.length === halfway) batch.send();
            }
            batch.send();
            if (fresh.length) {
              // The batch's results (one row: their seqs run from the first to lastSeq), the client's
              // last seq and the firm's clock in one statement, after the rows and their history.
              batch.issue(
                `with results as (
                   insert into sync_results (client_id, first_seq, last_seq, results) values ($1, $7, $3, $2::json)
                 ), client as (
                   update sync_clients set last_seq = $3, updated_at = $4 where client_id = $1
                 )
                 update org_clock set version = $6 where organization = $5 and version < $6`,
                [
                  clientId,
                  JSON.stringify(fresh),
                  lastSeq,
                  at,
                  actor.organization,
                  clock.version,
                  fresh[0]!.seq,
                ],
              );
            }
            await batch.flush();
            return { lastSeq, results, gap };
          } finally {
            // A failure may leave sent statements running: they finish before the ROLLBACK.
            await settled(tx);
          }
        });
        if (outcome.gap && outcome.results.length === 0) {
          return c.json(
            {
              success: false,
              message: `Missing mutations after seq ${outcome.lastSeq}; resend from there`,
              data: { lastSeq: outcome.lastSeq, results: [] },
            },
            409,
          );
        }
        return ok(c, { lastSeq: outcome.lastSeq, results: outcome.results } satisfies PushResponse);
      } catch (error) {
        if (error instanceof NotYours) return fail(c, 403, NOT_YOURS);
        throw error;
      }
    },
  );

  app.get(
    '/pull',
    describe(ENDPOINTS.pull, { errors: [400, 401, 403] }),
    validQuery(ENDPOINTS.pull.query, 'Invalid pull'),
    async (c) => {
      const query = c.req.valid('query');
      const actor = c.get('actor');
      // One snapshot for the scope and the records, so a page never mixes a scope read before a
      // change of walls with records written after it (docs/architecture.md#scopes).
      const answer = await deps.db.transaction(async (tx) => {
        await tx.query('set transaction isolation level repeatable read');
        const clients = await tx.query<{ user_id: string; last_seq: unknown }>(
          'select user_id, last_seq from sync_clients where client_id = $1',
          [query.clientId],
        );
        if (clients[0] && clients[0].user_id !== actor.userId) return undefined;
        const lastSeq = toNumber(clients[0]?.last_seq ?? 0);
        if (actor.role === 'Beneficiary') {
          await tx.query(
            'update estate_access set last_seen_at = $3 where user_id = $1 and organization = $2',
            [actor.userId, actor.organization, now()],
          );
        }
        return { ...(await pullPage(tx, actor, query)), lastSeq };
      });
      if (!answer) return fail(c, 403, NOT_YOURS);
      if (!('changesJson' in answer)) return ok(c, answer satisfies PullResponse);
      // The changes came from the database as JSON text; the rest of the answer is put around them.
      const { changesJson, ...rest } = answer;
      const data: Omit<PullResponse, 'changes'> = rest;
      const head = JSON.stringify({ success: true, data });
      return c.body(`${head.slice(0, -2)},"changes":${changesJson}}}`, 200, {
        'content-type': 'application/json; charset=UTF-8',
      });
    },
  );

  // One record as the server holds it now, so a client can undo a rejected local change exactly.
  app.get(
    '/record',
    describe(ENDPOINTS.record),
    validQuery(ENDPOINTS.record.query, 'entity and id are required', false),
    async (c) => {
      const { entity, id } = c.req.valid('query');
      const actor = c.get('actor');
      const rows = await deps.db.query<RecordRow>(
        'select * from records where id = $1 and organization = $2 and entity = $3',
        [id, actor.organization, entity],
      );
      // Out of this person's scope reads as never existing, as another firm's record does.
      const scope = rows[0] ? await scopeOf(deps.db, actor) : undefined;
      const row = rows[0] && scope && seesRow(scope, rows[0]) ? rows[0] : undefined;
      const change: RecordResponse = row
        ? {
            entity: entity as EntityName,
            id,
            version: toNumber(row.version),
            deleted: !!row.deleted_at,
            // A deleted record comes with its last data, so a user can restore it with their edits.
            data: shape(scope!, entity as EntityName, toRecord(row)),
          }
        : null;
      return ok(c, change);
    },
  );

  // Many records as the server holds them now, in one request: a refused action of 10,000 writes
  // is put back with one read, not 10,000 (docs/architecture.md#push). The same scope as any read.
  app.post(
    '/records',
    describe(ENDPOINTS.records, { errors: [400, 401, 413] }),
    validJson(ENDPOINTS.records.body, 'Invalid records request'),
    async (c) => {
      const { records } = c.req.valid('json');
      const actor = c.get('actor');
      // The scope and the rows from one snapshot, as a pull reads them.
      const { rows, scope } = await deps.db.transaction(async (tx) => {
        await tx.query('set transaction isolation level repeatable read');
        return {
          rows: await tx.query<RecordRow>(
            'select * from records where id = any($1::uuid[]) and organization = $2',
            [[...new Set(records.map((r) => r.id))], actor.organization],
          ),
          scope: await scopeOf(tx, actor),
        };
      });
      const byId = new Map(rows.map((row) => [row.id, row]));
      const answer: RecordsResponse = records.map(({ entity, id }) => {
        const row = byId.get(id);
        // Another entity's id, or a record out of this person's scope, reads as never existing.
        if (!row || row.entity !== entity || !seesRow(scope, row)) return null;
        return {
          entity,
          id,
          version: toNumber(row.version),
          deleted: !!row.deleted_at,
          data: shape(scope, entity, toRecord(row)),
        };
      });
      return ok(c, answer);
    },
  );

  return app;
}
