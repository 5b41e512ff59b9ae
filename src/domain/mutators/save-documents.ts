import * as v from 'valibot';
import { defineMutator, MutatorRefusal } from './types.ts';

const Id = v.pipe(v.string(), v.uuid());
const Fields = v.record(v.string(), v.unknown());

/** The most documents one action keeps: the six court forms and a package for each official, with room. */
export const MAX_SAVED_DOCUMENTS = 20;

/**
 * Documents made together on this device (the court documents of one press of "Generate court
 * documents"): one action, so the server keeps them all or refuses them all, and the outbox and
 * the history show one line for one press.
 */
export const saveDocuments = defineMutator({
  name: 'saveDocuments',
  title: 'New documents',
  args: v.strictObject({
    documents: v.pipe(
      v.array(v.strictObject({ id: Id, fields: Fields })),
      v.minLength(1, 'Choose at least one document'),
      v.maxLength(MAX_SAVED_DOCUMENTS, `At most ${MAX_SAVED_DOCUMENTS} documents are kept at once`),
    ),
  }),
  async run(tx, { documents }) {
    for (const doc of documents) {
      if (await tx.get('documents', doc.id)) throw new MutatorRefusal('This document already exists');
      await tx.put('documents', doc.id, doc.fields);
    }
  },
});
