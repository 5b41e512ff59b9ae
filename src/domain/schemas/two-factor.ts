import * as v from 'valibot';

const Password = v.pipe(
  v.string('Enter your password'),
  v.minLength(1, 'Enter your password'),
  v.maxLength(1024, 'Password is too long'),
);
/** Six digits from the app; spaces people type between the threes are fine. */
export const TotpCode = v.pipe(
  v.string('Enter the six-digit code'),
  v.transform((s) => s.replace(/\s+/g, '')),
  v.regex(/^\d{6}$/, 'Enter the six-digit code from your authenticator app'),
);
const RecoveryCode = v.pipe(
  v.string('Enter a recovery code'),
  v.trim(),
  v.regex(/^[a-z0-9-\s]{8,40}$/i, 'Enter a recovery code as it was shown, like k7qm-2xrp-9d4w'),
);
const ChallengeToken = v.pipe(v.string('Sign in again'), v.regex(/^[\w-]{20,100}$/, 'Sign in again'));

/** What Profile shows: whether the person has two-factor sign-in and whether the firm requires it. */
export const TwoFactorStatus = v.object({
  enabled: v.boolean(),
  required: v.boolean(),
  recoveryCodesLeft: v.number(),
});
export type TwoFactorStatus = v.InferOutput<typeof TwoFactorStatus>;

/** The current password; absent for someone with no password here, who confirms at the provider (docs/oidc.md). */
export const PasswordBody = v.strictObject({ password: v.optional(Password) });
export const CodeBody = v.strictObject({ code: TotpCode });
export const RequirementBody = v.strictObject({
  required: v.boolean('Say whether two-factor sign-in is required'),
});

/** A secret offered for enrolment: the QR code (SVG) and the same key to type by hand. */
export const EnrolOffer = v.object({ secret: v.string(), otpauthUrl: v.string(), qrSvg: v.string() });
export type EnrolOffer = v.InferOutput<typeof EnrolOffer>;
export const RecoveryCodes = v.object({ recoveryCodes: v.array(v.string()) });

/** Sign-in's answer when a code must follow the password (docs/behaviour.md#two-factor-sign-in). */
export const TwoFactorChallenge = v.object({
  twoFactor: v.picklist(['verify', 'enrol']),
  challenge: v.string(),
});
export type TwoFactorChallenge = v.InferOutput<typeof TwoFactorChallenge>;

/** The step after the password: a code from the app, or one of the recovery codes. */
export const VerifyBody = v.union(
  [
    v.strictObject({ challenge: ChallengeToken, code: TotpCode }),
    v.strictObject({ challenge: ChallengeToken, recoveryCode: RecoveryCode }),
  ],
  'Enter the six-digit code or a recovery code',
);
export const ChallengeBody = v.strictObject({ challenge: ChallengeToken });
export const ChallengeCodeBody = v.strictObject({ challenge: ChallengeToken, code: TotpCode });
