import { ESTATE_CHILDREN, type EstateChild } from '../../domain/registry.ts';

/**
 * The export format (docs/data-export-and-backup.md#the-export-format): one zip of JSON records,
 * their JSON Schema, the documents' files, CSV tables and a manifest with counts and SHA-256s.
 */
export const EXPORT_FORMAT = 'estate-admin-export';
export const EXPORT_FORMAT_VERSION = 1;

/**
 * The entities an export carries, parents before the records that name them, so an import writes
 * them in this order and every reference names a record already written. People (users,
 * organizations), their approvals and the conflict log stay with the source firm.
 */
export const EXPORT_ENTITIES: readonly ('files' | 'estates' | EstateChild)[] = [
  'files',
  'estates',
  // The registry's delete order turned round is an order of creation: what a record names is
  // written before it.
  ...[...ESTATE_CHILDREN].reverse(),
];
export type ExportEntity = 'files' | 'estates' | EstateChild;

/** One record as exported: its id and its fields, nothing of the server's bookkeeping. */
export type ExportedRecord = Record<string, unknown> & { _id: string };

export type ExportRecords = { [E in ExportEntity]: ExportedRecord[] };

/** A document's content as the export carries it. */
export interface ExportedContent {
  documentId: string;
  fileName: string;
  mimeType: string;
  bytes: Uint8Array;
}

export type ExportScope =
  | { kind: 'estate'; estateId: string; estateName: string }
  | { kind: 'firm'; organizationName: string };

export interface ExportManifest {
  format: typeof EXPORT_FORMAT;
  formatVersion: number;
  exportedAt: string;
  scope: ExportScope;
  /** Records per entity, in import order. */
  counts: Record<ExportEntity, number>;
  /** Every other entry of the zip: its size and SHA-256 (hex). */
  entries: Record<string, { size: number; sha256: string }>;
  /** The documents' files: the zip entry of each document's content, by document id. */
  documents: Record<string, { path: string; fileName: string; mimeType: string }>;
  /** Documents whose content this device did not hold and could not fetch: their records only. */
  documentsWithoutContent: string[];
}

/**
 * Fields that name people of the source firm (a file's members, an estate's lawyer of record from
 * the firm's list of lawyers); an export leaves them out, as the firm that imports it has its own.
 */
export const PEOPLE_FIELDS: Partial<Record<ExportEntity, readonly string[]>> = {
  files: ['members'],
  estates: ['lawyerOfRecord'],
};

/** Fields the server sets; an import leaves them to the new server. */
export const SERVER_SET_FIELDS: Partial<Record<ExportEntity, readonly string[]>> = {
  documents: ['hasContent'],
};

export const recordsPath = (entity: ExportEntity) => `records/${entity}.json`;
export const csvPath = (entity: ExportEntity) => `csv/${entity}.csv`;
export const MANIFEST_PATH = 'manifest.json';
export const SCHEMA_PATH = 'schema.json';
export const README_PATH = 'README.txt';
