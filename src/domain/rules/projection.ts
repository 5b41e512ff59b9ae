import type { EntityName } from '../schemas/entities/index.ts';
import { type HasRoles, partyHasRole } from './party-roles.ts';

/**
 * What a beneficiary's devices receive of each entity (docs/architecture.md#scopes): the fields
 * listed here and nothing else, for the estates they were invited to. An entity not listed is never
 * sent to them. Left out on purpose: notes, contact details, bank accounts and the account a
 * transaction moved through, the trustee's compensation working, the conflict log and the firm's
 * people. The common fields (_id, version, createdAt, updatedAt, organization) always travel.
 */
export const BENEFICIARY_FIELDS: Readonly<Partial<Record<EntityName, readonly string[]>>> = {
  estates: ['estateName', 'deceased', 'jurisdiction', 'status', 'executor', 'keyDates'],
  assets: [
    'estate',
    'name',
    'assetClass',
    'fmvDoD',
    'valuationDate',
    'status',
    'dispositionDate',
    'proceeds',
    'distributedTo',
    'onAccountOfShare',
    'marketValue',
    'marketValueAsOf',
  ],
  transactions: [
    'estate',
    'kind',
    'type',
    'date',
    'amount',
    'payee',
    'purpose',
    'ledger',
    'realisesAsset',
    'costsOfSale',
    'advanceTo',
    'purchasesAsset',
  ],
  parties: ['estate', 'role', 'roles', 'name', 'relationshipToDeceased', 'shareOfEstate', 'shareFraction'],
  documents: [
    'estate',
    'title',
    'type',
    'fileName',
    'mimeType',
    'size',
    'hasContent',
    'date',
    'shared',
    'replacedBy',
  ],
  deadlines: ['estate', 'key', 'state', 'on', 'date'],
  liabilities: ['estate', 'creditor', 'description', 'amountAtDeath', 'paidBy'],
  courtAccounts: ['estate', 'accountsKind', 'reserves', 'passedAccounts', 'compensationTaken'],
  approvals: [
    'estate',
    'document',
    'name',
    'email',
    'withdrawn',
    'user',
    'documentVersion',
    'contentSha256',
    'withdrawnAt',
  ],
  users: ['name', 'email', 'role', 'status'],
  organizations: ['name'],
};

/** Parts of a field a beneficiary never receives even when the field travels. */
const NESTED_OUT: Readonly<Record<string, readonly string[]>> = {
  // The executor's name only: their email and phone are contact details.
  executor: ['email', 'phone'],
};

/** The record as a beneficiary receives it: only the listed fields. */
export function projectForBeneficiary(
  entity: EntityName,
  record: Record<string, unknown>,
): Record<string, unknown> | null {
  const fields = BENEFICIARY_FIELDS[entity];
  if (!fields) return null;
  const out: Record<string, unknown> = {};
  for (const key of ['_id', 'organization', 'version', 'createdAt', 'updatedAt']) {
    if (key in record) out[key] = record[key];
  }
  for (const field of fields) {
    if (!(field in record)) continue;
    const value = record[field];
    const drop = NESTED_OUT[field];
    out[field] =
      drop && value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).filter(([k]) => !drop.includes(k)))
        : value;
  }
  return out;
}

/**
 * Which records of an estate a beneficiary receives at all: parties only as beneficiaries (their
 * names and shares make the proposed distribution), documents only when shared, approvals only
 * their own.
 */
export function beneficiaryMaySee(
  entity: EntityName,
  record: Record<string, unknown>,
  userId: string,
): boolean {
  if (!BENEFICIARY_FIELDS[entity]) return false;
  if (entity === 'parties') return partyHasRole(record as HasRoles, 'beneficiary');
  if (entity === 'documents') return record.shared === true;
  if (entity === 'approvals') return record.user === userId;
  return true;
}
