import { type Zippable, zipSync } from 'fflate';
import { recordsCsv } from './csv.ts';
import {
  csvPath,
  EXPORT_ENTITIES,
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  type ExportedContent,
  type ExportManifest,
  type ExportRecords,
  type ExportScope,
  MANIFEST_PATH,
  README_PATH,
  recordsPath,
  SCHEMA_PATH,
} from './format.ts';
import { exportJsonSchema } from './json-schema.ts';
import { sha256Hex } from './sha256.ts';

const encoder = new TextEncoder();
const json = (value: unknown) => encoder.encode(`${JSON.stringify(value, null, 2)}\n`);

/** A file name safe in any zip tool and file system: letters, digits, dot, dash, underscore. */
export const safeName = (name: string, fallback: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^[-.]+|-+$/g, '')
    .slice(0, 120) || fallback;

const README = `Estate Administration export (${EXPORT_FORMAT}, version ${EXPORT_FORMAT_VERSION}).

manifest.json   what this export holds: its scope, the records per entity, and the size and
                SHA-256 of every other file here
schema.json     the JSON Schema (draft 2020-12) of the records
records/*.json  the records, one file per entity, each an array of objects with an _id
documents/      each document's file, at the path manifest.json gives for its id
csv/*.csv       the same records as spreadsheets (UTF-8, amounts in dollars) for an accountant

Imported into Estate Administration from Profile > Organization > Data.
`;

/**
 * The export zip: records, schema, CSV tables, documents' files and the manifest that lists them
 * with their checksums. Pure: the same records give the same files (and only `exportedAt` and the
 * zip's timestamps differ between two runs).
 */
export async function buildExportZip(input: {
  scope: ExportScope;
  records: ExportRecords;
  contents: readonly ExportedContent[];
  documentsWithoutContent: readonly string[];
  now: Date;
}): Promise<Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  const documents: ExportManifest['documents'] = {};
  files[README_PATH] = encoder.encode(README);
  files[SCHEMA_PATH] = json(exportJsonSchema());
  for (const entity of EXPORT_ENTITIES) {
    files[recordsPath(entity)] = json(input.records[entity]);
    files[csvPath(entity)] = encoder.encode(recordsCsv(entity, input.records[entity]));
  }
  for (const content of input.contents) {
    const path = `documents/${content.documentId}/${safeName(content.fileName, 'content')}`;
    files[path] = content.bytes;
    documents[content.documentId] = { path, fileName: content.fileName, mimeType: content.mimeType };
  }
  const entries: ExportManifest['entries'] = {};
  for (const [path, bytes] of Object.entries(files))
    entries[path] = { size: bytes.byteLength, sha256: await sha256Hex(bytes) };
  const manifest: ExportManifest = {
    format: EXPORT_FORMAT,
    formatVersion: EXPORT_FORMAT_VERSION,
    exportedAt: input.now.toISOString(),
    scope: input.scope,
    counts: Object.fromEntries(
      EXPORT_ENTITIES.map((e) => [e, input.records[e].length]),
    ) as ExportManifest['counts'],
    entries,
    documents,
    documentsWithoutContent: [...input.documentsWithoutContent],
  };
  const zippable: Zippable = { [MANIFEST_PATH]: json(manifest) };
  // Documents are mostly PDFs and images, compressed already: stored as they are.
  for (const [path, bytes] of Object.entries(files))
    zippable[path] = path.startsWith('documents/') ? [bytes, { level: 0 }] : bytes;
  return zipSync(zippable, { level: 6 });
}
