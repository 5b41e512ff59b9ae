import * as v from 'valibot';
import { entityLabelOf } from '../registry.ts';
import { CLIENT_UPDATABLE } from '../schemas/entities/index.ts';
import { deleteByRules } from './delete-by-rules.ts';
import { defineMutator, MutatorRefusal } from './types.ts';

const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(100));
const Fields = v.record(v.string(), v.unknown());

/**
 * "Use my value" on a conflict (docs/architecture.md#conflicts): the user's losing change made
 * again on the record as it is now, and the conflict marked resolved, as one action. A change the
 * server refuses leaves the conflict open on every side, where a resolved mark sent apart would
 * have closed it with the value lost.
 */
export const putBackMine = defineMutator({
  name: 'putBackMine',
  title: 'Your value put back',
  args: v.strictObject({
    conflictId: Id,
    entity: v.picklist(CLIENT_UPDATABLE),
    id: Id,
    change: v.variant('op', [
      // The value that lost to a colleague's change of the same field.
      v.strictObject({ op: v.literal('update'), fields: Fields }),
      // The record a colleague deleted, brought back from its last data with the user's value.
      v.strictObject({ op: v.literal('restore'), fields: Fields }),
      // The user's delete, which lost to a colleague's edit.
      v.strictObject({ op: v.literal('delete') }),
    ]),
  }),
  async run(tx, { conflictId, entity, id, change }) {
    if (!(await tx.get('conflicts', conflictId))) throw new MutatorRefusal('This conflict is no longer here');
    const record = await tx.get(entity, id);
    if (change.op === 'update') {
      if (!record) {
        throw new MutatorRefusal(`This ${entityLabelOf(entity).toLowerCase()} no longer exists`);
      }
      await tx.put(entity, id, change.fields);
    } else if (change.op === 'restore') {
      if (record) await tx.put(entity, id, change.fields);
      else await tx.restore(entity, id, change.fields);
    } else if (record) {
      // As the app's delete of it does: what hangs under it goes too, or the delete is refused.
      await deleteByRules(tx, entity, id);
    }
    await tx.put('conflicts', conflictId, { resolved: true });
  },
});
