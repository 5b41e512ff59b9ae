import type { Db } from '../store/db.ts';

/**
 * How each person signs in, in one place (docs/architecture.md#people): the credentials row (the
 * password's hash, whether sign-in is disabled) and the one-time password reset links (only their
 * hashes are kept).
 */

/** The stored hash of the person's password, or undefined when they have no credentials. */
export async function passwordHashOf(db: Db, userId: string): Promise<string | undefined> {
  const rows = await db.query<{ password_hash: string }>(
    'select password_hash from credentials where user_id = $1',
    [userId],
  );
  return rows[0]?.password_hash;
}

/** A password the person chose (a reset link, a change): from now on they know one here. */
export async function setPasswordHash(db: Db, userId: string, passwordHash: string) {
  await db.query('update credentials set password_hash = $2, password_known = true where user_id = $1', [
    userId,
    passwordHash,
  ]);
}

/**
 * Whether the person may sign in: `missing` when they have no credentials (removed), `disabled`
 * when an Admin disabled them, `active` otherwise.
 */
export async function signInState(db: Db, userId: string): Promise<'active' | 'disabled' | 'missing'> {
  const rows = await db.query<{ disabled_at: unknown }>(
    'select disabled_at from credentials where user_id = $1',
    [userId],
  );
  if (!rows[0]) return 'missing';
  return rows[0].disabled_at ? 'disabled' : 'active';
}

/** Disables the person's sign-in from `at`, or enables it again with null. */
export async function setSignInDisabled(db: Db, userId: string, at: Date | null) {
  await db.query('update credentials set disabled_at = $2 where user_id = $1', [userId, at]);
}

/** Takes away every way the person signs in: their credentials and any reset link. */
export async function removeSignIn(db: Db, userId: string) {
  await db.query('delete from password_resets where user_id = $1', [userId]);
  await db.query('delete from credentials where user_id = $1', [userId]);
}

/** A new reset link for the person (its hash), replacing any earlier one not yet used. */
export async function issuePasswordReset(
  db: Db,
  reset: {
    tokenHash: string;
    userId: string;
    organization: string;
    issuedBy: string;
    at: Date;
    expires: Date;
  },
) {
  await db.transaction(async (tx) => {
    await tx.query('delete from password_resets where user_id = $1 and used_at is null', [reset.userId]);
    await tx.query(
      `insert into password_resets (token_hash, user_id, organization, issued_by, created_at, expires_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [reset.tokenHash, reset.userId, reset.organization, reset.issuedBy, reset.at, reset.expires],
    );
  });
}

/** Spends a reset link and sets the password it was used for, in the caller's transaction. */
export async function spendReset(db: Db, tokenHash: string, userId: string, passwordHash: string, at: Date) {
  await db.query('update password_resets set used_at = $2 where token_hash = $1', [tokenHash, at]);
  await setPasswordHash(db, userId, passwordHash);
}
