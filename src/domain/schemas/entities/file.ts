import * as v from 'valibot';
import { Id, optionalText, requiredText } from '../common.ts';
import { FILE_STATUSES } from '../statuses.ts';

export const FileBody = v.strictObject({
  name: requiredText('File Name'),
  description: optionalText('Description', 4000),
  fileNumber: v.optional(
    v.pipe(v.string('File Number must be text'), v.trim(), v.maxLength(60, 'File Number is too long')),
  ),
  status: v.optional(v.picklist(FILE_STATUSES, 'Choose active, closed or pending'), 'active'),
  /**
   * A walled-off matter (docs/architecture.md#scopes): only its members and the firm's Admins see
   * the file, its estates and everything under them. Set by an Admin or an Estate Attorney member.
   */
  restricted: v.optional(v.boolean('Restricted is yes or no')),
  /** The user ids who may see a restricted file. */
  members: v.optional(v.pipe(v.array(Id, 'Members are user ids'), v.maxLength(200, 'At most 200 members'))),
});
export type FileBody = v.InferOutput<typeof FileBody>;
