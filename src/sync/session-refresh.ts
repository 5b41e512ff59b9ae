import type { Change } from '../domain/schemas/index.ts';
import type { LocalDb } from '../store/db.ts';

/**
 * Keeps the device's session in step with the person's own user record: an Admin who changes
 * someone's role or name changes what that person's device offers and refuses at its next pull,
 * not at their next sign-in (the server checks the current role on every write anyway).
 * Runs inside the pull's transaction, which must include the session table.
 */
export async function refreshSessionUser(db: LocalDb, changes: readonly Change[]): Promise<boolean> {
  const session = await db.session.get('current');
  if (!session) return false;
  const own = changes.find((c) => c.entity === 'users' && c.id === session.user._id && !c.deleted && c.data);
  const data = own?.data as { role?: unknown; name?: unknown } | undefined;
  if (!data) return false;
  const role = typeof data.role === 'string' ? data.role : session.user.role;
  const name = typeof data.name === 'string' ? data.name : session.user.name;
  if (role === session.user.role && name === session.user.name) return false;
  await db.session.put({ ...session, user: { ...session.user, role, name } });
  return true;
}
