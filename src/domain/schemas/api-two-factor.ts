import * as v from 'valibot';
import type { Endpoint } from './endpoint.ts';
import {
  ChallengeBody,
  ChallengeCodeBody,
  CodeBody,
  EnrolOffer,
  PasswordBody,
  RecoveryCodes,
  RequirementBody,
  TwoFactorStatus,
  VerifyBody,
} from './two-factor.ts';

/**
 * Two-factor sign-in (docs/architecture.md#two-factor-sign-in): enrolment and recovery codes from
 * Profile, the firm's requirement (Admin), and the public step after a correct password. The
 * session answers use the login's shape (`{token, user}`), described loosely here to keep this
 * file free of the user schema.
 */
const SessionWithCodes = v.looseObject({ token: v.string(), recoveryCodes: v.optional(v.array(v.string())) });

export const TWO_FACTOR_ENDPOINTS = {
  twoFactorStatus: {
    method: 'get',
    path: 'two-factor',
    summary: 'Whether I have two-factor sign-in, and whether the firm requires it',
    response: TwoFactorStatus,
  },
  twoFactorEnrol: {
    method: 'post',
    path: 'two-factor/enrol',
    summary: 'Offer a new authenticator secret (QR code and key), confirmed by a first code',
    body: PasswordBody,
    response: EnrolOffer,
  },
  twoFactorConfirm: {
    method: 'post',
    path: 'two-factor/confirm',
    summary: 'Confirm enrolment with a first code; answers ten recovery codes, shown once',
    body: CodeBody,
    response: RecoveryCodes,
  },
  twoFactorDisable: {
    method: 'post',
    path: 'two-factor/disable',
    summary: 'Turn two-factor sign-in off (not while the firm requires it)',
    body: PasswordBody,
    response: v.null(),
  },
  twoFactorRecoveryCodes: {
    method: 'post',
    path: 'two-factor/recovery-codes',
    summary: 'Replace the recovery codes with ten new ones, shown once',
    body: PasswordBody,
    response: RecoveryCodes,
  },
  twoFactorRequirement: {
    method: 'put',
    path: 'two-factor/requirement',
    summary: 'Require two-factor sign-in for the whole firm, or stop requiring it (Admin)',
    body: RequirementBody,
    response: v.object({ required: v.boolean() }),
  },
  twoFactorVerify: {
    method: 'post',
    path: 'auth/two-factor/verify',
    summary: 'Finish signing in with a code from the authenticator app or a recovery code',
    body: VerifyBody,
    response: SessionWithCodes,
    public: true,
  },
  twoFactorSignInEnrol: {
    method: 'post',
    path: 'auth/two-factor/enrol',
    summary: 'At sign-in, when the firm requires two-factor: offer a secret to enrol',
    body: ChallengeBody,
    response: EnrolOffer,
    public: true,
  },
  twoFactorSignInConfirm: {
    method: 'post',
    path: 'auth/two-factor/enrol/confirm',
    summary: 'At sign-in: confirm enrolment with a first code and finish signing in',
    body: ChallengeCodeBody,
    response: SessionWithCodes,
    public: true,
  },
} as const satisfies Record<string, Endpoint>;
