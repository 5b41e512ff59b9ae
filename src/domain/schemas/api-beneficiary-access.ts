import * as v from 'valibot';
import { EmailAddress, Id, requiredText } from './common.ts';
import type { Endpoint } from './endpoint.ts';

/**
 * Beneficiary access (docs/behaviour.md#beneficiary-access): who outside the firm sees one estate,
 * the invitations waiting for them, and the firm's means to invite and remove them. Server actions,
 * online only; not synced records.
 */

/** Who gives and removes beneficiaries' access; Staff read the list; a beneficiary sees none of it. */
export const BENEFICIARY_ACCESS_MANAGERS: readonly string[] = ['Admin', 'Estate Attorney'];
export const BENEFICIARY_ACCESS_REFUSAL =
  'Only Admins and Estate Attorneys can give beneficiaries access to an estate.';

export const BeneficiaryInviteBody = v.strictObject({
  name: requiredText('Name', 120),
  email: EmailAddress,
  /** The beneficiary party of this estate the person is, when the firm picked one. */
  party: v.optional(
    v.nullable(
      v.pipe(v.string('Choose a beneficiary of this estate'), v.uuid('Choose a beneficiary of this estate')),
    ),
  ),
});
export type BeneficiaryInviteBody = v.InferOutput<typeof BeneficiaryInviteBody>;

export const BeneficiaryWithAccess = v.object({
  userId: Id,
  name: v.string(),
  email: v.string(),
  party: v.nullable(Id),
  partyName: v.nullable(v.string()),
  grantedAt: v.string(),
  grantedBy: v.nullable(v.string()),
  /** The last time one of their devices pulled; null when they never looked. */
  lastSeenAt: v.nullable(v.string()),
});
export type BeneficiaryWithAccess = v.InferOutput<typeof BeneficiaryWithAccess>;

export const BeneficiaryInvitation = v.object({
  id: Id,
  name: v.string(),
  email: v.string(),
  party: v.nullable(Id),
  invitedBy: v.nullable(v.string()),
  createdAt: v.string(),
  expiresAt: v.string(),
});
export type BeneficiaryInvitation = v.InferOutput<typeof BeneficiaryInvitation>;

export const BeneficiaryAccessList = v.object({
  people: v.array(BeneficiaryWithAccess),
  /** Pending only: neither accepted, cancelled nor expired. */
  invitations: v.array(BeneficiaryInvitation),
  /** Whether the server emails invitations; otherwise the firm copies the link. */
  mail: v.boolean(),
});
export type BeneficiaryAccessList = v.InferOutput<typeof BeneficiaryAccessList>;

/** An existing beneficiary of the firm is given the estate at once; anyone else is invited. */
export const BeneficiaryInviteAnswer = v.variant('kind', [
  v.object({ kind: v.literal('granted'), userId: Id }),
  v.object({
    kind: v.literal('invited'),
    id: Id,
    emailed: v.boolean(),
    /** Only when the link was not emailed: the firm passes it on. */
    link: v.optional(v.string()),
    expiresAt: v.string(),
  }),
]);
export type BeneficiaryInviteAnswer = v.InferOutput<typeof BeneficiaryInviteAnswer>;

export const BENEFICIARY_ACCESS_ENDPOINTS = {
  beneficiaryAccess: {
    method: 'get',
    path: 'estates/:id/beneficiary-access',
    summary:
      'Who outside the firm sees this estate, and the invitations waiting (Admin, Estate Attorney, Staff)',
    response: BeneficiaryAccessList,
  },
  inviteBeneficiary: {
    method: 'post',
    path: 'estates/:id/beneficiary-access',
    summary:
      'Give a beneficiary access to this estate: an existing beneficiary of the firm at once, anyone else by an invitation (Admin, Estate Attorney)',
    body: BeneficiaryInviteBody,
    response: BeneficiaryInviteAnswer,
  },
  removeBeneficiaryAccess: {
    method: 'delete',
    path: 'estates/:id/beneficiary-access/:userId',
    summary: 'Remove a person’s access to this estate (Admin, Estate Attorney)',
    response: v.null(),
  },
  resendBeneficiaryInvitation: {
    method: 'post',
    path: 'estates/:id/beneficiary-invitations/:invitationId/resend',
    summary:
      'A new 7-day link for a pending beneficiary invitation; the old one stops working (Admin, Estate Attorney)',
    response: BeneficiaryInviteAnswer,
  },
  cancelBeneficiaryInvitation: {
    method: 'delete',
    path: 'estates/:id/beneficiary-invitations/:invitationId',
    summary: 'Cancel a pending beneficiary invitation (Admin, Estate Attorney)',
    response: v.null(),
  },
} as const satisfies Record<string, Endpoint>;
