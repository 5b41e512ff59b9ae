import { type ApprovalInput, approveAccounts, withdrawApproval } from './commands/approvals.ts';
import { type FetchedContent, keepDocumentContent } from './commands/document-content.ts';
import { deleteLocalData, storeSession } from './commands/session.ts';
import type { LocalDb } from './db.ts';
import type { Repos } from './repos.ts';
import type { SessionUser } from './types.ts';

/**
 * The writes the beneficiary portal makes, and the sync engine's own (the session, the local data):
 * apart from the firm's commands (src/store/commands.ts, which includes them), so that the portal's
 * first load carries none of the firm's commands and what they bring (the bank list, imports, the
 * record forms' saves), within its budget (docs/architecture.md#performance-budgets).
 */
export function createSessionCommands(store: { db: LocalDb; repos: Repos }) {
  const { db, repos } = store;
  return {
    storeSession: (token: string, user: SessionUser, options?: { discard?: boolean }) =>
      storeSession(db, token, user, options),
    deleteLocalData: () => deleteLocalData(db),
    /** A beneficiary approves a shared accounts report (docs/behaviour.md#portal). */
    approveAccounts: (input: ApprovalInput) => approveAccounts(repos, input),
    /** A beneficiary withdraws their approval; the record stays, marked withdrawn. */
    withdrawApproval: (approvalId: string) => withdrawApproval(repos, approvalId),
    /** Keeps a fetched document's content for reading offline. */
    keepDocumentContent: (content: FetchedContent) => keepDocumentContent(db, content),
  };
}
