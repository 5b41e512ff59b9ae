import { randomBytes } from 'node:crypto';
import type { IDToken } from 'openid-client';
import { uuidv7 } from '../../src/domain/ids.ts';
import type { UserRole } from '../../src/domain/schemas/index.ts';
import { createUser, EmailTakenError } from '../accounts.ts';
import { logEvent } from '../activity/events.ts';
import { hashPassword } from '../auth/password.ts';
import { acceptInvitation } from '../people/invitations.ts';
import type { Db } from '../store/db.ts';
import { findRecord, type StoredRecord } from '../store/records.ts';
import { GOOGLE_ISSUER, type OidcProviderConfig, type ProviderId, providerLabel } from './config.ts';
import { firmSignIn } from './store.ts';

/**
 * Who may sign in with a provider's answer (docs/oidc.md#who-may-sign-in). The provider proves
 * control of an account and an email address; the firm decides whether that email is one of its
 * people. Nobody is ever given a firm of their own here.
 */

export const REFUSALS = {
  unverified: (label: string) =>
    `Your ${label} account did not confirm an email address. Sign in with your email and password, or ask your firm’s administrator.`,
  unknown: (email: string) =>
    `No firm here has ${email} among its people. Ask your firm’s administrator for an invitation, then sign in again.`,
  disabled: 'This account has been disabled. Ask your firm’s administrator.',
  passwordOnly: 'Your firm signs in with email and password. Use the form above.',
  otherProvider: (firms: string) =>
    `Your firm signs in with its ${firms} account. Use Continue with ${firms}.`,
} as const;

/** `amr` values that say a second factor was used (RFC 8176 and Microsoft's). */
const SECOND_FACTOR = new Set([
  'mfa',
  'otp',
  'hwk',
  'swk',
  'sms',
  'tel',
  'fido',
  'sc',
  'face',
  'fpt',
  'iris',
  'retina',
  'vbm',
  'wia',
  'ngcmfa',
]);

/** Whether the provider says the person gave a second factor at this sign-in. */
export const secondFactorUsed = (claims: IDToken): boolean =>
  Array.isArray(claims.amr) &&
  claims.amr.some((m) => typeof m === 'string' && SECOND_FACTOR.has(m.toLowerCase()));

/**
 * The email the provider vouches for, or why there is none. `email_verified` must be true;
 * Microsoft Entra ID says so with the optional claim `xms_edov` (email domain owner verified)
 * instead. For Google, a Workspace account carries `hd`, its domain: an address of a firm's domain
 * must come from the firm's Workspace, not from a personal Google account made with that address
 * (which would outlive the person's removal from Workspace).
 */
export function vouchedEmail(provider: OidcProviderConfig, claims: IDToken): string | undefined {
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email.includes('@')) return undefined;
  const verified =
    claims.email_verified === true || (provider.id === 'microsoft' && claims.xms_edov === true);
  if (!verified) return undefined;
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (provider.domains.length && !provider.domains.includes(domain)) return undefined;
  if (provider.issuer === GOOGLE_ISSUER && claims.hd !== domain) return undefined;
  return email;
}

/** Signed in (`joined`: by accepting an invitation), or refused; a refused person of a firm is named, for its log. */
export type Admission =
  | { user: StoredRecord; joined: boolean }
  | { refused: string; known?: { userId: string; organization: string } };

/**
 * The person this email is, or the pending invitation it may accept: an email someone in a firm
 * signs in with; otherwise the latest pending invitation to it from a firm that allows its domain,
 * or the invitation whose link the sign-in started from (`invitationHash`), when it is to this email.
 */
export async function admit(
  db: Db,
  provider: ProviderId,
  email: string,
  at: Date,
  invitationHash?: string | null,
): Promise<Admission> {
  const [cred] = await db.query<{ user_id: string; organization: string; disabled_at: unknown }>(
    'select user_id, organization, disabled_at from credentials where email = $1',
    [email],
  );
  if (cred) {
    const user = await findRecord(db, cred.organization, 'users', cred.user_id);
    if (!user) return { refused: REFUSALS.unknown(email) };
    const known = { userId: cred.user_id, organization: cred.organization };
    if (cred.disabled_at) return { refused: REFUSALS.disabled, known };
    // Only the firm's own provider signs its people in, and so only its `amr` ever counts for the
    // firm's two-factor rule: a firm that chose none signs in with its password.
    const rules = await firmSignIn(db, cred.organization);
    if (!rules.provider) return { refused: REFUSALS.passwordOnly, known };
    if (rules.provider !== provider)
      return { refused: REFUSALS.otherProvider(providerLabel(rules.provider)), known };
    return { user, joined: false };
  }
  const domain = email.slice(email.lastIndexOf('@') + 1);
  const invitations = await db.query<{ id: string; organization: string; name: string; role: string }>(
    `select i.id, i.organization, i.name, i.role from invitations i
     join firm_sign_in f on f.organization = i.organization
     where i.email = $1 and i.accepted_at is null and i.cancelled_at is null and i.expires_at > $2
       and i.role <> 'Beneficiary' and f.methods <> 'password' and f.provider = $5
       and ($3 = any(coalesce(f.domains, '{}')) or i.token_hash = $4)
     order by i.token_hash = $4 desc, i.created_at desc limit 1`,
    [email, at, domain, invitationHash ?? '', provider],
  );
  const invitation = invitations[0];
  if (!invitation) return { refused: REFUSALS.unknown(email) };
  // No password is chosen: the account gets one nobody knows (a real hash, so a password sign-in
  // attempt takes as long as any other). An Admin's reset link can give it one later.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  try {
    const user = await db.transaction(async (tx) => {
      const locked = await tx.query(
        'select 1 from invitations where id = $1 and accepted_at is null and cancelled_at is null for update',
        [invitation.id],
      );
      if (!locked.length) return undefined;
      const id = uuidv7();
      const role = invitation.role as UserRole;
      const created = await createUser(
        tx,
        { userId: id, organization: invitation.organization, role },
        { id, name: invitation.name, email, role, password: '', passwordHash },
      );
      // They know no password here: changes that ask for one ask them to sign in at the provider again.
      await tx.query('update credentials set password_known = false where user_id = $1', [id]);
      await acceptInvitation(tx, invitation.id, id, at);
      return created;
    });
    if (!user) return { refused: REFUSALS.unknown(email) };
    await logEvent(db, {
      organization: user.organization,
      kind: 'invitation-accepted',
      actorId: user._id,
      detail: { email },
    });
    return { user, joined: true };
  } catch (error) {
    if (error instanceof EmailTakenError) return { refused: REFUSALS.unknown(email) };
    throw error;
  }
}
