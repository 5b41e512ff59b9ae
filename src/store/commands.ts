import type { AccountDraft } from '../domain/rules/account-draft.ts';
import type { FirstPaintSnapshot } from '../domain/rules/first-paint.ts';
import { createEstateWithAccount } from './commands/create-account.ts';
import { deleteAccount } from './commands/delete-account.ts';
import { deleteEstate } from './commands/delete-estate.ts';
import { deleteFile } from './commands/delete-file.ts';
import { deleteDocument, deleteRecord, type LinkedEntity } from './commands/delete-record.ts';
import { clearFirstPaint, saveFirstPaint, setFirstPaintUntil } from './commands/first-paint.ts';
import {
  type ImportProgress,
  type ImportStatementArgs,
  importStatement,
  undoImportStatement,
} from './commands/import-statement.ts';
import { saveLockVerifier, signOutKeepingOutbox } from './commands/lock.ts';
import {
  type NewDocument,
  type RecordEntity,
  replaceDocument,
  saveDocument,
  saveDocuments,
  saveWithDocuments,
  updateWithDocuments,
} from './commands/save-records.ts';
import { lockSessionToken, unlockSessionToken } from './commands/session.ts';
import type { LocalDb } from './db.ts';
import type { Repos } from './repos.ts';
import { createSessionCommands } from './session-commands.ts';
import type { LockVerifier } from './types.ts';

/**
 * The store's writes, bound to one database: each writes its records and their outbox rows in one
 * local transaction. `repos` are the single-record writes (create, update, remove per entity).
 */
export function createCommands(store: { db: LocalDb; repos: Repos }) {
  const { db, repos } = store;
  return {
    ...createSessionCommands(store),
    repos,
    /** Create New Account: the estate and its first account together. */
    createEstateWithAccount: (draft: AccountDraft, options?: { fileId?: string | null }) =>
      createEstateWithAccount(db, draft, options),
    /** Deletes an account, unlinking the transactions that name it. */
    deleteAccount: (accountId: string) => deleteAccount(db, accountId),
    /** A bank statement's kept lines, written to one account as one action (docs/behaviour.md#bank-statement-import). */
    importStatement: (args: ImportStatementArgs, onProgress?: ImportProgress) =>
      importStatement(db, args, onProgress),
    /** Undoes one statement import whole. */
    undoImportStatement: (importId: string) => undoImportStatement(db, importId),
    /** Deletes an estate and every record it owns. */
    deleteEstate: (estateId: string) => deleteEstate(db, estateId),
    /** Deletes a file with its own documents; refused, naming them, while it has estates. */
    deleteFile: (fileId: string) => deleteFile(db, fileId),
    /** Deletes an asset, party or transaction, taking its links out of the records that name it. */
    deleteRecord: (entity: LinkedEntity, id: string) => deleteRecord(db, entity, id),
    /** Deletes a document, taking it out of the records that name it, and its content on this device. */
    deleteDocument: (id: string) => deleteDocument(db, id),
    /** A record with the documents it links to (and their contents queued for upload). */
    saveWithDocuments: <E extends RecordEntity>(
      record: { entity: E; body: Record<string, unknown>; id?: string },
      documents?: readonly NewDocument[],
    ) => saveWithDocuments(store, record, documents),
    /** Changes a record and creates the documents it now links to, in one local transaction. */
    updateWithDocuments: <E extends RecordEntity>(
      record: { entity: E; id: string; changes: Record<string, unknown> },
      documents?: readonly NewDocument[],
    ) => updateWithDocuments(store, record, documents),
    /** A document that is itself the record, with its content queued for upload. */
    saveDocument: (document: NewDocument) => saveDocument(store, document),
    /** A new version of a document from this file, the earlier one kept under it; `date` is today's. */
    replaceDocument: (earlierId: string, file: Blob & { name: string }, date: string) =>
      replaceDocument(store, earlierId, file, date),
    /** Documents made together, kept or refused together as one action. */
    saveDocuments: (documents: readonly NewDocument[]) => saveDocuments(store, documents),
    lockSessionToken: (sessionId: string | null) => lockSessionToken(db, sessionId),
    unlockSessionToken: () => unlockSessionToken(db),
    /**
     * Opens the local database ahead of its first use (a sign-in opens it while the server checks
     * the password, so the first sync does not wait for a new database to be made).
     */
    openDatabase: async (): Promise<void> => {
      await db.open();
    },
    /** The lock screen's offline password check (docs/architecture.md#sessions-and-logout). */
    saveLockVerifier: (verifier: LockVerifier) => saveLockVerifier(db, verifier),
    /** Five wrong passwords on the lock screen: signed out, the outbox kept (docs/behaviour.md#lock). */
    signOutKeepingOutbox: () => signOutKeepingOutbox(db),
    /** The dashboard's picture for the next start, and when the idle lock ends its use (docs/architecture.md#first-paint). */
    saveFirstPaint: (snapshot: FirstPaintSnapshot) => saveFirstPaint(db, snapshot),
    clearFirstPaint: () => clearFirstPaint(db),
    setFirstPaintUntil: (until: number) => setFirstPaintUntil(db, until),
  };
}

export type Commands = ReturnType<typeof createCommands>;
