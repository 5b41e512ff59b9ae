import type { EntityName, Mutation, MutationResult } from '../domain/schemas/index.ts';

/** A record as kept locally: the entity's fields plus the common ones; `version` 0 until the server has it. */
export type LocalRecord = Record<string, unknown> & {
  _id: string;
  organization: string;
  createdAt: string;
  updatedAt: string;
  version: number;
};

/** A change waiting to reach the server (docs/architecture.md#outbox), written in the same transaction as the record. */
export interface OutboxRow {
  id?: number;
  seq: number;
  mutationId: string;
  entity: EntityName;
  entityId: string;
  op: Mutation['op'];
  patch?: Record<string, unknown>;
  baseVersion?: number;
  createdAt: string;
  attempts: number;
  lastError?: string;
  /**
   * A named action's one row (docs/architecture.md#mutators): sent as `{ name, args, bases }`, and
   * applied whole or refused whole by the server. Its entity, entityId and op are its last write's.
   */
  mutator?: MutatorCall;
  /**
   * The writes the action made on this device, by field name: a pull keeps the local values of
   * those fields on top of the pulled records until the action is settled.
   */
  writes?: LocalWrite[];
  /** The ids of those writes (a multi-entry index), so a pull finds the pending action of any of them. */
  touches?: string[];
}

/** A named mutator as queued: its name, its arguments and the versions of the records it read. */
export interface MutatorCall {
  name: string;
  args: unknown;
  bases: Record<string, number>;
}

/**
 * One write a mutator made on the device. runMutator returns it with its `patch`; a queued action's
 * row keeps only the names of the fields it wrote (`fields`): their values are in the action's
 * arguments and the local record, so the row holds its data once. Rows queued before hold `patch`.
 */
export interface LocalWrite {
  entity: EntityName;
  id: string;
  op: Mutation['op'];
  patch?: Record<string, unknown>;
  fields?: string[];
}

/** A change the server refused (invalid or not allowed): kept for the user to fix and retry, or discard. */
export interface RejectedRow {
  id?: number;
  mutationId: string;
  entity: EntityName;
  entityId: string;
  op: Mutation['op'];
  patch?: Record<string, unknown>;
  reason: string;
  errors?: MutationResult['errors'];
  at: string;
  /** Set once the local record shows the server's version again (the rejected change undone). */
  restored?: boolean;
  /** A refused action: the mutator to run again on a retry, and every record it wrote, to restore. */
  mutator?: MutatorCall;
  writes?: LocalWrite[];
}

export interface MetaRow {
  key: string;
  value: unknown;
}

export interface SessionUser {
  _id: string;
  id: string;
  name: string;
  email: string;
  role: string;
  organization: { _id: string; name: string };
}

/** What the page and the service worker need to call the API; localStorage is out of the worker's reach. */
export interface SessionRow {
  key: 'current';
  /** The access token; empty while the device is locked (docs/architecture.md#sessions-and-logout). */
  token: string;
  user: SessionUser;
  /** Locked: no token is kept, and none may be fetched until the lock screen lets the person in. */
  locked?: boolean;
  /** The session's id (the token's `sid`), kept while locked so a sign-out there can end it. */
  sessionId?: string;
}

/**
 * What the lock screen checks a password against offline (docs/architecture.md#sessions-and-logout):
 * PBKDF2-SHA-256 of the password with a random salt, never the password itself. Kept in `meta`.
 */
export interface LockVerifier {
  userId: string;
  algorithm: 'PBKDF2-SHA-256';
  iterations: number;
  /** Base64 of 16 random bytes. */
  salt: string;
  /** Base64 of the 32-byte derived key. */
  hash: string;
  createdAt: string;
  /**
   * `pin`: a device PIN chosen by someone who signs in only with the firm's provider and so has no
   * password here (docs/oidc.md#the-lock-and-a-device-pin). Absent: the password's verifier.
   */
  kind?: 'pin';
}

/** Document contents: waiting for upload, or cached for reading offline. */
export interface BlobRow {
  documentId: string;
  blob: Blob;
  /** The content as stored (src/store/blob-bytes.ts); `blob` is made from it when read. */
  bytes?: ArrayBuffer;
  fileName: string;
  mimeType: string;
  size: number;
  state: 'pending' | 'cached';
  attempts?: number;
  lastError?: string;
}
