import type * as v from 'valibot';
import type { RecordMeta } from '../common.ts';
import { AccountBody } from './account.ts';
import { ASSET_FIELDS, AssetBody } from './asset.ts';
import { ConflictBody } from './conflict.ts';
import { DeadlineBody } from './deadline.ts';
import { DocumentBody } from './document.ts';
import { EstateBody } from './estate.ts';
import { FileBody } from './file.ts';
import { LiabilityBody } from './liability.ts';
import { OrganizationBody } from './organization.ts';
import { PartyBody } from './party.ts';
import { TransactionBody } from './transaction.ts';
import { UserBody } from './user.ts';

export * from './account.ts';
export * from './asset.ts';
export * from './conflict.ts';
export * from './deadline.ts';
export * from './document.ts';
export * from './estate.ts';
export * from './file.ts';
export * from './liability.ts';
export * from './organization.ts';
export * from './party.ts';
export * from './transaction.ts';
export * from './user.ts';

/** Collection names double as the wire's entity names (docs/architecture.md#sync-protocol). */
export const BODY_SCHEMAS = {
  files: FileBody,
  estates: EstateBody,
  accounts: AccountBody,
  assets: AssetBody,
  parties: PartyBody,
  transactions: TransactionBody,
  documents: DocumentBody,
  deadlines: DeadlineBody,
  liabilities: LiabilityBody,
  users: UserBody,
  organizations: OrganizationBody,
  conflicts: ConflictBody,
} as const;

export type EntityName = keyof typeof BODY_SCHEMAS;
export const ENTITY_NAMES = Object.keys(BODY_SCHEMAS) as EntityName[];

/** Entities a client may create, update and delete through REST or sync; the rest are changed by dedicated endpoints. */
export const CLIENT_WRITABLE = [
  'files',
  'estates',
  'accounts',
  'assets',
  'parties',
  'transactions',
  'documents',
  'deadlines',
  'liabilities',
] as const;
export type WritableEntity = (typeof CLIENT_WRITABLE)[number];

/**
 * Users and organizations are updated (never created or deleted) through sync and their own
 * endpoints; a conflict can only be marked resolved.
 */
export const CLIENT_UPDATABLE = [...CLIENT_WRITABLE, 'users', 'organizations', 'conflicts'] as const;
export type UpdatableEntity = (typeof CLIENT_UPDATABLE)[number];

export type Body<E extends EntityName> = v.InferOutput<(typeof BODY_SCHEMAS)[E]>;
export type EntityRecord<E extends EntityName> = Body<E> & RecordMeta;

export type FileRecord = EntityRecord<'files'>;
export type EstateRecord = EntityRecord<'estates'>;
export type AccountRecord = EntityRecord<'accounts'>;
export type AssetRecord = EntityRecord<'assets'>;
export type PartyRecord = EntityRecord<'parties'>;
export type TransactionRecord = EntityRecord<'transactions'>;
export type DocumentRecord = EntityRecord<'documents'>;
export type UserRecord = EntityRecord<'users'>;
export type OrganizationRecord = EntityRecord<'organizations'>;
export type ConflictRecord = EntityRecord<'conflicts'>;
export type DeadlineRecord = EntityRecord<'deadlines'>;
export type LiabilityRecord = EntityRecord<'liabilities'>;

const entriesOf = (schema: v.GenericSchema): string[] => {
  const s = schema as unknown as { entries?: Record<string, unknown>; pipe?: v.GenericSchema[] };
  if (s.entries) return Object.keys(s.entries);
  if (s.pipe?.[0] && s.pipe[0] !== schema) return entriesOf(s.pipe[0]);
  return [];
};

/** The fields a patch may name, per entity; anything else in a patch is rejected. */
export const ENTITY_FIELDS: Record<EntityName, readonly string[]> = Object.fromEntries(
  ENTITY_NAMES.map((e) => [e, e === 'assets' ? ASSET_FIELDS : entriesOf(BODY_SCHEMAS[e])]),
) as unknown as Record<EntityName, readonly string[]>;

/** Which field of a child points at its parent, so the server can check the parent is the caller's. */
export const REFERENCES: Partial<Record<EntityName, Record<string, EntityName>>> = {
  estates: { file: 'files' },
  accounts: { estate: 'estates' },
  assets: { estate: 'estates' },
  parties: { estate: 'estates' },
  transactions: { estate: 'estates', fromAccount: 'accounts', toAccount: 'accounts', document: 'documents' },
  documents: { estate: 'estates', file: 'files' },
  deadlines: { estate: 'estates', document: 'documents' },
  liabilities: { estate: 'estates', party: 'parties' },
};
