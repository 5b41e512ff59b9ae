import type { UserRole } from '../../src/domain/schemas/index.ts';

/**
 * The types of the one write path (server/store/apply.ts), in a module that imports none of the
 * store's: the entity hooks, the helpers and the scope use them without importing apply.ts, so
 * server/store holds no circle of imports (server/store/no-cycles.test.ts).
 */
export interface Actor {
  userId: string;
  organization: string;
  role: UserRole;
}

export type WriteOp = 'create' | 'update' | 'delete';

export interface Write {
  entity: string;
  id: string;
  op: WriteOp;
  patch?: unknown;
  baseVersion?: number | undefined;
  mutationId?: string | undefined;
  /** The sync client sending it, so its own earlier changes do not count as conflicts. */
  clientId?: string | undefined;
}

export interface LostValue {
  field: string;
  yourValue: unknown;
  serverValue: unknown;
}

/** The record as the API and sync send it: its fields plus the server-set common ones (docs/architecture.md#data-model). */
export type StoredRecord = Record<string, unknown> & {
  _id: string;
  organization: string;
  version: number;
  createdAt: string;
  updatedAt: string;
  deletedAt?: string | null;
};

export interface RecordRow {
  id: string;
  organization: string;
  entity: string;
  version: unknown;
  data: Record<string, unknown>;
  created_at: unknown;
  updated_at: unknown;
  deleted_at: unknown;
  /** Estates and files the record belonged to before it was moved (docs/architecture.md#scopes). */
  former_matters?: string[];
}

export type WriteResult =
  | { status: 'applied' | 'conflict'; version: number; record: StoredRecord; lost: LostValue[] }
  | {
      status: 'rejected';
      code: 'invalid' | 'not_found' | 'forbidden' | 'exists';
      reason: string;
      errors?: Record<string, string[]>;
    };
