import { formatCents, sumCents } from '../../domain/rules/money.ts';
import type { AssetRecord, EstateRecord, FileRecord } from '../../domain/schemas/index.ts';
import { humanizeStatus } from '../../ui/status-display.ts';

/**
 * The Estates list (docs/behaviour.md#estates) as plain data: one row per estate with its file number, value and
 * status already worked out, so searching 10,000 rows is a string test per row and the table
 * only formats what it draws.
 */
type EstateFields = Pick<EstateRecord, '_id' | 'estateName'> &
  Partial<Pick<EstateRecord, 'status' | 'createdAt' | 'file' | 'executor'>>;
type FileFields = Pick<FileRecord, '_id' | 'fileNumber'>;
type AssetFields = Pick<AssetRecord, 'estate' | 'fmvDoD'>;

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

/** Sum of fmvDoD per estate, in one pass over the assets. */
export function valuesByEstate(assets: readonly AssetFields[]): Map<string, number> {
  const totals = new Map<string, number[]>();
  for (const asset of assets) {
    const { estate } = asset;
    const list = totals.get(estate) ?? [];
    list.push(asset.fmvDoD);
    totals.set(estate, list);
  }
  return new Map([...totals].map(([id, values]) => [id, sumCents(values)]));
}

export function estateRows(
  estates: readonly EstateFields[],
  files: readonly FileFields[],
  assets: readonly AssetFields[],
): EstateRow[] {
  const fileNumbers = new Map(files.map((f) => [f._id, f.fileNumber?.trim() || null]));
  const values = valuesByEstate(assets);
  // In the store's order (by id); the table sorts, once, by the column the user chose.
  return estates.map((estate) => {
    const name = estate.estateName;
    const fileNumber = (estate.file && fileNumbers.get(estate.file)) || null;
    const status = estate.status ?? '';
    const statusLabel = status ? humanizeStatus(status) : 'Unknown';
    const executorName = estate.executor?.name ?? '';
    return {
      id: estate._id,
      name,
      fileNumber,
      value: values.get(estate._id) ?? null,
      status,
      statusLabel,
      executorName,
      createdAt: estate.createdAt ?? '',
      haystack: [name, fileNumber ?? '', status, statusLabel, executorName].join('\n').toLowerCase(),
    };
  });
}

/**
 * Case-insensitive search on estate name, file number, status and executor name (docs/behaviour.md#estates).
 * The status matches as stored ('under_review') and as shown ('Under Review').
 */
export function filterEstateRows(rows: readonly EstateRow[], term: string): readonly EstateRow[] {
  const q = term.trim().toLowerCase();
  if (!q) return rows;
  return rows.filter((row) => row.haystack.includes(q));
}

export const formatEstateValue = (value: number | null): string =>
  value === null ? 'N/A' : formatCents(value);
