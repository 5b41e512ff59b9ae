import { type Db, inOrder } from './db.ts';
import { isUuid, type RecordRow } from './records.ts';

/** A point in a batch that its later writes can be undone to (a savepoint and the rows then). */
export interface BatchMark {
  name: string;
  rows: Map<string, WrittenRow | null>;
  stored: Set<string>;
}

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

/** The last Date written as text: a batch's rows share one `now`, and toISOString per row adds up. */
let lastTime = Number.NaN;
let lastIso = '';
function iso(value: unknown): string | null {
  if (!(value instanceof Date)) return value as string | null;
  if (value.getTime() !== lastTime) {
    lastIso = value.toISOString();
    lastTime = value.getTime();
  }
  return lastIso;
}

/** A column fed from `jsonb_to_recordset`: its name, SQL type, and value in a row. */
interface Column<T> {
  name: string;
  type: string;
  value: (row: T) => unknown;
  /** Sent once as a parameter when every row has the same value (the firm, the writer, the time). */
  shareable?: boolean;
  /** The expression stored, from the value's reference (a default for a missing value). */
  wrap?: (ref: string) => string;
}

/**
 * These rows as `jsonb_to_recordset($1)`: each column's expression, the `from` clause and the
 * parameters. A column whose value every row shares is sent once as a parameter and not declared:
 * each column the JSON's records declare costs per row, used or not (a timestamp or a UUID is
 * parsed every time), and a push's rows usually share their firm, writer and time.
 */
function recordset<T>(rows: readonly T[], columns: readonly Column<T>[]) {
  const params: unknown[] = [null];
  const carried: Column<T>[] = [];
  const expressions = new Map<string, string>();
  for (const column of columns) {
    const first = rows[0] === undefined ? null : column.value(rows[0]);
    let ref = `r.${column.name}`;
    if (column.shareable && rows.every((row) => column.value(row) === first)) {
      params.push(first);
      ref = `$${params.length}::${column.type}`;
    } else {
      carried.push(column);
    }
    expressions.set(column.name, column.wrap ? column.wrap(ref) : ref);
  }
  params[0] = JSON.stringify(
    rows.map((row) => {
      const values: Record<string, unknown> = {};
      for (const column of carried) values[column.name] = column.value(row);
      return values;
    }),
  );
  const declared = carried.map((c) => `${c.name} ${c.type}`).join(', ');
  return { expressions, from: `jsonb_to_recordset($1::jsonb) as r(${declared})`, params };
}

/** A column every push shares in the usual case. */
const common = <T>(name: string, type: string, value: (row: T) => unknown): Column<T> => ({
  name,
  type,
  value,
  shareable: true,
});

/** Moved-out matters: rarely any, so usually one shared null, stored as an empty list. */
const FORMER_MATTERS: Column<WrittenRow> = {
  name: 'former_matters',
  type: 'text[]',
  value: (r) => (r.former_matters?.length ? r.former_matters : null),
  shareable: true,
  wrap: (ref) => `coalesce(${ref}, '{}')`,
};

const RECORD_INSERT: Column<WrittenRow>[] = [
  { name: 'id', type: 'uuid', value: (r) => r.id },
  common('organization', 'uuid', (r) => r.organization),
  common('entity', 'text', (r) => r.entity),
  { name: 'version', type: 'bigint', value: (r) => r.version },
  { name: 'data', type: 'jsonb', value: (r) => r.data },
  common('created_at', 'timestamptz', (r) => iso(r.created_at)),
  common('updated_at', 'timestamptz', (r) => iso(r.updated_at)),
  common('deleted_at', 'timestamptz', (r) => iso(r.deleted_at ?? null)),
  common('created_by', 'uuid', (r) => r.created_by),
  common('updated_by', 'uuid', (r) => r.updated_by),
  FORMER_MATTERS,
];

const RECORD_UPDATE: Column<WrittenRow>[] = [
  { name: 'id', type: 'uuid', value: (r) => r.id },
  { name: 'version', type: 'bigint', value: (r) => r.version },
  { name: 'data', type: 'jsonb', value: (r) => r.data },
  common('updated_at', 'timestamptz', (r) => iso(r.updated_at)),
  common('deleted_at', 'timestamptz', (r) => iso(r.deleted_at ?? null)),
  common('updated_by', 'uuid', (r) => r.updated_by),
  FORMER_MATTERS,
];

const HISTORY_INSERT: Column<HistoryRow>[] = [
  common('organization', 'uuid', (h) => h.organization),
  common('entity', 'text', (h) => h.entity),
  { name: 'record_id', type: 'uuid', value: (h) => h.record_id },
  { name: 'version', type: 'bigint', value: (h) => h.version },
  common('user_id', 'uuid', (h) => h.user_id),
  common('at', 'timestamptz', (h) => iso(h.at)),
  common('op', 'text', (h) => h.op),
  { name: 'changes', type: 'jsonb', value: (h) => h.changes },
  common('mutation_id', 'text', (h) => h.mutation_id),
  common('client_id', 'uuid', (h) => h.client_id),
];

/** `insert into table (columns) select … from jsonb_to_recordset(…)` for these rows. */
function insertStatement<T>(table: string, rows: readonly T[], columns: readonly Column<T>[]) {
  const { expressions, from, params } = recordset(rows, columns);
  const names = columns.map((c) => c.name);
  return {
    sql: `insert into ${table} (${names.join(', ')}) select ${names.map((n) => expressions.get(n)).join(', ')} from ${from}`,
    params,
  };
}

/**
 * The records a run of writes reads and writes, in one transaction (docs/architecture.md#push).
 * A sync push of 1,000 mutations would otherwise cost three statements each (read the row, write it,
 * write its history), and a statement's round trip, not the work in it, is most of a write's cost.
 * So the rows the writes name are read together first, each write reads and changes them here,
 * and the changed rows and their history go to the database in two statements at the end.
 *
 * Whoever reads the database directly in between (a scope, a record's history, the firm's Admins)
 * calls `flush` first, so the database always answers as if every write had gone straight in.
 */
export class WriteBatch {
  /** Rows read or written so far; null for an id known to have no row. */
  private rows = new Map<string, WrittenRow | null>();
  private readonly dirty = new Map<string, WrittenRow>();
  /** Ids whose row is in the database (read from it, or stored by an earlier flush). */
  private stored = new Set<string>();
  private history: HistoryRow[] = [];
  /** Statements sent and not yet waited for. */
  private sending: Promise<void>[] = [];
  /** The first sent statement that failed: what a later read in the aborted transaction reports. */
  private failure: unknown;
  /**
   * Set by a write that can change what its writer sees (a file's wall or members, an estate's
   * file): a caller holding the writer's scope reads it again (server/routes/sync.ts).
   */
  scopeChanged = false;

  private readonly tx: Db;

  constructor(tx: Db) {
    // Its statements may be sent without waiting (send), so they must go in order.
    this.tx = inOrder(tx);
  }

  /**
   * Reads, and locks, the rows of these ids that are not known yet, in one statement, in id order
   * (so two transactions locking overlapping sets cannot deadlock). Ids that are not UUIDs name no row.
   */
  async load(ids: Iterable<string>): Promise<void> {
    const wanted = [...new Set(ids)].filter((id) => !this.rows.has(id) && isUuid(id));
    for (const id of ids) if (!isUuid(id)) this.rows.set(id, null);
    if (!wanted.length) return;
    const found = await this.tx
      .query<WrittenRow>('select * from records where id = any($1::uuid[]) order by id for update', [wanted])
      .catch((error: unknown) => {
        throw this.failure ?? error;
      });
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
    // Spelled out: an object rest (`...rest`) costs more than the rest of a create.
    return this.put({
      id: row.id,
      organization: row.organization,
      entity: row.entity,
      version: row.version,
      data: row.data,
      created_at: row.at,
      updated_at: row.at,
      deleted_at: null,
      created_by: row.by,
      updated_by: row.by,
      former_matters: [],
    });
  }

  addHistory(row: HistoryRow): void {
    this.history.push(row);
  }

  /**
   * Sends what was written since the last send to the database, without waiting: the rows in one
   * statement, their history in another (`flush` waits for them).
   */
  send(): void {
    if (this.dirty.size) {
      const all = [...this.dirty.values()];
      this.dirty.clear();
      // Rows read from the database (or stored by an earlier send) are updated; new ones inserted:
      // most rows of a push are new, and a plain insert of them costs less than an upsert.
      const fresh = all.filter((r) => !this.stored.has(r.id));
      const changed = all.filter((r) => this.stored.has(r.id));
      for (const r of all) this.stored.add(r.id);
      if (fresh.length) {
        const { sql, params } = insertStatement('records', fresh, RECORD_INSERT);
        this.issue(sql, params);
      }
      if (changed.length) {
        const { expressions, from, params } = recordset(changed, RECORD_UPDATE);
        const sets = RECORD_UPDATE.filter((c) => c.name !== 'id').map(
          (c) => `${c.name} = ${expressions.get(c.name)}`,
        );
        this.issue(`update records set ${sets.join(', ')} from ${from} where records.id = r.id`, params);
      }
    }
    if (this.history.length) {
      const { sql, params } = insertStatement('history', this.history, HISTORY_INSERT);
      this.history = [];
      this.issue(sql, params);
    }
  }

  /**
   * Starts a statement without waiting for it (the batch's own, or another write of the caller's
   * that nothing reads before the next `flush`). The batch's statements run one at a time in the
   * order they were started, so whatever it reads after it sees its writes; its failure is thrown
   * by the next `flush` (and aborts the transaction meanwhile).
   */
  issue(sql: string, params: unknown[]): void {
    const done = this.tx.query(sql, params).then(() => undefined);
    // Handled here so a failure is never unhandled; `flush` still throws it.
    done.catch((error: unknown) => {
      this.failure ??= error;
    });
    this.sending.push(done);
  }

  /**
   * Stores what was written so far and opens a savepoint: a named action's writes after it can be
   * undone whole with `rollback` (server/store/mutate.ts), the batch's earlier writes kept.
   */
  async mark(name: string): Promise<BatchMark> {
    await this.flush();
    await this.tx.query(`savepoint ${name}`);
    return { name, rows: new Map(this.rows), stored: new Set(this.stored) };
  }

  /** Undoes every write since the mark, in the database and here. */
  async rollback(mark: BatchMark): Promise<void> {
    this.dirty.clear();
    this.history = [];
    // Statements already sent finish first, so the rollback undoes them too.
    await this.flush();
    await this.tx.query(`rollback to savepoint ${mark.name}`);
    await this.tx.query(`release savepoint ${mark.name}`);
    this.rows = new Map(mark.rows);
    this.stored = new Set(mark.stored);
  }

  /** Keeps the writes since the mark (they are stored with the batch's others). */
  release(mark: BatchMark): void {
    this.issue(`release savepoint ${mark.name}`, []);
  }

  /** Stores what was written since the last flush, and waits until the database holds it. */
  async flush(): Promise<void> {
    this.send();
    const sending = this.sending;
    this.sending = [];
    // Every statement finished before a failure is thrown: the caller's ROLLBACK must come after
    // them, or one still waiting would run outside the transaction.
    const outcomes = await Promise.allSettled(sending);
    const failed = outcomes.find((o) => o.status === 'rejected');
    if (failed) throw this.failure ?? failed.reason;
  }
}
