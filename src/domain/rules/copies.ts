import type { CopyKind } from '../schemas/security-events.ts';
import { COPY_ROLE_CHOICES, USER_ROLES } from '../schemas/statuses.ts';

/**
 * Who may take a copy of the firm's data out of the app (docs/behaviour.md#copies): an estate or
 * firm export, a report, the court documents. The firm's Admin chooses among these roles in
 * Profile → Organization; an Admin may always, so that no firm can lock itself out of its own data,
 * and a beneficiary's copies are the portal's documents the firm shared, never these.
 */
export type CopyRoleChoice = (typeof COPY_ROLE_CHOICES)[number];

/** The firm's record, as the device or the server holds it; only its `copyRoles` is read. */
type Firm = { readonly [field: string]: unknown } | null | undefined;

/** The copies the firm's choice governs; a shared document a beneficiary opens, or a statement read in, is not one. */
export const GOVERNED_COPIES: readonly CopyKind[] = ['report', 'estate-export', 'firm-export'];

/** The roles that may when the firm has not chosen: every role of the firm, as before the setting. */
export const DEFAULT_COPY_ROLES: readonly CopyRoleChoice[] = COPY_ROLE_CHOICES;

const isFirmRole = (role: unknown): boolean => (USER_ROLES as readonly unknown[]).includes(role);

/** The firm's choice, read leniently from its record: anything but a list of the choices is the default. */
export function copyRolesOf(organization: Firm): CopyRoleChoice[] {
  const chosen = organization?.copyRoles;
  if (!Array.isArray(chosen)) return [...DEFAULT_COPY_ROLES];
  return COPY_ROLE_CHOICES.filter((r) => chosen.includes(r));
}

/** Whether a person of `role` may take copies out, under the firm's choice. */
export function mayTakeCopies(role: unknown, organization: Firm): boolean {
  if (role === 'Admin') return true;
  if (!isFirmRole(role)) return false;
  return (copyRolesOf(organization) as readonly unknown[]).includes(role);
}

/** The sentence a person who may not is shown, naming who decides; null when they may. */
export function copyRefusal(role: unknown, organization: Firm): string | null {
  if (mayTakeCopies(role, organization)) return null;
  const who = typeof role === 'string' && isFirmRole(role) ? `${role} members` : 'Your role';
  return `${who} may not take copies out of the app (exports, reports, court documents): your firm’s Admin decides this in Profile → Organization.`;
}

/** How the firm's choice reads on the Organization tab. */
export function copyRolesText(organization: Firm): string {
  const roles = ['Admin', ...copyRolesOf(organization)];
  return roles.length === 1 ? 'Admins only' : roles.join(', ');
}
