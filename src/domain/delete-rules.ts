import { type EntityName, unlinkedFields } from './schemas/entities/index.ts';

/**
 * What happens to a record that points at one being deleted (docs/architecture.md#deletes):
 * - 'cascade': it goes with it (an estate's accounts, assets, parties… go with the estate);
 * - 'refuse': the delete is refused with a message naming it (a file that still has estates);
 * - 'unlink': it stays, its reference cleared (a receipt that realised a deleted asset keeps its amount);
 * - 'keep': it stays as it is, because the firm cannot write it: a beneficiary's approval of accounts
 *   is that person's record, written from their portal only; it leaves their sight with its estate.
 */
export type DeleteRule = 'cascade' | 'refuse' | 'unlink' | 'keep';

/**
 * The delete rule of every entity, by the entities whose records reference it (through a field of
 * REFERENCES or a list inside the court-accounts record). Decided once here; the delete mutators,
 * the confirmations that list what goes and the server's REST delete follow it. A test fails when a
 * reference is added without a rule (src/domain/delete-rules.test.ts).
 *
 * A file with estates is refused, naming them: one click on a file must not take several estates'
 * ledgers with it; each estate is deleted on its own page, whose confirmation lists everything under
 * it, and the file after them. A file's own documents (of no estate) go with it.
 */
export const DELETE_RULES = {
  files: { estates: 'refuse', documents: 'cascade' },
  estates: {
    accounts: 'cascade',
    assets: 'cascade',
    parties: 'cascade',
    transactions: 'cascade',
    documents: 'cascade',
    deadlines: 'cascade',
    liabilities: 'cascade',
    courtAccounts: 'cascade',
    approvals: 'keep',
  },
  accounts: { transactions: 'unlink' },
  assets: { transactions: 'unlink', liabilities: 'unlink', courtAccounts: 'unlink' },
  parties: { assets: 'unlink', transactions: 'unlink', liabilities: 'unlink', courtAccounts: 'unlink' },
  transactions: { liabilities: 'unlink', courtAccounts: 'unlink' },
  // A document's earlier versions (replacedBy) go with it: they are its history, not documents of their own.
  documents: {
    documents: 'cascade',
    transactions: 'unlink',
    deadlines: 'unlink',
    courtAccounts: 'unlink',
    approvals: 'keep',
  },
  deadlines: {},
  liabilities: {},
  courtAccounts: {},
  approvals: {},
  users: {},
  organizations: {},
  conflicts: {},
} as const satisfies { readonly [E in EntityName]: Readonly<Partial<Record<EntityName, DeleteRule>>> };

/** The entities whose records go with a record of `parent`, by its rules. */
export const cascadeChildrenOf = (parent: EntityName): EntityName[] =>
  (Object.entries(DELETE_RULES[parent]) as [EntityName, DeleteRule][])
    .filter(([, rule]) => rule === 'cascade')
    .map(([child]) => child);

/**
 * Entities nothing points at: a record of one is deleted alone, by the generic deleteOne. Every
 * other entity is deleted by its delete action, which follows its rules
 * (src/domain/mutators/delete-action.ts; a test holds the two lists together).
 */
export const DELETED_ALONE: readonly EntityName[] = (Object.keys(DELETE_RULES) as EntityName[]).filter(
  (e) => Object.keys(DELETE_RULES[e]).length === 0,
);

/**
 * Fields cleared with a reference the 'unlink' rule clears, because they mean nothing without it:
 * a receipt that no longer realises an asset has no costs of sale to set against it, and an asset
 * no longer given to a party is no longer on account of that party's share.
 */
const CLEARED_WITH: Partial<Record<EntityName, Record<string, Record<string, unknown>>>> = {
  transactions: { realisesAsset: { costsOfSale: null } },
  assets: { distributedTo: { onAccountOfShare: false } },
};

/**
 * What the 'unlink' rule changes in a record that stays while records it names are deleted: the
 * references to them taken out (unlinkedFields) and the fields that meant nothing without them.
 */
export function unlinkChanges(
  entity: EntityName,
  record: Record<string, unknown>,
  gone: (target: EntityName, id: string) => boolean,
): Record<string, unknown> {
  const changes = unlinkedFields(entity, record, gone);
  for (const [field, also] of Object.entries(CLEARED_WITH[entity] ?? {}))
    if (field in changes && changes[field] === null) Object.assign(changes, also);
  return changes;
}
