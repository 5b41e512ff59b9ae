import * as v from 'valibot';
import { ENTITY_NAMES } from './entities/index.ts';

/** Mutations per push request: large enough to replay a day offline in a few requests. */
export const MAX_PUSH_BATCH = 500;
export const DEFAULT_PULL_LIMIT = 1000;
export const MAX_PULL_LIMIT = 5000;

const ClientId = v.pipe(v.string('clientId is required'), v.uuid('clientId must be a UUID'));
const Seq = v.pipe(v.number(), v.safeInteger(), v.minValue(1, 'seq starts at 1'));

/** One change on the wire (DESIGN §6): `patch` is the whole record for create, changed fields for update. */
export const Mutation = v.object({
  seq: Seq,
  mutationId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  entity: v.picklist(ENTITY_NAMES, 'Unknown entity'),
  entityId: v.pipe(v.string(), v.uuid('entityId must be a UUID')),
  op: v.picklist(['create', 'update', 'delete'], 'op must be create, update or delete'),
  patch: v.optional(v.record(v.string(), v.unknown())),
  baseVersion: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
});
export type Mutation = v.InferOutput<typeof Mutation>;

export const PushBody = v.object({
  clientId: ClientId,
  mutations: v.pipe(
    v.array(Mutation),
    v.maxLength(MAX_PUSH_BATCH, `At most ${MAX_PUSH_BATCH} mutations per push`),
    v.check(
      (ms) => ms.every((m, i) => i === 0 || m.seq === (ms[i - 1]?.seq ?? 0) + 1),
      'seq must increase by one',
    ),
  ),
});
export type PushBody = v.InferOutput<typeof PushBody>;

export type MutationStatus = 'applied' | 'conflict' | 'rejected';

export interface MutationResult {
  seq: number;
  mutationId: string;
  status: MutationStatus;
  version?: number;
  reason?: string;
  errors?: Record<string, string[]>;
}

export interface PushResponse {
  lastSeq: number;
  results: MutationResult[];
}

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
});

export interface Change {
  entity: (typeof ENTITY_NAMES)[number];
  id: string;
  version: number;
  deleted: boolean;
  data: Record<string, unknown> | null;
}

export interface PullResponse {
  changes: Change[];
  cursor: number;
  hasMore: boolean;
  /** Changes after this page; a client shows done / (done + remaining). */
  remaining: number;
  lastSeq: number;
}
