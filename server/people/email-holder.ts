import type { Db } from '../store/db.ts';

/**
 * Who signs in with an email, as far as a firm may be told (docs/behaviour.md#people): one of its
 * own people, or nobody it may know of. An address in use in another firm answers `elsewhere`,
 * which callers must not put into words: telling a firm that an address is in use in some other
 * firm would let anyone with an account learn who has one.
 */
export async function emailHolder(
  db: Db,
  email: string,
  organization: string,
): Promise<{ in: 'none' } | { in: 'firm'; userId: string } | { in: 'elsewhere' }> {
  const rows = await db.query<{ user_id: string; organization: string }>(
    'select user_id, organization from credentials where email = $1',
    [email.trim().toLowerCase()],
  );
  const row = rows[0];
  if (!row) return { in: 'none' };
  return row.organization === organization ? { in: 'firm', userId: row.user_id } : { in: 'elsewhere' };
}

/** Said to a firm about its own person's address. */
export const IN_YOUR_FIRM = 'Someone in your firm already signs in with this email';
/** Said when an address cannot be used, whatever the reason: it names no firm and no account. */
export const EMAIL_UNUSABLE = 'This email cannot be used here. Choose another one.';
