import { formatCents, sumCents } from '../../domain/rules/money.ts';
import { humanizeStatus, type Tone } from '../../domain/rules/status-display.ts';

/**
 * The Estates list (spec §2) as plain data: one row per estate with its file number, value and
 * status already worked out, so searching 10,000 rows is a string test per row and the table
 * only formats what it draws.
 */
type EstateLike = {
  _id: string;
  estateName?: unknown;
  file?: unknown;
  status?: unknown;
  executor?: unknown;
  createdAt?: unknown;
  [key: string]: unknown;
};
type FileLike = { _id: string; fileNumber?: unknown; [key: string]: unknown };
type AssetLike = { estate?: unknown; fmvDoD?: unknown; [key: string]: unknown };

export type EstateRow = {
  id: string;
  name: string;
  fileNumber: string | null;
  /** Cents; null when the estate has no assets yet (shown as N/A rather than a misleading $0). */
  value: number | null;
  status: string;
  statusLabel: string;
  executorName: string;
  createdAt: string;
  /** Lower-case text the search box matches against. */
  haystack: string;
};

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Sum of fmvDoD per estate, in one pass over the assets. */
export function valuesByEstate(assets: readonly AssetLike[]): Map<string, number> {
  const totals = new Map<string, number[]>();
  for (const asset of assets) {
    const estate = str(asset.estate);
    if (!estate || typeof asset.fmvDoD !== 'number') continue;
    const list = totals.get(estate) ?? [];
    list.push(asset.fmvDoD);
    totals.set(estate, list);
  }
  return new Map([...totals].map(([id, values]) => [id, sumCents(values)]));
}

export function estateRows(
  estates: readonly EstateLike[],
  files: readonly FileLike[],
  assets: readonly AssetLike[],
): EstateRow[] {
  const fileNumbers = new Map(files.map((f) => [f._id, str(f.fileNumber).trim() || null]));
  const values = valuesByEstate(assets);
  // In the store's order (by id); the table sorts, once, by the column the user chose.
  return estates.map((estate) => {
    const name = str(estate.estateName);
    const fileNumber = fileNumbers.get(str(estate.file)) ?? null;
    const status = str(estate.status);
    const statusLabel = status ? humanizeStatus(status) : 'Unknown';
    const executorName = str((estate.executor as { name?: unknown } | undefined)?.name);
    return {
      id: estate._id,
      name,
      fileNumber,
      value: values.get(estate._id) ?? null,
      status,
      statusLabel,
      executorName,
      createdAt: str(estate.createdAt),
      haystack: [name, fileNumber ?? '', status, statusLabel, executorName].join('\n').toLowerCase(),
    };
  });
}

/**
 * Case-insensitive search on estate name, file number, status and executor name (spec §2).
 * The status matches as stored ('under_review') and as shown ('Under Review').
 */
export function filterEstateRows(rows: readonly EstateRow[], term: string): readonly EstateRow[] {
  const q = term.trim().toLowerCase();
  if (!q) return rows;
  return rows.filter((row) => row.haystack.includes(q));
}

export const formatEstateValue = (value: number | null): string =>
  value === null ? 'N/A' : formatCents(value);

/** Estate statuses have no colours of their own in the spec; these follow the file chips' idea. */
export function estateStatusTone(status: string | null | undefined): Tone {
  switch (status) {
    case 'open':
      return 'blue';
    case 'under_review':
    case 'pending_court_approval':
      return 'yellow';
    case 'completed':
      return 'green';
    default:
      return 'gray';
  }
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'MMM d, yyyy' (spec §2: 'Nov 21, 2026'). A calendar date (YYYY-MM-DD) is read as that day;
 * a timestamp is shown as the day it was in the user's own time zone. Empty for no date.
 */
export function formatDate(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (plain) return `${MONTHS[Number(plain[2]) - 1] ?? ''} ${Number(plain[3])}, ${plain[1]}`;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
