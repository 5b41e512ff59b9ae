import type { CompensationOverrides } from '../../domain/rules/ontario/compensation.ts';
import type {
  AccountsAsset,
  AccountsBankAccount,
  AccountsEstate,
  AccountsParty,
  AccountsTransaction,
} from '../../domain/rules/ontario/index.ts';
import type { ReportData } from '../../reports/model.ts';
import type { LocalDb } from '../../store/db.ts';
import type { LocalRecord } from '../../store/types.ts';
import { claimOverrides, storedClaim } from './claim-edits.ts';
import type { ReportPeriod } from './report-period.ts';

/** Everything a report of one estate is built from, as the Ontario rules read it. */
export interface EstateRecords {
  estate: AccountsEstate;
  assets: AccountsAsset[];
  accounts: AccountsBankAccount[];
  transactions: AccountsTransaction[];
  parties: AccountsParty[];
}

export type RecordTables = {
  estates: readonly LocalRecord[];
  assets: readonly LocalRecord[];
  accounts: readonly LocalRecord[];
  transactions: readonly LocalRecord[];
  parties: readonly LocalRecord[];
};

const live = (r: LocalRecord) => r.deletedAt == null;
const ofEstate = (records: readonly LocalRecord[], estateId: string) =>
  records.filter((r) => live(r) && r.estate === estateId);

/**
 * One estate's records out of whole tables: only those that name this estate and are not
 * deleted, so another estate's money never enters a report. The store validated every record
 * with the entity schemas when it was written or pulled, so the fields the rules read are there.
 * Null when the estate is not on this device (or was deleted).
 */
export function estateRecordsFrom(tables: RecordTables, estateId: string): EstateRecords | null {
  const estate = tables.estates.find((e) => e._id === estateId && live(e));
  if (!estate || typeof estate.estateName !== 'string') return null;
  return {
    estate: estate as unknown as AccountsEstate,
    assets: ofEstate(tables.assets, estateId) as unknown as AccountsAsset[],
    accounts: ofEstate(tables.accounts, estateId) as unknown as AccountsBankAccount[],
    transactions: ofEstate(tables.transactions, estateId) as unknown as AccountsTransaction[],
    parties: ofEstate(tables.parties, estateId) as unknown as AccountsParty[],
  };
}

/** Reads one estate's records from the local store in one snapshot (a pull landing midway cannot mix two). */
export async function loadEstateRecords(db: LocalDb, estateId: string): Promise<EstateRecords | null> {
  const { estates, assets, accounts, transactions, parties } = db;
  return db.transaction('r', [estates, assets, accounts, transactions, parties], async () => {
    const estate = await estates.get(estateId);
    if (!estate) return null;
    const byEstate = (table: typeof assets) => table.where('estate').equals(estateId).toArray();
    const [a, ac, t, p] = await Promise.all([
      byEstate(assets),
      byEstate(accounts),
      byEstate(transactions),
      byEstate(parties),
    ]);
    return estateRecordsFrom(
      { estates: [estate], assets: a, accounts: ac, transactions: t, parties: p },
      estateId,
    );
  });
}

export type ReportRequest = {
  period: ReportPeriod;
  today: string;
  courtFileNumber?: string | null;
  /** The estate trustee's own compensation figures, item by item. */
  compensationOverrides?: CompensationOverrides;
};

/** What the report builders take: the estate's records, the period and the day it is prepared. */
export function reportDataFor(records: EstateRecords, request: ReportRequest): ReportData {
  const courtFileNumber = request.courtFileNumber?.trim() || null;
  // Without figures of its own, a report takes the claim kept on the estate.
  const overrides = request.compensationOverrides ?? claimOverrides(storedClaim(records.estate));
  return {
    ...records,
    period: request.period,
    today: request.today,
    courtFileNumber,
    options: Object.keys(overrides).length > 0 ? { compensationOverrides: overrides } : {},
  };
}
