import { PermissionError, refusal, type WriteIntent } from '../domain/rules/permissions.ts';
import { wallRefusal } from '../domain/rules/walls.ts';
import { SERVER_FIELDS } from '../domain/schemas/index.ts';
import type { UserRole } from '../domain/schemas/statuses.ts';
import type { LocalDb } from './db.ts';
import type { LocalRecord } from './types.ts';

const SERVER_ONLY = new Set<string>([...SERVER_FIELDS]);

export function bodyOf(record: LocalRecord): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([k]) => !SERVER_ONLY.has(k)));
}

export { PermissionError };

type WalledFile = { restricted?: boolean; members?: string[] };

/**
 * Refuses, before anything is written, a change the server is bound to refuse, so an offline user
 * never queues it (docs/architecture.md#roles-and-permissions). The role is the session's; with
 * no session there is nobody to refuse and nothing could be pushed either. A file's wall
 * (`restricted`, `members`) is judged on the file as it was before the write (`before`; none for a
 * create, which is an open file), as the server judges it.
 */
export async function checkPermission(
  db: LocalDb,
  write: Omit<WriteIntent, 'own'>,
  id: string,
  before?: Record<string, unknown>,
): Promise<void> {
  const session = await db.session.get('current');
  if (!session) return;
  const { role, _id: userId } = session.user;
  const reason =
    refusal(role, { ...write, own: id === userId }) ??
    (write.entity === 'files'
      ? wallRefusal(role as UserRole, userId, (before ?? {}) as WalledFile, write.changed ?? [])
      : null);
  if (reason) throw new PermissionError(reason);
}
