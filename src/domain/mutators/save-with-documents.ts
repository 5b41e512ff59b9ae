import * as v from 'valibot';
import { defineMutator } from './types.ts';

const Id = v.pipe(v.string(), v.uuid());
const Fields = v.record(v.string(), v.unknown());

/** The entities saved with new documents from their forms (src/store/commands/save-records.ts). */
export const SAVED_WITH_DOCUMENTS = ['assets', 'parties', 'transactions', 'documents', 'accounts'] as const;

/**
 * A record created or changed together with the new documents it links to: the documents first, so
 * the record's links name records that exist, and none is left behind when the record is refused.
 */
export const saveWithDocuments = defineMutator({
  name: 'saveWithDocuments',
  title: 'Saving a record with its documents',
  args: v.strictObject({
    entity: v.picklist(SAVED_WITH_DOCUMENTS),
    id: Id,
    fields: Fields,
    documents: v.array(v.strictObject({ id: Id, fields: Fields })),
  }),
  async run(tx, { entity, id, fields, documents }) {
    for (const doc of documents) await tx.put('documents', doc.id, doc.fields);
    await tx.put(entity, id, fields);
  },
});
