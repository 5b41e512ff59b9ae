import * as v from 'valibot';
import { uuidv7 } from '../../src/domain/ids.ts';
import { singularOf } from '../../src/domain/registry.ts';
import { can, explainRefusal, refusal } from '../../src/domain/rules/permissions.ts';
import {
  BODY_SCHEMAS,
  CLIENT_UPDATABLE,
  CLIENT_WRITABLE,
  ENTITY_FIELDS,
  ENTITY_NAMES,
  type EntityName,
  PORTAL_WRITABLE,
  patchFieldErrors,
  referencesIn,
  SERVER_FIELDS,
} from '../../src/domain/schemas/index.ts';
import { mattersOf, type Scope, scopeOf, sees } from '../scope/scope.ts';
import type { Db } from './db.ts';
import { ENTITY_HOOKS } from './entity-hooks.ts';
import { isUuid, type StoredRecord, toRecord } from './records.ts';
import { WriteBatch, type WrittenRow } from './write-batch.ts';
import type { Ctx } from './write-context.ts';
import { type Change, diff, fieldErrors, OrgClock, reject, sameValue } from './write-helpers.ts';
import type { Actor, LostValue, Write, WriteOp, WriteResult } from './write-types.ts';

export type { Ctx } from './write-context.ts';
export type { Actor, LostValue, Write, WriteOp, WriteResult } from './write-types.ts';

type HistoryOp = WriteOp | 'restore';

export interface WriteOptions {
  now?: Date;
  /** Server-internal writes (sign-up, demo data) may create users and organizations. */
  trusted?: boolean;
  /**
   * The organization's clock, already locked by a caller applying many writes in one transaction
   * (a sync push); the caller saves it once at the end.
   */
  clock?: OrgClock;
  /** The writer's scope, already read by a caller applying many writes (docs/architecture.md#scopes). */
  scope?: Scope;
  /**
   * The rows of a caller applying many writes in one transaction (a sync push), which flushes it
   * at the end; without one, the write reads and stores its own rows.
   */
  batch?: WriteBatch;
}

/** The fields cleanPatch drops, by trust and entity, made once (a push cleans up to 1,000 patches). */
const droppedBy = (trusted: boolean) =>
  new Map(
    ENTITY_NAMES.map((entity) => [
      entity,
      new Set<string>([
        ...SERVER_FIELDS,
        ...(ENTITY_HOOKS[entity]?.derived ?? []),
        ...(trusted ? [] : (ENTITY_HOOKS[entity]?.serverSet ?? [])),
      ]),
    ]),
  );
const DROPPED = { trusted: droppedBy(true), untrusted: droppedBy(false) };

function cleanPatch(
  entity: EntityName,
  patch: unknown,
  trusted: boolean,
): Record<string, unknown> | undefined {
  if (patch === null || typeof patch !== 'object' || Array.isArray(patch)) return undefined;
  const drop = (trusted ? DROPPED.trusted : DROPPED.untrusted).get(entity)!;
  // fromEntries, not assignment: a key named __proto__ must stay a field (and be refused as unknown).
  return Object.fromEntries(Object.entries(patch).filter(([k]) => !drop.has(k)));
}

const KNOWN = new Map(ENTITY_NAMES.map((entity) => [entity, new Set(ENTITY_FIELDS[entity])]));

/** Fields a patch may not name: anything outside the schema, including __proto__ and friends. */
function unknownFields(entity: EntityName, patch: Record<string, unknown>): WriteResult | null {
  const known = KNOWN.get(entity)!;
  const unknown = Object.keys(patch).filter((k) => !known.has(k));
  if (!unknown.length) return null;
  return reject(
    'invalid',
    'Invalid data',
    Object.fromEntries(unknown.map((k) => [k, [`Unknown field ${k}`]])),
  );
}

function allowed(entity: EntityName, op: WriteOp, trusted: boolean): boolean {
  if (trusted) return true;
  if (op === 'update') return (CLIENT_UPDATABLE as readonly string[]).includes(entity);
  return ([...CLIENT_WRITABLE, ...PORTAL_WRITABLE] as readonly string[]).includes(entity);
}

/**
 * The one way anything is written (REST, sync, sign-up, demo data): validates with the domain
 * schema, scopes to the caller's organization, merges by server order, records history and
 * stamps server time and the organization's next version. Runs inside the caller's transaction
 * and writes nothing when it rejects.
 */
export async function applyWrite(
  tx: Db,
  actor: Actor,
  write: Write,
  options: WriteOptions = {},
): Promise<WriteResult> {
  const now = options.now ?? new Date();
  if (!(ENTITY_NAMES as string[]).includes(write.entity))
    return reject('invalid', `Unknown entity ${write.entity}`);
  const entity = write.entity as EntityName;
  if (!['create', 'update', 'delete'].includes(write.op)) return reject('invalid', 'Unknown operation');
  if (!allowed(entity, write.op, !!options.trusted))
    return reject('forbidden', `${entity} cannot be changed this way`);
  // The permission matrix (src/domain/rules/permissions.ts), before anything is locked or read.
  if (!options.trusted && !can(actor.role, write.op, entity))
    return reject('forbidden', explainRefusal(actor.role, write.op, entity));
  if (!isUuid(write.id))
    return reject('invalid', 'Record id must be a UUID', { _id: ['Record id must be a UUID'] });

  const clock = options.clock ?? (await OrgClock.lock(tx, actor.organization));
  const batch = options.batch ?? new WriteBatch(tx);
  const row = await batch.row(write.id);
  const scope = options.trusted ? null : (options.scope ?? (await scopeOf(tx, actor)));
  // Another firm's record, or one outside the writer's scope, is one they cannot know exists.
  const mine =
    row &&
    row.organization === actor.organization &&
    row.entity === entity &&
    (!scope || sees(scope, entity, row.id, row.data));
  if (row && !mine) {
    return write.op === 'create'
      ? reject('exists', 'This id is already in use')
      : reject('not_found', 'Not found');
  }
  const ctx: Ctx = { tx, actor, entity, write, now, clock, trusted: !!options.trusted, scope, batch };
  const result =
    write.op === 'create'
      ? await create(ctx, row)
      : write.op === 'update'
        ? await update(ctx, row)
        : await remove(ctx, row);
  if (!options.batch) await batch.flush();
  if (result.status !== 'rejected' && !options.clock) await clock.save(tx);
  return result;
}

/**
 * An applied or conflicting write's answer. Its record is made only when asked for: REST answers
 * with it, a sync push of 1,000 mutations never reads it.
 */
function written(
  status: 'applied' | 'conflict',
  version: number,
  row: WrittenRow,
  lost: LostValue[],
): WriteResult {
  let record: StoredRecord | undefined;
  return {
    status,
    version,
    lost,
    get record() {
      record ??= toRecord(row);
      return record;
    },
  };
}

async function create(ctx: Ctx, row: WrittenRow | undefined): Promise<WriteResult> {
  if (row && !row.deleted_at) return reject('exists', 'A record with this id already exists');
  // Creating with a deleted record's id is a restore: it undoes a delete, so it takes the right to
  // delete (someone who may only create would otherwise undo an Admin's delete).
  if (row && !ctx.trusted && !can(ctx.actor.role, 'delete', ctx.entity))
    return reject(
      'forbidden',
      `This record was deleted, and only someone who may delete it can restore it. ${explainRefusal(ctx.actor.role, 'delete', ctx.entity)}`,
    );
  const patch = cleanPatch(ctx.entity, ctx.write.patch, ctx.trusted);
  if (!patch) return reject('invalid', 'Body must be a JSON object');
  const unknown = unknownFields(ctx.entity, patch);
  if (unknown) return unknown;
  const parsed = v.safeParse(BODY_SCHEMAS[ctx.entity], patch);
  if (!parsed.success) return reject('invalid', 'Invalid data', fieldErrors(parsed.issues));
  const data = parsed.output as Record<string, unknown>;
  const set = Object.keys(data).filter((k) => data[k] != null);
  const refused = ctx.trusted
    ? null
    : refusal(ctx.actor.role, { entity: ctx.entity, op: 'create', changed: set });
  if (refused) return reject('forbidden', refused);
  const guarded = ctx.trusted ? null : (ENTITY_HOOKS[ctx.entity]?.guarding?.(ctx, {}, set) ?? null);
  if (guarded) return reject('forbidden', guarded);
  const refError = await checkReferences(ctx, data, Object.keys(data));
  if (refError) return refError;
  const creating = ctx.trusted ? undefined : ENTITY_HOOKS[ctx.entity]?.creating;
  if (creating) {
    const set = await creating(ctx, data);
    if (!('set' in set)) return set;
    Object.assign(data, set.set);
  }
  const owner = ENTITY_HOOKS[ctx.entity]?.ownOrganization ? ctx.write.id : ctx.actor.organization;
  if (owner !== ctx.actor.organization) return reject('forbidden', 'Cannot create another organization');
  const version = ctx.clock.next();
  if (row) {
    // Creating a deleted record again restores it: the way a user brings back an edit that lost
    // to someone's delete (docs/architecture.md#conflicts).
    const restored = ctx.batch.put({
      ...row,
      data,
      version,
      updated_at: ctx.now,
      updated_by: ctx.actor.userId,
      deleted_at: null,
    });
    const changes = diff(row.data, data);
    noteScopeChange(ctx, 'create', changes);
    recordHistory(ctx, version, 'restore', changes);
    return written('applied', version, restored, []);
  }
  const inserted = ctx.batch.insert({
    id: ctx.write.id,
    organization: owner,
    entity: ctx.entity,
    version,
    data,
    at: ctx.now,
    by: ctx.actor.userId,
  });
  const changes = diff({}, data);
  noteScopeChange(ctx, 'create', changes);
  recordHistory(ctx, version, 'create', changes);
  return written('applied', version, inserted, []);
}

async function update(ctx: Ctx, row: WrittenRow | undefined): Promise<WriteResult> {
  if (!row) return reject('not_found', 'Not found');
  const patch = cleanPatch(ctx.entity, ctx.write.patch, ctx.trusted);
  if (!patch) return reject('invalid', 'Body must be a JSON object');
  const unknown = unknownFields(ctx.entity, patch);
  if (unknown) return unknown;
  const updatable = ENTITY_HOOKS[ctx.entity]?.updatable;
  if (updatable && Object.keys(patch).some((k) => !updatable.fields.includes(k)))
    return reject('forbidden', updatable.refusal);
  // An invalid value is refused before anything else, so it is never logged as a losing value.
  const invalid = patchFieldErrors(ctx.entity, patch);
  if (invalid) return reject('invalid', 'Invalid data', invalid);
  const current = row.data;
  // Field rules of the matrix (the compensation claim, roles, someone else's profile) judge what
  // the write would change, so a form echoing an unchanged claim back is not refused.
  const refused = ctx.trusted
    ? null
    : refusal(ctx.actor.role, {
        entity: ctx.entity,
        op: 'update',
        changed: Object.keys(patch).filter((k) => !sameValue(patch[k], current[k])),
        own: row.id === ctx.actor.userId,
      });
  if (refused) return reject('forbidden', refused);
  const guarding = ctx.trusted ? undefined : ENTITY_HOOKS[ctx.entity]?.guarding;
  const guarded = guarding?.(
    ctx,
    current,
    Object.keys(patch).filter((k) => !sameValue(patch[k], current[k])),
  );
  if (guarded) return reject('forbidden', guarded);
  const updating = ctx.trusted ? undefined : ENTITY_HOOKS[ctx.entity]?.updating;
  if (updating) {
    const set = await updating(ctx, row, patch);
    if (!('set' in set)) return set;
    Object.assign(patch, set.set);
  }
  if (row.deleted_at) {
    // An edit of a record someone deleted is not applied but kept, so it can be restored.
    const lost = Object.keys(patch).map((field) => ({ field, yourValue: patch[field], serverValue: null }));
    logConflicts(ctx, lost, 'deleted', row.data);
    return written('conflict', Number(row.version), row, lost);
  }
  const kept = await ENTITY_HOOKS[ctx.entity]?.checking?.(ctx, row, patch);
  if (kept) return kept;

  const changedSince = await fieldsChangedSince(ctx, row);
  const lost: LostValue[] = [];
  const accepted: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(patch)) {
    if (changedSince.has(field) && !sameValue(value, current[field])) {
      lost.push({ field, yourValue: value, serverValue: current[field] ?? null });
    } else {
      accepted[field] = value;
    }
  }
  const merged = { ...current, ...accepted };
  const parsed = v.safeParse(BODY_SCHEMAS[ctx.entity], merged);
  if (!parsed.success) return reject('invalid', 'Invalid data', fieldErrors(parsed.issues));
  const data = parsed.output as Record<string, unknown>;
  const changes = diff(current, data);
  const refError = await checkReferences(
    ctx,
    data,
    changes.map((c) => c.field),
  );
  if (refError) return refError;
  const side = await ENTITY_HOOKS[ctx.entity]?.changing?.(ctx, row, data, changes);
  if (side) return side;
  logConflicts(ctx, lost, 'field_changed', current);
  const status = lost.length ? 'conflict' : 'applied';
  if (!changes.length) return written(status, Number(row.version), row, lost);
  const version = ctx.clock.next();
  const updated = ctx.batch.put({
    ...row,
    data,
    version,
    updated_at: ctx.now,
    updated_by: ctx.actor.userId,
    former_matters: [...new Set([...(row.former_matters ?? []), ...leftMatters(ctx.entity, row, data)])],
  });
  noteScopeChange(ctx, 'update', changes);
  recordHistory(ctx, version, 'update', changes);
  return written(status, version, updated, lost);
}

/** Tells a caller holding the writer's scope that this write can change it (server/routes/sync.ts). */
function noteScopeChange(ctx: Ctx, op: 'create' | 'update', changes: Change[]): void {
  const watched = ENTITY_HOOKS[ctx.entity]?.scopeFields;
  if (!watched || (op === 'create' && !watched.onCreate)) return;
  if (changes.some((c) => watched.fields.includes(c.field))) ctx.batch.scopeChanged = true;
}

async function remove(ctx: Ctx, row: WrittenRow | undefined): Promise<WriteResult> {
  if (!row) return reject('not_found', 'Not found');
  if (row.deleted_at) return written('applied', Number(row.version), row, []);
  if ((await fieldsChangedSince(ctx, row)).size) {
    // Someone else changed the record after this client last saw it: keep it, and log the delete.
    const lost = [{ field: '_deleted', yourValue: true, serverValue: false }];
    logConflicts(ctx, lost, 'delete_vs_update', row.data);
    return written('conflict', Number(row.version), row, lost);
  }
  const version = ctx.clock.next();
  const deleted = ctx.batch.put({
    ...row,
    deleted_at: ctx.now,
    updated_at: ctx.now,
    version,
    updated_by: ctx.actor.userId,
  });
  recordHistory(ctx, version, 'delete', []);
  return written('applied', version, deleted, []);
}

async function fieldsChangedSince(ctx: Ctx, row: WrittenRow): Promise<Set<string>> {
  const base = ctx.write.baseVersion;
  if (base == null || base >= Number(row.version)) return new Set();
  // The history this batch has not stored yet counts too.
  await ctx.batch.flush();
  const rows = await ctx.tx.query<{ changes: Change[] }>(
    'select changes from history where record_id = $1 and version > $2 and client_id is distinct from $3',
    [row.id, base, ctx.write.clientId ?? null],
  );
  return new Set(rows.flatMap((r) => r.changes.map((c) => c.field)));
}

/**
 * A reference must name a live record of the caller's own organization, else it is "unknown"; and
 * when both records belong to an estate, the same estate (a reserve, a link or a payment of another
 * estate's records would put that estate's figures in these accounts). A change of estate re-checks
 * every reference.
 */
async function checkReferences(
  ctx: Ctx,
  data: Record<string, unknown>,
  fields: string[],
): Promise<WriteResult | null> {
  const all = fields.includes('estate') ? Object.keys(data) : fields;
  const refs = referencesIn(ctx.entity, data, all);
  // An estate has no `estate` field (the schema drops it), so this is null for one.
  const estate = typeof data.estate === 'string' ? data.estate : null;
  const errors: Record<string, string[]> = {};
  await ctx.batch.load(refs.map((r) => r.id));
  for (const { field, target, id } of refs) {
    if (errors[field]) continue;
    const found = await ctx.batch.row(id);
    const hit =
      found && found.organization === ctx.actor.organization && found.entity === target && !found.deleted_at
        ? found
        : undefined;
    // A record outside the writer's scope is as unknown as another firm's.
    const visible = hit && (!ctx.scope || sees(ctx.scope, target, id, hit.data));
    const row = visible
      ? { estate: typeof hit.data.estate === 'string' ? hit.data.estate : null }
      : undefined;
    if (!row) errors[field] = [`Unknown ${singularOf(target)}`];
    else if (field !== 'estate' && estate && row.estate && row.estate !== estate)
      errors[field] = [`The ${singularOf(target)} belongs to another estate`];
  }
  return Object.keys(errors).length ? reject('invalid', 'Invalid data', errors) : null;
}

function recordHistory(ctx: Ctx, version: number, op: HistoryOp, changes: Change[]): void {
  ctx.batch.addHistory({
    organization: ctx.actor.organization,
    entity: ctx.entity,
    record_id: ctx.write.id,
    version,
    user_id: ctx.actor.userId,
    at: ctx.now,
    op,
    changes,
    mutation_id: ctx.write.mutationId ?? null,
    client_id: ctx.write.clientId ?? null,
  });
}

/** Every value that loses is kept as a `conflicts` record, synced to the firm's clients (docs/architecture.md#conflicts). */
function logConflicts(
  ctx: Ctx,
  lost: LostValue[],
  reason: 'field_changed' | 'deleted' | 'delete_vs_update',
  current?: Record<string, unknown>,
): void {
  // The conflict belongs where its record does, so only those who see the record see it.
  const target =
    ctx.write.patch && typeof ctx.write.patch === 'object'
      ? (ctx.write.patch as Record<string, unknown>)
      : {};
  const where = mattersOf(ctx.entity, ctx.write.id, { ...target, ...(current ?? {}) });
  for (const item of lost) {
    const data = {
      ...(where.estate ? { estate: where.estate } : {}),
      ...(where.file ? { file: where.file } : {}),
      entity: ctx.entity,
      entityId: ctx.write.id,
      field: item.field,
      yourValue: item.yourValue ?? null,
      serverValue: item.serverValue ?? null,
      reason,
      user: ctx.actor.userId,
      at: ctx.now.toISOString(),
      ...(ctx.write.mutationId ? { mutationId: ctx.write.mutationId } : {}),
      resolved: false,
    };
    ctx.batch.insert({
      id: uuidv7(ctx.now.getTime()),
      organization: ctx.actor.organization,
      entity: 'conflicts',
      version: ctx.clock.next(),
      data,
      at: ctx.now,
      by: ctx.actor.userId,
    });
  }
}

/** The estate and file a record leaves when an update moves it, kept so devices that held it under them drop it. */
function leftMatters(entity: EntityName, row: WrittenRow, data: Record<string, unknown>): string[] {
  const before = mattersOf(entity, row.id, row.data);
  const after = mattersOf(entity, row.id, data);
  return [
    before.estate !== after.estate ? before.estate : null,
    before.file !== after.file ? before.file : null,
  ].filter((m): m is string => !!m);
}
