import type { Db } from '../store/db.ts';
import { firmSignIn, identityOf } from './store.ts';

/**
 * Whether the firm's "provider only" rule binds this person: the firm's own people. Beneficiaries
 * are not, and have no account at the firm's provider: they keep their password (docs/oidc.md).
 */
export async function firmRequiresProvider(
  db: Db,
  person: { organization: string; role?: unknown },
): Promise<boolean> {
  return person.role !== 'Beneficiary' && (await firmSignIn(db, person.organization)).methods === 'provider';
}

/**
 * Whether a correct password may still sign this person in (docs/oidc.md#who-may-sign-in): not
 * when their firm signs in with its provider only, nor once the provider has refused their
 * account at a re-check (offboarded there: offboarded here, until they sign in with it again).
 * Asked only after the password checked out, so it tells nothing to someone guessing.
 */
export async function passwordRefusal(
  db: Db,
  user: { _id: string; organization: string; role?: unknown },
): Promise<string | null> {
  if (await firmRequiresProvider(db, user))
    return 'Your firm signs in with its Microsoft or Google account. Use the button below the form.';
  if ((await identityOf(db, user._id))?.refused_at)
    return 'Your firm’s sign-in provider no longer accepts your account. Ask your firm’s administrator.';
  return null;
}

export const INVITATION_PROVIDER_ONLY =
  'Your firm signs in with its Microsoft or Google account, so no password is set here. Accept with the button on this page.';

/**
 * Whether an invitation is accepted only by signing in with the firm's provider: a colleague's, in
 * a firm that signs in with its provider only. Beneficiaries are not the firm's people and have no
 * account at its provider; their invitations keep the password.
 */
export async function invitationNeedsProvider(
  db: Db,
  invitation: { organization: string; role: string },
): Promise<boolean> {
  return firmRequiresProvider(db, invitation);
}
