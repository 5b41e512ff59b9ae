import type * as v from 'valibot';
import { DELETE_RULES, type DeleteRule } from './delete-rules.ts';
import {
  BODY_SCHEMAS,
  CLIENT_WRITABLE,
  ENTITY_FIELDS,
  type EntityName,
  PORTAL_WRITABLE,
  REFERENCES,
} from './schemas/entities/index.ts';

// The words people read for each field live apart (src/domain/field-labels.ts): the portal's first
// load carries the registry, never the firm's field labels.
export { FIELD_LABELS, fieldLabelsOf, fieldWords } from './field-labels.ts';

/**
 * One entry per synced entity: its wire name, singular name, display labels, schema
 * and whether it hangs under an estate. The server (routes, write path, OpenAPI), the Sync page,
 * the data lists and the forms all read names and labels from here, so adding an entity or a field
 * is one schema change here plus a migration (docs/architecture.md).
 */
export interface EntityInfo<E extends EntityName = EntityName> {
  /** The collection and wire name, e.g. 'parties'. */
  name: E;
  /** One record of it, e.g. 'party' (used in messages and ids of routes). */
  singular: string;
  /** 'Party' */
  label: string;
  /** 'Parties' */
  pluralLabel: string;
  schema: (typeof BODY_SCHEMAS)[E];
  /** True when the record has an `estate` field (it belongs to an estate, maybe optionally). */
  estateScoped: boolean;
  /** Fields that hold the id of another record, and of which entity. */
  references: Readonly<Record<string, EntityName>>;
  /** 'create' for entities clients create, update and delete; 'update' for those they only update. */
  clientWrites: 'create' | 'update';
  /** What a delete does to each entity whose records point at this one (src/domain/delete-rules.ts). */
  onDelete: Readonly<Partial<Record<EntityName, DeleteRule>>>;
}

const NAMES: Record<EntityName, { singular: string; label: string; pluralLabel: string }> = {
  files: { singular: 'file', label: 'File', pluralLabel: 'Files' },
  estates: { singular: 'estate', label: 'Estate', pluralLabel: 'Estates' },
  accounts: { singular: 'account', label: 'Account', pluralLabel: 'Accounts' },
  assets: { singular: 'asset', label: 'Asset', pluralLabel: 'Assets' },
  parties: { singular: 'party', label: 'Party', pluralLabel: 'Parties' },
  transactions: { singular: 'transaction', label: 'Transaction', pluralLabel: 'Transactions' },
  documents: { singular: 'document', label: 'Document', pluralLabel: 'Documents' },
  deadlines: { singular: 'deadline', label: 'Deadline', pluralLabel: 'Deadlines' },
  liabilities: { singular: 'liability', label: 'Liability', pluralLabel: 'Liabilities' },
  courtAccounts: {
    singular: 'court accounts record',
    label: 'Court accounts record',
    pluralLabel: 'Court accounts records',
  },
  approvals: { singular: 'approval', label: 'Approval of accounts', pluralLabel: 'Approvals of accounts' },
  users: { singular: 'user', label: 'User', pluralLabel: 'Users' },
  organizations: { singular: 'organization', label: 'Organization', pluralLabel: 'Organizations' },
  conflicts: { singular: 'conflict', label: 'Conflict', pluralLabel: 'Conflicts' },
};

function build<E extends EntityName>(name: E): EntityInfo<E> {
  const fields = ENTITY_FIELDS[name];
  return {
    name,
    ...NAMES[name],
    schema: BODY_SCHEMAS[name],
    estateScoped: fields.includes('estate'),
    references: REFERENCES[name] ?? {},
    clientWrites: ([...CLIENT_WRITABLE, ...PORTAL_WRITABLE] as readonly EntityName[]).includes(name)
      ? 'create'
      : 'update',
    onDelete: DELETE_RULES[name],
  };
}

export const ENTITIES: { readonly [E in EntityName]: EntityInfo<E> } = {
  files: build('files'),
  estates: build('estates'),
  accounts: build('accounts'),
  assets: build('assets'),
  parties: build('parties'),
  transactions: build('transactions'),
  documents: build('documents'),
  deadlines: build('deadlines'),
  liabilities: build('liabilities'),
  courtAccounts: build('courtAccounts'),
  approvals: build('approvals'),
  users: build('users'),
  organizations: build('organizations'),
  conflicts: build('conflicts'),
};

export const ENTITY_LIST: readonly EntityInfo[] = Object.values(ENTITIES);

export const isEntityName = (name: unknown): name is EntityName =>
  typeof name === 'string' && Object.hasOwn(ENTITIES, name);

/** The registry entry for a wire name, or undefined for a name that is not an entity. */
export const entityInfo = (name: string): EntityInfo | undefined =>
  isEntityName(name) ? ENTITIES[name] : undefined;

/** 'parties' -> 'party'. */
export const singularOf = (name: EntityName): string => ENTITIES[name].singular;

/** 'party' -> 'parties'; undefined for a word that is no entity's singular. */
export const pluralOf = (singular: string): EntityName | undefined =>
  ENTITY_LIST.find((e) => e.singular === singular)?.name;

/** 'parties' -> 'Party'. */
export const entityLabelOf = (name: EntityName): string => ENTITIES[name].label;

/** Entities whose records carry an `estate` field. */
export const ESTATE_SCOPED: readonly EntityName[] = ENTITY_LIST.filter((e) => e.estateScoped).map(
  (e) => e.name,
);

/**
 * What an estate owns and is deleted with, in delete order: what points at another record goes
 * before it (a liability before the transactions that paid it, a transaction before its account).
 * The device and the server delete an estate with it (src/domain/mutators/delete-estate.ts), and
 * the estate's screens count its records by it. A test holds it to the registry: every estate-scoped
 * entity the firm writes, and no reference pointing back up the order.
 */
export const ESTATE_CHILDREN = [
  'deadlines',
  'courtAccounts',
  'liabilities',
  'transactions',
  'assets',
  'parties',
  'documents',
  'accounts',
] as const satisfies readonly EntityName[];
export type EstateChild = (typeof ESTATE_CHILDREN)[number];

export type EntitySchema<E extends EntityName> = (typeof BODY_SCHEMAS)[E];
export type EntityOutput<E extends EntityName> = v.InferOutput<EntitySchema<E>>;
