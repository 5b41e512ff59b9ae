import { PARTY_ROLES, type PartyRole } from '../schemas/statuses.ts';

/** What the roles are read from: a party record, a body, or a projection of one. */
export interface HasRoles {
  role?: string | null;
  roles?: readonly string[] | null;
}

const isRole = (r: unknown): r is PartyRole => (PARTY_ROLES as readonly unknown[]).includes(r);

/**
 * Every role of a party, in the order PARTY_ROLES lists them (docs/behaviour.md#parties): `role`
 * (beneficiary when absent, as the schema's default) and the `roles` of a party with several, so
 * an estate trustee who is also a beneficiary answers both. Older records carry `role` alone.
 */
export function partyRoles(p: HasRoles): PartyRole[] {
  const own = new Set<unknown>([p.role ?? 'beneficiary', ...(p.roles ?? [])]);
  return PARTY_ROLES.filter((r) => own.has(r) && isRole(r));
}

/** Whether a party has a role, whichever of its roles is first: used everywhere instead of `p.role === …`. */
export const partyHasRole = (p: HasRoles, role: PartyRole): boolean => partyRoles(p).includes(role);

/**
 * The fields a party's roles are saved in: `role` is the first chosen (what older clients read),
 * and `roles` lists them all only when there are several (null clears a list an edit removed).
 */
export function roleFields(chosen: readonly PartyRole[]): { role: PartyRole; roles: PartyRole[] | null } {
  const roles = PARTY_ROLES.filter((r) => chosen.includes(r));
  return { role: roles[0] ?? 'beneficiary', roles: roles.length > 1 ? roles : null };
}
