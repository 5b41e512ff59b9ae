import { type Db, inOrder } from './db.ts';
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

/**
 * The value of a column that every row has (the firm, the writer, the time, usually the same for a
 * whole batch): the first row's, sent once as a parameter, so rows carry it only where theirs
 * differs. A value read out of the JSON costs more than its share of the insert (a timestamp or a
 * UUID is parsed per row), and the JSON cannot tell a left-out value from a null, so a column with
 * a null anywhere has no shared value.
 */
function shared<T>(rows: readonly T[], value: (row: T) => string | null): string | null {
  const first = rows[0] ? value(rows[0]) : null;
  return first !== null && rows.every((r) => value(r) !== null) ? first : null;
}

/** The value every row has in this column, or null when they differ (or one is null). */
function same<T>(rows: readonly T[], value: (row: T) => string | null): string | null {
  const first = rows[0] ? value(rows[0]) : null;
  return first !== null && rows.every((r) => value(r) === first) ? first : null;
}

/** The row's own values of these columns: those that are not the shared one (nor null). */
function own(values: Record<string, string | null>, common: Record<string, string | null>) {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values))
    if (value !== null && value !== common[key]) out[key] = value;
  return out;
}

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
  /** Statements sent and not yet waited for. */
  private sending: Promise<void>[] = [];
  /** The first sent statement that failed: what a later read in the aborted transaction reports. */
  private failure: unknown;

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
      // Most rows of a push are new: a plain insert of them costs less than an upsert.
      const fresh = all.filter((r) => !this.stored.has(r.id));
      const changed = all.filter((r) => this.stored.has(r.id));
      for (const r of all) this.stored.add(r.id);
      if (fresh.length) {
        const common = {
          organization: shared(fresh, (r) => r.organization),
          created_at: shared(fresh, (r) => iso(r.created_at)),
          updated_at: shared(fresh, (r) => iso(r.updated_at)),
          created_by: shared(fresh, (r) => r.created_by),
          updated_by: shared(fresh, (r) => r.updated_by),
        };
        const organization = same(fresh, (r) => r.organization);
        const at = same(fresh, (r) => iso(r.created_at));
        const by = same(fresh, (r) => r.created_by);
        if (
          organization !== null &&
          at !== null &&
          by !== null &&
          fresh.every(
            (r) =>
              iso(r.updated_at) === at && r.updated_by === by && !r.deleted_at && !r.former_matters?.length,
          )
        ) {
          // The usual push: rows made by one writer at one time, none deleted or moved. Each
          // column the JSON's records declare costs per row, used or not, so these declare four.
          this.issue(
            `insert into records (id, organization, entity, version, data, created_at, updated_at, created_by, updated_by)
             select r.id, $2, r.entity, r.version, r.data, $3, $3, $4, $4
             from jsonb_to_recordset($1::jsonb) as r(id uuid, entity text, version bigint, data jsonb)`,
            [
              JSON.stringify(
                fresh.map((r) => ({ id: r.id, entity: r.entity, version: r.version, data: r.data })),
              ),
              organization,
              at,
              by,
            ],
          );
        } else {
          const rows = fresh.map((r) => ({
            id: r.id,
            entity: r.entity,
            version: r.version,
            data: r.data,
            ...own(
              {
                organization: r.organization,
                created_at: iso(r.created_at),
                updated_at: iso(r.updated_at),
                deleted_at: iso(r.deleted_at ?? null),
                created_by: r.created_by,
                updated_by: r.updated_by,
              },
              common,
            ),
            ...(r.former_matters?.length ? { former_matters: r.former_matters } : {}),
          }));
          this.issue(
            `insert into records (id, organization, entity, version, data, created_at, updated_at, deleted_at,
             created_by, updated_by, former_matters)
           select r.id, coalesce(r.organization, $2), r.entity, r.version, r.data, coalesce(r.created_at, $3),
             coalesce(r.updated_at, $4), r.deleted_at, coalesce(r.created_by, $5), coalesce(r.updated_by, $6),
             coalesce(r.former_matters, '{}')
           from jsonb_to_recordset($1::jsonb) as r(id uuid, organization uuid, entity text, version bigint,
             data jsonb, created_at timestamptz, updated_at timestamptz, deleted_at timestamptz,
             created_by uuid, updated_by uuid, former_matters text[])`,
            [
              JSON.stringify(rows),
              common.organization,
              common.created_at,
              common.updated_at,
              common.created_by,
              common.updated_by,
            ],
          );
        }
      }
      if (changed.length) {
        const common = {
          updated_at: shared(changed, (r) => iso(r.updated_at)),
          updated_by: shared(changed, (r) => r.updated_by),
        };
        const rows = changed.map((r) => ({
          id: r.id,
          version: r.version,
          data: r.data,
          former_matters: r.former_matters ?? [],
          ...own(
            {
              updated_at: iso(r.updated_at),
              deleted_at: iso(r.deleted_at ?? null),
              updated_by: r.updated_by,
            },
            common,
          ),
        }));
        this.issue(
          `update records set data = r.data, version = r.version, updated_at = coalesce(r.updated_at, $2),
             deleted_at = r.deleted_at, updated_by = coalesce(r.updated_by, $3), former_matters = r.former_matters
           from jsonb_to_recordset($1::jsonb) as r(id uuid, version bigint, data jsonb, updated_at timestamptz,
             deleted_at timestamptz, updated_by uuid, former_matters text[])
           where records.id = r.id`,
          [JSON.stringify(rows), common.updated_at, common.updated_by],
        );
      }
    }
    if (this.history.length) {
      const history = this.history;
      this.history = [];
      const common = {
        organization: shared(history, (h) => h.organization),
        user_id: shared(history, (h) => h.user_id),
        at: shared(history, (h) => iso(h.at)),
        client_id: shared(history, (h) => h.client_id),
      };
      const organization = same(history, (h) => h.organization);
      const user = same(history, (h) => h.user_id);
      const at = same(history, (h) => iso(h.at));
      const client = history[0]!.client_id;
      if (
        organization !== null &&
        user !== null &&
        at !== null &&
        history.every((h) => h.client_id === client)
      ) {
        // The usual push: one writer, one time, one client; six columns declared, as for the rows.
        this.issue(
          `insert into history (organization, entity, record_id, version, user_id, at, op, changes, mutation_id, client_id)
           select $2, h.entity, h.record_id, h.version, $3, $4, h.op, h.changes, h.mutation_id, $5
           from jsonb_to_recordset($1::jsonb) as h(entity text, record_id uuid, version bigint, op text,
             changes jsonb, mutation_id text)`,
          [
            JSON.stringify(
              history.map((h) => ({
                entity: h.entity,
                record_id: h.record_id,
                version: h.version,
                op: h.op,
                changes: h.changes,
                mutation_id: h.mutation_id,
              })),
            ),
            organization,
            user,
            at,
            client,
          ],
        );
      } else {
        const rows = history.map((h) => ({
          entity: h.entity,
          record_id: h.record_id,
          version: h.version,
          op: h.op,
          changes: h.changes,
          ...own(
            {
              organization: h.organization,
              user_id: h.user_id,
              at: h.at.toISOString(),
              mutation_id: h.mutation_id,
              client_id: h.client_id,
            },
            common,
          ),
        }));
        this.issue(
          `insert into history (organization, entity, record_id, version, user_id, at, op, changes, mutation_id, client_id)
         select coalesce(h.organization, $2), h.entity, h.record_id, h.version, coalesce(h.user_id, $3),
           coalesce(h.at, $4), h.op, h.changes, h.mutation_id, coalesce(h.client_id, $5)
         from jsonb_to_recordset($1::jsonb) as h(organization uuid, entity text, record_id uuid, version bigint,
           user_id uuid, at timestamptz, op text, changes jsonb, mutation_id text, client_id uuid)`,
          [JSON.stringify(rows), common.organization, common.user_id, common.at, common.client_id],
        );
      }
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
