import type * as v from 'valibot';
import { createEstateWithAccount } from './create-estate-with-account.ts';
import { deleteAccount } from './delete-account.ts';
import { deleteEstate } from './delete-estate.ts';
import { deleteFile } from './delete-file.ts';
import { deleteRecord } from './delete-record.ts';
import { importRecords } from './import-records.ts';
import { importStatement, undoImportStatement } from './import-statement.ts';
import { putBackMine } from './put-back-mine.ts';
import { replaceDocument } from './replace-document.ts';
import { saveDocuments } from './save-documents.ts';
import { saveWithDocuments } from './save-with-documents.ts';
import { createOne, deleteOne, updateOne } from './single-record.ts';
import type { AnyMutator } from './types.ts';

export { LINKED_ENTITIES, type LinkedEntity } from './delete-record.ts';
export { MAX_IMPORTED_RECORDS } from './import-records.ts';
export { MAX_IMPORT_ROWS } from './import-statement.ts';
export { MAX_SAVED_DOCUMENTS } from './save-documents.ts';
export { SAVED_WITH_DOCUMENTS } from './save-with-documents.ts';
export { isDeletedAlone, SINGLE_BY_OP } from './single-record.ts';
export {
  type AnyMutator,
  type Checked,
  type Mutator,
  type MutatorRecord,
  MutatorRefusal,
  type MutatorTx,
} from './types.ts';
export {
  createEstateWithAccount,
  createOne,
  deleteAccount,
  deleteEstate,
  deleteFile,
  deleteOne,
  deleteRecord,
  importRecords,
  importStatement,
  putBackMine,
  replaceDocument,
  saveDocuments,
  saveWithDocuments,
  undoImportStatement,
  updateOne,
};

/**
 * Every named mutator by its wire name (docs/architecture.md#mutators): the device's writes, the
 * titles the outbox and history show, Retry and the server's dispatch all read it. A new action is
 * one entry here; src/domain/mutators/registry.test.ts says what an entry lacks.
 */
export const MUTATORS = {
  createOne,
  updateOne,
  deleteOne,
  deleteEstate,
  deleteFile,
  deleteAccount,
  deleteRecord,
  saveWithDocuments,
  saveDocuments,
  replaceDocument,
  putBackMine,
  createEstateWithAccount,
  importStatement,
  undoImportStatement,
  importRecords,
} as const satisfies { [N in string]: AnyMutator<N> };

export type Mutators = typeof MUTATORS;
export type MutatorName = keyof Mutators;
/** The arguments a mutator takes, from its schema: `MutatorArgs<'deleteEstate'>` is `{ estateId: string }`. */
export type MutatorArgs<N extends MutatorName> = v.InferOutput<Mutators[N]['args']>;

export const isMutatorName = (name: string): name is MutatorName => Object.hasOwn(MUTATORS, name);

/** The mutator a queued row or a push names; its `check` reads the arguments before it runs. */
export const mutatorOf = (name: string): AnyMutator | undefined =>
  isMutatorName(name) ? MUTATORS[name] : undefined;

/** The words the outbox, the history and Retry show for an action with these arguments. */
export const titleOf = (mutator: AnyMutator, args: unknown): string => mutator.titleFor(args) ?? mutator.name;
