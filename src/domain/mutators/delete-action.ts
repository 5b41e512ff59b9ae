import type { EntityName } from '../schemas/entities/index.ts';
import { LINKED_ENTITIES } from './delete-record.ts';

/**
 * The named action that deletes a record of this entity by its delete rules
 * (src/domain/delete-rules.ts), or null when nothing points at it and the generic deleteOne does.
 * The server's REST delete runs it, so a DELETE of a parent does what the app's delete does.
 */
export function deleteActionOf(
  entity: EntityName,
  id: string,
): {
  name: 'deleteFile' | 'deleteEstate' | 'deleteAccount' | 'deleteRecord';
  args: Record<string, string>;
} | null {
  if (entity === 'files') return { name: 'deleteFile', args: { fileId: id } };
  if (entity === 'estates') return { name: 'deleteEstate', args: { estateId: id } };
  if (entity === 'accounts') return { name: 'deleteAccount', args: { accountId: id } };
  if ((LINKED_ENTITIES as readonly string[]).includes(entity))
    return { name: 'deleteRecord', args: { entity, id } };
  return null;
}
