import { toNumber } from '../store/db.ts';
import type { BackupCounts } from './format.ts';

/** The counts a manifest carries, read when the copy is taken and again after a restore. */
export const COUNTS_SQL = `select (select count(*) from org_clock) as organizations,
  (select count(*) from records where deleted_at is null) as "records",
  (select count(*) from records where deleted_at is not null) as "deletedRecords",
  (select count(*) from history) as history,
  (select count(*) from document_contents) as "documentContents",
  (select coalesce(sum(size), 0) from document_contents) as "documentBytes"`;

export const toCounts = (row: Record<string, unknown> | undefined): BackupCounts =>
  Object.fromEntries(
    Object.entries(row ?? {}).map(([key, value]) => [key, toNumber(value)]),
  ) as unknown as BackupCounts;
