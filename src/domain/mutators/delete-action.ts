import { DELETED_ALONE } from '../delete-rules.ts';
import type { EntityName } from '../schemas/entities/index.ts';
import { MUTATORS } from './index.ts';
import type { AnyMutator } from './types.ts';

/**
 * The named action that deletes a record of this entity by its delete rules
 * (src/domain/delete-rules.ts): the registry's entry whose `deletes` names the entity. Null for an
 * entity nothing points at (DELETED_ALONE), which the generic deleteOne deletes. The server's REST
 * delete, a pushed single delete (an outbox written before the actions) and the device's repos run
 * it, so every delete of a parent does what the app's delete does.
 */
export function deleteActionOf(
  entity: EntityName,
  id: string,
): { mutator: AnyMutator; name: string; args: unknown } | null {
  if (DELETED_ALONE.includes(entity)) return null;
  const mutator = Object.values(MUTATORS).find((m: AnyMutator) => m.deletes?.entities.includes(entity));
  if (!mutator?.deletes) throw new Error(`No action deletes ${entity}, which other records name`);
  return { mutator, name: mutator.name, args: mutator.deletes.args(entity, id) };
}
