import * as v from 'valibot';
import { deleteByRules } from './delete-by-rules.ts';
import { defineMutator } from './types.ts';

/**
 * Deletes a file by its delete rules (src/domain/delete-rules.ts): refused, naming them, while it
 * has estates; its own documents go with it. On the server an estate a colleague added unseen
 * refuses it the same way, so no estate is ever left pointing at a deleted file.
 */
export const deleteFile = defineMutator({
  name: 'deleteFile',
  title: 'Deletion of a file',
  args: v.strictObject({ fileId: v.pipe(v.string(), v.uuid()) }),
  deletes: { entities: ['files'], args: (_entity, id) => ({ fileId: id }) },
  run: (tx, { fileId }) => deleteByRules(tx, 'files', fileId),
});
