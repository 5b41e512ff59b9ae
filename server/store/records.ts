import type { EntityName } from '../../src/domain/schemas/index.ts';
import { type Scope, sees } from '../scope/scope.ts';
import { type Db, toIso, toNumber } from './db.ts';
import type { RecordRow, StoredRecord } from './write-types.ts';

export type { RecordRow, StoredRecord } from './write-types.ts';

/** The record as the API and sync send it: its fields plus the server-set common ones (docs/architecture.md#data-model). */
export function toRecord(row: RecordRow): StoredRecord {
  return {
    ...row.data,
    _id: row.id,
    organization: row.organization,
    version: toNumber(row.version),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    ...(row.deleted_at ? { deletedAt: toIso(row.deleted_at) } : {}),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/**
 * One live record of the caller's organization, or undefined: another firm's id looks exactly like
 * an unknown one. Routes serving a person pass their scope.
 */
export async function findRecord(
  db: Db,
  organization: string,
  entity: EntityName,
  id: string,
  scope?: Scope,
): Promise<StoredRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const rows = await db.query<RecordRow>(
    'select * from records where id = $1 and organization = $2 and entity = $3 and deleted_at is null',
    [id, organization, entity],
  );
  const row = rows[0];
  // Out of the caller's scope looks exactly like unknown too (docs/architecture.md#scopes).
  if (!row || (scope && !sees(scope, entity, row.id, row.data))) return undefined;
  return toRecord(row);
}

/**
 * Live records of one entity, newest first. `filters` compare top-level scalar fields as text
 * (e.g. {estate: id}); the caller passes only field names it has checked against the schema.
 */
export async function listRecords(
  db: Db,
  organization: string,
  entity: EntityName,
  filters: Record<string, string> = {},
  scope?: Scope,
): Promise<StoredRecord[]> {
  const params: unknown[] = [organization, entity];
  const where = Object.entries(filters).map(([field, value]) => {
    params.push(field, value);
    return `data ->> $${params.length - 1} = $${params.length}`;
  });
  const rows = await db.query<RecordRow>(
    `select * from records where organization = $1 and entity = $2 and deleted_at is null${
      where.length ? ` and ${where.join(' and ')}` : ''
    } order by created_at desc, id`,
    params,
  );
  return (scope ? rows.filter((r) => sees(scope, entity, r.id, r.data)) : rows).map(toRecord);
}
