import type { UserRole } from '../schemas/statuses.ts';

/** The fields of a file that wall it off (docs/architecture.md#scopes). */
export const WALL_FIELDS = ['restricted', 'members'] as const;

interface Walled {
  restricted?: boolean | undefined;
  members?: readonly string[] | undefined;
}

/** Whether this person sees the file: every firm user sees an open file; a restricted one, its members and Admins. */
export function seesFile(role: UserRole, userId: string, file: Walled): boolean {
  if (role === 'Beneficiary') return false;
  if (!file.restricted || role === 'Admin') return true;
  return (file.members ?? []).includes(userId);
}

/**
 * Why this person may not change whether a file is restricted or who its members are, or null when
 * they may: an Admin always; an Estate Attorney on a file they may see that is open or of which they
 * are a member (so an attorney cannot take a colleague's restricted matter away from them).
 */
export function wallRefusal(
  role: UserRole,
  userId: string,
  file: Walled,
  changed: readonly string[],
): string | null {
  if (!changed.some((f) => (WALL_FIELDS as readonly string[]).includes(f))) return null;
  if (role === 'Admin') return null;
  if (role === 'Estate Attorney' && (!file.restricted || (file.members ?? []).includes(userId))) return null;
  return 'Only an Admin or an Estate Attorney assigned to the file can restrict it or change its members.';
}
