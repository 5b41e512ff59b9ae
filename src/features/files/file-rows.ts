import {
  type DashboardEstate,
  type FileEstate,
  fileEstates,
  type ValuedAsset,
} from '../../domain/rules/dashboard.ts';
import { documentVersions } from '../../domain/rules/document-versions.ts';
import { sumCents } from '../../domain/rules/money.ts';
import type { DocumentRecord, FileRecord } from '../../domain/schemas/index.ts';

/** The fields of the stored records the files screens read (whole records fit). */
type Live = { deletedAt?: string | null };
type FileFields = Pick<FileRecord, '_id' | 'name' | 'status'> &
  Partial<Pick<FileRecord, 'fileNumber' | 'description' | 'createdAt' | 'updatedAt' | 'restricted'>>;
type AssetFields = ValuedAsset & { _id: string };
type DocumentFields = Pick<DocumentRecord, '_id' | 'title' | 'type' | 'createdAt'> &
  Partial<
    Pick<
      DocumentRecord,
      'estate' | 'file' | 'date' | 'shared' | 'fileName' | 'mimeType' | 'hasContent' | 'replacedBy'
    >
  > &
  Live;

export interface FileRow {
  _id: string;
  name: string;
  fileNumber: string;
  description: string;
  status: string;
  /** Walled off to its members and the firm's Admins (docs/behaviour.md#restricted-files). */
  restricted: boolean;
  createdAt: string;
  updatedAt: string;
  /** The file's estates (docs/behaviour.md#files `estates[]`), oldest first, each with its value in cents. */
  estates: FileEstate[];
  /** Sum of its estates' values, in cents. */
  value: number;
}

function groupBy<R>(records: readonly R[], keyOf: (r: R) => string | null | undefined): Map<string, R[]> {
  const groups = new Map<string, R[]>();
  for (const r of records) {
    const key = keyOf(r);
    if (!key) continue;
    const group = groups.get(key);
    if (group) group.push(r);
    else groups.set(key, [r]);
  }
  return groups;
}

/**
 * One row per file with its derived estates and value, from the local store. Estates and assets
 * are grouped once, so the work grows with the number of records, not files × estates × assets.
 */
export function buildFileRows(
  files: readonly FileFields[],
  estates: readonly DashboardEstate[],
  assets: readonly AssetFields[],
): FileRow[] {
  const estatesByFile = groupBy(estates, (e) => e.file);
  const assetsByEstate = groupBy(assets, (a) => a.estate);
  return files.map((f) => {
    const own = estatesByFile.get(f._id) ?? [];
    const ownAssets = own.flatMap((e) => assetsByEstate.get(e._id) ?? []);
    const list = fileEstates(f._id, own, ownAssets);
    return {
      _id: f._id,
      name: f.name,
      fileNumber: f.fileNumber ?? '',
      description: f.description ?? '',
      status: f.status,
      restricted: f.restricted === true,
      createdAt: f.createdAt ?? '',
      updatedAt: f.updatedAt ?? '',
      estates: list,
      value: sumCents(list.map((e) => e.value)),
    };
  });
}

/** docs/behaviour.md#files: the files search matches name, fileNumber or status. */
export const fileSearchFields = (row: FileRow): string[] => [row.name, row.fileNumber, row.status];

/** docs/behaviour.md#files: sortable by name, fileNumber, status and createdAt; name ascending first. */
export const FILE_SORT_KEYS = ['name', 'fileNumber', 'status', 'createdAt'] as const;
export const DEFAULT_FILE_SORT = { key: 'name', direction: 'ascending' } as const;

export interface FileDocumentRow {
  _id: string;
  title: string;
  type: string;
  /** The document's own date when it has one, else when it was added. */
  date: string;
  /** Shared with the estate's beneficiaries (their portal shows it). */
  shared: boolean;
  /** The estate it belongs to, when it belongs to one of this file's estates. */
  estate: { _id: string; name: string } | null;
  /** What opening, downloading or deleting it needs. */
  file: DocumentFile;
  /** Its earlier versions, which go with it when it is deleted (listed on its estate's page). */
  earlierCount: number;
}

/** A document's file as its actions see it (src/features/documents). */
export type DocumentFile = Pick<DocumentRecord, '_id' | 'title'> &
  Partial<Pick<DocumentRecord, 'fileName' | 'mimeType' | 'hasContent'>>;

/**
 * A file's documents: those filed on the file itself and those of its estates, newest first.
 * Estates are the file's live estates (their names label the rows).
 */
export function fileDocuments(
  fileId: string,
  estates: readonly DashboardEstate[],
  documents: readonly DocumentFields[],
): FileDocumentRow[] {
  const names = new Map(
    estates.filter((e) => e.file === fileId && e.deletedAt == null).map((e) => [e._id, e.estateName]),
  );
  // The current version of each document; its earlier ones are listed under it on its estate's page.
  return documentVersions(documents.filter((d) => d.deletedAt == null))
    .filter(({ current: d }) => d.file === fileId || names.has(d.estate ?? ''))
    .map(({ current: d, earlier }) => {
      const estateId = d.estate ?? '';
      return {
        _id: d._id,
        title: d.title,
        type: d.type,
        date: d.date || d.createdAt,
        shared: d.shared === true,
        estate: names.has(estateId) ? { _id: estateId, name: names.get(estateId) ?? '' } : null,
        file: {
          _id: d._id,
          title: d.title,
          fileName: d.fileName,
          mimeType: d.mimeType,
          hasContent: d.hasContent,
        },
        earlierCount: earlier.length,
      };
    })
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a._id.localeCompare(b._id)));
}
