import * as v from 'valibot';
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
  /**
   * Brings back a record a colleague deleted, with these fields (a value put back on it): on the
   * server a create with the deleted record's id, which the conflict rule takes as a restore and
   * allows only to someone who may delete it; `put` never restores.
   */
  restore(entity: EntityName, id: string, fields: Record<string, unknown>): Promise<void>;
}

/**
 * A mutator's own refusal (a record to create already exists, one to change is gone): the device
 * shows its message, the server refuses the action whole with it instead of failing the push.
 */
export class MutatorRefusal extends Error {
  override name = 'MutatorRefusal';
}

/** What a mutator's own schema made of arguments it was given: a run ready to go, or the issues. */
export type Checked =
  | { success: true; run: (tx: MutatorTx) => Promise<void> }
  | { success: false; issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]] };

/**
 * One named action: its wire name, its title (the words the outbox, the history and Retry show),
 * its arguments' schema and what it writes, the same on the device and the server.
 */
export interface MutatorSpec<A, N extends string> {
  name: N;
  /** 'Import of a bank statement'; a function when the words depend on the arguments ('New estate'). */
  title: string | ((args: A) => string);
  args: v.GenericSchema<unknown, A>;
  run(tx: MutatorTx, args: A): Promise<void>;
  /**
   * A change of one record (the generic create, update and delete): queued as that record's change
   * `{ entity, entityId, op, patch, baseVersion }`, which the server applies field by field with
   * its conflict rule (docs/architecture.md#conflicts), not refused whole.
   */
  single?: true;
  /**
   * A delete action: the entities whose records it deletes (by their delete rules), and its
   * arguments for one of them. The REST delete and a pushed single delete of such a record run it
   * (src/domain/mutators/delete-action.ts); its schema checks what this returns.
   */
  deletes?: { entities: readonly EntityName[]; args(entity: EntityName, id: string): unknown };
}

/** A mutator as the registry holds it: its spec, and its arguments checked by its own schema. */
export interface Mutator<A = unknown, N extends string = string> extends MutatorSpec<A, N> {
  /** Arguments of unknown shape (a queued row, a push) checked, then run as the schema read them. */
  check(input: unknown): Checked;
  /** The title for these (unchecked) arguments; undefined when words need arguments that do not fit. */
  titleFor(input: unknown): string | undefined;
}

/** Any mutator, whatever its arguments: what the registry's entries all are. */
export type AnyMutator<N extends string = string> = Pick<
  Mutator<never, N>,
  'name' | 'single' | 'check' | 'titleFor' | 'deletes'
> & {
  args: v.GenericSchema;
};

/** Keeps a mutator's name and argument type while it sits in the registry. */
export const defineMutator = <const N extends string, A>(spec: MutatorSpec<A, N>): Mutator<A, N> => ({
  ...spec,
  // `this`: a copy with another `run` (an import reporting its progress) checks and runs as itself.
  check(this: MutatorSpec<A, N>, input) {
    const parsed = v.safeParse(this.args, input);
    if (!parsed.success) return { success: false, issues: parsed.issues };
    return { success: true, run: (tx) => this.run(tx, parsed.output) };
  },
  titleFor(this: MutatorSpec<A, N>, input) {
    const { title } = this;
    if (typeof title === 'string') return title;
    const parsed = v.safeParse(this.args, input);
    return parsed.success ? title(parsed.output) : undefined;
  },
});
