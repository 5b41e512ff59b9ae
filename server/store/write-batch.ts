import type { Db } from './db.ts';
import { isUuid, type RecordRow } from './records.ts';

/** A history row waiting to be written (the columns of `history`). */
export interface HistoryRow {
  organization: string;
  entity: string;
  record_id: string;
  version: number;
  user_id: string;
  at: Date;
  op: string;
  changes: unknown;
  mutation_id: string | null;
  client_id: string | null;
}

/** A record row as written: the row the API reads, and who created and last changed it. */
export type WrittenRow = RecordRow & { created_by: string; updated_by: string };

/**
 * The ids a patch may refer to (its string fields and lists of strings that are UUIDs), to read
 * their rows with the written ones. A reference missed here is read when it is checked.
 */
export function idsIn(patch: unknown): string[] {
  if (!patch || typeof patch !== 'object') return [];
  return Object.values(patch).flatMap((value) =>
    Array.isArray(value) ? value.filter(isUuid) : isUuid(value) ? [value] : [],
  );
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** A row's columns as JSON, for jsonb_to_recordset. */
const columns = (r: WrittenRow) => ({
  id: r.id,
  organization: r.organization,
  entity: r.entity,
  version: r.version,
  data: r.data,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
  deleted_at: iso(r.deleted_at ?? null),
  created_by: r.created_by,
  updated_by: r.updated_by,
  former_matters: r.former_matters ?? [],
});

/**
 * The records a run of writes reads and writes, in one transaction (docs/architecture.md#push).
 * A sync push of 500 mutations would otherwise cost three statements each (read the row, write it,
 * write its history), and a statement's round trip, not the work in it, is most of a write's cost.
 * So the rows the writes name are read together first, each write reads and changes them here,
 * and the changed rows and their history go to the database in two statements at the end.
 *
 * Whoever reads the database directly in between (a scope, a record's history, the firm's Admins)
 * calls `flush` first, so the database always answers as if every write had gone straight in.
 */
export class WriteBatch {
  /** Rows read or written so far; null for an id known to have no row. */
  private readonly rows = new Map<string, WrittenRow | null>();
  private readonly dirty = new Map<string, WrittenRow>();
  /** Ids whose row is in the database (read from it, or stored by an earlier flush). */
  private readonly stored = new Set<string>();
  private history: HistoryRow[] = [];

  constructor(private readonly tx: Db) {}

  /**
   * Reads, and locks, the rows of these ids that are not known yet, in one statement, in id order
   * (so two transactions locking overlapping sets cannot deadlock). Ids that are not UUIDs name no row.
   */
  async load(ids: Iterable<string>): Promise<void> {
    const wanted = [...new Set(ids)].filter((id) => !this.rows.has(id) && isUuid(id));
    for (const id of ids) if (!isUuid(id)) this.rows.set(id, null);
    if (!wanted.length) return;
    const found = await this.tx.query<WrittenRow>(
      'select * from records where id = any($1::uuid[]) order by id for update',
      [wanted],
    );
    for (const id of wanted) this.rows.set(id, null);
    for (const row of found) {
      this.rows.set(row.id, row);
      this.stored.add(row.id);
    }
  }

  /** The row of this id as the writes so far left it, or undefined. */
  async row(id: string): Promise<WrittenRow | undefined> {
    if (!this.rows.has(id)) await this.load([id]);
    return this.rows.get(id) ?? undefined;
  }

  /** Writes a whole row (new, changed, deleted or restored); read back at once, stored at `flush`. */
  put(row: WrittenRow): WrittenRow {
    this.rows.set(row.id, row);
    this.dirty.set(row.id, row);
    return row;
  }

  /** Writes a new row, created now by `by`. */
  insert(row: {
    id: string;
    organization: string;
    entity: string;
    version: number;
    data: Record<string, unknown>;
    at: Date;
    by: string;
  }): WrittenRow {
    const { at, by, ...rest } = row;
    return this.put({
      ...rest,
      created_at: at,
      updated_at: at,
      deleted_at: null,
      created_by: by,
      updated_by: by,
      former_matters: [],
    });
  }

  addHistory(row: HistoryRow): void {
    this.history.push(row);
  }

  /** Stores what was written since the last flush: the rows in one statement, their history in another. */
  async flush(): Promise<void> {
    if (this.dirty.size) {
      const all = [...this.dirty.values()];
      this.dirty.clear();
      // Most rows of a push are new: a plain insert of them costs less than an upsert.
      const fresh = all.filter((r) => !this.stored.has(r.id));
      const changed = all.filter((r) => this.stored.has(r.id));
      for (const r of all) this.stored.add(r.id);
      if (fresh.length) {
        await this.tx.query(
          `insert into records (id, organization, entity, version, data, created_at, updated_at, deleted_at,
             created_by, updated_by, former_matters)
           select r.id, r.organization, r.entity, r.version, r.data, r.created_at, r.updated_at, r.deleted_at,
             r.created_by, r.updated_by, r.former_matters
           from jsonb_to_recordset($1::jsonb) as r(id uuid, organization uuid, entity text, version bigint,
             data jsonb, created_at timestamptz, updated_at timestamptz, deleted_at timestamptz,
             created_by uuid, updated_by uuid, former_matters text[])`,
          [JSON.stringify(fresh.map(columns))],
        );
      }
      if (changed.length) {
        await this.tx.query(
          `update records set data = r.data, version = r.version, updated_at = r.updated_at,
             deleted_at = r.deleted_at, updated_by = r.updated_by, former_matters = r.former_matters
           from jsonb_to_recordset($1::jsonb) as r(id uuid, version bigint, data jsonb, updated_at timestamptz,
             deleted_at timestamptz, updated_by uuid, former_matters text[])
           where records.id = r.id`,
          [JSON.stringify(changed.map(columns))],
        );
      }
    }
    if (this.history.length) {
      const rows = this.history.map((h) => ({ ...h, at: h.at.toISOString() }));
      this.history = [];
      await this.tx.query(
        `insert into history (organization, entity, record_id, version, user_id, at, op, changes, mutation_id, client_id)
         select h.organization, h.entity, h.record_id, h.version, h.user_id, h.at, h.op, h.changes,
           h.mutation_id, h.client_id
         from jsonb_to_recordset($1::jsonb) as h(organization uuid, entity text, record_id uuid, version bigint,
           user_id uuid, at timestamptz, op text, changes jsonb, mutation_id text, client_id uuid)`,
        [JSON.stringify(rows)],
      );
    }
  }
}
