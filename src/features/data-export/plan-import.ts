import { referencesIn } from '../../domain/schemas/index.ts';
import {
  EXPORT_ENTITIES,
  type ExportEntity,
  type ExportedContent,
  PEOPLE_FIELDS,
  SERVER_SET_FIELDS,
} from './format.ts';
import type { ReadExport } from './read-export.ts';

export type IdChoice = 'new' | 'keep';

/** One record to write, in order: parents first. */
export interface PlannedRecord {
  entity: ExportEntity;
  id: string;
  fields: Record<string, unknown>;
}

export interface ImportPlan {
  records: PlannedRecord[];
  contents: ExportedContent[];
  /** The export's id of each record, and the id it is imported under (the same with kept ids). */
  ids: Map<string, string>;
  /** References to records neither in the export nor already here: the import would be refused. */
  missing: { entity: ExportEntity; id: string; field: string; target: string }[];
}

/** Replaces every string that is a known id, at any depth (nested references of court accounts too). */
function remap(value: unknown, ids: ReadonlyMap<string, string>): unknown {
  if (typeof value === 'string') return ids.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => remap(item, ids));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, inner]) => [k, remap(inner, ids)]));
  return value;
}

/**
 * The records of one entity with each one another names (a document's later version, which its
 * earlier one names by `replacedBy`) before the record naming it: the server accepts a reference
 * only to a record it already has.
 */
function namedFirst<R extends { _id: string }>(entity: ExportEntity, list: readonly R[]): R[] {
  const byId = new Map(list.map((r) => [r._id, r]));
  const done = new Set<string>();
  const ordered: R[] = [];
  const visit = (r: R) => {
    if (done.has(r._id)) return;
    done.add(r._id);
    for (const ref of referencesIn(entity, r, Object.keys(r)))
      if (ref.target === entity && byId.has(ref.id)) visit(byId.get(ref.id)!);
    ordered.push(r);
  };
  for (const r of list) visit(r);
  return ordered;
}

/**
 * What an import writes (docs/data-export-and-backup.md#import): every record of the export in
 * order, under a new id each when `ids` is 'new' (every reference to it, nested ones included,
 * renamed with it; a statement import's id too), or under its own. Fields that name the source
 * firm's people, and those the server sets, are left out.
 */
export function planImport(
  read: ReadExport,
  options: { ids: IdChoice; newId: () => string; exists?: (id: string) => boolean },
): ImportPlan {
  const ids = new Map<string, string>();
  for (const entity of EXPORT_ENTITIES)
    for (const record of read.records[entity])
      ids.set(record._id, options.ids === 'new' ? options.newId() : record._id);
  if (options.ids === 'new')
    for (const t of read.records.transactions)
      for (const importId of [t.importId, t.matchedImportId])
        if (typeof importId === 'string' && !ids.has(importId)) ids.set(importId, options.newId());
  const records: PlannedRecord[] = [];
  const missing: ImportPlan['missing'] = [];
  const written = new Set(ids.values());
  for (const entity of EXPORT_ENTITIES)
    for (const { _id, ...rest } of namedFirst(entity, read.records[entity])) {
      for (const field of [...(PEOPLE_FIELDS[entity] ?? []), ...(SERVER_SET_FIELDS[entity] ?? [])])
        delete rest[field];
      const fields = remap(rest, ids) as Record<string, unknown>;
      const id = ids.get(_id)!;
      for (const ref of referencesIn(entity, fields, Object.keys(fields)))
        if (!written.has(ref.id) && !options.exists?.(ref.id))
          missing.push({ entity, id, field: ref.field, target: ref.id });
      records.push({ entity, id, fields });
    }
  const contents = [...read.contents.values()].map((c) => ({
    ...c,
    documentId: ids.get(c.documentId) ?? c.documentId,
  }));
  return { records, contents, ids, missing };
}
