import * as v from 'valibot';
import { EmailAddress, requiredText } from '../common.ts';
import { ALL_ROLES } from '../statuses.ts';

/** The synced user record: never carries the password hash, which lives in the server's credentials table. */
export const UserBody = v.strictObject({
  name: requiredText('Full Name', 120),
  email: EmailAddress,
  role: v.picklist(ALL_ROLES, 'Choose Estate Attorney, Admin or Staff'),
  /**
   * Set by the server only when an Admin disables or re-enables the person (docs/behaviour.md#people),
   * so the firm's devices show it; whether they may sign in is the server's credentials.
   */
  status: v.optional(v.picklist(['Active', 'Disabled'], 'Status is Active or Disabled')),
});
export type UserBody = v.InferOutput<typeof UserBody>;
