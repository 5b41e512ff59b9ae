import { wallRefusal } from '../../domain/rules/walls.ts';
import type { UserRole } from '../../domain/schemas/statuses.ts';

/** The parts of a user record the members list reads. */
export interface PersonFields {
  _id: string;
  name: string;
  email?: string;
  role: string;
  status?: string;
  deletedAt?: string | null;
}

export interface MemberOption {
  id: string;
  name: string;
  role: string;
  /** A current member who may no longer be picked (disabled, or gone from this device): shown so they can be removed. */
  unavailable: boolean;
}

/** Who may be a member of a restricted file: the firm's people, not beneficiaries, not disabled. */
const pickable = (p: PersonFields) =>
  p.role !== 'Beneficiary' && p.status !== 'Disabled' && p.deletedAt == null;

/**
 * The members list: the firm's pickable people by name, and after them any current member who is
 * not (disabled since, or not on this device), so a stale member can still be taken off.
 */
export function memberOptions(people: readonly PersonFields[], members: readonly string[]): MemberOption[] {
  const byId = new Map(people.map((p) => [p._id, p]));
  const options = people
    .filter(pickable)
    .map((p) => ({ id: p._id, name: p.name || p.email || 'Unnamed', role: p.role, unavailable: false }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  const listed = new Set(options.map((o) => o.id));
  const stale = members
    .filter((id) => !listed.has(id))
    .map((id) => {
      const p = byId.get(id);
      return { id, name: p?.name || 'Someone no longer in the firm', role: p?.role ?? '', unavailable: true };
    });
  return [...options, ...stale];
}

/**
 * The members when the switch turns restriction on: someone who is not an Admin is added, so an
 * Estate Attorney does not wall themselves out of the file they are restricting.
 */
export function membersOnRestrict(role: string, userId: string, members: readonly string[]): string[] {
  if (role === 'Admin' || members.includes(userId)) return [...members];
  return [...members, userId];
}

/** The wall as the form holds it. */
export interface WallDraft {
  restricted: boolean;
  members: string[];
}

export const wallOf = (file: { restricted?: boolean; members?: readonly string[] }): WallDraft => ({
  restricted: file.restricted === true,
  members: [...(file.members ?? [])],
});

/** Whether the draft differs from the saved wall (members compared as a set). */
export function wallChanged(saved: WallDraft, draft: WallDraft): boolean {
  if (saved.restricted !== draft.restricted) return true;
  const a = new Set(saved.members);
  return a.size !== new Set(draft.members).size || draft.members.some((m) => !a.has(m));
}

/**
 * A warning for a draft that saves, or null: a restricted file whose members leave out the person
 * saving it (not an Admin) would leave their devices too.
 */
export function wallWarning(role: string, userId: string, draft: WallDraft): string | null {
  if (!draft.restricted) return null;
  if (role !== 'Admin' && !draft.members.includes(userId))
    return 'You are not among the members: once saved, this file leaves your devices and you can no longer change it.';
  if (draft.members.length === 0) return 'No members: only the firm’s Admins will see this file.';
  return null;
}

/** Why this person may not change the file's wall, or null (src/domain/rules/walls.ts). */
export const wallChangeRefusal = (
  role: string | undefined,
  userId: string | undefined,
  file: { restricted?: boolean; members?: readonly string[] },
): string | null =>
  role && userId
    ? wallRefusal(role as UserRole, userId, file, ['restricted', 'members'])
    : 'Sign in to change who sees this file.';
