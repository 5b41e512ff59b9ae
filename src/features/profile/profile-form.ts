import { type CopyRoleChoice, copyRolesOf } from '../../domain/rules/copies.ts';
import { DEFAULT_LOCK_MINUTES, DEFAULT_REMINDER_DAYS } from '../../domain/schemas/index.ts';
import { USER_ROLES, type UserRole } from '../../domain/schemas/statuses.ts';

/** The spec's messages for the profile screen (docs/behaviour.md#profile). */
export const MESSAGES = {
  profileLoad: 'Failed to load profile information. Please try again later.',
  profileSave: 'Failed to save profile changes. Please try again.',
  orgLoad: 'Failed to load organization information. Please try again later.',
  orgUpdate: 'Failed to update organization',
  orgSave: 'Failed to save organization changes. Please try again.',
} as const;

export const ROLE_OPTIONS: readonly UserRole[] = USER_ROLES;

/** Only an Admin changes roles and the firm's details (docs/behaviour.md#differences-from-the-specification); the server enforces it too. */
export const isAdmin = (role: unknown): boolean => role === 'Admin';

export interface ProfileDraft {
  name: string;
  email: string;
  role: string;
}

export interface OrganizationDraft {
  name: string;
  description: string;
  /** Days before a deadline that reminders start, as typed. */
  reminderDays: string;
  /** Minutes idle before the app locks (docs/behaviour.md#lock), as typed. */
  lockMinutes: string;
  /** The roles besides Admin that may take copies out of the app (docs/behaviour.md#copies). */
  copyRoles: CopyRoleChoice[];
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

export const profileDraft = (user: Record<string, unknown>): ProfileDraft => ({
  name: text(user.name),
  email: text(user.email),
  role: text(user.role),
});

export const organizationDraft = (org: Record<string, unknown>): OrganizationDraft => ({
  name: text(org.name),
  description: text(org.description),
  reminderDays: String(typeof org.reminderDays === 'number' ? org.reminderDays : DEFAULT_REMINDER_DAYS),
  lockMinutes: String(typeof org.lockMinutes === 'number' ? org.lockMinutes : DEFAULT_LOCK_MINUTES),
  copyRoles: copyRolesOf(org),
});

/** The typed reminder days as the schema takes them: a number, or text the schema refuses with its message. */
export const reminderDaysValue = (typed: string): number | string =>
  /^\s*\d+\s*$/.test(typed) ? Number(typed) : typed;

/** The typed lock minutes as the schema takes them, like the reminder days. */
export const lockMinutesValue = reminderDaysValue;

/** 'After 15 minutes without use' (docs/behaviour.md#lock). */
export const lockText = (minutes: unknown): string => {
  const n = typeof minutes === 'number' ? minutes : DEFAULT_LOCK_MINUTES;
  return `After ${n} minute${n === 1 ? '' : 's'} without use`;
};

/** 'Reminders 14 days before a deadline', or that they are off. */
export const reminderText = (days: unknown): string => {
  const n = typeof days === 'number' ? days : DEFAULT_REMINDER_DAYS;
  return n === 0 ? 'Off' : `${n} day${n === 1 ? '' : 's'} before a deadline`;
};

/** The firm's name for the read-only Firm field; the spec's words when there is none. */
export const firmName = (org: Record<string, unknown> | null | undefined, fallback?: string): string =>
  text(org?.name) || fallback || 'No firm assigned';

/** The read view of the description (docs/behaviour.md#profile). */
export const descriptionText = (description: unknown): string =>
  text(description).trim() || 'No description available';

/**
 * What the note after a save says: the change is on this device at once, and reaches the server
 * when the sync engine has sent it.
 */
export function savedNote(what: string, { online, pending }: { online: boolean; pending: number }): string {
  if (pending === 0) return `${what} saved.`;
  return online
    ? 'Saved on this device; sending it to the server…'
    : 'Saved on this device; it will sync when online';
}

/**
 * What a refused change says on its tab: the server's per-field messages when it gave any (more
 * telling than "Invalid data"), else its reason, else the spec's fallback.
 */
export function refusalText(
  refusal: { reason?: string; errors?: Record<string, string[]> } | null | undefined,
  fallback: string,
): string {
  const fieldMessages = Object.values(refusal?.errors ?? {}).flat();
  if (fieldMessages.length) return fieldMessages.join(' ');
  return refusal?.reason?.trim() ? refusal.reason : fallback;
}
