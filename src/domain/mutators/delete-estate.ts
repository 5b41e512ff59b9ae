import * as v from 'valibot';
import { deleteByRules } from './delete-by-rules.ts';
import { defineMutator } from './types.ts';

/**
 * Deletes an estate and every record under it, by the estates' delete rules
 * (src/domain/delete-rules.ts), so no record is left pointing at nothing. On the server the
 * records are those it holds, so one a colleague added unseen goes with it.
 */
export const deleteEstate = defineMutator({
  name: 'deleteEstate',
  title: 'Deletion of an estate with its records',
  args: v.strictObject({ estateId: v.pipe(v.string(), v.uuid()) }),
  deletes: { entities: ['estates'], args: (_entity, id) => ({ estateId: id }) },
  run: (tx, { estateId }) => deleteByRules(tx, 'estates', estateId),
});
