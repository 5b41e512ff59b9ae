import { uuidv7 } from '../domain/ids.ts';
import type {
  Change,
  MutationResult,
  PushMutation,
  PushResponse,
  RecordRequest,
} from '../domain/schemas/index.ts';
// The engine loads the sync schemas already (MAX_PUSH_BATCH): this adds nothing to a bundle.
import { MAX_RECORDS_READ } from '../domain/schemas/sync.ts';
import type { LocalDb } from '../store/db.ts';
import { getClientId, setMeta } from '../store/meta.ts';
import type { OutboxRow } from '../store/types.ts';
import { applyServerChanges, syncedTables } from './apply-server.ts';
import { dataOf, type SyncHttp } from './http.ts';
import { auth, DONE, messageOf, network, type Progress, type StepOutcome, serverTrouble } from './outcome.ts';

export interface PushContext {
  db: LocalDb;
  http: SyncHttp;
  batchSize: number;
  now: () => Date;
  onProgress?: (p: Progress) => void;
}

const toMutation = (row: OutboxRow): PushMutation =>
  row.mutator
    ? {
        seq: row.seq,
        mutationId: row.mutationId,
        name: row.mutator.name,
        args: row.mutator.args,
        bases: row.mutator.bases,
      }
    : {
        seq: row.seq,
        mutationId: row.mutationId,
        entity: row.entity,
        entityId: row.entityId,
        op: row.op,
        ...(row.patch ? { patch: row.patch } : {}),
        ...(row.baseVersion !== undefined ? { baseVersion: row.baseVersion } : {}),
      };

/**
 * Starts a new sync identity and renumbers the outbox from 1 (the server has lost track of this
 * client, or it belongs to another user). Ascending order keeps the unique seq index happy.
 */
export async function renumberOutbox(db: LocalDb): Promise<void> {
  await db.transaction('rw', db.outbox, db.meta, async () => {
    const rows = await db.outbox.orderBy('seq').toArray();
    let seq = 0;
    for (const row of rows) {
      seq += 1;
      if (row.seq !== seq) await db.outbox.update(row.id!, { seq });
    }
    await setMeta(db, 'clientId', uuidv7());
    await setMeta(db, 'lastSeqIssued', seq);
  });
}

/** Replays the outbox in batches until it is empty (docs/architecture.md#push). */
export async function pushOutbox(ctx: PushContext): Promise<StepOutcome> {
  const { db, http } = ctx;
  let batchSize = ctx.batchSize;
  let done = 0;
  let renumbered = false;
  for (;;) {
    // In key order, which is seq order: a row's id and seq are both given out in ascending order in
    // the transaction that adds it (store/repos.ts), and renumbering keeps the order. Reading the
    // table in key order costs about half of walking the seq index and fetching each row.
    const rows = await db.outbox.limit(batchSize).toArray();
    if (!rows.length) return DONE;
    // Counted only when there is something to push: at sign-in every read before the first pull
    // request waits its turn behind the screen being drawn (docs/architecture.md#performance-budgets).
    const total = done + (await db.outbox.count());
    ctx.onProgress?.({ phase: 'push', done, total });
    const clientId = await getClientId(db);
    let res: Awaited<ReturnType<SyncHttp['push']>>;
    try {
      res = await http.push({ clientId, mutations: rows.map(toMutation) });
    } catch (error) {
      await noteFailure(db, rows, error instanceof Error ? error.message : String(error));
      return network(error instanceof Error ? error.message : 'Network unavailable');
    }
    if (res.status === 401) return auth(res.body);
    if (res.status >= 500 || res.status === 429 || res.status === 0) {
      const trouble = serverTrouble(res);
      await noteFailure(
        db,
        rows,
        trouble.kind === 'network' ? trouble.message : `Server error ${res.status}`,
      );
      return trouble;
    }
    if (res.status === 409 || res.status === 403) {
      // A gap, or a client id that is not ours: start a fresh numbering once, then try again.
      if (renumbered) return network(messageOf(res.body, 'The server refused this device’s changes'));
      await renumberOutbox(db);
      renumbered = true;
      continue;
    }
    if (res.status === 413 && batchSize > 1) {
      batchSize = Math.max(1, Math.floor(batchSize / 2));
      continue;
    }
    if (res.status !== 200) {
      // The server cannot read the first change at all: set it aside so the rest can go.
      const first = rows[0]!;
      await rejectLocally(ctx, first, messageOf(res.body, `Refused by the server (${res.status})`));
      continue;
    }
    const data = dataOf(res);
    if (!rows.some((r) => r.seq <= data.lastSeq)) {
      // An answer that settles nothing would loop forever; treat it as a server fault and back off.
      return network('The server did not accept the changes; will retry');
    }
    await settle(ctx, rows, data);
    done += rows.filter((r) => r.seq <= data.lastSeq).length;
    ctx.onProgress?.({ phase: 'push', done, total });
  }
}

async function noteFailure(db: LocalDb, rows: OutboxRow[], message: string) {
  await db.transaction('rw', db.outbox, async () => {
    for (const row of rows)
      await db.outbox.update(row.id!, { attempts: row.attempts + 1, lastError: message });
  });
}

/**
 * Drops what the server holds; moves rejections to the needs-attention list and undoes them locally.
 * One bulk write per table: a batch of 1,000 answers settled row by row cost more than its HTTP request.
 */
async function settle(ctx: PushContext, rows: OutboxRow[], data: PushResponse) {
  const { db } = ctx;
  const bySeq = new Map<number, MutationResult>(data.results.map((r) => [r.seq, r]));
  const settled = rows.filter((row) => row.seq <= data.lastSeq);
  const at = ctx.now().toISOString();
  const rejected = settled.flatMap((row) => {
    const result = bySeq.get(row.seq);
    if (result?.status !== 'rejected') return [];
    return [
      {
        mutationId: row.mutationId,
        entity: row.entity,
        entityId: row.entityId,
        op: row.op,
        ...(row.patch ? { patch: row.patch } : {}),
        ...actionOf(row),
        reason: result.reason ?? 'Rejected by the server',
        ...(result.errors ? { errors: result.errors } : {}),
        at,
      },
    ];
  });
  await db.transaction('rw', db.outbox, db.rejected, async () => {
    if (rejected.length) await db.rejected.bulkAdd(rejected);
    const ids = settled.map((row) => row.id!);
    const low = Math.min(...ids);
    const high = Math.max(...ids);
    // The usual batch holds every id from low to high (ids are unique and only grow), so that
    // range is exactly these rows: one range delete costs about half of one delete per key. When
    // the outbox holds nothing else (nothing was queued while the batch was out, the usual case
    // too), emptying the table is one step where a range delete removes row by row: a tenth of
    // the time in the Node engine the tests and benchmarks run.
    if (high - low + 1 === ids.length) {
      const whole =
        (await db.outbox.count()) === ids.length &&
        (await db.outbox.toCollection().firstKey()) === low &&
        (await db.outbox.toCollection().lastKey()) === high;
      if (whole) await db.outbox.clear();
      else await db.outbox.where(':id').between(low, high, true, true).delete();
    } else await db.outbox.bulkDelete(ids);
  });
  await restoreRejected(ctx);
}

/** A refused action keeps its mutator, to run again on a retry, and its writes, to undo them all. */
const actionOf = (row: OutboxRow) =>
  row.mutator ? { mutator: row.mutator, ...(row.writes ? { writes: row.writes } : {}) } : {};

async function rejectLocally(ctx: PushContext, row: OutboxRow, reason: string) {
  await ctx.db.transaction('rw', ctx.db.outbox, ctx.db.rejected, async () => {
    await ctx.db.rejected.add({
      mutationId: row.mutationId,
      entity: row.entity,
      entityId: row.entityId,
      op: row.op,
      ...(row.patch ? { patch: row.patch } : {}),
      ...actionOf(row),
      reason,
      at: ctx.now().toISOString(),
    });
    await ctx.db.outbox.delete(row.id!);
  });
  await restoreRejected(ctx);
}

/**
 * After a rejection the local record must show the server's truth again (plus other pending
 * edits). Kept as a flag on the rejected row, so a restore cut short by the network is retried.
 * Every record the waiting rows wrote is read back in one request (a refused import of 10,000
 * records costs one, not 10,000), or one per MAX_RECORDS_READ when there are more.
 */
export async function restoreRejected(ctx: Pick<PushContext, 'db' | 'http'>): Promise<void> {
  const { db } = ctx;
  const waiting = (await db.rejected.toArray()).filter((r) => !r.restored);
  if (!waiting.length) return;
  const organization = (await db.session.get('current'))?.user.organization._id ?? '';
  // A refused action puts back every record it wrote; a refused change, its one record.
  const wanted = new Map<string, RecordRequest>();
  for (const row of waiting) {
    const records = row.writes?.length ? row.writes : [{ entity: row.entity, id: row.entityId }];
    for (const { entity, id } of records) wanted.set(`${entity}/${id}`, { entity, id });
  }
  const asked = [...wanted.values()];
  const changes: Change[] = [];
  for (let start = 0; start < asked.length; start += MAX_RECORDS_READ) {
    const records = asked.slice(start, start + MAX_RECORDS_READ);
    let res: Awaited<ReturnType<SyncHttp['records']>>;
    try {
      res = await ctx.http.records({ records });
    } catch {
      return;
    }
    if (res.status !== 200) return;
    const found = dataOf(res);
    records.forEach(({ entity, id }, i) => {
      changes.push(found[i] ?? { entity, id, version: 0, deleted: true, data: null });
    });
  }
  await db.transaction('rw', [...syncedTables(db), db.outbox, db.rejected], async () => {
    await applyServerChanges(db, changes, organization);
    for (const row of waiting) await db.rejected.update(row.id!, { restored: true });
  });
}
