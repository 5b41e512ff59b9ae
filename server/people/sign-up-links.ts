import type { Db } from '../store/db.ts';
import { hashLinkToken, isLinkToken } from './links.ts';

/** How long a sign-up link works: a day, for a mail that arrives late or is read the next morning. */
export const SIGN_UP_TTL_MS = 24 * 3600 * 1000;

/** A sign-up waiting for its link (server/migrations/0021_sign_up_links.sql). */
export interface SignUpRow {
  token_hash: string;
  email: string;
  name: string;
  organization_name: string;
  password_hash: string;
  created_at: Date | string;
  expires_at: Date | string;
}

/** Keeps a sign-up under its link's hash; a second sign-up for the same address replaces the first. */
export async function keepSignUp(
  db: Db,
  input: {
    token: string;
    email: string;
    name: string;
    organizationName: string;
    passwordHash: string;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `insert into sign_up_links (token_hash, email, name, organization_name, password_hash, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (email) do update set token_hash = excluded.token_hash, name = excluded.name,
       organization_name = excluded.organization_name, password_hash = excluded.password_hash,
       created_at = excluded.created_at, expires_at = excluded.expires_at`,
    [
      hashLinkToken(input.token),
      input.email,
      input.name,
      input.organizationName,
      input.passwordHash,
      input.at,
      new Date(input.at.getTime() + SIGN_UP_TTL_MS),
    ],
  );
}

/** The waiting sign-up a link names: 404 for none (made up, replaced or used), 410 once expired. */
export async function signUpOf(
  db: Db,
  token: string,
  at: Date,
  lock = false,
): Promise<{ row: SignUpRow } | { status: 404 | 410 }> {
  if (!isLinkToken(token)) return { status: 404 };
  const rows = await db.query<SignUpRow>(
    `select * from sign_up_links where token_hash = $1${lock ? ' for update' : ''}`,
    [hashLinkToken(token)],
  );
  const row = rows[0];
  if (!row) return { status: 404 };
  if (new Date(row.expires_at).getTime() <= at.getTime()) return { status: 410 };
  return { row };
}

/** A used link works once: its row goes with the firm it made. */
export async function spendSignUp(db: Db, tokenHash: string): Promise<void> {
  await db.query('delete from sign_up_links where token_hash = $1', [tokenHash]);
}
