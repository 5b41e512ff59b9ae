import { uuidv7 } from '../../src/domain/ids.ts';
import { deleteActionOf } from '../../src/domain/mutators/delete-action.ts';
import { mutatorOf } from '../../src/domain/mutators/index.ts';
import { type MutatorRecord, MutatorRefusal, type MutatorTx } from '../../src/domain/mutators/types.ts';
import { can, explainRefusal } from '../../src/domain/rules/permissions.ts';
import type { EntityName } from '../../src/domain/schemas/index.ts';
import { scopeOf } from '../scope/scope.ts';
import type { Actor } from '../store/apply.ts';
import type { Db } from '../store/db.ts';
import { applyMutator, type MutatorResult } from '../store/mutate.ts';
import { WriteBatch } from '../store/write-batch.ts';
import { OrgClock } from '../store/write-helpers.ts';

type Row = { id: string; version: unknown; data: Record<string, unknown> };
const asRecord = (r: Row): MutatorRecord => ({ ...r.data, _id: r.id, version: Number(r.version) });

/**
 * The version of every record the delete action reads, as the database holds it now: a REST
 * client sends no versions and deletes what is there (last writer wins, as its single deletes do),
 * so each record counts as seen at its current version (docs/architecture.md#deletes).
 */
async function currentVersions(tx: Db, actor: Actor, run: (t: MutatorTx) => Promise<void>) {
  const bases: Record<string, number> = {};
  const seen = (rows: Row[]) => {
    for (const r of rows) bases[r.id] = Number(r.version);
    return rows.map(asRecord);
  };
  const read: MutatorTx = {
    async get(entity, id) {
      const rows = await tx.query<Row>(
        'select id, version, data from records where organization = $1 and entity = $2 and id = $3 and deleted_at is null',
        [actor.organization, entity, id],
      );
      return seen(rows)[0];
    },
    async where(entity, field, value) {
      const rows = await tx.query<Row>(
        `select id, version, data from records where organization = $1 and entity = $2 and deleted_at is null
         and data ->> $3 = $4`,
        [actor.organization, entity, field, value],
      );
      return seen(rows);
    },
    // A record written without being read first (an estate deleteEstate deletes after its children).
    put: async (_entity, id) => void touched.add(id),
    putMany: async (_entity, rows) => {
      for (const r of rows) touched.add(r.id);
    },
    delete: async (_entity, id) => void touched.add(id),
    restore: async (_entity, id) => void touched.add(id),
  };
  const touched = new Set<string>();
  try {
    await run(read);
  } catch (error) {
    // A refusal by the rules: the action itself refuses it, with the same words, below.
    if (!(error instanceof MutatorRefusal)) throw error;
  }
  const unread = [...touched].filter((id) => !(id in bases));
  if (unread.length)
    seen(
      await tx.query<Row>(
        'select id, version, data from records where organization = $1 and id = any($2::uuid[])',
        [actor.organization, unread],
      ),
    );
  return bases;
}

/**
 * A REST DELETE of a record others point at, as the app's delete does it: its entity's delete
 * action (refused, naming what stands in its way; or with what hangs under it, or unlinked), whole
 * or not at all. Null when the entity has no delete action (the single delete applies).
 */
export async function deleteByAction(
  db: Db,
  actor: Actor,
  entity: EntityName,
  id: string,
  now: Date,
): Promise<MutatorResult | { status: 'forbidden'; reason: string } | null> {
  const action = deleteActionOf(entity, id);
  const mutator = action && mutatorOf(action.name);
  if (!action || !mutator) return null;
  if (!can(actor.role, 'delete', entity))
    return { status: 'forbidden', reason: explainRefusal(actor.role, 'delete', entity) };
  const checked = mutator.check(action.args);
  if (!checked.success) return { status: 'rejected', reason: 'Invalid data' };
  return db.transaction(async (tx) => {
    // The firm's clock first, as every write takes it: nobody writes between the read and the delete.
    const clock = await OrgClock.lock(tx, actor.organization);
    const bases = await currentVersions(tx, actor, checked.run);
    const batch = new WriteBatch(tx);
    const scope = await scopeOf(tx, actor);
    const result = await applyMutator(
      tx,
      actor,
      { ...action, bases, mutationId: uuidv7(), clientId: uuidv7() },
      { now, clock, scope, batch },
    );
    await batch.flush();
    if (result.status !== 'rejected') await clock.save(tx);
    return result;
  });
}
