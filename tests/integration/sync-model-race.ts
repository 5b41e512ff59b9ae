import { type MutatorName, MutatorRefusal, SINGLE_BY_OP } from '../../src/domain/mutators/index.ts';
import {
  CLIENT_UPDATABLE,
  ENTITY_FIELDS,
  type EntityName,
  referencesIn,
  type UpdatableEntity,
} from '../../src/domain/schemas/index.ts';
import type { OutboxRow } from '../../src/store/types.ts';
import type { TestClient } from '../helpers/sync-client.ts';

/**
 * The sync model's colleague (tests/integration/sync-model.test.ts): given the outbox row of an
 * action a device made offline, a concurrent change that the server must refuse that action for,
 * worked out from what the action wrote rather than written per action, so every mutator of the
 * registry meets one.
 */

/** The registry's mutator an outbox row runs: its named action, or the generic one of its op. */
export const mutatorNameOf = (row: Pick<OutboxRow, 'mutator' | 'op'>): MutatorName =>
  (row.mutator?.name ?? SINGLE_BY_OP[row.op].name) as MutatorName;

export interface RowWrite {
  entity: EntityName;
  id: string;
  op: OutboxRow['op'];
  /** The fields it wrote (a create's or an update's). */
  fields: string[];
}

/** Every write the row's action made on its device: a change of one record is its only write. */
export const writesOf = (row: OutboxRow): RowWrite[] =>
  row.writes
    ? row.writes.map((w) => ({ ...w, fields: w.fields ?? Object.keys(w.patch ?? {}) }))
    : [{ entity: row.entity, id: row.entityId, op: row.op, fields: Object.keys(row.patch ?? {}) }];

/** Words a colleague may change on any record of the entity: the first text field its schema has. */
const TEXT_FIELDS = ['notes', 'note', 'name', 'estateName', 'title', 'payee', 'description', 'creditor'];

const writable = (entity: EntityName): entity is UpdatableEntity =>
  (CLIENT_UPDATABLE as readonly string[]).includes(entity) && entity !== 'conflicts';

/** The colleague deletes the record as the app does (its delete action); false when that is refused. */
async function removes(colleague: TestClient, entity: EntityName, id: string): Promise<boolean> {
  if (!writable(entity) || !(await colleague.db.table_(entity).get(id))) return false;
  try {
    await colleague.repos[entity].remove(id);
  } catch (error) {
    if (error instanceof MutatorRefusal) return false;
    throw error;
  }
  return !(await colleague.db.table_(entity).get(id));
}

/** The colleague changes the words of the record; false when it has none to change. */
async function changesWords(colleague: TestClient, entity: EntityName, id: string): Promise<boolean> {
  const record = await colleague.db.table_(entity).get(id);
  const field = TEXT_FIELDS.find((f) => ENTITY_FIELDS[entity].includes(f));
  if (!writable(entity) || !record || !field) return false;
  await colleague.repos[entity].update(id, { [field]: `${String(record[field] ?? '')} (colleague)`.trim() });
  return true;
}

/**
 * Makes the colleague's change that refuses the action, on the colleague's device (to be synced
 * before the action's device pushes), and says what it was:
 * - a record the action deletes, the colleague changes (the delete would lose that change);
 * - a record the action changes, the colleague deletes (the change would be of a deleted record);
 * - a record the action only creates, the colleague deletes a record it points at (it would point
 *   at nothing).
 * Throws when the action wrote nothing a colleague can race, so a new mutator is never left
 * without its refusal.
 */
export async function raceAgainst(colleague: TestClient, device: TestClient, writes: RowWrite[]) {
  // A delete first: the server deletes that record whatever else it finds. A record the action only
  // unlinks, once deleted, the server's run of the action no longer finds, and rightly applies it.
  for (const w of writes)
    if (w.op === 'delete' && (await changesWords(colleague, w.entity, w.id)))
      return `the colleague changed ${w.entity} ${w.id}, which it deletes`;
  for (const w of writes)
    if (w.op === 'update' && (await removes(colleague, w.entity, w.id)))
      return `the colleague deleted ${w.entity} ${w.id}, which it changes`;
  for (const w of writes.filter((x) => x.op === 'create')) {
    const record = (await device.db.table_(w.entity).get(w.id)) ?? {};
    for (const ref of referencesIn(w.entity, record, Object.keys(record)))
      if (await removes(colleague, ref.target, ref.id))
        return `the colleague deleted ${ref.target} ${ref.id}, which its new ${w.entity} names`;
  }
  throw new Error(`No colleague's change can race ${writes.map((w) => `${w.op} ${w.entity}`).join(', ')}`);
}
