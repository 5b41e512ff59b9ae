import { beneficiaryMaySee, projectForBeneficiary } from '../../src/domain/rules/projection.ts';
import type { EntityName } from '../../src/domain/schemas/index.ts';
import type { Db } from '../store/db.ts';
import type { Actor, RecordRow, StoredRecord } from '../store/write-types.ts';

/**
 * What a person may see (docs/architecture.md#scopes). A firm user sees the whole firm less the
 * restricted files they are not a member of, and the estates in those files; a beneficiary sees
 * the estates they were given access to, through a projection. Both lists are small, so a scope is
 * kept whole in a pull's state.
 */
export type Scope =
  | { kind: 'firm'; hiddenFiles: string[]; hiddenEstates: string[] }
  | { kind: 'beneficiary'; user: string; organization: string; estates: string[] };

const sorted = (ids: Iterable<string>) => [...new Set(ids)].sort();

/** The scope of this person now, read in the caller's transaction (so it matches the records it reads). */
export async function scopeOf(db: Db, actor: Actor): Promise<Scope> {
  if (actor.role === 'Beneficiary') {
    const rows = await db.query<{ estate_id: string }>(
      `select a.estate_id from estate_access a
       join records r on r.id = a.estate_id and r.organization = a.organization and r.entity = 'estates'
       where a.user_id = $1 and a.organization = $2 and r.deleted_at is null`,
      [actor.userId, actor.organization],
    );
    return {
      kind: 'beneficiary',
      user: actor.userId,
      organization: actor.organization,
      estates: sorted(rows.map((r) => r.estate_id)),
    };
  }
  if (actor.role === 'Admin') return { kind: 'firm', hiddenFiles: [], hiddenEstates: [] };
  // Tombstones count too: a deleted record of a walled file stays out of a non-member's pulls.
  const walled = await db.query<{ id: string; members: unknown }>(
    `select id, data -> 'members' as members from records
     where organization = $1 and entity = 'files' and data ->> 'restricted' = 'true'`,
    [actor.organization],
  );
  const hiddenFiles = sorted(
    walled.filter((f) => !(Array.isArray(f.members) && f.members.includes(actor.userId))).map((f) => f.id),
  );
  if (!hiddenFiles.length) return { kind: 'firm', hiddenFiles: [], hiddenEstates: [] };
  const estates = await db.query<{ id: string }>(
    `select id from records where organization = $1 and entity = 'estates' and data ->> 'file' = any($2::text[])`,
    [actor.organization, hiddenFiles],
  );
  return { kind: 'firm', hiddenFiles, hiddenEstates: sorted(estates.map((e) => e.id)) };
}

/** The estate and the file a record belongs to, from its own fields (a conflict carries its record's). */
export function mattersOf(
  entity: string,
  id: string,
  data: Record<string, unknown>,
): { estate: string | null; file: string | null } {
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
  return {
    estate: entity === 'estates' ? id : text(data.estate),
    file: entity === 'files' ? id : text(data.file),
  };
}

/** Whether the matters a record belongs to are within the scope (for a beneficiary, before the projection's own rules). */
export function inScope(scope: Scope, entity: string, id: string, data: Record<string, unknown>): boolean {
  const { estate, file } = mattersOf(entity, id, data);
  if (scope.kind === 'firm') {
    return !(estate && scope.hiddenEstates.includes(estate)) && !(file && scope.hiddenFiles.includes(file));
  }
  if (entity === 'users') return id === scope.user;
  if (entity === 'organizations') return id === scope.organization;
  return !!estate && scope.estates.includes(estate);
}

/** Whether one of the matters a record used to belong to is within the scope. */
export function formerlyInScope(scope: Scope, former: readonly string[]): boolean {
  if (!former.length) return false;
  if (scope.kind === 'firm')
    return former.some((m) => !scope.hiddenEstates.includes(m) && !scope.hiddenFiles.includes(m));
  return former.some((m) => scope.estates.includes(m));
}

/** Whether this person sees the record (live or not) at all. */
export function sees(scope: Scope, entity: EntityName, id: string, data: Record<string, unknown>): boolean {
  if (!inScope(scope, entity, id, data)) return false;
  if (scope.kind === 'firm') return true;
  if (entity === 'users' || entity === 'organizations') return true;
  return beneficiaryMaySee(entity, data, scope.user);
}

/** The record as this person receives it: whole for the firm, projected for a beneficiary. */
export function shape(scope: Scope, entity: EntityName, record: StoredRecord): StoredRecord {
  if (scope.kind === 'firm') return record;
  return (projectForBeneficiary(entity, record) ?? {}) as StoredRecord;
}

/** `sees` for a stored row. */
export const seesRow = (scope: Scope, row: RecordRow) =>
  sees(scope, row.entity as EntityName, row.id, row.data);

/** The scope of the request's person, read once per request. */
export async function requestScope(
  c: {
    get(key: 'scope'): Scope | undefined;
    get(key: 'actor'): Actor;
    set(key: 'scope', value: Scope): void;
  },
  db: Db,
): Promise<Scope> {
  const known = c.get('scope');
  if (known) return known;
  const scope = await scopeOf(db, c.get('actor'));
  c.set('scope', scope);
  return scope;
}
