import type { Change, EntityName } from '../domain/schemas/index.ts';
import type { LocalDb } from '../store/db.ts';
import { SYNCED_TABLES } from '../store/db.ts';
import { overlayPending } from '../store/overlay.ts';
import type { LocalRecord, OutboxRow } from '../store/types.ts';

/**
 * Writes server records into the local tables and puts still-pending local changes back on top.
 * Runs inside the caller's Dexie transaction (which must include the synced tables and the outbox).
 */
export async function applyServerChanges(
  db: LocalDb,
  changes: Change[],
  organization: string,
): Promise<void> {
  if (!changes.length) return;
  const ids = [...new Set(changes.map((c) => c.id))];
  // A change of one record names it; a named action names every record it wrote (its touches),
  // and each of its writes is put back on top like a change of that record.
  const single = (await db.outbox.where('entityId').anyOf(ids).toArray()).filter((row) => !row.mutator);
  const actions = await db.outbox.where('touches').anyOf(ids).distinct().toArray();
  // An action's row names the fields it wrote; their values are the local record's, which holds
  // the latest pending value of each (a later pending change of the same field is on top anyway).
  // Only the writes of records in this page matter: a 10,000-line import reads what it must.
  const pulled = new Set(ids);
  const touched = actions.flatMap((row) => (row.writes ?? []).filter((w) => pulled.has(w.id)));
  const local = new Map<string, LocalRecord>();
  for (const w of touched) {
    if (w.patch || !w.fields?.length || local.has(w.id)) continue;
    const record = await db.table_(w.entity).get(w.id);
    if (record) local.set(w.id, record);
  }
  const valuesOf = (id: string, fields: string[]) => {
    const record = local.get(id);
    return record ? Object.fromEntries(fields.filter((f) => f in record).map((f) => [f, record[f]])) : {};
  };
  const pending: OutboxRow[] = [
    ...single,
    ...actions.flatMap((row) =>
      (row.writes ?? [])
        .filter((w) => pulled.has(w.id))
        .map((w) => {
          const patch = w.patch ?? (w.fields ? valuesOf(w.id, w.fields) : undefined);
          return { ...row, entity: w.entity, entityId: w.id, op: w.op, ...(patch ? { patch } : {}) };
        }),
    ),
  ];
  const pendingById = new Map<string, OutboxRow[]>();
  for (const row of pending.sort((a, b) => a.seq - b.seq)) pushTo(pendingById, row.entityId, row);
  // Within a page a record appears once (the server keeps only its latest version), but be safe.
  const latest = new Map<string, Change>();
  for (const change of changes) latest.set(`${change.entity}:${change.id}`, change);
  const puts = new Map<EntityName, LocalRecord[]>();
  const deletes = new Map<EntityName, string[]>();
  for (const change of latest.values()) {
    if (!SYNCED_TABLES.includes(change.entity)) continue;
    const server = change.deleted || !change.data ? undefined : (change.data as LocalRecord);
    const rows = pendingById.get(change.id);
    const record = rows ? overlayPending(server, rows, organization) : server;
    if (record) pushTo(puts, change.entity, record);
    else pushTo(deletes, change.entity, change.id);
  }
  for (const [entity, records] of puts) await db.table_(entity).bulkPut(records);
  for (const [entity, keys] of deletes) await db.table_(entity).bulkDelete(keys);
}

/** Appends in place: a page holds up to 5,000 records, and copying the list for each is quadratic. */
function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export const syncedTables = (db: LocalDb) => SYNCED_TABLES.map((t) => db.table_(t));
