import {
  type AccountsAsset,
  type AccountsBankAccount,
  type AccountsEstate,
  type AccountsParty,
  type AccountsTransaction,
  closuresByKey,
  type DeadlineClosure,
  type DeadlineProof,
  type LiabilityRecord as LiabilityInputRecord,
  ledgerProofs,
} from '../../domain/rules/ontario/index.ts';
import type {
  AccountRecord,
  AssetRecord,
  CourtAccountsRecord,
  EstateRecord,
  LiabilityRecord,
  PartyRecord,
  TransactionRecord,
} from '../../domain/schemas/index.ts';
import type { AccountsKind, ReportData } from '../../reports/model.ts';
import type { Queries } from '../../store/index.ts';
import { type ClaimOverrides, claimOverrides, storedClaim } from './claim-edits.ts';
import type { ReportPeriod } from './report-period.ts';

/** Everything a report of one estate is built from, as the Ontario rules read it. */
export interface EstateRecords {
  estate: AccountsEstate;
  assets: AccountsAsset[];
  accounts: AccountsBankAccount[];
  transactions: AccountsTransaction[];
  parties: AccountsParty[];
  /** What the firm recorded about the estate's deadlines, by deadline key (the Tax Summary lists them). */
  deadlineClosures?: Record<string, DeadlineClosure>;
  /** What the estate's ledger and documents prove done, by deadline key (the Tax Summary shows it). */
  deadlineProofs?: Partial<Record<string, DeadlineProof>>;
  /** The estate's liability records as the court accounts read them (the Estate Accounts' liabilities). */
  liabilities?: LiabilityInputRecord[];
  /** The estate's court-accounts record: court details, reserves, accounts passed, compensation. */
  court?: CourtAccountsRecord | null;
}

export type RecordTables = {
  estates: readonly EstateRecord[];
  assets: readonly AssetRecord[];
  accounts: readonly AccountRecord[];
  transactions: readonly TransactionRecord[];
  parties: readonly PartyRecord[];
};

const live = (r: { deletedAt?: string | null }) => r.deletedAt == null;
const ofEstate = <R extends { estate: string; deletedAt?: string | null }>(
  records: readonly R[],
  estateId: string,
) => records.filter((r) => live(r) && r.estate === estateId);

/**
 * One estate's records out of whole tables: only those that name this estate and are not
 * deleted, so another estate's money never enters a report. The store validated every record
 * with the entity schemas when it was written or pulled, so the fields the rules read are there.
 * Null when the estate is not on this device (or was deleted).
 */
export function estateRecordsFrom(tables: RecordTables, estateId: string): EstateRecords | null {
  const estate = tables.estates.find((e) => e._id === estateId && live(e));
  if (!estate) return null;
  return {
    estate,
    assets: ofEstate(tables.assets, estateId),
    accounts: ofEstate(tables.accounts, estateId),
    transactions: ofEstate(tables.transactions, estateId),
    parties: ofEstate(tables.parties, estateId),
  };
}

/**
 * A stored liability as the court accounts engine reads it: the creditor party becomes
 * `creditorPartyId`, so that creditor is not listed again with its amount unknown
 * (src/domain/rules/ontario/liability-records.ts).
 */
export function liabilityInputOf(r: LiabilityRecord): LiabilityInputRecord {
  return {
    _id: r._id,
    creditor: r.creditor,
    creditorPartyId: r.party ?? null,
    amountAtDeath: r.amountAtDeath,
    paidBy: r.paidBy ?? [],
    ...(r.encumbers ? { encumbers: r.encumbers } : {}),
    ...(r.description ? { description: r.description } : {}),
    ...(r.notes ? { notes: r.notes } : {}),
    deletedAt: r.deletedAt ?? null,
  };
}

/** Reads one estate's records from the local store in one snapshot (a pull landing midway cannot mix two). */
export async function loadEstateRecords(
  queries: Pick<Queries, 'estateRecordSet'> & Partial<Pick<Queries, 'documentsOfEstate'>>,
  estateId: string,
): Promise<EstateRecords | null> {
  const set = await queries.estateRecordSet(estateId);
  // Only the deadlines read the documents (a copy of the Estate Information Return as filed).
  const documents = set && queries.documentsOfEstate ? await queries.documentsOfEstate(estateId) : [];
  const records = set && estateRecordsFrom({ ...set, estates: [set.estate] }, estateId);
  return (
    records && {
      ...records,
      deadlineClosures: closuresByKey(set.deadlines),
      deadlineProofs: ledgerProofs({ transactions: records.transactions, documents }),
      liabilities: set.liabilities.filter(live).map(liabilityInputOf),
      court: set.courtAccounts,
    }
  );
}

export type ReportRequest = {
  period: ReportPeriod;
  today: string;
  courtFileNumber?: string | null;
  courtOffice?: string | null;
  accountsKind?: AccountsKind;
  trusteeCapacity?: string | null;
  /** The estate trustee's own compensation figures, item by item. */
  compensationOverrides?: ClaimOverrides;
};

const trimmed = (s: string | null | undefined) => s?.trim() || null;

/** What the report builders take: the estate's records, the period and the day it is prepared. */
export function reportDataFor(
  { deadlineClosures, deadlineProofs, liabilities, court: stored, ...records }: EstateRecords,
  request: ReportRequest,
): ReportData {
  // Without figures of its own, a report takes the claim kept on the estate.
  const overrides = request.compensationOverrides ?? claimOverrides(storedClaim(records.estate));
  const court = {
    ...(Object.keys(overrides).length > 0 ? { compensationOverrides: overrides } : {}),
    ...(liabilities && liabilities.length > 0 ? { liabilities } : {}),
  };
  const deadlines =
    deadlineClosures || deadlineProofs
      ? {
          deadlines: {
            ...(deadlineClosures ? { closures: deadlineClosures } : {}),
            ...(deadlineProofs ? { proofs: deadlineProofs } : {}),
          },
        }
      : {};
  return {
    ...records,
    period: request.period,
    today: request.today,
    // The request's court details are this report's; where it leaves one out, the estate's stored one.
    courtFileNumber: trimmed(request.courtFileNumber) ?? trimmed(stored?.courtFileNumber),
    courtOffice: trimmed(request.courtOffice) ?? trimmed(stored?.courtOffice),
    accountsKind: request.accountsKind ?? stored?.accountsKind ?? 'interim',
    trusteeCapacity: trimmed(request.trusteeCapacity) ?? trimmed(stored?.trusteeCapacity),
    courtRecord: stored ?? null,
    options: { ...(Object.keys(court).length > 0 ? { court } : {}), ...deadlines },
  };
}
