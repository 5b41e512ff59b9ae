import * as v from 'valibot';
import { ENTITY_NAMES } from './entities/index.ts';

/**
 * Mutations per push request, and the batch the client sends: a day offline replays in a few
 * requests. Each request costs a round trip, a sign-in check, the sync client's and the clock's
 * locks and a transaction; at 1,000 rather than 500 a push of 1,000 took about a seventh less
 * time on PostgreSQL (docs/architecture.md#push).
 */
export const MAX_PUSH_BATCH = 1000;
/**
 * The largest push request the server reads, in bytes (16 MiB): an action must fit in one on its
 * own, so the device refuses a larger one before it is queued (src/store/mutate.ts) rather than
 * queue a row that could never be sent. The margin leaves room for the request's envelope.
 */
export const MAX_PUSH_BYTES = 16 * 1024 * 1024;
export const MAX_ACTION_BYTES = MAX_PUSH_BYTES - 64 * 1024;
export const DEFAULT_PULL_LIMIT = 1000;
export const MAX_PULL_LIMIT = 5000;

const ClientId = v.pipe(v.string('clientId is required'), v.uuid('clientId must be a UUID'));
const Seq = v.pipe(v.number(), v.safeInteger(), v.minValue(1, 'seq starts at 1'));

/**
 * The sync protocol's version (docs/architecture.md#sync-protocol). 2 added named actions
 * (MutatorMutation); a push of version 1, one change per record, is still applied as it was.
 */
export const SYNC_PROTOCOL_VERSION = 2;

const MutationId = v.pipe(v.string(), v.minLength(1), v.maxLength(100));

/** One change on the wire (docs/architecture.md#sync-protocol): `patch` is the whole record for create, changed fields for update. */
export const Mutation = v.object({
  seq: Seq,
  mutationId: MutationId,
  entity: v.picklist(ENTITY_NAMES, 'Unknown entity'),
  entityId: v.pipe(v.string(), v.uuid('entityId must be a UUID')),
  op: v.picklist(['create', 'update', 'delete'], 'op must be create, update or delete'),
  patch: v.optional(v.record(v.string(), v.unknown())),
  baseVersion: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
});
export type Mutation = v.InferOutput<typeof Mutation>;

/**
 * A named action (docs/architecture.md#mutators): the server runs the mutator of that name with
 * these arguments and applies all of its writes or none. `bases` holds the version each record it
 * wrote had on the device; a record the device never saw counts as seen at version 0.
 */
export const MutatorMutation = v.object({
  seq: Seq,
  mutationId: MutationId,
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  args: v.unknown(),
  bases: v.optional(
    v.record(v.pipe(v.string(), v.uuid()), v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
    {},
  ),
});
export type MutatorMutation = v.InferOutput<typeof MutatorMutation>;

/**
 * What a push carries: changes of one record (version 1) and named actions (version 2), told apart
 * by `name`, so a change of one record is judged, and its errors worded, exactly as before.
 */
export const PushMutation = v.lazy((input: unknown) =>
  input !== null && typeof input === 'object' && 'name' in input ? MutatorMutation : Mutation,
);
export type PushMutation = v.InferOutput<typeof PushMutation>;

export const isMutatorMutation = (m: PushMutation): m is MutatorMutation => 'name' in m;

export const PushBody = v.object({
  clientId: ClientId,
  mutations: v.pipe(
    v.array(PushMutation),
    v.maxLength(MAX_PUSH_BATCH, `At most ${MAX_PUSH_BATCH} mutations per push`),
    v.check(
      (ms) => ms.every((m, i) => i === 0 || m.seq === (ms[i - 1]?.seq ?? 0) + 1),
      'seq must increase by one',
    ),
  ),
});
export type PushBody = v.InferOutput<typeof PushBody>;

export const MUTATION_STATUSES = ['applied', 'conflict', 'rejected'] as const;
export type MutationStatus = (typeof MUTATION_STATUSES)[number];

/** Per-field messages, keyed by dotted path ('' for the whole body). */
export const FieldErrors = v.record(v.string(), v.array(v.string()));

export const MutationResult = v.object({
  seq: v.number(),
  mutationId: v.string(),
  status: v.picklist(MUTATION_STATUSES),
  version: v.optional(v.number()),
  reason: v.optional(v.string()),
  errors: v.optional(FieldErrors),
});
export type MutationResult = v.InferOutput<typeof MutationResult>;

export const PushResponse = v.object({
  lastSeq: v.number(),
  results: v.array(MutationResult),
});
export type PushResponse = v.InferOutput<typeof PushResponse>;

/** What a client sends to POST /api/sync/push. */
export type PushRequest = v.InferOutput<typeof PushBody>;

export const PullQuery = v.object({
  clientId: ClientId,
  cursor: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'cursor must be a number'), v.transform(Number)),
    '0',
  ),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'limit must be a number'),
      v.transform(Number),
      v.minValue(1),
      v.maxValue(MAX_PULL_LIMIT),
    ),
    String(DEFAULT_PULL_LIMIT),
  ),
  /**
   * The scope token of the last page the client applied (docs/architecture.md#scopes): which
   * matters it holds, so the server can send what became visible and what did not.
   */
  scope: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'scope must be a token from a pull'))),
});

/** The query of GET /api/sync/pull, as numbers once parsed (the client sends them as such). */
export type PullRequest = v.InferOutput<typeof PullQuery>;

/** One record as it stands on the server; `data` is null for a tombstone in a pull. */
export const Change = v.object({
  entity: v.picklist(ENTITY_NAMES),
  id: v.string(),
  version: v.number(),
  deleted: v.boolean(),
  data: v.nullable(v.record(v.string(), v.unknown())),
});
export type Change = v.InferOutput<typeof Change>;

export const PullResponse = v.object({
  changes: v.array(Change),
  cursor: v.number(),
  hasMore: v.boolean(),
  /** Changes after this page; a client shows done / (done + remaining). */
  remaining: v.number(),
  lastSeq: v.number(),
  /** The token to send with the next pull; kept with the cursor. */
  scope: v.optional(v.string()),
  /**
   * Matters no longer visible to this person: the client deletes the files and estates named and
   * every record under them (and the conflicts about those records).
   */
  removed: v.optional(v.object({ files: v.array(v.string()), estates: v.array(v.string()) })),
  /** The server cannot tell what the device holds: delete every synced record, keep the outbox, pull from 0. */
  reset: v.optional(v.boolean()),
});
export type PullResponse = v.InferOutput<typeof PullResponse>;

/** The query of GET /api/sync/record: one record as the server holds it now. */
export const RecordQuery = v.object({
  entity: v.picklist(ENTITY_NAMES),
  id: v.pipe(v.string(), v.uuid()),
});
export type RecordRequest = v.InferOutput<typeof RecordQuery>;

/** The answer's data: the record, or null when the server never had it. */
export const RecordResponse = v.nullable(Change);
export type RecordResponse = v.InferOutput<typeof RecordResponse>;

/**
 * The most records one POST /api/sync/records reads: as many as the largest import writes
 * (src/domain/mutators/import-records.ts), so a refused action is put back in one request.
 */
export const MAX_RECORDS_READ = 20_000;

/** The body of POST /api/sync/records: the records a refused action wrote, to be put back. */
export const RecordsBody = v.object({
  records: v.pipe(
    v.array(RecordQuery),
    v.minLength(1, 'Name at least one record'),
    v.maxLength(MAX_RECORDS_READ, `At most ${MAX_RECORDS_READ} records per request`),
  ),
});
export type RecordsRequest = v.InferOutput<typeof RecordsBody>;

/** The answer's data: each record asked for, in the order asked, or null when the server never had it. */
export const RecordsResponse = v.array(v.nullable(Change));
export type RecordsResponse = v.InferOutput<typeof RecordsResponse>;
