/**
 * The local store's front door for screens: typed named queries, the one live-query hook, and the
 * commands that write (each record with its outbox row in one transaction). Screens never touch a
 * Dexie table or transaction themselves (checked by .dependency-cruiser.cjs and biome.json); the sync engine
 * and the service worker use the database module directly.
 */
import { createCommands } from './commands.ts';
import { createDataTransfer } from './data-transfer.ts';
import { createDocumentQueries } from './document-queries.ts';
import { localDb, repos } from './instance.ts';
import { createPortalQueries } from './portal-queries.ts';
import { createQueries } from './queries.ts';

export const queries = createQueries(localDb);
// Pure: a page that uses none of them (the portal) leaves them, and what they bring, out of its bundle.
export const commands = /* @__PURE__ */ createCommands({ db: localDb, repos });
/** The portal's writes and the sync engine's (src/store/session-commands.ts); `commands` has them too. */
export { sessionCommands } from './session-door.ts';
/** The firm's reads of documents' contents on the device; pure, so the portal leaves them out. */
export const documentQueries = /* @__PURE__ */ createDocumentQueries(localDb);
/** The beneficiary portal's reads (docs/behaviour.md#portal). */
export const portalQueries = createPortalQueries(localDb);
/** Export and import of an estate or the firm (docs/data-export-and-backup.md). */
// Pure: a page that never uses it (the portal) leaves it, and what only it needs, out of its bundle.
export const dataTransfer = /* @__PURE__ */ createDataTransfer(localDb);

export type { LinkCounts, LinkedEntity } from './commands/delete-record.ts';
export type { ImportProgress, ImportStatementArgs } from './commands/import-statement.ts';
export { type NewDocument, newDocument, type RecordEntity } from './commands/save-records.ts';
export type { OtherPersonsWork } from './commands/session.ts';
export type { Commands } from './commands.ts';
export type { DataTransfer, HeldContent } from './data-transfer.ts';
export { onLocalWrite } from './local-writes.ts';
export type { PortalEstateSet, PortalEstateSummary, PortalQueries } from './portal-queries.ts';
export type { EstateChild, EstateRecordSet, Queries, RecordState } from './queries.ts';
export { PermissionError } from './repos.ts';
export type { LocalRecord, LockVerifier, RejectedRow, SessionUser } from './types.ts';
export { dataOf, dataOrThrow, type QueryState, useQuery } from './use-query.ts';
export { firstErrors, issuesToErrors, ValidationError } from './validation.ts';
