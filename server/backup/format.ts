import { createHash } from 'node:crypto';
import { unzipSync, zipSync } from 'fflate';

/**
 * A backup file (docs/data-export-and-backup.md#backups): a zip holding `manifest.json` and
 * `pgdata.tar.gz`, PGlite's own copy of its data folder. The manifest names the format, the
 * migrations the database has, its row counts and the data's SHA-256, so a restore can check the
 * file whole before it writes anything.
 */
export const BACKUP_FORMAT = 'estate-admin-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const DATA_ENTRY = 'pgdata.tar.gz';

export interface BackupCounts {
  organizations: number;
  records: number;
  deletedRecords: number;
  history: number;
  documentContents: number;
  documentBytes: number;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  database: 'pglite';
  /** PostgreSQL's version inside PGlite: the data folder is readable by the same major version. */
  postgres: string;
  migrations: string[];
  counts: BackupCounts;
  data: { name: typeof DATA_ENTRY; size: number; sha256: string };
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export function packBackup(
  data: Uint8Array,
  about: Omit<BackupManifest, 'format' | 'formatVersion' | 'data'>,
): { bytes: Uint8Array; manifest: BackupManifest } {
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    ...about,
    data: { name: DATA_ENTRY, size: data.byteLength, sha256: sha256(data) },
  };
  // The data is gzipped already: stored, not deflated again.
  const bytes = zipSync({
    'manifest.json': [new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`), { level: 0 }],
    [DATA_ENTRY]: [data, { level: 0 }],
  });
  return { bytes, manifest };
}

/** The manifest and data of a backup file, or an error that says what is wrong with it. */
export function unpackBackup(bytes: Uint8Array): { manifest: BackupManifest; data: Uint8Array } {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes);
  } catch {
    throw new Error('This file is not a backup: it is not a readable zip.');
  }
  const rawManifest = entries['manifest.json'];
  if (!rawManifest) throw new Error('This file is not a backup: it has no manifest.json.');
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(new TextDecoder().decode(rawManifest)) as BackupManifest;
  } catch {
    throw new Error('This backup’s manifest.json is not JSON.');
  }
  if (manifest.format !== BACKUP_FORMAT)
    throw new Error(`This file is not a backup of this app (format ${String(manifest.format)}).`);
  if (manifest.formatVersion !== BACKUP_FORMAT_VERSION)
    throw new Error(
      `This backup has format version ${manifest.formatVersion}; this version of the app reads ${BACKUP_FORMAT_VERSION}.`,
    );
  const data = entries[DATA_ENTRY];
  if (!data) throw new Error(`This backup has no ${DATA_ENTRY}.`);
  if (data.byteLength !== manifest.data.size || sha256(data) !== manifest.data.sha256)
    throw new Error('This backup is damaged: its data does not match the checksum in its manifest.');
  return { manifest, data };
}
