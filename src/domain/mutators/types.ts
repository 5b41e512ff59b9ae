import type * as v from 'valibot';
import type { EntityName } from '../schemas/entities/index.ts';

/** A record as a mutator reads it: its fields, its id and the version it was read at. */
export type MutatorRecord = Record<string, unknown> & { _id: string; version: number };

/**
 * What a mutator may do (docs/architecture.md#mutators). The device implements it over Dexie
 * (src/store/mutate.ts), the server over one write batch of a push (server/store/mutate.ts); each
 * judges every write as it judges a single change (schema, permissions, scope, conflicts).
 */
export interface MutatorTx {
  /** The live record, or undefined when there is none (or it is out of the writer's sight). */
  get(entity: EntityName, id: string): Promise<MutatorRecord | undefined>;
  /** The live records of an entity whose `field` holds `value` (an estate's parties). */
  where(entity: EntityName, field: string, value: string): Promise<MutatorRecord[]>;
  /** Creates the record with these fields, or changes these fields of the live one. */
  put(entity: EntityName, id: string, fields: Record<string, unknown>): Promise<void>;
  /**
   * `put` of many records of one entity, judged one by one as `put` judges them; the device writes
   * the new ones in one bulk request (a statement import of 10,000 lines), the server one by one.
   */
  putMany(
    entity: EntityName,
    rows: readonly { id: string; fields: Record<string, unknown> }[],
  ): Promise<void>;
  delete(entity: EntityName, id: string): Promise<void>;
}

/** One named action: its arguments' schema and what it writes, the same on the device and the server. */
export interface Mutator<A = unknown> {
  name: string;
  args: v.GenericSchema<unknown, A>;
  run(tx: MutatorTx, args: A): Promise<void>;
}

/** Keeps a mutator's argument type while it sits in a list of them. */
export const defineMutator = <A>(mutator: Mutator<A>): Mutator<A> => mutator;
