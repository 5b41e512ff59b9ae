import * as v from 'valibot';
import { defineMutator, MutatorRefusal } from './types.ts';

const Id = v.pipe(v.string(), v.uuid());
const Fields = v.record(v.string(), v.unknown());

/**
 * A new version of a document (docs/behaviour.md#documents): the new document is created with its
 * own content, and the one it replaces is kept, marked `replacedBy` the new one, so the lists show
 * the new version with the earlier ones under it. One action, so the server keeps both changes or
 * neither. A version already replaced (by a colleague, say) is refused: two later versions of one
 * document would leave it unclear which is current.
 */
export const replaceDocument = defineMutator({
  name: 'replaceDocument',
  title: 'New version of a document',
  args: v.strictObject({ replaces: Id, id: Id, fields: Fields }),
  async run(tx, { replaces, id, fields }) {
    const earlier = await tx.get('documents', replaces);
    if (!earlier) throw new MutatorRefusal('This document no longer exists');
    if (earlier.replacedBy)
      throw new MutatorRefusal('This document was already replaced by a later version; replace that one');
    if (await tx.get('documents', id)) throw new MutatorRefusal('This document already exists');
    await tx.put('documents', id, fields);
    await tx.put('documents', replaces, { replacedBy: id });
  },
});
