import type {
  AssetRecord,
  DocumentRecord,
  EstateRecord,
  FileRecord,
  TransactionRecord,
} from '../schemas/index.ts';
import { sumCents } from './money.ts';
import { ASSET_CLASSES, recountTallies, type TallyValues, TRANSACTION_MONTHS } from './tallies.ts';

/**
 * Dashboard aggregates (docs/behaviour.md#dashboard) computed from the local store, so the dashboard works
 * offline. Inputs are the few fields each figure needs; whole records fit.
 */
type Live = { deletedAt?: string | null };
export type DashboardFile = Pick<FileRecord, '_id' | 'name' | 'description' | 'status' | 'updatedAt'> & Live;
export type DashboardEstate = Pick<EstateRecord, '_id' | 'estateName' | 'file' | 'status' | 'createdAt'> &
  Live;
export type DashboardAsset = Pick<AssetRecord, 'estate' | 'assetClass' | 'fmvDoD'> & Live;
/** What an estate's value is summed from. */
export type ValuedAsset = Pick<AssetRecord, 'estate' | 'fmvDoD'> & Live;
export type DashboardTransaction = Pick<TransactionRecord, 'date' | 'amount'> & Live;
export type DashboardDocument = Pick<DocumentRecord, '_id' | 'title' | 'type' | 'createdAt' | 'hasContent'> &
  Live;

export type FileEstate = { _id: string; name: string; value: number };
export type RecentFile = Pick<FileRecord, '_id' | 'name' | 'description' | 'status' | 'updatedAt'> & {
  /** First estate's value in cents, 0 when the file has no estate yet. */
  value: number;
};
export type RecentDocument = Pick<DocumentRecord, '_id' | 'title' | 'type' | 'createdAt'> & {
  status: 'Uploaded' | 'Pending upload';
};
export type DashboardData = {
  summary: { totalFiles: number; totalEstates: number; activeFiles: number; completedEstates: number };
  recentFiles: RecentFile[];
  estateStatusCounts: { _id: string; count: number }[];
  monthlyTransactions: { _id: { year: number; month: number }; totalAmount: number }[];
  assetDistribution: { _id: string; count: number }[];
  recentDocuments: RecentDocument[];
};

export const RECENT_FILES_LIMIT = 3;
export const RECENT_DOCUMENTS_LIMIT = 5;

/** Soft-deleted records travel to clients as tombstones (docs/architecture.md#data-model) and must never be counted. */
const live = <T extends Live>(records: readonly T[]): T[] => records.filter((r) => r.deletedAt == null);

const time = (iso: string): number => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
};

/** Newest first; equal times fall back to the id, and UUIDv7 ids sort by creation. */
const newestFirst =
  <T extends { _id: string }>(at: (r: T) => string) =>
  (a: T, b: T): number =>
    time(at(b)) - time(at(a)) || (a._id < b._id ? 1 : a._id > b._id ? -1 : 0);

/** Most frequent first, then by name, so a chart's bars keep their order between renders. */
function countBy<T>(items: readonly T[], key: (item: T) => string): { _id: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts]
    .map(([_id, count]) => ({ _id, count }))
    .sort((a, b) => b.count - a.count || a._id.localeCompare(b._id));
}

/** Estate value (docs/architecture.md#data-model): every live asset's fair market value at death, disposed ones included. */
export function estateValue(estateId: string, assets: readonly ValuedAsset[]): number {
  return sumCents(live(assets).flatMap((a) => (a.estate === estateId ? [a.fmvDoD] : [])));
}

/** A file's derived estates[] (docs/architecture.md#data-model), oldest first so "first estate" is the one opened first. */
export function fileEstates(
  fileId: string,
  estates: readonly DashboardEstate[],
  assets: readonly ValuedAsset[],
): FileEstate[] {
  return live(estates)
    .filter((e) => e.file === fileId)
    .sort((a, b) => time(a.createdAt) - time(b.createdAt) || a._id.localeCompare(b._id))
    .map((e) => ({ _id: e._id, name: e.estateName, value: estateValue(e._id, assets) }));
}

/** Sum per calendar month of the transaction date, oldest month first, from the months' tally. */
function monthlyTotals(months: TallyValues): DashboardData['monthlyTransactions'] {
  return Object.entries(months)
    .map(([key, total]) => ({ year: Number(key.slice(0, 4)), month: Number(key.slice(5, 7)), total }))
    .sort((a, b) => a.year - b.year || a.month - b.month)
    .map(({ year, month, total }) => ({ _id: { year, month }, totalAmount: total }));
}

/** Most frequent first, then by name, from a tally of counts. */
const countsOf = (tally: TallyValues) =>
  Object.entries(tally)
    .map(([_id, count]) => ({ _id, count }))
    .sort((a, b) => b.count - a.count || a._id.localeCompare(b._id));

export const recentFilesOf = (files: readonly DashboardFile[]) =>
  [...live(files)].sort(newestFirst((f) => f.updatedAt)).slice(0, RECENT_FILES_LIMIT);

/** The estates whose value the recent files show: each recent file's first estate. */
export function recentFileEstateIds(
  files: readonly DashboardFile[],
  estates: readonly DashboardEstate[],
): string[] {
  return recentFilesOf(files).flatMap((f) => {
    const first = fileEstates(f._id, estates, [])[0];
    return first ? [first._id] : [];
  });
}

/**
 * The dashboard response of docs/behaviour.md#dashboard with docs/behaviour.md#differences-from-the-specification's corrections: Active Files counts every
 * active file (not just the three shown), Completed Estates counts estates whose status is
 * completed, and Recent Documents lists the latest documents instead of staying empty.
 */
export function dashboardSummary(input: {
  files: readonly DashboardFile[];
  estates: readonly DashboardEstate[];
  assets: readonly DashboardAsset[];
  transactions: readonly DashboardTransaction[];
  documents: readonly DashboardDocument[];
}): DashboardData {
  const tallies = recountTallies({
    transactions: input.transactions as readonly Record<string, unknown>[],
    assets: input.assets as readonly Record<string, unknown>[],
  });
  return dashboardFromTallies({
    ...input,
    months: tallies.get(TRANSACTION_MONTHS) ?? {},
    assetClasses: tallies.get(ASSET_CLASSES) ?? {},
  });
}

/**
 * The same figures from the tallies the store keeps (src/domain/rules/tallies.ts) instead of every
 * transaction and asset: `assets` need only be those of the recent files' first estates
 * (`recentFileEstateIds`), so the dashboard reads a few rows where it read the whole firm.
 */
export function dashboardFromTallies(input: {
  files: readonly DashboardFile[];
  estates: readonly DashboardEstate[];
  assets: readonly ValuedAsset[];
  documents: readonly DashboardDocument[];
  months: TallyValues;
  assetClasses: TallyValues;
}): DashboardData {
  const files = live(input.files);
  const estates = live(input.estates);
  return dashboardOf({
    totalFiles: files.length,
    activeFiles: files.filter((f) => f.status === 'active').length,
    estateStatuses: estates.map((e) => e.status),
    recentFiles: recentFilesOf(files),
    estates,
    assets: input.assets,
    recentDocuments: newestDocuments(input.documents),
    months: input.months,
    assetClasses: input.assetClasses,
  });
}

/** What the dashboard is drawn from, each part as small as it can be read. */
export interface DashboardParts {
  totalFiles: number;
  activeFiles: number;
  /** Every live estate's status, one each. */
  estateStatuses: readonly string[];
  /** The newest live files, newest first, at most RECENT_FILES_LIMIT. */
  recentFiles: readonly DashboardFile[];
  /** At least the recent files' estates. */
  estates: readonly DashboardEstate[];
  /** At least the assets of the recent files' first estates. */
  assets: readonly ValuedAsset[];
  /** The newest live documents, newest first, at most RECENT_DOCUMENTS_LIMIT. */
  recentDocuments: readonly DashboardDocument[];
  months: TallyValues;
  assetClasses: TallyValues;
}

/**
 * The dashboard from its parts: `dashboardFromTallies` cuts them from whole tables, the store reads
 * them through its indexes (src/store/queries.ts), so the dashboard's reads do not grow with the firm.
 */
export function dashboardOf(parts: DashboardParts): DashboardData {
  return {
    summary: {
      totalFiles: parts.totalFiles,
      totalEstates: parts.estateStatuses.length,
      activeFiles: parts.activeFiles,
      completedEstates: parts.estateStatuses.filter((status) => status === 'completed').length,
    },
    recentFiles: parts.recentFiles.map((f) => ({
      _id: f._id,
      name: f.name,
      description: f.description,
      status: f.status,
      updatedAt: f.updatedAt,
      value: fileEstates(f._id, parts.estates, parts.assets)[0]?.value ?? 0,
    })),
    estateStatusCounts: countBy(parts.estateStatuses, (status) => status),
    monthlyTransactions: monthlyTotals(parts.months),
    assetDistribution: countsOf(parts.assetClasses),
    recentDocuments: parts.recentDocuments.map((d) => ({
      _id: d._id,
      title: d.title,
      type: d.type,
      createdAt: d.createdAt,
      status: d.hasContent ? 'Uploaded' : 'Pending upload',
    })),
  };
}

/** The newest live documents, newest first. */
export const newestDocuments = (documents: readonly DashboardDocument[]) =>
  [...live(documents)].sort(newestFirst((d) => d.createdAt)).slice(0, RECENT_DOCUMENTS_LIMIT);
