import type { LocalRecord, OutboxRow } from './types.ts';

/**
 * Applies pending local changes on top of a record as the server sent it (undefined when the
 * server has none), in seq order: what the user sees is the server's state plus their own edits.
 */
export function overlayPending(
  base: LocalRecord | undefined,
  pending: OutboxRow[],
  organization: string,
): LocalRecord | undefined {
  let record = base;
  for (const row of pending) {
    if (row.op === 'delete') {
      record = undefined;
    } else if (row.op === 'create') {
      record = record
        ? { ...record, ...row.patch }
        : {
            ...row.patch,
            _id: row.entityId,
            organization,
            createdAt: row.createdAt,
            updatedAt: row.createdAt,
            version: 0,
          };
    } else if (record) {
      record = { ...record, ...row.patch };
    }
  }
  return record;
}
