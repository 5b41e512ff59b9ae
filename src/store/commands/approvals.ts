import type { ApprovalRecord } from '../../domain/schemas/index.ts';
import type { Repos } from '../repos.ts';

/** What a beneficiary types to approve a shared set of accounts (docs/behaviour.md#portal). */
export interface ApprovalInput {
  estate: string;
  document: string;
  /** Their full name, typed as a signature. */
  name: string;
}

/**
 * A beneficiary's approval of the accounts in one shared report: a new `approvals` record through
 * the ordinary local write and outbox, so it can be made offline and reaches the firm at the next
 * sync. The server sets who approved, the document's version and the content's hash.
 */
export function approveAccounts(repos: Repos, input: ApprovalInput): Promise<ApprovalRecord> {
  return repos.approvals.create({ estate: input.estate, document: input.document, name: input.name.trim() });
}

/** Withdraws an approval: the record stays, marked withdrawn (the server stamps the time). */
export function withdrawApproval(repos: Repos, approvalId: string): Promise<ApprovalRecord> {
  return repos.approvals.update(approvalId, { withdrawn: true });
}
