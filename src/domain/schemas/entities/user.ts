import * as v from 'valibot';
import { EmailAddress, requiredText } from '../common.ts';
import { USER_ROLES } from '../statuses.ts';

/** The synced user record: never carries the password hash, which lives in the server's credentials table. */
export const UserBody = v.strictObject({
  name: requiredText('Full Name', 120),
  email: EmailAddress,
  role: v.picklist(USER_ROLES, 'Choose Estate Attorney, Admin or Staff'),
});
export type UserBody = v.InferOutput<typeof UserBody>;
