import { createEstateWithAccount } from './create-estate-with-account.ts';
import { deleteAccount } from './delete-account.ts';
import { deleteEstate } from './delete-estate.ts';
import { deleteRecord } from './delete-record.ts';
import { importRecords } from './import-records.ts';
import { importStatement, undoImportStatement } from './import-statement.ts';
import { saveWithDocuments } from './save-with-documents.ts';
import type { Mutator } from './types.ts';

export {
  type EstateLinks,
  LINKED_ENTITIES,
  type LinkedEntity,
  type Unlink,
  unlinkPlan,
} from './delete-record.ts';
export { MAX_IMPORTED_RECORDS } from './import-records.ts';
export { MAX_IMPORT_ROWS } from './import-statement.ts';
export { SAVED_WITH_DOCUMENTS } from './save-with-documents.ts';
export type { Mutator, MutatorRecord, MutatorTx } from './types.ts';
export {
  createEstateWithAccount,
  deleteAccount,
  deleteEstate,
  deleteRecord,
  importRecords,
  importStatement,
  saveWithDocuments,
  undoImportStatement,
};

/** Every named mutator by its wire name (docs/architecture.md#mutators). */
export const MUTATORS: Readonly<Record<string, Mutator<never>>> = Object.fromEntries(
  [
    deleteEstate,
    deleteAccount,
    deleteRecord,
    saveWithDocuments,
    createEstateWithAccount,
    importStatement,
    undoImportStatement,
    importRecords,
  ].map((m) => [m.name, m as unknown as Mutator<never>]),
);

export const mutatorOf = (name: string): Mutator<unknown> | undefined =>
  Object.hasOwn(MUTATORS, name) ? (MUTATORS[name] as unknown as Mutator<unknown>) : undefined;
