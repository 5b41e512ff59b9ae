import type * as v from 'valibot';
import { uuidv7 } from '../../src/domain/ids.ts';
import type { BODY_SCHEMAS, WritableEntity } from '../../src/domain/schemas/index.ts';
import { type Actor, applyWrite } from '../store/apply.ts';
import type { Db } from '../store/db.ts';

/** What a client would send to create a record of `E` (defaults may be left out). */
export type Input<E extends WritableEntity> = v.InferInput<(typeof BODY_SCHEMAS)[E]>;

/** Omit that keeps a union a union (assets are a union over their class). */
export type Without<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * Demo writes through the one write path (applyWrite), as a user of the firm. Every write must
 * be applied: a rejected one throws with the reason and the field errors, so bad demo data fails
 * loudly instead of leaving a half-seeded firm (the caller's transaction rolls back).
 */
export class Writer {
  constructor(
    private readonly tx: Db,
    readonly actor: Actor,
    private readonly now: Date,
  ) {}

  /** Creates a record and returns its id; `at` backdates it (createdAt, history) to when it was entered. */
  async create<E extends WritableEntity>(entity: E, patch: Input<E>, at: Date = this.now): Promise<string> {
    const when = at.getTime() > this.now.getTime() ? this.now : at;
    const id = uuidv7(when.getTime());
    const result = await applyWrite(this.tx, this.actor, { entity, id, op: 'create', patch }, { now: when });
    if (result.status === 'rejected') {
      const errors = result.errors ? ` ${JSON.stringify(result.errors)}` : '';
      throw new Error(
        `Demo data: ${entity} was rejected (${result.code}: ${result.reason})${errors} for ${JSON.stringify(patch)}`,
      );
    }
    return id;
  }

  /**
   * Gives a document its file, as an upload does (server/routes/document-content.ts): the bytes
   * kept beside the record, and the record told it has them.
   */
  async attachContent(id: string, bytes: Uint8Array, mimeType: string, at: Date): Promise<void> {
    const when = at.getTime() > this.now.getTime() ? this.now : at;
    await this.tx.query(
      `insert into document_contents (document_id, organization, mime_type, size, content, updated_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [id, this.actor.organization, mimeType, bytes.byteLength, bytes, when],
    );
    const result = await applyWrite(
      this.tx,
      this.actor,
      {
        entity: 'documents',
        id,
        op: 'update',
        patch: { hasContent: true, size: bytes.byteLength, mimeType },
      },
      { now: when, trusted: true },
    );
    if (result.status === 'rejected')
      throw new Error(`Demo data: document ${id} content was rejected (${result.reason})`);
  }

  /** Reads the records written so far in this transaction (the demo's own, for derived figures). */
  query<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.tx.query<T>(sql, params);
  }

  /** Changes fields of a record this writer made (no base version: the demo is the only writer). */
  async update<E extends WritableEntity>(entity: E, id: string, patch: Partial<Input<E>>): Promise<void> {
    const result = await applyWrite(
      this.tx,
      this.actor,
      { entity, id, op: 'update', patch },
      { now: this.now },
    );
    if (result.status === 'rejected') {
      throw new Error(`Demo data: ${entity} ${id} update was rejected (${result.code}: ${result.reason})`);
    }
  }
}
