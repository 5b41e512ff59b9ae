import * as v from 'valibot';
import { DELETED_ALONE } from '../delete-rules.ts';
import { entityLabelOf } from '../registry.ts';
import { CLIENT_UPDATABLE, type UpdatableEntity } from '../schemas/entities/index.ts';
import { defineMutator, MutatorRefusal } from './types.ts';

const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(100));
/**
 * The record's fields: judged against its entity's schema (BODY_SCHEMAS) by `put` on both sides,
 * merged with the record as it is for a change, so every message names the field it is about.
 */
const Fields = v.record(v.string(), v.unknown());
const Entity = v.picklist(CLIENT_UPDATABLE);
/**
 * What deleteOne deletes: records nothing points at. A record others name is deleted by its delete
 * action (deleteActionOf), which follows its rules; the server decodes an old outbox's single delete
 * of one into that action (server/store/mutate.ts).
 */
const DELETED_ALONE_WRITABLE = CLIENT_UPDATABLE.filter((e) => DELETED_ALONE.includes(e));
const DeletedAlone = v.picklist(DELETED_ALONE_WRITABLE);

/** Whether deleteOne deletes records of this entity (nothing points at them). */
export const isDeletedAlone = (entity: string): entity is (typeof DELETED_ALONE_WRITABLE)[number] =>
  (DELETED_ALONE_WRITABLE as readonly string[]).includes(entity);

const label = (entity: UpdatableEntity) => entityLabelOf(entity).toLowerCase();

/** A new record of any entity a client writes (docs/architecture.md#mutators). */
export const createOne = defineMutator({
  name: 'createOne',
  title: ({ entity }) => `New ${label(entity)}`,
  args: v.strictObject({ entity: Entity, id: Id, fields: Fields }),
  single: true,
  async run(tx, { entity, id, fields }) {
    if (await tx.get(entity, id)) throw new MutatorRefusal(`This ${label(entity)} already exists`);
    await tx.put(entity, id, fields);
  },
});

/** These fields of one record changed; the others stay as they are. */
export const updateOne = defineMutator({
  name: 'updateOne',
  title: ({ entity }) => `Change to ${label(entity)}`,
  args: v.strictObject({ entity: Entity, id: Id, fields: Fields }),
  single: true,
  async run(tx, { entity, id, fields }) {
    if (!(await tx.get(entity, id)))
      throw new MutatorRefusal(`This ${label(entity)} no longer exists on this device`);
    await tx.put(entity, id, fields);
  },
});

/** One record deleted, nothing else (a record others point at has its own delete mutator). */
export const deleteOne = defineMutator({
  name: 'deleteOne',
  title: ({ entity }) => `Deletion of ${label(entity)}`,
  args: v.strictObject({ entity: DeletedAlone, id: Id }),
  single: true,
  async run(tx, { entity, id }) {
    await tx.delete(entity, id);
  },
});

/** The generic mutator of a change of one record, by the change's op (an old outbox row's shape). */
export const SINGLE_BY_OP = { create: createOne, update: updateOne, delete: deleteOne } as const;
