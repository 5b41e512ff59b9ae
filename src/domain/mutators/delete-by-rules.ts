import { DELETE_RULES, type DeleteRule } from '../delete-rules.ts';
import { describeRefusal } from '../delete-text.ts';
import { ENTITIES } from '../registry.ts';
import { type EntityName, REFERENCES } from '../schemas/entities/index.ts';
import { type MutatorRecord, MutatorRefusal, type MutatorTx } from './types.ts';

/** The fields of `child` that hold the id of a `parent` record (one id each; lists are not searched). */
const fieldsPointingAt = (child: EntityName, parent: EntityName): string[] =>
  Object.entries(REFERENCES[child] ?? {})
    .filter(([, target]) => target === parent)
    .map(([field]) => field);

/** 'Estate of Jane Chen', or the record's kind when it has no name. */
export const nameOf = (entity: EntityName, r: MutatorRecord): string => {
  const name = r.estateName ?? r.name ?? r.title;
  return typeof name === 'string' && name.trim() ? name : ENTITIES[entity].singular;
};

/**
 * Deletes a record as its entity's delete rules say (src/domain/delete-rules.ts): refused, naming
 * them, while a record of a 'refuse' rule points at it; else the records of an 'unlink' rule have
 * the reference cleared, those of a 'cascade' rule are deleted by their own rules first, and then
 * the record. Run by a mutator, on the device and the server, so a refusal undoes the whole action.
 */
export async function deleteByRules(tx: MutatorTx, entity: EntityName, id: string): Promise<void> {
  const refused: { child: EntityName; record: MutatorRecord }[] = [];
  const gone: { child: EntityName; record: MutatorRecord }[] = [];
  const unlink: { child: EntityName; record: MutatorRecord; field: string }[] = [];
  const rules = DELETE_RULES[entity] as Partial<Record<EntityName, DeleteRule>>;
  for (const [child, rule] of Object.entries(rules) as [EntityName, DeleteRule][]) {
    if (rule === 'keep') continue;
    for (const field of fieldsPointingAt(child, entity))
      for (const record of await tx.where(child, field, id)) {
        if (rule === 'refuse') refused.push({ child, record });
        else if (rule === 'cascade') gone.push({ child, record });
        else unlink.push({ child, record, field });
      }
  }
  if (refused.length) {
    const kinds = [...new Set(refused.map((r) => r.child))].map((child) => ({
      child,
      names: refused.filter((r) => r.child === child).map((r) => nameOf(child, r.record)),
    }));
    throw new MutatorRefusal(describeRefusal(entity, kinds));
  }
  for (const u of unlink) await tx.put(u.child, u.record._id, { [u.field]: null });
  for (const g of gone) await deleteByRules(tx, g.child, g.record._id);
  await tx.delete(entity, id);
}

/**
 * What deleting the record would do, found by running the same rules on a reader that writes
 * nothing: the refusal's words, or how many records of each kind would go with it. The delete's
 * confirmation is built from it, so it lists what the mutator deletes.
 */
export async function previewDelete(
  read: Pick<MutatorTx, 'where'>,
  entity: EntityName,
  id: string,
): Promise<{ refusal: string | null; deleted: Partial<Record<EntityName, number>> }> {
  const deleted: Partial<Record<EntityName, number>> = {};
  const dryRun: MutatorTx = {
    where: (e, field, value) => read.where(e, field, value),
    get: async () => undefined,
    put: async () => {},
    putMany: async () => {},
    restore: async () => {},
    delete: async (e, recordId) => {
      if (e !== entity || recordId !== id) deleted[e] = (deleted[e] ?? 0) + 1;
    },
  };
  try {
    await deleteByRules(dryRun, entity, id);
  } catch (error) {
    if (error instanceof MutatorRefusal) return { refusal: error.message, deleted: {} };
    throw error;
  }
  return { refusal: null, deleted };
}
