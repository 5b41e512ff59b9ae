import * as v from 'valibot';
import { PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from '../rules/password-policy.ts';
import { OidcProvider } from './api-oidc.ts';
import { EmailAddress, Id, requiredText } from './common.ts';
import type { Endpoint } from './endpoint.ts';
import { ALL_ROLES, USER_ROLES } from './statuses.ts';

/**
 * The firm's people (docs/behaviour.md#people): invitations, password resets, roles, disabling and
 * removing, and each person's own password and email. Server actions, online only; not synced records.
 */

/** A new password: the length here; the guessability check (zxcvbn) runs in the handler and the form. */
export const NewPassword = v.pipe(
  v.string('Password is required'),
  v.minLength(12, PASSWORD_TOO_SHORT),
  v.maxLength(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
);

const Role = v.picklist(USER_ROLES, 'Choose Estate Attorney, Admin or Staff');
const CurrentPassword = v.pipe(
  v.string('Enter your current password'),
  v.minLength(1, 'Enter your current password'),
  v.maxLength(PASSWORD_MAX_LENGTH),
);

export const InviteBody = v.strictObject({
  name: requiredText('Name', 120),
  email: EmailAddress,
  role: Role,
});
export type InviteBody = v.InferOutput<typeof InviteBody>;

/**
 * A fresh sign-in for a change that asks for one (docs/architecture.md#step-up): a role changes
 * only within this long of the Admin's sign-in or of their typing their password again.
 */
export const STEP_UP_SECONDS = 5 * 60;
export const STEP_UP_NEEDED = 'Enter your password to confirm it is you.';
export const STEP_UP_WRONG = 'That is not your password';

export const RoleBody = v.strictObject({
  role: Role,
  /** The Admin's own password, when their sign-in is more than a few minutes old (STEP_UP_SECONDS). */
  password: v.optional(
    v.pipe(v.string('Enter your password'), v.maxLength(1000, 'That is not your password')),
  ),
});
export const AcceptInvitationBody = v.strictObject({
  name: requiredText('Your name', 120),
  /** Required, except from a beneficiary who already has an account with the firm (their link adds an estate). */
  password: v.optional(NewPassword),
});
export const ResetPasswordBody = v.strictObject({ password: NewPassword });
export const ChangePasswordBody = v.strictObject({
  currentPassword: CurrentPassword,
  newPassword: NewPassword,
});
/** `password` is absent for someone with no password here, who confirms at the provider (docs/oidc.md). */
export const ChangeEmailBody = v.strictObject({ email: EmailAddress, password: v.optional(CurrentPassword) });

export const PERSON_STATUSES = ['Active', 'Disabled'] as const;

export const Person = v.object({
  id: Id,
  name: v.string(),
  email: v.string(),
  role: v.picklist(ALL_ROLES),
  status: v.picklist(PERSON_STATUSES),
  createdAt: v.string(),
});
export type Person = v.InferOutput<typeof Person>;

export const Invitation = v.object({
  id: Id,
  name: v.string(),
  email: v.string(),
  role: v.picklist(ALL_ROLES),
  invitedBy: v.nullable(v.string()),
  createdAt: v.string(),
  expiresAt: v.string(),
  expired: v.boolean(),
});
export type Invitation = v.InferOutput<typeof Invitation>;

export const PeopleList = v.object({
  people: v.array(Person),
  invitations: v.array(Invitation),
  /** Whether the server sends invitations and reset links by email; otherwise the Admin copies the link. */
  mail: v.boolean(),
});
export type PeopleList = v.InferOutput<typeof PeopleList>;

/** An invitation or reset link just issued: `link` only when no mail server is configured (or mail failed). */
export const IssuedLink = v.object({
  id: Id,
  emailed: v.boolean(),
  link: v.optional(v.string()),
  expiresAt: v.string(),
});
export type IssuedLink = v.InferOutput<typeof IssuedLink>;

/** What a public invitation page shows before the invitee sets a password. */
export const InvitationPreview = v.object({
  name: v.string(),
  email: v.string(),
  role: v.picklist(ALL_ROLES),
  organizationName: v.string(),
  expiresAt: v.string(),
  /** A beneficiary who already has an account with the firm: accepting adds the estate, no new password. */
  existingAccount: v.optional(v.boolean()),
  /**
   * The firm signs in with its provider only: the invitee accepts by signing in with one of these
   * (docs/oidc.md#who-may-sign-in), never with a password.
   */
  signInWith: v.optional(v.array(OidcProvider)),
});
export type InvitationPreview = v.InferOutput<typeof InvitationPreview>;

export const ResetPreview = v.object({ email: v.string(), name: v.string(), expiresAt: v.string() });
export type ResetPreview = v.InferOutput<typeof ResetPreview>;

/** Signed in; or, when the firm requires two-factor sign-in, only told to sign in and set it up. */
const AcceptAnswer = v.union([
  v.object({ token: v.string(), user: v.looseObject({}) }),
  v.object({ twoFactorRequired: v.literal(true) }),
  // A beneficiary of the firm already: the invitation added its estate to their account.
  v.object({ signIn: v.literal(true) }),
]);

export const PEOPLE_ENDPOINTS = {
  people: {
    method: 'get',
    path: 'people',
    summary: 'The firm’s people with their status, and its pending invitations',
    response: PeopleList,
  },
  invite: {
    method: 'post',
    path: 'people/invitations',
    summary: 'Invite a colleague (Admin); emailed when mail is configured, otherwise the link is answered',
    body: InviteBody,
    response: IssuedLink,
  },
  resendInvitation: {
    method: 'post',
    path: 'people/invitations/:id/resend',
    summary: 'A new link for a pending invitation, valid 7 days; the old one stops working (Admin)',
    response: IssuedLink,
  },
  cancelInvitation: {
    method: 'delete',
    path: 'people/invitations/:id',
    summary: 'Cancel a pending invitation (Admin)',
    response: v.null(),
  },
  resetLink: {
    method: 'post',
    path: 'people/:id/reset-link',
    summary: 'A one-time password-reset link for a person, valid 1 hour (Admin)',
    response: IssuedLink,
  },
  changeRole: {
    method: 'put',
    path: 'people/:id/role',
    summary: 'Change a person’s role (Admin; the last Admin keeps theirs)',
    body: RoleBody,
    response: Person,
  },
  disablePerson: {
    method: 'post',
    path: 'people/:id/disable',
    summary: 'Disable a person: sign-in refused, every session ended (Admin; never the last Admin)',
    response: Person,
  },
  enablePerson: {
    method: 'post',
    path: 'people/:id/enable',
    summary: 'Re-enable a disabled person (Admin)',
    response: Person,
  },
  removePerson: {
    method: 'delete',
    path: 'people/:id',
    summary: 'Remove a person; their history keeps their name (Admin; never the last Admin)',
    response: v.null(),
  },
  changePassword: {
    method: 'post',
    path: 'account/password',
    summary: 'Change your own password (current one required); your other sessions end',
    body: ChangePasswordBody,
    response: v.null(),
  },
  changeEmail: {
    method: 'post',
    path: 'account/email',
    summary: 'Change your own sign-in email (password required)',
    body: ChangeEmailBody,
    response: Person,
  },
  invitation: {
    method: 'get',
    path: 'invitations/:token',
    summary: 'What an invitation link offers (404 when unknown, 410 when expired, used or cancelled)',
    response: InvitationPreview,
    public: true,
  },
  acceptInvitation: {
    method: 'post',
    path: 'invitations/:token/accept',
    summary:
      'Accept an invitation: name and password; answers a signed-in session (or, when the firm requires two-factor, that sign-in sets it up)',
    body: AcceptInvitationBody,
    response: AcceptAnswer,
    public: true,
  },
  passwordReset: {
    method: 'get',
    path: 'password-resets/:token',
    summary: 'Whom a reset link is for (404 when unknown, 410 when expired or used)',
    response: ResetPreview,
    public: true,
  },
  resetPassword: {
    method: 'post',
    path: 'password-resets/:token',
    summary: 'Set a new password with a reset link (once); every session of the person ends',
    body: ResetPasswordBody,
    response: v.null(),
    public: true,
  },
} as const satisfies Record<string, Endpoint>;
