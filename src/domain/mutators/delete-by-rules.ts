import { DELETE_RULES, type DeleteRule, unlinkChanges } from '../delete-rules.ts';
import { describeRefusal } from '../delete-text.ts';
import { ENTITIES, ESTATE_CHILDREN } from '../registry.ts';
import { type EntityName, REFERENCES } from '../schemas/entities/index.ts';
import { type MutatorRecord, MutatorRefusal, type MutatorTx } from './types.ts';

/** The fields of `child` that hold the id of a `parent` record (one id each, or a list of ids). */
const fieldsPointingAt = (child: EntityName, parent: EntityName): string[] =>
  Object.entries(REFERENCES[child] ?? {})
    .filter(([, target]) => target === parent)
    .map(([field]) => field);

const rulesOf = (entity: EntityName) =>
  Object.entries(DELETE_RULES[entity] as Partial<Record<EntityName, DeleteRule>>) as [
    EntityName,
    DeleteRule,
  ][];

/** 'Estate of Jane Chen', or the record's kind when it has no name. */
export const nameOf = (entity: EntityName, r: MutatorRecord): string => {
  const name = r.estateName ?? r.name ?? r.title;
  return typeof name === 'string' && name.trim() ? name : ENTITIES[entity].singular;
};

// What points at another record is deleted before it (a transaction before its account).
const DELETE_ORDER: readonly EntityName[] = [...ESTATE_CHILDREN, 'estates', 'files'];
const rank = (entity: EntityName) => DELETE_ORDER.indexOf(entity);

type Gone = { entity: EntityName; record: MutatorRecord };

/**
 * Deletes a record as its entity's delete rules say (src/domain/delete-rules.ts), and nothing is
 * left pointing at a record that is gone:
 * 1. the records of its 'cascade' rules go with it, by their own rules in turn; a record of a
 *    'refuse' rule refuses the whole delete, naming it;
 * 2. every record that stays but names one that goes (an 'unlink' rule) has the reference taken out;
 * 3. the records go, what points at another first.
 * Every read comes before the first write, and the records of an estate are read once per kind (an
 * estate's 10,000 transactions cost one read, not one each). Run by a mutator on the device and the
 * server, so a refusal undoes the whole action. A record already gone deletes nothing.
 */
export async function deleteByRules(tx: MutatorTx, entity: EntityName, id: string): Promise<void> {
  const root = await tx.get(entity, id);
  if (!root) return;
  const reads = new Map<string, Promise<MutatorRecord[]>>();
  const where = (e: EntityName, field: string, value: string) => {
    const key = `${e}\u0000${field}\u0000${value}`;
    if (!reads.has(key)) reads.set(key, tx.where(e, field, value));
    return reads.get(key) as Promise<MutatorRecord[]>;
  };
  // The records of `child` that name `parent`: by the parent's estate when both belong to one (a
  // record names only records of its own estate), else by each field that can name it.
  const pointingAt = async (child: EntityName, parent: EntityName, record: MutatorRecord) => {
    const fields = fieldsPointingAt(child, parent);
    if (typeof record.estate === 'string' && ENTITIES[child].estateScoped && parent !== 'estates')
      return where(child, 'estate', record.estate);
    const found = await Promise.all(fields.map((f) => where(child, f, record._id)));
    return found.flat();
  };

  const gone = new Map<string, Gone>();
  const refused: Gone[] = [];
  const visit = async (e: EntityName, record: MutatorRecord) => {
    gone.set(record._id, { entity: e, record });
    for (const [child, rule] of rulesOf(e)) {
      if (rule !== 'cascade' && rule !== 'refuse') continue;
      for (const r of await pointingAt(child, e, record)) {
        if (gone.has(r._id) || !fieldsPointingAt(child, e).some((f) => r[f] === record._id)) continue;
        if (rule === 'refuse') refused.push({ entity: child, record: r });
        else await visit(child, r);
      }
    }
  };
  await visit(entity, root);
  if (refused.length) {
    const kinds = [...new Set(refused.map((r) => r.entity))].map((child) => ({
      child,
      names: refused.filter((r) => r.entity === child).map((r) => nameOf(child, r.record)),
    }));
    throw new MutatorRefusal(describeRefusal(entity, kinds));
  }

  const isGone = (target: EntityName, targetId: string) => gone.get(targetId)?.entity === target;
  const staying = new Map<string, Gone>();
  for (const { entity: e, record } of gone.values())
    for (const [child, rule] of rulesOf(e))
      if (rule === 'unlink')
        for (const r of await pointingAt(child, e, record))
          if (!gone.has(r._id)) staying.set(r._id, { entity: child, record: r });
  for (const { entity: e, record } of staying.values()) {
    const changes = unlinkChanges(e, record, isGone);
    if (Object.keys(changes).length) await tx.put(e, record._id, changes);
  }

  const order = [...gone.values()].sort((a, b) => rank(a.entity) - rank(b.entity));
  for (const g of order) await tx.delete(g.entity, g.record._id);
}

/**
 * What deleting the record would do, found by running the same rules on a reader that writes
 * nothing: the refusal's words, or how many records of each kind would go with it and how many
 * would lose their link to it. The delete's confirmation is built from it, so it says what the
 * action does.
 */
export async function previewDelete(
  read: Pick<MutatorTx, 'get' | 'where'>,
  entity: EntityName,
  id: string,
): Promise<{
  refusal: string | null;
  deleted: Partial<Record<EntityName, number>>;
  unlinked: Partial<Record<EntityName, number>>;
}> {
  const deleted: Partial<Record<EntityName, number>> = {};
  const unlinked: Partial<Record<EntityName, number>> = {};
  const dryRun: MutatorTx = {
    where: (e, field, value) => read.where(e, field, value),
    get: (e, recordId) => read.get(e, recordId),
    put: async (e) => {
      unlinked[e] = (unlinked[e] ?? 0) + 1;
    },
    putMany: async () => {},
    restore: async () => {},
    delete: async (e, recordId) => {
      if (e !== entity || recordId !== id) deleted[e] = (deleted[e] ?? 0) + 1;
    },
  };
  try {
    await deleteByRules(dryRun, entity, id);
  } catch (error) {
    if (error instanceof MutatorRefusal) return { refusal: error.message, deleted: {}, unlinked: {} };
    throw error;
  }
  return { refusal: null, deleted, unlinked };
}
