import Dexie, { type Table } from 'dexie';
import { describeCascade } from '../domain/delete-text.ts';
import { previewDelete } from '../domain/mutators/delete-by-rules.ts';
import { ESTATE_CHILDREN, type EstateChild } from '../domain/registry.ts';
import { copyRefusal } from '../domain/rules/copies.ts';
import type { DashboardData } from '../domain/rules/dashboard.ts';
import { closuresByEstate } from '../domain/rules/ontario/deadline-closures.ts';
import { partyHasRole } from '../domain/rules/party-roles.ts';
import { estateTransactionsRow } from '../domain/rules/tallies.ts';
import {
  type AccountRecord,
  type ApprovalRecord,
  type AssetRecord,
  type ConflictRecord,
  type CourtAccountsRecord,
  type DeadlineRecord,
  type DocumentRecord,
  ENTITY_NAMES,
  type EntityName,
  type EntityRecord,
  type EstateRecord,
  type FileRecord,
  type LiabilityRecord,
  type PartyRecord,
  type TransactionRecord,
} from '../domain/schemas/index.ts';
import { type LinkedEntity, linksTo } from './commands/delete-record.ts';
import { lockVerifier } from './commands/lock.ts';
import type { LocalDb } from './db.ts';
import { localReader } from './mutate.ts';
import type { LocalRecord, RejectedRow } from './types.ts';
import { countUnsynced } from './unsynced.ts';

export { ESTATE_CHILDREN, type EstateChild };

/** One record with its sync state: what the profile tabs show next to their forms. */
export interface RecordState<E extends EntityName = EntityName> {
  record: EntityRecord<E> | null;
  /** Changes to this record still in the outbox. */
  pending: number;
  /** The latest change to it that the server refused, if any. */
  refused: RejectedRow | null;
}

/** Every record an estate's reports are built from, read in one snapshot. */
export interface EstateRecordSet {
  estate: EstateRecord;
  assets: AssetRecord[];
  accounts: AccountRecord[];
  transactions: TransactionRecord[];
  parties: PartyRecord[];
  deadlines: DeadlineRecord[];
  /** The estate's liability records (creditor, amount at death, the disbursements that paid it). */
  liabilities: LiabilityRecord[];
  /** The estate's court-accounts record (court details, reserves, accounts passed), if any. */
  courtAccounts: CourtAccountsRecord | null;
}

/**
 * The estate's one court-accounts record: two devices offline may each have made one, so the
 * latest written live one is it (docs/behaviour.md#court-accounts-data).
 */
export function currentCourtAccounts(records: readonly CourtAccountsRecord[]): CourtAccountsRecord | null {
  const live = records.filter((r) => !r.deletedAt);
  live.sort((a, b) => (b.updatedAt ?? '').localeCompare(a.updatedAt ?? '') || b._id.localeCompare(a._id));
  return live[0] ?? null;
}

/**
 * The named, typed reads of the local store. Screens run them through `useQuery` (live) or await
 * them once; nothing outside `src/store` reads a Dexie table. Reads of several tables that must
 * agree run in one read transaction, so a pull landing midway never mixes two snapshots.
 */
export function createQueries(db: LocalDb) {
  const table = <E extends EntityName>(entity: E) => db.table(entity) as Table<EntityRecord<E>, string>;
  const ofEstate = <E extends EstateChild>(entity: E, estateId: string) =>
    table(entity).where('estate').equals(estateId).toArray();

  const queries = {
    /** One record by id, or null when this device does not have it. */
    byId: async <E extends EntityName>(
      entity: E,
      id: string | null | undefined,
    ): Promise<EntityRecord<E> | null> => (id ? ((await table(entity).get(id)) ?? null) : null),

    /** Every record of an entity on this device. */
    all: <E extends EntityName>(entity: E): Promise<EntityRecord<E>[]> => table(entity).toArray(),

    /** How many records of an entity this device holds, without loading them. */
    count: (entity: EntityName): Promise<number> => table(entity).count(),

    estateById: (id: string | null | undefined) => queries.byId('estates', id),
    fileById: (id: string | null | undefined) => queries.byId('files', id),
    accountById: (id: string | null | undefined) => queries.byId('accounts', id),
    userById: (id: string | null | undefined) => queries.byId('users', id),
    organizationById: (id: string | null | undefined) => queries.byId('organizations', id),

    /**
     * Why this person may not take copies out of the app, or null when they may: their role and
     * their firm's choice as this device last synced them (src/domain/rules/copies.ts).
     */
    async copyRefusal(userId: string | null | undefined): Promise<string | null> {
      const user = await queries.userById(userId);
      return copyRefusal(user?.role, user ? await queries.organizationById(user.organization) : null);
    },

    /** How many of the estate's records name this asset, party or transaction (a delete unlinks them). */
    linksTo: (entity: LinkedEntity, id: string) => linksTo(db, entity, id),

    /** Any entity's record named by a string that may not be an entity (the Sync page's references). */
    anyRecord: async (entity: string, id: string): Promise<LocalRecord | null> =>
      (ENTITY_NAMES as readonly string[]).includes(entity)
        ? ((await db.table_(entity as EntityName).get(id)) ?? null)
        : null,

    estatesOfFile: (fileId: string): Promise<EstateRecord[]> =>
      db.estates.where('file').equals(fileId).toArray(),
    /**
     * What deleting a file would do, by its delete rules (src/domain/delete-rules.ts): the refusal
     * naming its estates, or what else goes ('This also deletes its 2 documents.', or '').
     */
    async fileDeleteCheck(fileId: string): Promise<{ refusal: string | null; cascade: string }> {
      const { refusal, deleted } = await previewDelete(localReader(db), 'files', fileId);
      return { refusal, cascade: refusal ? '' : describeCascade('files', deleted) };
    },
    accountsOfEstate: (estateId: string): Promise<AccountRecord[]> => ofEstate('accounts', estateId),
    assetsOfEstate: (estateId: string): Promise<AssetRecord[]> => ofEstate('assets', estateId),
    partiesOfEstate: (estateId: string): Promise<PartyRecord[]> => ofEstate('parties', estateId),
    transactionsOfEstate: (estateId: string): Promise<TransactionRecord[]> =>
      ofEstate('transactions', estateId),
    /** Beneficiaries' approvals of an estate's shared accounts (docs/behaviour.md#beneficiary-access). */
    approvalsOfEstate: (estateId: string): Promise<ApprovalRecord[]> =>
      db.approvals.where('estate').equals(estateId).toArray(),
    /** The firm's closures of an estate's deadlines (records of the `deadlines` entity). */
    deadlinesOfEstate: (estateId: string): Promise<DeadlineRecord[]> => ofEstate('deadlines', estateId),
    /** The estate's debts, live ones only, by creditor. */
    liabilitiesOfEstate: async (estateId: string): Promise<LiabilityRecord[]> =>
      (await ofEstate('liabilities', estateId))
        .filter((l) => !l.deletedAt)
        .sort((a, b) => a.creditor.localeCompare(b.creditor, 'en-CA')),
    /** The estate's court-accounts record, or null before anyone entered one. */
    courtAccountsOfEstate: async (estateId: string): Promise<CourtAccountsRecord | null> =>
      currentCourtAccounts(await ofEstate('courtAccounts', estateId)),
    documentsOfEstate: (estateId: string): Promise<DocumentRecord[]> => ofEstate('documents', estateId),
    /** Every estate's closures, by estate id then deadline key (the dashboard's list). */
    deadlineClosures: async () => closuresByEstate(await db.deadlines.toArray()),
    beneficiaryCount: (estateId: string): Promise<number> =>
      db.parties
        .where('estate')
        .equals(estateId)
        .filter((p) => partyHasRole(p, 'beneficiary'))
        .count(),

    /** How many records of each kind an estate owns (what deleting it also deletes). */
    async estateChildCounts(estateId: string): Promise<Record<EstateChild, number>> {
      const counts = await Promise.all(
        ESTATE_CHILDREN.map((t) => table(t).where('estate').equals(estateId).count()),
      );
      return Object.fromEntries(ESTATE_CHILDREN.map((t, i) => [t, counts[i] ?? 0])) as Record<
        EstateChild,
        number
      >;
    },

    /** The estate detail page: the estate, its file and every record it owns; null when it is not here. */
    async estateWithRecords(id: string) {
      const estate = (await db.estates.get(id)) ?? null;
      if (!estate) return null;
      const [file, assets, accounts, parties, transactions, documents] = await Promise.all([
        estate.file ? db.files.get(estate.file) : undefined,
        ofEstate('assets', id),
        ofEstate('accounts', id),
        ofEstate('parties', id),
        ofEstate('transactions', id),
        ofEstate('documents', id),
      ]);
      return { estate, file: file ?? null, assets, accounts, parties, transactions, documents };
    },

    /**
     * The estate page's first view: the estate, its file, every record it owns but transactions,
     * its newest `limit` transactions and its receipts, disbursements and transaction count from
     * the kept tally; null when the estate is not here.
     */
    async estateFirstView(id: string, limit: number) {
      const estate = (await db.estates.get(id)) ?? null;
      if (!estate) return null;
      const [file, assets, accounts, parties, documents, newest, flows] = await Promise.all([
        estate.file ? db.files.get(estate.file) : undefined,
        ofEstate('assets', id),
        ofEstate('accounts', id),
        ofEstate('parties', id),
        ofEstate('documents', id),
        queries.newestTransactionsOfEstate(id, limit),
        queries.estateTransactionTotals(id),
      ]);
      return { estate, file: file ?? null, assets, accounts, parties, documents, newest, flows };
    },

    /** The account detail page: the account, its estate, and the transactions that name it. */
    async accountWithTransactions(id: string) {
      const account = (await db.accounts.get(id)) ?? null;
      if (!account) return null;
      const [estate, transactions] = await Promise.all([
        db.estates.get(account.estate),
        ofEstate('transactions', account.estate),
      ]);
      const linked = transactions.filter((t) => t.fromAccount === id || t.toAccount === id);
      return { account, estate: estate ?? null, transactions: linked };
    },

    /** An account with its estate, or null unless both are here (the card after Create Account). */
    async accountAndEstate(
      accountId: string,
    ): Promise<{ account: AccountRecord; estate: EstateRecord } | null> {
      const account = await db.accounts.get(accountId);
      const estate = account ? await db.estates.get(account.estate) : undefined;
      return account && estate ? { account, estate } : null;
    },

    /** Estates with the files and assets their list rows are joined from. */
    async estatesFilesAssets(): Promise<{
      estates: EstateRecord[];
      files: FileRecord[];
      assets: AssetRecord[];
    }> {
      const [estates, files, assets] = await Promise.all([
        db.estates.toArray(),
        db.files.toArray(),
        db.assets.toArray(),
      ]);
      return { estates, files, assets };
    },

    /**
     * The first `limit` estates by name with their files and assets, read through the name index,
     * so a list can draw them while all the estates (10,000 at a large firm) are still being read.
     * IndexedDB orders the index by code point; the caller re-sorts by the reader's collation.
     */
    async firstEstatesByName(
      limit: number,
    ): Promise<{ estates: EstateRecord[]; files: FileRecord[]; assets: AssetRecord[] }> {
      const estates = await db.estates.orderBy('estateName').limit(limit).toArray();
      const fileIds = [
        ...new Set(estates.map((e) => e.file).filter((f): f is string => typeof f === 'string')),
      ];
      const [files, assets] = await Promise.all([
        db.files.bulkGet(fileIds),
        db.assets
          .where('estate')
          .anyOf(estates.map((e) => e._id))
          .toArray(),
      ]);
      return { estates, files: files.filter((f) => f !== undefined), assets };
    },

    /** What the dashboard's aggregates are computed from, in one snapshot. */
    dashboardInputs() {
      const { files, estates, assets, transactions, documents } = db;
      return db.transaction('r', [files, estates, assets, transactions, documents], async () => {
        const [f, e, a, t, d] = await Promise.all([
          files.toArray(),
          estates.toArray(),
          assets.toArray(),
          transactions.toArray(),
          documents.toArray(),
        ]);
        return { files: f, estates: e, assets: a, transactions: t, documents: d };
      });
    },

    /**
     * The dashboard's figures in one snapshot, read through indexes (src/store/dashboard-query.ts).
     * Loaded on first use: the portal's first load carries the store, and not the firm's dashboard.
     */
    dashboardFigures: async (): Promise<DashboardData> =>
      (await import('./dashboard-query.ts')).dashboardFigures(db),

    /** An estate's receipts and disbursements in cents, from its kept tally, and how many transactions it has. */
    async estateTransactionTotals(estateId: string) {
      const [tally, count] = await Promise.all([
        db.tallies.get(estateTransactionsRow(estateId)),
        db.transactions.where('estate').equals(estateId).count(),
      ]);
      return {
        receipts: tally?.values.receipts ?? 0,
        disbursements: tally?.values.disbursements ?? 0,
        count,
      };
    },

    /** An estate's newest transactions, by date then id, read through the [estate+date] index. */
    newestTransactionsOfEstate: (estateId: string, limit: number): Promise<TransactionRecord[]> =>
      db.transactions
        .where('[estate+date]')
        .between([estateId, Dexie.minKey], [estateId, Dexie.maxKey])
        .reverse()
        .limit(limit)
        .toArray(),

    /** One estate's records for its reports, in one snapshot; null when the estate is not here. */
    estateRecordSet(estateId: string): Promise<EstateRecordSet | null> {
      const { estates, assets, accounts, transactions, parties, deadlines, liabilities, courtAccounts } = db;
      const tables = [
        estates,
        assets,
        accounts,
        transactions,
        parties,
        deadlines,
        liabilities,
        courtAccounts,
      ];
      return db.transaction('r', tables, async () => {
        const estate = await estates.get(estateId);
        if (!estate) return null;
        const [a, ac, t, p, d, l, c] = await Promise.all([
          ofEstate('assets', estateId),
          ofEstate('accounts', estateId),
          ofEstate('transactions', estateId),
          ofEstate('parties', estateId),
          ofEstate('deadlines', estateId),
          ofEstate('liabilities', estateId),
          ofEstate('courtAccounts', estateId),
        ]);
        return {
          estate,
          assets: a,
          accounts: ac,
          transactions: t,
          parties: p,
          deadlines: d,
          liabilities: l,
          courtAccounts: currentCourtAccounts(c),
        };
      });
    },

    /** Changes waiting in the outbox. */
    pendingCount: (): Promise<number> => db.outbox.count(),

    /** Changes on this device the server has not received yet: outbox rows and document contents. */
    unsyncedCount: (): Promise<number> => countUnsynced(db),

    meta: async <T>(key: string): Promise<T | undefined> => (await db.meta.get(key))?.value as T | undefined,

    /** Conflicts of this user that they have not dealt with yet, newest first. */
    openConflicts: async (userId: string | undefined): Promise<ConflictRecord[]> =>
      (await db.conflicts.orderBy('createdAt').reverse().toArray()).filter(
        (c) => !c.resolved && (!userId || c.user === userId),
      ),

    /** Changes the server refused, waiting for the user. */
    rejected: (): Promise<RejectedRow[]> => db.rejected.toArray(),

    /** One record with its pending changes and its latest refusal. */
    async recordState<E extends EntityName>(entity: E, id: string | undefined): Promise<RecordState<E>> {
      if (!id) return { record: null, pending: 0, refused: null };
      const record = (await table(entity).get(id)) ?? null;
      const pending = await db.outbox.where('entityId').equals(id).count();
      const refusals = await db.rejected.where('entityId').equals(id).toArray();
      return { record, pending, refused: refusals.filter((r) => r.entity === entity).at(-1) ?? null };
    },

    /** The signed-in session as this device keeps it for the service worker. */
    session: () => db.session.get('current'),
    /** What the lock screen checks a password against offline (docs/architecture.md#sessions-and-logout). */
    lockVerifier: () => lockVerifier(db),
  };
  return queries;
}

export type Queries = ReturnType<typeof createQueries>;
