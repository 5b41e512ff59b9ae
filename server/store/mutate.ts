import { deleteActionOf } from '../../src/domain/mutators/delete-action.ts';
import {
  type Checked,
  deleteOne,
  type MutatorRecord,
  MutatorRefusal,
  type MutatorTx,
  mutatorOf,
  SINGLE_BY_OP,
} from '../../src/domain/mutators/index.ts';
import { isEntityName, singularOf } from '../../src/domain/registry.ts';
import type { EntityName } from '../../src/domain/schemas/index.ts';
import { type Scope, sees } from '../scope/scope.ts';
import { type Actor, applyWrite, type WriteOp, type WriteResult } from './apply.ts';
import { currentVersions } from './current-versions.ts';
import type { Db } from './db.ts';
import type { WriteBatch } from './write-batch.ts';
import { fieldErrors, type OrgClock } from './write-helpers.ts';

/** A named action as a push names it (docs/architecture.md#mutators). */
export interface MutatorWrite {
  name: string;
  args: unknown;
  /** The version each record had on the device; one it never saw counts as seen at 0. */
  bases: Record<string, number>;
  mutationId: string;
  clientId: string;
}

export type MutatorResult =
  | { status: 'applied' | 'conflict'; version: number }
  | { status: 'rejected'; reason: string; errors?: Record<string, string[]> };

/** One write of the action that cannot stand, so none of them does. */
class Refused extends Error {
  constructor(
    readonly reason: string,
    readonly errors?: Record<string, string[]>,
    /** The record whose delete lost to a colleague's change, when that is why. */
    readonly lostDelete?: string,
  ) {
    super(reason);
  }
}

const refusedBy = (entity: EntityName, id: string, op: WriteOp, result: WriteResult): Refused | null => {
  if (result.status === 'rejected') return new Refused(result.reason, result.errors);
  if (result.status === 'applied') return null;
  // A value of the action that loses to a colleague's (docs/architecture.md#conflicts) would leave
  // it half done: a delete kept, an edit of a deleted record, a link not removed.
  const what = singularOf(entity);
  if (op === 'delete')
    return new Refused(
      `Someone changed this ${what} since you last saw it, so nothing was deleted`,
      undefined,
      id,
    );
  if (result.record.deletedAt)
    return new Refused(`Someone deleted this ${what}, so nothing of this change was saved`);
  return new Refused(
    `Someone changed this ${what} since you last saw it, so nothing of this change was saved`,
  );
};

/**
 * A single delete of a record others name (an outbox written before the delete actions, or an API
 * client's push) runs as its entity's delete action, so it leaves nothing pointing at the record
 * (docs/architecture.md#deletes); the records its rules reach count as seen as they are now. When
 * the action finds nothing to delete, or the record's own delete loses to a colleague's change, the
 * single delete is judged as ever: not found, already deleted, or kept with the delete logged as a
 * conflict (docs/architecture.md#conflicts), so nothing is deleted without what hangs under it.
 */
async function applyParentDelete(
  tx: Db,
  actor: Actor,
  call: MutatorWrite,
  options: { now: Date; clock: OrgClock; scope: Scope; batch: WriteBatch },
): Promise<MutatorResult | null> {
  if (call.name !== deleteOne.name || typeof call.args !== 'object' || call.args === null) return null;
  const { entity, id } = call.args as { entity?: unknown; id?: unknown };
  if (!isEntityName(entity) || typeof id !== 'string') return null;
  const action = deleteActionOf(entity, id);
  const checked = action?.mutator.check(action.args);
  if (!action || !checked?.success) return null;
  const bases = { ...(await currentVersions(tx, actor, checked.run)), ...call.bases };
  const result = await applyChecked(tx, actor, { ...call, bases }, checked, options);
  if ('lostDelete' in result ? result.lostDelete === id : result.status === 'applied' && !result.version)
    return applySingle(tx, actor, call, options);
  return answer(result);
}

type Outcome = MutatorResult | { status: 'rejected'; reason: string; lostDelete: string };
/** The answer a push gives, without the marker of a lost delete. */
const answer = (result: Outcome): MutatorResult =>
  'lostDelete' in result ? { status: result.status, reason: result.reason } : result;

/**
 * Runs a named mutator inside the push's write batch: each of its writes goes through applyWrite,
 * judged as a change of one record is, and the action is applied whole or, at the first write that
 * is refused or loses a value to a colleague's change, undone whole (a savepoint, so nothing is
 * logged as a conflict either) and refused with that write's reason.
 */
export async function applyMutator(
  tx: Db,
  actor: Actor,
  call: MutatorWrite,
  options: { now: Date; clock: OrgClock; scope: Scope; batch: WriteBatch },
): Promise<MutatorResult> {
  const parentDelete = await applyParentDelete(tx, actor, call, options);
  if (parentDelete) return parentDelete;
  const mutator = mutatorOf(call.name);
  if (!mutator) return { status: 'rejected', reason: `Unknown action ${call.name}` };
  const checked = mutator.check(call.args);
  if (!checked.success)
    return { status: 'rejected', reason: 'Invalid data', errors: fieldErrors(checked.issues) };
  if (mutator.single) return applySingle(tx, actor, call, options);
  return answer(await applyChecked(tx, actor, call, checked, options));
}

/** A checked action's writes, applied whole or undone whole (applyMutator). */
async function applyChecked(
  tx: Db,
  actor: Actor,
  call: MutatorWrite,
  checked: Extract<Checked, { success: true }>,
  options: { now: Date; clock: OrgClock; scope: Scope; batch: WriteBatch },
): Promise<Outcome> {
  const { batch, scope } = options;
  let version = 0;

  const visible = async (entity: EntityName, id: string) => {
    const row = await batch.row(id);
    const mine =
      row &&
      !row.deleted_at &&
      row.organization === actor.organization &&
      row.entity === entity &&
      sees(scope, entity, row.id, row.data);
    return mine ? row : undefined;
  };
  const asRecord = (row: { id: string; version: unknown; data: Record<string, unknown> }): MutatorRecord => ({
    ...row.data,
    _id: row.id,
    version: Number(row.version),
  });
  const write = async (entity: EntityName, id: string, op: WriteOp, patch?: Record<string, unknown>) => {
    const result = await applyWrite(
      tx,
      actor,
      {
        entity,
        id,
        op,
        ...(patch ? { patch } : {}),
        baseVersion: call.bases[id] ?? 0,
        mutationId: call.mutationId,
        clientId: call.clientId,
      },
      { ...options, scope },
    );
    const refused = refusedBy(entity, id, op, result);
    if (refused) throw refused;
    if (result.status !== 'rejected') version = Math.max(version, result.version);
  };
  const mutatorTx: MutatorTx = {
    async get(entity, id) {
      const row = await visible(entity, id);
      return row && asRecord(row);
    },
    async where(entity, field, value) {
      // The database holds the batch's writes once flushed; the rows are then read through it.
      await batch.flush();
      const ids = await tx.query<{ id: string }>(
        `select id from records where organization = $1 and entity = $2 and deleted_at is null
         and data ->> $3 = $4 order by id`,
        [actor.organization, entity, field, value],
      );
      await batch.load(ids.map((r) => r.id));
      const rows = await Promise.all(ids.map((r) => visible(entity, r.id)));
      return rows.filter((r) => r !== undefined).map(asRecord);
    },
    async put(entity, id, fields) {
      // A record that exists, even deleted, is updated: an edit of a deleted record is refused as
      // the conflict rule says, never turned into a restore.
      await write(entity, id, (await batch.row(id)) ? 'update' : 'create', fields);
    },
    async putMany(entity, rows) {
      for (const { id, fields } of rows) await mutatorTx.put(entity, id, fields);
    },
    async delete(entity, id) {
      await write(entity, id, 'delete');
    },
    async restore(entity, id, fields) {
      await write(entity, id, 'create', fields);
    },
  };

  const mark = await batch.mark('mutator');
  try {
    await checked.run(mutatorTx);
  } catch (error) {
    const refused = error instanceof MutatorRefusal ? new Refused(error.message) : error;
    if (!(refused instanceof Refused)) throw error;
    await batch.rollback(mark);
    if (refused.lostDelete)
      return { status: 'rejected', reason: refused.reason, lostDelete: refused.lostDelete };
    return {
      status: 'rejected',
      reason: refused.reason,
      ...(refused.errors ? { errors: refused.errors } : {}),
    };
  }
  batch.release(mark);
  return { status: 'applied', version };
}

/** A change of one record as the push names it (an outbox row of that shape, old or new). */
export interface SingleWrite {
  entity: EntityName;
  entityId: string;
  op: WriteOp;
  patch?: Record<string, unknown>;
  baseVersion?: number;
  mutationId: string;
  clientId: string;
}

/**
 * The per-record shape of a push, decoded as the generic mutator of its op (createOne, updateOne,
 * deleteOne): every outbox written before the named mutators, and every change of one record
 * since, replays through the registry's entry (src/domain/mutators/single-record.ts).
 */
export const singleAsMutator = (m: SingleWrite): MutatorWrite => ({
  name: SINGLE_BY_OP[m.op].name,
  args: { entity: m.entity, id: m.entityId, ...(m.op === 'delete' ? {} : { fields: m.patch ?? {} }) },
  bases: m.baseVersion === undefined ? {} : { [m.entityId]: m.baseVersion },
  mutationId: m.mutationId,
  clientId: m.clientId,
});

/**
 * A generic mutator's one write, applied as a change of one record is: merged field by field with
 * a colleague's, the losing values logged as conflicts (docs/architecture.md#conflicts), not
 * refused whole. A create sends no base version, so its record is judged as new.
 */
async function applySingle(
  tx: Db,
  actor: Actor,
  call: MutatorWrite,
  options: { now: Date; clock: OrgClock; scope: Scope; batch: WriteBatch },
): Promise<MutatorResult> {
  const op = (Object.keys(SINGLE_BY_OP) as WriteOp[]).find((o) => SINGLE_BY_OP[o].name === call.name)!;
  const { entity, id, fields } = call.args as {
    entity: EntityName;
    id: string;
    fields?: Record<string, unknown>;
  };
  const base = call.bases[id];
  const result = await applyWrite(
    tx,
    actor,
    {
      entity,
      id,
      op,
      ...(fields && op !== 'delete' ? { patch: fields } : {}),
      ...(base === undefined ? {} : { baseVersion: base }),
      mutationId: call.mutationId,
      clientId: call.clientId,
    },
    options,
  );
  if (result.status === 'rejected')
    return { status: 'rejected', reason: result.reason, ...(result.errors ? { errors: result.errors } : {}) };
  return { status: result.status, version: result.version };
}
