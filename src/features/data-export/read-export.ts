import { type Unzipped, unzipSync } from 'fflate';
import * as v from 'valibot';
import { BODY_SCHEMAS } from '../../domain/schemas/index.ts';
import {
  EXPORT_ENTITIES,
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  type ExportedContent,
  type ExportedRecord,
  type ExportManifest,
  type ExportRecords,
  MANIFEST_PATH,
  recordsPath,
  SERVER_SET_FIELDS,
} from './format.ts';
import { sha256Hex } from './sha256.ts';

/** What is wrong with an export file, in words for the person importing it; nothing was written. */
export class ExportFileError extends Error {}

export interface ReadExport {
  manifest: ExportManifest;
  records: ExportRecords;
  /** Each document's content, by document id. */
  contents: Map<string, ExportedContent>;
}

/** A document is at most 10 MB; a records file of a large firm a few tens of MB. */
const MAX_ENTRY_BYTES = 256 * 1024 * 1024;
const MAX_TOTAL_BYTES = 2 * 1024 * 1024 * 1024;
const Uuid = v.pipe(v.string(), v.uuid());

function unzip(bytes: Uint8Array): Unzipped {
  let total = 0;
  try {
    return unzipSync(bytes, {
      // Sizes as the zip declares them, checked before anything is inflated (a "zip bomb").
      filter: (file) => {
        total += file.originalSize;
        if (file.originalSize > MAX_ENTRY_BYTES || total > MAX_TOTAL_BYTES)
          throw new ExportFileError(`This export's ${file.name} is larger than an export can be.`);
        return true;
      },
    });
  } catch (error) {
    if (error instanceof ExportFileError) throw error;
    throw new ExportFileError('This file is not an export: it is not a readable zip.');
  }
}

const parseJson = (bytes: Uint8Array, name: string): unknown => {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new ExportFileError(`This export's ${name} is not JSON.`);
  }
};

/**
 * Reads an export zip and checks it whole before anything is written: the manifest's format, each
 * file's size and SHA-256, the counts, and every record against its entity's schema.
 */
export async function readExportZip(bytes: Uint8Array): Promise<ReadExport> {
  const files = unzip(bytes);
  const rawManifest = files[MANIFEST_PATH];
  if (!rawManifest) throw new ExportFileError('This file is not an export: it has no manifest.json.');
  const manifest = parseJson(rawManifest, MANIFEST_PATH) as ExportManifest;
  if (manifest?.format !== EXPORT_FORMAT)
    throw new ExportFileError('This file is not an Estate Administration export.');
  if (manifest.formatVersion !== EXPORT_FORMAT_VERSION)
    throw new ExportFileError(
      `This export has format version ${manifest.formatVersion}; this app reads version ${EXPORT_FORMAT_VERSION}.`,
    );
  for (const [path, expected] of Object.entries(manifest.entries ?? {})) {
    const entry = files[path];
    if (!entry) throw new ExportFileError(`This export is incomplete: ${path} is missing.`);
    if (entry.byteLength !== expected.size || (await sha256Hex(entry)) !== expected.sha256)
      throw new ExportFileError(`This export is damaged: ${path} does not match its checksum.`);
  }
  const records = {} as ExportRecords;
  const seen = new Set<string>();
  for (const entity of EXPORT_ENTITIES) {
    const path = recordsPath(entity);
    const entry = files[path];
    if (!entry || !manifest.entries[path]) throw new ExportFileError(`This export has no ${path}.`);
    const list = parseJson(entry, path);
    if (!Array.isArray(list)) throw new ExportFileError(`This export's ${path} is not a list of records.`);
    if (list.length !== manifest.counts?.[entity])
      throw new ExportFileError(
        `This export's ${path} holds ${list.length} records; its manifest says ${manifest.counts?.[entity]}.`,
      );
    for (const [index, record] of list.entries())
      checkRecord(entity, record, `${path}, record ${index + 1}`, seen);
    records[entity] = list as ExportedRecord[];
  }
  const contents = new Map<string, ExportedContent>();
  for (const [documentId, doc] of Object.entries(manifest.documents ?? {})) {
    const entry = files[doc.path];
    if (!entry || !manifest.entries[doc.path])
      throw new ExportFileError(`This export is incomplete: ${doc.path} is missing.`);
    contents.set(documentId, { documentId, fileName: doc.fileName, mimeType: doc.mimeType, bytes: entry });
  }
  return { manifest, records, contents };
}

function checkRecord(
  entity: (typeof EXPORT_ENTITIES)[number],
  record: unknown,
  where: string,
  seen: Set<string>,
) {
  if (!record || typeof record !== 'object' || Array.isArray(record))
    throw new ExportFileError(`${where} is not a record.`);
  const { _id, ...fields } = record as Record<string, unknown>;
  if (!v.is(Uuid, _id)) throw new ExportFileError(`${where} has no valid _id.`);
  if (seen.has(_id)) throw new ExportFileError(`${where}: the id ${_id} appears twice.`);
  seen.add(_id);
  for (const field of SERVER_SET_FIELDS[entity] ?? []) delete fields[field];
  const parsed = v.safeParse(BODY_SCHEMAS[entity] as v.GenericSchema, fields);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const path = issue?.path?.map((p) => String(p.key)).join('.') ?? '';
    throw new ExportFileError(
      `${where} is not valid${path ? ` (${path})` : ''}: ${issue?.message ?? 'invalid'}.`,
    );
  }
}
