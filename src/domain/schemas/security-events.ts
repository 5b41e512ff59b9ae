import * as v from 'valibot';

/**
 * The kinds of event the firm's security log records (docs/architecture.md#activity-log), with the
 * label the Activity screen and its CSV show.
 */
export const SECURITY_EVENT_LABELS = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in failed',
  lockout: 'Account locked after failed sign-ins',
  'sign-out': 'Signed out',
  'device-signed-out': 'Device signed out',
  'session-reuse': 'Reused sign-in token: device signed out',
  'two-factor-enrolled': 'Two-factor sign-in turned on',
  'two-factor-removed': 'Two-factor sign-in turned off',
  'two-factor-failed': 'Two-factor code refused',
  'recovery-code-used': 'Recovery code used',
  'two-factor-requirement': 'Firm two-factor requirement changed',
  'sign-in-rules-changed': 'Firm sign-in rules changed',
  'invitation-sent': 'Invitation sent',
  'invitation-resent': 'Invitation resent',
  'invitation-cancelled': 'Invitation cancelled',
  'invitation-accepted': 'Invitation accepted',
  'password-reset-issued': 'Password reset link issued',
  'password-reset': 'Password reset',
  'password-changed': 'Password changed',
  'email-changed': 'Email changed',
  'role-changed': 'Role changed',
  'user-disabled': 'Person disabled',
  'user-enabled': 'Person re-enabled',
  'user-removed': 'Person removed',
  'report-downloaded': 'Report downloaded',
  'estate-exported': 'Estate exported',
  'firm-exported': 'Firm’s data exported',
  'document-opened': 'Document opened or saved',
  'statement-imported': 'Bank statement imported',
  'backup-taken': 'Backup of the whole database taken',
  'backup-restored': 'Database restored from a backup',
  'estate-access-granted': 'Beneficiary given access to an estate',
  'estate-access-removed': 'Beneficiary’s access to an estate removed',
} as const;

export type SecurityEventKind = keyof typeof SECURITY_EVENT_LABELS;
export const SECURITY_EVENT_KINDS = Object.keys(SECURITY_EVENT_LABELS) as SecurityEventKind[];

export const SecurityEvent = v.object({
  id: v.string(),
  at: v.string(),
  kind: v.picklist(SECURITY_EVENT_KINDS),
  actorId: v.nullable(v.string()),
  actorName: v.nullable(v.string()),
  subjectId: v.nullable(v.string()),
  subjectName: v.nullable(v.string()),
  address: v.nullable(v.string()),
  detail: v.record(v.string(), v.unknown()),
});
export type SecurityEvent = v.InferOutput<typeof SecurityEvent>;

const IsoDay = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD'));

/** The Activity screen's filters: a person (as actor or subject), a kind, a date range, a page. */
export const ActivityQuery = v.object({
  person: v.optional(v.pipe(v.string(), v.uuid('Choose a person from the list'))),
  kind: v.optional(v.picklist(SECURITY_EVENT_KINDS, 'Choose a kind of event from the list')),
  from: v.optional(IsoDay),
  to: v.optional(IsoDay),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, 'Page must be a whole number from 1'))),
});
export type ActivityQuery = v.InferOutput<typeof ActivityQuery>;

export const ActivityPage = v.object({
  items: v.array(SecurityEvent),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
});
export type ActivityPage = v.InferOutput<typeof ActivityPage>;

/** A report made on the device (offline too): told to the server when it can be. */
/**
 * The copies a device reports (docs/architecture.md#activity-log): each is its own kind of event,
 * so the log answers "who took a copy of this estate, when and from which device". A report is
 * the default, as devices queued it before the others were told.
 */
export const COPY_EVENT_KINDS = {
  report: 'report-downloaded',
  'estate-export': 'estate-exported',
  'firm-export': 'firm-exported',
  'document-open': 'document-opened',
  'statement-import': 'statement-imported',
} as const satisfies Record<string, SecurityEventKind>;
export type CopyKind = keyof typeof COPY_EVENT_KINDS;

export const CopyBody = v.strictObject({
  /** What was taken: a report (when absent), an export, a shared document opened, a statement read in. */
  what: v.optional(v.picklist(Object.keys(COPY_EVENT_KINDS) as CopyKind[], 'Unknown kind of copy')),
  /** The report's, file's or document's name. */
  report: v.pipe(v.string('Name the report'), v.trim(), v.minLength(1, 'Name the report'), v.maxLength(200)),
  estate: v.optional(v.nullable(v.pipe(v.string(), v.uuid('Estate must be an id')))),
  format: v.optional(
    v.picklist(['pdf', 'docx', 'xlsx', 'csv', 'ics', 'zip', 'ofx', 'file'], 'Unknown format'),
  ),
  at: v.optional(v.pipe(v.string(), v.isoTimestamp('Use an ISO time'))),
});
export type CopyBody = v.InferOutput<typeof CopyBody>;
