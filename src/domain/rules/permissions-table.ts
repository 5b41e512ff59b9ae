import { ENTITIES } from '../registry.ts';
import { ENTITY_NAMES } from '../schemas/entities/index.ts';
import { ABILITIES, type Ability, can, type RecordAction, type Role } from './permissions.ts';

const ROLES: readonly Role[] = ['Admin', 'Estate Attorney', 'Staff', 'Beneficiary'];
const ACTIONS: readonly RecordAction[] = ['create', 'update', 'delete'];
const ABILITY_NAMES: Record<Ability, string> = {
  'compensation-claim': 'Set the compensation claim',
  reports: 'Generate reports',
  users: 'Manage people and roles',
  'firm-settings': 'Change the firm’s details',
  activity: 'Read the activity log',
};

const cell = (role: Role, entity: (typeof ENTITY_NAMES)[number]) => {
  const allowed = ACTIONS.filter((a) => can(role, a, entity));
  return allowed.length === ACTIONS.length ? 'all' : allowed.length ? allowed.join(', ') : '—';
};

/**
 * The permission matrix as the Markdown table the README shows, built from the matrix itself so
 * the two cannot drift (a test compares them; docs/architecture.md#roles-and-permissions).
 */
export function permissionsTable(): string {
  const header = `| | ${ROLES.join(' | ')} |`;
  const rule = `| --- | ${ROLES.map(() => '---').join(' | ')} |`;
  const entities = ENTITY_NAMES.map(
    (e) => `| ${ENTITIES[e].pluralLabel} | ${ROLES.map((r) => cell(r, e)).join(' | ')} |`,
  );
  const abilities = ABILITIES.map(
    (a) => `| ${ABILITY_NAMES[a]} | ${ROLES.map((r) => (can(r, a) ? 'yes' : '—')).join(' | ')} |`,
  );
  return [header, rule, ...entities, ...abilities].join('\n');
}
