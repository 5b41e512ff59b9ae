import Dexie, { type DexieOptions, type Table } from 'dexie';
import { ENTITY_LIST } from '../domain/registry.ts';
import { recountTallies } from '../domain/rules/tallies.ts';
import type { EntityName, EntityRecord } from '../domain/schemas/index.ts';
import { blobBytesMiddleware } from './blob-bytes.ts';
import { TALLIES, type TallyRow, talliesMiddleware } from './tallies.ts';
import type { BlobRow, LocalRecord, MetaRow, OutboxRow, RejectedRow, SessionRow } from './types.ts';

export const DB_NAME = 'estate-admin';

/**
 * Every synced entity has a table of the same name (the wire's entity names), one per registry
 * entry (src/domain/registry.ts). Its indexes are declared in the versions below, which are
 * append-only; a test holds them to the registry (tests/integration/entity-lists.test.ts).
 */
export const SYNCED_TABLES: readonly EntityName[] = ENTITY_LIST.map((e) => e.name);

export class LocalDb extends Dexie {
  files!: Table<EntityRecord<'files'>, string>;
  estates!: Table<EntityRecord<'estates'>, string>;
  accounts!: Table<EntityRecord<'accounts'>, string>;
  assets!: Table<EntityRecord<'assets'>, string>;
  parties!: Table<EntityRecord<'parties'>, string>;
  transactions!: Table<EntityRecord<'transactions'>, string>;
  documents!: Table<EntityRecord<'documents'>, string>;
  deadlines!: Table<EntityRecord<'deadlines'>, string>;
  liabilities!: Table<EntityRecord<'liabilities'>, string>;
  courtAccounts!: Table<EntityRecord<'courtAccounts'>, string>;
  approvals!: Table<EntityRecord<'approvals'>, string>;
  users!: Table<EntityRecord<'users'>, string>;
  organizations!: Table<EntityRecord<'organizations'>, string>;
  conflicts!: Table<EntityRecord<'conflicts'>, string>;
  outbox!: Table<OutboxRow, number>;
  rejected!: Table<RejectedRow, number>;
  meta!: Table<MetaRow, string>;
  session!: Table<SessionRow, string>;
  blobs!: Table<BlobRow, string>;
  tallies!: Table<TallyRow, string>;

  constructor(name = DB_NAME, options?: DexieOptions) {
    super(name, options);
    // Versions are append-only (docs/architecture.md#local-store): never edit a shipped one; add a version with an
    // upgrade() that carries the outbox over untouched.
    this.version(1).stores({
      files: '_id, status, updatedAt',
      estates: '_id, file, status, updatedAt',
      accounts: '_id, estate',
      assets: '_id, estate, assetClass',
      parties: '_id, estate, role',
      transactions: '_id, estate, date',
      documents: '_id, estate, file, createdAt',
      users: '_id',
      organizations: '_id',
      conflicts: '_id, entityId, createdAt',
      outbox: '++id, &seq, entityId',
      rejected: '++id, entityId',
      meta: 'key',
      session: 'key',
      blobs: 'documentId, state',
    });
    // v2: pending changes per entity (for "3 unsynced estates"); older outbox rows gain the
    // counters they lacked. The rows themselves, and their order, are kept as they were.
    this.version(2)
      .stores({ outbox: '++id, &seq, entityId, entity' })
      .upgrade(async (tx) => {
        await tx
          .table('outbox')
          .toCollection()
          .modify((row: OutboxRow) => {
            row.attempts ??= 0;
          });
      });
    // v3: estates by name, so the Estates list draws its first rows before reading all of them.
    // Only an index is added; IndexedDB builds it from the rows already there.
    this.version(3).stores({ estates: '_id, file, status, updatedAt, estateName' });
    // v4: the firm's closures of deadlines (done, not applicable, a date set), one table like any
    // synced entity. A new table only: existing rows and the outbox are untouched.
    this.version(4).stores({ deadlines: '_id, estate' });
    // v5: the estate's liabilities (creditor, amount at death, the disbursements that paid it), a
    // new table like any synced entity; existing rows and the outbox are untouched.
    this.version(5).stores({ liabilities: '_id, estate' });
    // v6: the estate's court-accounts record (court details, reserves, accounts passed,
    // compensation), a new table like any synced entity; existing rows and the outbox are untouched.
    this.version(6).stores({ courtAccounts: '_id, estate' });
    // v7: running totals kept with the records (src/store/tallies.ts), counted once from the rows
    // already here; and an estate's transactions by date, so its page reads its newest rows first.
    this.version(7)
      .stores({ tallies: 'id', transactions: '_id, estate, date, [estate+date]' })
      .upgrade(async (tx) => {
        const rows = recountTallies({
          transactions: await tx.table('transactions').toArray(),
          assets: await tx.table('assets').toArray(),
        });
        await tx.table(TALLIES).bulkPut([...rows].map(([id, values]) => ({ id, values })));
      });
    // v8: beneficiaries' approvals of shared accounts (docs/architecture.md#scopes), a new table like
    // any synced entity; existing rows and the outbox are untouched.
    this.version(8).stores({ approvals: '_id, estate, document' });
    // v9: a named action's outbox row names every record it wrote (docs/architecture.md#mutators).
    // Only an index is added: rows queued before it, one per record, are kept and sent as they were.
    this.version(9).stores({ outbox: '++id, &seq, entityId, entity, *touches' });
    this.use(talliesMiddleware);
    this.use(blobBytesMiddleware);
  }

  /**
   * Any entity's table with its records seen as plain field maps: for the code that handles every
   * entity alike (repos, the sync engine). Screens read through the typed queries instead.
   */
  table_(entity: EntityName): Table<LocalRecord, string> {
    return this.table(entity) as Table<LocalRecord, string>;
  }
}

export function openLocalDb(name = DB_NAME, options?: DexieOptions): LocalDb {
  return new LocalDb(name, options);
}
