import * as v from 'valibot';
import { deleteByRules } from './delete-by-rules.ts';
import { defineMutator } from './types.ts';

/** The estate records the edit page deletes, each of which other records may name. */
export const LINKED_ENTITIES = ['assets', 'parties', 'transactions'] as const;
export type LinkedEntity = (typeof LINKED_ENTITIES)[number];

/** The records this action deletes: those others may name that have no delete action of their own. */
const DELETED_RECORDS = [...LINKED_ENTITIES, 'documents'] as const;

/**
 * Deletes an asset, party, transaction or document as one action, by its delete rules
 * (src/domain/delete-rules.ts): first the links to it are taken out of the records that name it (a
 * receipt that realised the asset keeps its amount but no longer names it, nor its costs of sale;
 * the court-accounts record drops the asset from the accounts passed; docs/behaviour.md#record-forms),
 * so no record is left pointing at nothing. The server applies the unlinking and the delete whole,
 * or refuses them whole (a colleague changed one of those records since).
 */
export const deleteRecord = defineMutator({
  name: 'deleteRecord',
  title: 'Deletion of a record and its links',
  args: v.strictObject({ entity: v.picklist(DELETED_RECORDS), id: v.pipe(v.string(), v.uuid()) }),
  deletes: { entities: DELETED_RECORDS, args: (entity, id) => ({ entity, id }) },
  run: (tx, { entity, id }) => deleteByRules(tx, entity, id),
});
