import * as v from 'valibot';
import { EmailAddress, Id, IsoTimestamp, requiredText } from '../common.ts';

/**
 * A beneficiary's sign-off on a set of estate accounts shared with them (docs/behaviour.md#portal):
 * their typed full name, and the exact report it approves: the document's version and the SHA-256
 * of its content when approved, both set by the server. Withdrawing keeps the record, with the time.
 */
export const ApprovalBody = v.strictObject({
  estate: Id,
  /** The shared report (a document of the estate) approved. */
  document: Id,
  /**
   * The full name the beneficiary types as their signature; the server then writes the firm's own
   * record of them (their party, or the name they were invited by), so no one signs as another.
   */
  name: requiredText('Full name', 120),
  /** Server-set: the email the approver signs in with, shown beside the name. */
  email: v.optional(v.nullable(EmailAddress)),
  withdrawn: v.optional(v.boolean('Withdrawn is yes or no')),
  /** Server-set: who approved (the signed-in beneficiary). */
  user: v.optional(Id),
  /** Server-set: the document's version and content hash when approved. */
  documentVersion: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
  contentSha256: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)))),
  /** Server-set: when it was withdrawn. */
  withdrawnAt: v.optional(v.nullable(IsoTimestamp)),
});
export type ApprovalBody = v.InferOutput<typeof ApprovalBody>;

/** Fields of an approval only the server writes. */
export const APPROVAL_SERVER_FIELDS = [
  'user',
  'email',
  'documentVersion',
  'contentSha256',
  'withdrawnAt',
] as const;
