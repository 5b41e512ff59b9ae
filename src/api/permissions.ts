import { type Action, can, explainRefusal } from '../domain/rules/permissions.ts';
import type { EntityName } from '../domain/schemas/index.ts';
import { currentUser } from './session.ts';

/**
 * Why the signed-in user may not do `action` (to `entity`), in words, or null when they may: the
 * same matrix the server enforces (src/domain/rules/permissions.ts), read so a screen can disable
 * a control and say why instead of letting the server refuse it later.
 */
export function refusalFor(action: Action, entity?: EntityName): string | null {
  const role = currentUser()?.role;
  return can(role, action, entity) ? null : explainRefusal(role, action, entity);
}
