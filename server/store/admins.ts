import type { Db } from './db.ts';

/**
 * Whether the firm has an Admin other than `userId` who can still sign in: the firm may never lose
 * its last one (by a role change, through sync or /api/people, disabling or removal). Locks those
 * rows so two Admins demoting each other at once cannot both succeed.
 */
export async function anotherActiveAdmin(tx: Db, organization: string, userId: string): Promise<boolean> {
  const rows = await tx.query(
    `select r.id from records r join credentials c on c.user_id = r.id
     where r.organization = $1 and r.entity = 'users' and r.deleted_at is null
       and r.data ->> 'role' = 'Admin' and c.disabled_at is null and r.id <> $2
     for update of r`,
    [organization, userId],
  );
  return rows.length > 0;
}
