import * as v from 'valibot';
import { optionalText, requiredText } from '../common.ts';
import { FILE_STATUSES } from '../statuses.ts';

export const FileBody = v.strictObject({
  name: requiredText('File Name'),
  description: optionalText('Description', 4000),
  fileNumber: v.optional(
    v.pipe(v.string('File Number must be text'), v.trim(), v.maxLength(60, 'File Number is too long')),
  ),
  status: v.optional(v.picklist(FILE_STATUSES, 'Choose active, closed or pending'), 'active'),
});
export type FileBody = v.InferOutput<typeof FileBody>;
