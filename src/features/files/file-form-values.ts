import { FILE_STATUSES, type FileStatus } from '../../domain/schemas/statuses.ts';

/** What the file form holds: text as typed, so nothing the user wrote is lost to parsing. */
export interface FileFormValues {
  name: string;
  fileNumber: string;
  description: string;
  status: FileStatus;
}

export const EMPTY_FILE_FORM: FileFormValues = {
  name: '',
  fileNumber: '',
  description: '',
  status: 'active',
};

export const FILE_STATUS_OPTIONS: readonly { value: FileStatus; label: string }[] = FILE_STATUSES.map(
  (s) => ({
    value: s,
    label: s.charAt(0).toUpperCase() + s.slice(1),
  }),
);

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The form's starting values for an existing file; an unknown status falls back to active. */
export function fileFormFromRecord(record: Record<string, unknown>): FileFormValues {
  const status = (FILE_STATUSES as readonly string[]).includes(text(record.status))
    ? (record.status as FileStatus)
    : 'active';
  return {
    name: text(record.name),
    fileNumber: text(record.fileNumber),
    description: text(record.description),
    status,
  };
}

/**
 * The body for repos.files.create/update. Every field is sent, so clearing a file number on edit
 * clears it; the schema trims and checks (one set of rules for form, store and server).
 */
export function fileFormToBody(values: FileFormValues): Record<string, string> {
  return {
    name: values.name,
    fileNumber: values.fileNumber,
    description: values.description,
    status: values.status,
  };
}

export type FileFormErrors = Partial<Record<keyof FileFormValues | 'form', string>>;

/** ValidationError.errors -> one message per form field; anything else becomes a form-level message. */
export function fileFormErrors(errors: Record<string, readonly string[]>): FileFormErrors {
  const out: FileFormErrors = {};
  const fields = new Set<string>(['name', 'fileNumber', 'description', 'status']);
  for (const [key, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (!message) continue;
    const field = (fields.has(key) ? key : 'form') as keyof FileFormErrors;
    out[field] ??= message;
  }
  return out;
}
