import * as v from 'valibot';
import { ESTATE_CHILDREN } from '../registry.ts';
import { defineMutator } from './types.ts';

/**
 * Deletes an estate and every record under it, children first in the registry's delete order (what
 * points at another record goes before it), so no record is left pointing at nothing. On the server
 * the children are those it holds, so one a colleague added unseen refuses the whole delete.
 */
export const deleteEstate = defineMutator({
  name: 'deleteEstate',
  title: 'Deletion of an estate with its records',
  args: v.strictObject({ estateId: v.pipe(v.string(), v.uuid()) }),
  async run(tx, { estateId }) {
    for (const entity of ESTATE_CHILDREN)
      for (const child of await tx.where(entity, 'estate', estateId)) await tx.delete(entity, child._id);
    await tx.delete('estates', estateId);
  },
});
