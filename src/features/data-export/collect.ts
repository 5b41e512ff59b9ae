import { ENTITY_FIELDS } from '../../domain/schemas/index.ts';
import type { DataTransfer, HeldContent, LocalRecord } from '../../store/index.ts';
import {
  EXPORT_ENTITIES,
  type ExportEntity,
  type ExportedRecord,
  type ExportRecords,
  PEOPLE_FIELDS,
} from './format.ts';

/** A record as exported: its id and its entity's fields, without the server's bookkeeping or people. */
export function toExported(entity: ExportEntity, record: LocalRecord): ExportedRecord {
  const leftOut = new Set(PEOPLE_FIELDS[entity] ?? []);
  const out: ExportedRecord = { _id: record._id };
  for (const field of ENTITY_FIELDS[entity])
    if (record[field] !== undefined && !leftOut.has(field)) out[field] = record[field];
  return out;
}

export type FetchContent = (doc: ExportedRecord) => Promise<HeldContent | null>;

/**
 * What an export holds, read on the device: the records (one estate's with its file, or the whole
 * firm's) and every document's content this device has. A content it lacks is fetched when
 * `fetchContent` is given and the device is online; otherwise the document goes out without it and
 * the manifest says so.
 */
export async function collectExport(
  transfer: Pick<DataTransfer, 'read'>,
  estateId: string | undefined,
  fetchContent?: FetchContent,
): Promise<{ records: ExportRecords; contents: HeldContent[]; documentsWithoutContent: string[] }> {
  const read = await transfer.read(EXPORT_ENTITIES, estateId);
  const records = Object.fromEntries(
    EXPORT_ENTITIES.map((entity) => [
      entity,
      (read.records[entity] ?? [])
        .map((r) => toExported(entity, r))
        .sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0)),
    ]),
  ) as ExportRecords;
  const contents: HeldContent[] = [];
  const documentsWithoutContent: string[] = [];
  for (const doc of records.documents) {
    const held = read.contents.get(doc._id);
    if (held) {
      contents.push(held);
      continue;
    }
    if (!doc.hasContent) continue;
    const fetched = fetchContent ? await fetchContent(doc).catch(() => null) : null;
    if (fetched) contents.push(fetched);
    else documentsWithoutContent.push(doc._id);
  }
  return { records, contents, documentsWithoutContent };
}
