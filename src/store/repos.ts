import { uuidv7 } from '../domain/ids.ts';
import { deleteActionOf } from '../domain/mutators/delete-action.ts';
import { createOne, deleteOne, isDeletedAlone, updateOne } from '../domain/mutators/index.ts';
import { singularOf } from '../domain/registry.ts';
import {
  type Body,
  CLIENT_UPDATABLE,
  type EntityName,
  type EntityRecord,
  type UpdatableEntity,
} from '../domain/schemas/index.ts';
import type { LocalDb } from './db.ts';
import { runMutator, runQueued } from './mutate.ts';
import { checkPermission } from './write-checks.ts';

export { bodyOf, checkPermission, PermissionError } from './write-checks.ts';

export interface RepoDeps {
  db: LocalDb;
  now?: () => Date;
}

/**
 * One entity's records for the screens: create, update and delete are the generic mutators
 * (src/domain/mutators/single-record.ts) run through runMutator, the device's one write path, so
 * each is validated, permission-checked and queued as that record's change in one transaction.
 */
export function createRepo<E extends UpdatableEntity>(deps: RepoDeps, entity: E) {
  const { db } = deps;
  const now = () => (deps.now ?? (() => new Date()))();
  const table = db.table_(entity);
  // The record as the write left it; the schema it passed gives it the entity's shape.
  const read = async (id: string) => (await table.get(id)) as unknown as EntityRecord<E> | undefined;

  return {
    entity,

    async create(
      input: Partial<Body<E>> | Record<string, unknown>,
      id: string = uuidv7(),
    ): Promise<EntityRecord<E>> {
      const fields = input as Record<string, unknown>;
      await runMutator(db, createOne, { entity, id, fields }, undefined, now());
      const record = await read(id);
      if (!record) throw new Error(`This ${singularOf(entity)} was not saved`);
      return record;
    },

    async update(id: string, changes: Record<string, unknown>): Promise<EntityRecord<E>> {
      await runMutator(db, updateOne, { entity, id, fields: changes }, undefined, now());
      const record = await read(id);
      if (!record) throw new Error(`This ${singularOf(entity)} no longer exists on this device`);
      return record;
    },

    /** Deletes the record: alone when nothing points at it, else by its delete action (its rules). */
    async remove(id: string): Promise<void> {
      const action = deleteActionOf(entity, id);
      if (action) {
        // Refused as this record's delete, before its rules name what stands in the way.
        await checkPermission(db, { entity, op: 'delete' }, id);
        await runQueued(db, action.mutator, action.args, now());
      } else if (isDeletedAlone(entity)) await runMutator(db, deleteOne, { entity, id }, undefined, now());
    },

    get: read,
  };
}

export type Repo<E extends UpdatableEntity = UpdatableEntity> = ReturnType<typeof createRepo<E>>;

/** One repo per entity a client writes (every registry entry: src/domain/registry.ts). */
export function createRepos(deps: RepoDeps) {
  return Object.fromEntries(CLIENT_UPDATABLE.map((entity) => [entity, createRepo(deps, entity)])) as {
    [E in UpdatableEntity]: Repo<E>;
  };
}
export type Repos = ReturnType<typeof createRepos>;

export type { EntityName };
