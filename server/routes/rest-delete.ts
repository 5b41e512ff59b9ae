import { uuidv7 } from '../../src/domain/ids.ts';
import { deleteActionOf } from '../../src/domain/mutators/delete-action.ts';
import { can, explainRefusal } from '../../src/domain/rules/permissions.ts';
import type { EntityName } from '../../src/domain/schemas/index.ts';
import { scopeOf } from '../scope/scope.ts';
import type { Actor } from '../store/apply.ts';
import { currentVersions } from '../store/current-versions.ts';
import type { Db } from '../store/db.ts';
import { applyMutator, type MutatorResult } from '../store/mutate.ts';
import { WriteBatch } from '../store/write-batch.ts';
import { OrgClock } from '../store/write-helpers.ts';

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
  if (!action) return null;
  const { mutator } = action;
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
      { name: action.name, args: action.args, bases, mutationId: uuidv7(), clientId: uuidv7() },
      { now, clock, scope, batch },
    );
    await batch.flush();
    if (result.status !== 'rejected') await clock.save(tx);
    return result;
  });
}
