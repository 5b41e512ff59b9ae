import * as v from 'valibot';
import type { RecordMeta } from '../common.ts';
import { AccountBody } from './account.ts';
import { ApprovalBody } from './approval.ts';
import { ASSET_FIELDS, AssetBody } from './asset.ts';
import { ConflictBody } from './conflict.ts';
import { COURT_ACCOUNTS_REFERENCES, COURT_ACCOUNTS_UNLINKS, CourtAccountsBody } from './court-accounts.ts';
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
export * from './approval.ts';
export * from './asset.ts';
export * from './conflict.ts';
export * from './court-accounts.ts';
export * from './deadline.ts';
export * from './document.ts';
export * from './estate.ts';
export * from './file.ts';
export * from './liability.ts';
export * from './organization.ts';
export * from './party.ts';
export * from './received-notices.ts';
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
  courtAccounts: CourtAccountsBody,
  approvals: ApprovalBody,
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
  'courtAccounts',
] as const;
export type WritableEntity = (typeof CLIENT_WRITABLE)[number];

/**
 * What a beneficiary writes from their portal, through sync only (no REST collection): their
 * approval of a set of accounts, created and withdrawn (docs/architecture.md#scopes).
 */
export const PORTAL_WRITABLE = ['approvals'] as const;

/**
 * Users and organizations are updated (never created or deleted) through sync and their own
 * endpoints; a conflict can only be marked resolved.
 */
export const CLIENT_UPDATABLE = [
  ...CLIENT_WRITABLE,
  ...PORTAL_WRITABLE,
  'users',
  'organizations',
  'conflicts',
] as const;
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
export type CourtAccountsRecord = EntityRecord<'courtAccounts'>;
export type ApprovalRecord = EntityRecord<'approvals'>;

const entriesOf = (schema: v.GenericSchema): string[] => {
  const s = schema as unknown as { entries?: Record<string, unknown>; pipe?: v.GenericSchema[] };
  if (s.entries) return Object.keys(s.entries);
  if (s.pipe?.[0] && s.pipe[0] !== schema) return entriesOf(s.pipe[0]);
  return [];
};

/** The schema of each top-level field of an entity, where the entity is one object schema. */
const fieldSchemasOf = (schema: v.GenericSchema): Record<string, v.GenericSchema> => {
  const s = schema as unknown as { entries?: Record<string, v.GenericSchema>; pipe?: v.GenericSchema[] };
  if (s.entries) return s.entries;
  if (s.pipe?.[0] && s.pipe[0] !== schema) return fieldSchemasOf(s.pipe[0]);
  return {};
};

/**
 * Per-field messages for the values a patch sets, each judged on its own (rules across fields are
 * judged on the merged record): lets the server refuse an invalid value even when the update would
 * otherwise be a conflict or meet a deleted record, so an invalid value is never kept as "yours".
 */
export function patchFieldErrors(
  entity: EntityName,
  patch: Record<string, unknown>,
): Record<string, string[]> | null {
  const fields = fieldSchemasOf(BODY_SCHEMAS[entity] as v.GenericSchema);
  const errors: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(patch)) {
    const schema = fields[field];
    if (!schema) continue;
    const parsed = v.safeParse(schema, value);
    if (!parsed.success) errors[field] = [parsed.issues[0]?.message ?? 'Invalid value'];
  }
  return Object.keys(errors).length ? errors : null;
}

/** The fields a patch may name, per entity; anything else in a patch is rejected. */
export const ENTITY_FIELDS: Record<EntityName, readonly string[]> = Object.fromEntries(
  ENTITY_NAMES.map((e) => [e, e === 'assets' ? ASSET_FIELDS : entriesOf(BODY_SCHEMAS[e])]),
) as unknown as Record<EntityName, readonly string[]>;

/**
 * Which field of a record names another record (an id, or a list of ids), so the server can check
 * that it is the caller's, and of the same estate when both belong to one.
 */
export const REFERENCES: Partial<Record<EntityName, Record<string, EntityName>>> = {
  estates: { file: 'files' },
  accounts: { estate: 'estates' },
  assets: { estate: 'estates', distributedTo: 'parties' },
  parties: { estate: 'estates' },
  transactions: {
    estate: 'estates',
    fromAccount: 'accounts',
    toAccount: 'accounts',
    document: 'documents',
    realisesAsset: 'assets',
    advanceTo: 'parties',
    purchasesAsset: 'assets',
  },
  documents: { estate: 'estates', file: 'files', replacedBy: 'documents' },
  deadlines: { estate: 'estates', document: 'documents' },
  liabilities: { estate: 'estates', party: 'parties', paidBy: 'transactions', encumbers: 'assets' },
  courtAccounts: { estate: 'estates', certificateDocument: 'documents', priorJudgmentDocument: 'documents' },
  approvals: { estate: 'estates', document: 'documents' },
};

/** References nested inside a field's value (lists of objects), by entity and field. */
const NESTED_REFERENCES: Partial<
  Record<EntityName, Readonly<Record<string, (value: unknown) => { target: EntityName; id: string }[]>>>
> = { courtAccounts: COURT_ACCOUNTS_REFERENCES };

/** Each nested reference's list without the records being deleted, by entity and field. */
const NESTED_UNLINKS: Partial<
  Record<
    EntityName,
    Readonly<Record<string, (value: unknown, gone: (t: EntityName, id: string) => boolean) => unknown>>
  >
> = { courtAccounts: COURT_ACCOUNTS_UNLINKS };

/**
 * The changes that take every reference to a record being deleted out of this record (the
 * 'unlink' rule, docs/architecture.md#deletes): a field naming it is cleared, a list of ids loses
 * it, a nested list drops or clears its entries (COURT_ACCOUNTS_UNLINKS). Empty when none names one.
 */
export function unlinkedFields(
  entity: EntityName,
  data: Record<string, unknown>,
  gone: (target: EntityName, id: string) => boolean,
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [field, target] of Object.entries(REFERENCES[entity] ?? {})) {
    const value = data[field];
    if (typeof value === 'string' && gone(target, value)) changes[field] = null;
    if (Array.isArray(value) && value.some((id) => gone(target, id)))
      changes[field] = value.filter((id) => !gone(target, id));
  }
  for (const [field, without] of Object.entries(NESTED_UNLINKS[entity] ?? {})) {
    const value = data[field];
    const names = referencesIn(entity, data, [field]).some((r) => gone(r.target, r.id));
    if (value != null && names) changes[field] = without(value, gone);
  }
  return changes;
}

/** Every id the given fields of a record name, with the field and the entity it must be. */
export function referencesIn(
  entity: EntityName,
  data: Record<string, unknown>,
  fields: readonly string[],
): { field: string; target: EntityName; id: string }[] {
  const direct = REFERENCES[entity] ?? {};
  const nested = NESTED_REFERENCES[entity] ?? {};
  return fields.flatMap((field) => {
    const value = data[field];
    if (value == null) return [];
    const target = direct[field];
    if (target) {
      const ids = Array.isArray(value) ? value : [value];
      return ids.filter((id): id is string => typeof id === 'string').map((id) => ({ field, target, id }));
    }
    return (nested[field]?.(value) ?? []).map((r) => ({ field, ...r }));
  });
}
