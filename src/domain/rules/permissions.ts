import { ENTITIES } from '../registry.ts';
import { COMPENSATION_FIELDS, type EntityName } from '../schemas/entities/index.ts';
import { ALL_ROLES, type UserRole } from '../schemas/statuses.ts';

/**
 * The one permission matrix (docs/architecture.md#roles-and-permissions): what each role may do
 * to each entity and which named abilities it has. The server's write path enforces it (the only
 * enforcement that counts); the client reads it to hide controls and to refuse a write before it
 * enters the outbox. The external Beneficiary is one more row: it reads and changes almost nothing.
 */
export type Role = UserRole;
export type RecordAction = 'create' | 'update' | 'delete';
export type Ability = 'compensation-claim' | 'reports' | 'users' | 'firm-settings' | 'activity';
export type Action = RecordAction | Ability;

export const ABILITIES: readonly Ability[] = [
  'compensation-claim',
  'reports',
  'users',
  'firm-settings',
  'activity',
];

interface RoleRights {
  records: Readonly<Record<EntityName, readonly RecordAction[]>>;
  abilities: readonly Ability[];
}

const ALL: readonly RecordAction[] = ['create', 'update', 'delete'];
const EDIT: readonly RecordAction[] = ['create', 'update'];
const NONE: readonly RecordAction[] = [];

/**
 * Users and organizations are never created or deleted by a client; `users: update` is everyone's
 * own profile (someone else's needs the `users` ability) and `organizations: update` is the firm's
 * details (`firm-settings`). A conflict is only ever marked resolved.
 *
 * Staff do the day-to-day work: they create and edit everything and may delete the records they
 * keep (assets, parties, transactions, documents, deadlines, liabilities), but not a file, an estate or an
 * account, whose deletes take everything under them; nor do they set the compensation claim. The
 * estate's court-accounts record (court details, reserves, accounts passed) they create and edit,
 * but not its compensation fields (co-trustees' shares, compensation taken, reasons), which are
 * part of the claim; its delete goes with the estate's.
 */
export const PERMISSIONS: Readonly<Record<Role, RoleRights>> = {
  Admin: {
    records: {
      files: ALL,
      estates: ALL,
      accounts: ALL,
      assets: ALL,
      parties: ALL,
      transactions: ALL,
      documents: ALL,
      deadlines: ALL,
      liabilities: ALL,
      courtAccounts: ALL,
      approvals: NONE,
      users: ['update'],
      organizations: ['update'],
      conflicts: ['update'],
    },
    abilities: ['compensation-claim', 'reports', 'users', 'firm-settings', 'activity'],
  },
  'Estate Attorney': {
    records: {
      files: ALL,
      estates: ALL,
      accounts: ALL,
      assets: ALL,
      parties: ALL,
      transactions: ALL,
      documents: ALL,
      deadlines: ALL,
      liabilities: ALL,
      courtAccounts: ALL,
      approvals: NONE,
      users: ['update'],
      organizations: NONE,
      conflicts: ['update'],
    },
    abilities: ['compensation-claim', 'reports'],
  },
  Staff: {
    records: {
      files: EDIT,
      estates: EDIT,
      accounts: EDIT,
      assets: ALL,
      parties: ALL,
      transactions: ALL,
      documents: ALL,
      deadlines: ALL,
      liabilities: ALL,
      courtAccounts: EDIT,
      approvals: NONE,
      users: ['update'],
      organizations: NONE,
      conflicts: ['update'],
    },
    abilities: ['reports'],
  },
  /**
   * Outside the firm: reads a projection of the estates they were invited to (the server sends
   * nothing else) and writes only their own approval of the accounts, and their own profile.
   */
  Beneficiary: {
    records: {
      files: NONE,
      estates: NONE,
      accounts: NONE,
      assets: NONE,
      parties: NONE,
      transactions: NONE,
      documents: NONE,
      deadlines: NONE,
      liabilities: NONE,
      courtAccounts: NONE,
      approvals: EDIT,
      users: ['update'],
      organizations: NONE,
      conflicts: NONE,
    },
    abilities: [],
  },
};

const isRole = (role: unknown): role is Role => (ALL_ROLES as readonly unknown[]).includes(role);
const isAbility = (action: Action): action is Ability => (ABILITIES as readonly string[]).includes(action);

/**
 * Whether `role` may do `action`: a record action needs the entity, an ability does not. An unknown
 * or missing role (signed out, a role this build does not know) may do nothing.
 */
export function can(role: unknown, action: Action, entity?: EntityName): boolean {
  if (!isRole(role)) return false;
  const rights = PERMISSIONS[role];
  if (isAbility(action)) return rights.abilities.includes(action);
  if (!entity) return false;
  return rights.records[entity].includes(action);
}

/** The roles that may, in the order people would be asked (the nearest first, the Admin last). */
export function rolesThatCan(action: Action, entity?: EntityName): Role[] {
  const order: Role[] = ['Staff', 'Estate Attorney', 'Admin'];
  return order.filter((r) => can(r, action, entity));
}

const AS_SUBJECT: Record<Role, string> = {
  Admin: 'Admins',
  'Estate Attorney': 'Estate Attorneys',
  Staff: 'Staff',
  Beneficiary: 'Beneficiaries',
};
const WITH_ARTICLE: Record<Role, string> = {
  Admin: 'an Admin',
  'Estate Attorney': 'an Estate Attorney',
  Staff: 'a member of Staff',
  Beneficiary: 'a beneficiary',
};

const ABILITY_WORDS: Record<Ability, string> = {
  'compensation-claim': 'change the compensation claim',
  reports: 'generate reports',
  users: 'manage people and roles',
  'firm-settings': 'change the firm’s details',
  activity: 'read the firm’s activity log',
};

function actionWords(action: Action, entity?: EntityName): string {
  if (isAbility(action)) return ABILITY_WORDS[action];
  if (entity === 'organizations') return ABILITY_WORDS['firm-settings'];
  const plural = entity ? ENTITIES[entity].pluralLabel.toLowerCase() : 'records';
  return `${action} ${plural}`;
}

/** 'an Estate Attorney or an Admin' */
export function whoCan(action: Action, entity?: EntityName): string {
  const roles = rolesThatCan(action, entity).map((r) => WITH_ARTICLE[r]);
  if (roles.length <= 1) return roles[0] ?? 'nobody';
  return `${roles.slice(0, -1).join(', ')} or ${roles.at(-1)}`;
}

/**
 * A refusal in words: "Staff cannot delete estates. Ask an Estate Attorney or an Admin." Shown by
 * the client next to a hidden or disabled control and sent by the server with a 403 or a rejected
 * sync result, so both say the same thing.
 */
export function explainRefusal(role: unknown, action: Action, entity?: EntityName): string {
  const who = isRole(role) ? AS_SUBJECT[role] : 'You';
  const ask = rolesThatCan(action, entity).length ? ` Ask ${whoCan(action, entity)}.` : '';
  return `${who} cannot ${actionWords(action, entity)}.${ask}`;
}

/**
 * Why an edit of the profile record may not change the sign-in email: that takes the password,
 * under Change sign-in email (docs/behaviour.md#people), so a device left signed in cannot hand
 * the account to someone else. The server's write path refuses it with this message.
 */
export const EMAIL_NEEDS_PASSWORD =
  'Change your sign-in email under Profile → Change sign-in email; it asks for your password.';

/**
 * A write the matrix refuses the signed-in role, thrown on the device before anything is queued;
 * its message is the refusal in words, fit to show where the write was attempted.
 */
export class PermissionError extends Error {
  override name = 'PermissionError';
}

/** A write as both sides see it: the fields it changes and whether it is the writer's own user record. */
export interface WriteIntent {
  entity: EntityName;
  op: RecordAction;
  /** Fields whose value the write changes (for a create, the fields it sets). */
  changed?: readonly string[];
  /** For `users`: the record is the writer's own profile. */
  own?: boolean;
}

/**
 * Why `role` may not make this write, or null when it may. Beyond the matrix's entity × action:
 * the estate's compensation claim needs `compensation-claim`, someone else's profile needs
 * `users`, and a role change is the Admin's alone (`users`).
 */
export function refusal(role: unknown, write: WriteIntent): string | null {
  const { entity, op } = write;
  const changed = write.changed ?? [];
  if (!can(role, op, entity)) return explainRefusal(role, op, entity);
  if (entity === 'estates' && changed.includes('compensationClaim') && !can(role, 'compensation-claim'))
    return explainRefusal(role, 'compensation-claim');
  const claimFields: readonly string[] = COMPENSATION_FIELDS;
  if (
    entity === 'courtAccounts' &&
    changed.some((f) => claimFields.includes(f)) &&
    !can(role, 'compensation-claim')
  )
    return explainRefusal(role, 'compensation-claim');
  if (entity === 'users') {
    if (!write.own && !can(role, 'users')) return explainRefusal(role, 'users');
    if (changed.includes('role') && !can(role, 'users')) return `Only ${whoCan('users')} can change roles`;
  }
  return null;
}
