import type { Db } from '../store/db.ts';
import { toNumber } from '../store/db.ts';
import { hashRecoveryCode, newChallengeToken, newRecoveryCodes, sha256, validStep } from './totp.ts';

/** How long the step between a correct password and its code may take. */
export const CHALLENGE_SECONDS = 5 * 60;
/** A secret offered for enrolment and not confirmed is forgotten after this. */
export const PENDING_SECONDS = 15 * 60;

export type ChallengePurpose = 'verify' | 'enrol';

export interface TwoFactorState {
  enabled: boolean;
  recoveryCodesLeft: number;
}

export async function twoFactorState(db: Db, userId: string): Promise<TwoFactorState> {
  const [row] = await db.query<{ enabled_at: unknown }>(
    'select enabled_at from two_factor where user_id = $1',
    [userId],
  );
  const [codes] = await db.query<{ n: unknown }>(
    'select count(*) as n from recovery_codes where user_id = $1 and used_at is null',
    [userId],
  );
  return { enabled: !!row?.enabled_at, recoveryCodesLeft: toNumber(codes?.n) };
}

export async function firmRequiresTwoFactor(db: Db, organization: string): Promise<boolean> {
  const [row] = await db.query<{ require_two_factor: boolean }>(
    'select require_two_factor from firm_security where organization = $1',
    [organization],
  );
  return !!row?.require_two_factor;
}

export async function setFirmRequirement(
  db: Db,
  organization: string,
  required: boolean,
  now: Date,
): Promise<void> {
  await db.query(
    `insert into firm_security (organization, require_two_factor, updated_at) values ($1, $2, $3)
     on conflict (organization) do update set require_two_factor = $2, updated_at = $3`,
    [organization, required, now],
  );
}

/** Offers a new secret to confirm; an enabled secret stays in force until the new one is confirmed. */
export async function startEnrolment(
  db: Db,
  who: { userId: string; organization: string },
  secret: string,
  now: Date,
): Promise<void> {
  await db.query(
    `insert into two_factor (user_id, organization, pending_secret, pending_at) values ($1, $2, $3, $4)
     on conflict (user_id) do update set pending_secret = $3, pending_at = $4`,
    [who.userId, who.organization, secret, now],
  );
}

/**
 * Confirms enrolment with a first code from the new secret: it becomes the secret, the step is
 * spent, and ten new recovery codes replace any old ones. Null when the code or the offer is not
 * good (expired, none, wrong code).
 */
export async function confirmEnrolment(
  db: Db,
  userId: string,
  code: string,
  now: Date,
): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ pending_secret: string | null; pending_at: Date | string | null }>(
      'select pending_secret, pending_at from two_factor where user_id = $1 for update',
      [userId],
    );
    if (!row?.pending_secret || !row.pending_at) return null;
    if (now.getTime() - new Date(row.pending_at).getTime() > PENDING_SECONDS * 1000) return null;
    const step = validStep(row.pending_secret, code, now);
    if (step === null) return null;
    await tx.query(
      `update two_factor set secret = pending_secret, enabled_at = $2, pending_secret = null, pending_at = null,
         last_step = $3 where user_id = $1`,
      [userId, now, step],
    );
    return replaceRecoveryCodes(tx, userId);
  });
}

export async function replaceRecoveryCodes(db: Db, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.query('delete from recovery_codes where user_id = $1', [userId]);
  for (const code of codes)
    await db.query('insert into recovery_codes (user_id, code_hash) values ($1, $2)', [
      userId,
      hashRecoveryCode(code),
    ]);
  return codes;
}

export async function disableTwoFactor(db: Db, userId: string): Promise<void> {
  await db.query('delete from two_factor where user_id = $1', [userId]);
  await db.query('delete from recovery_codes where user_id = $1', [userId]);
}

/**
 * Checks a code against the person's secret and spends its time step in the same statement, so
 * the same code (or an earlier one) is refused even when sent twice at once.
 */
export async function spendCode(db: Db, userId: string, code: string, now: Date): Promise<boolean> {
  const [row] = await db.query<{ secret: string | null }>(
    'select secret from two_factor where user_id = $1 and enabled_at is not null',
    [userId],
  );
  if (!row?.secret) return false;
  const step = validStep(row.secret, code, now);
  if (step === null) return false;
  const spent = await db.query(
    'update two_factor set last_step = $2 where user_id = $1 and last_step < $2 returning 1',
    [userId, step],
  );
  return spent.length === 1;
}

/** A recovery code works once: marking it used is the check. */
export async function spendRecoveryCode(db: Db, userId: string, code: string, now: Date): Promise<boolean> {
  const used = await db.query(
    'update recovery_codes set used_at = $3 where user_id = $1 and code_hash = $2 and used_at is null returning 1',
    [userId, hashRecoveryCode(code), now],
  );
  return used.length === 1;
}

/** The one-time handle for the step after a correct password (only its hash is kept). */
export async function createChallenge(
  db: Db,
  who: { userId: string; organization: string },
  purpose: ChallengePurpose,
  now: Date,
): Promise<string> {
  const token = newChallengeToken();
  await db.query('delete from two_factor_challenges where expires_at < $1', [now]);
  await db.query(
    `insert into two_factor_challenges (token_hash, user_id, organization, purpose, expires_at)
     values ($1, $2, $3, $4, $5)`,
    [
      sha256(token),
      who.userId,
      who.organization,
      purpose,
      new Date(now.getTime() + CHALLENGE_SECONDS * 1000),
    ],
  );
  return token;
}

export interface Challenge {
  userId: string;
  organization: string;
  purpose: ChallengePurpose;
}

/** A live, unused challenge of the given purpose, or null. */
export async function readChallenge(
  db: Db,
  token: string,
  purpose: ChallengePurpose,
  now: Date,
): Promise<Challenge | null> {
  const [row] = await db.query<{ user_id: string; organization: string; purpose: ChallengePurpose }>(
    `select user_id, organization, purpose from two_factor_challenges
      where token_hash = $1 and purpose = $2 and used_at is null and expires_at > $3`,
    [sha256(token), purpose, now],
  );
  return row ? { userId: row.user_id, organization: row.organization, purpose: row.purpose } : null;
}

/** Spends a challenge once it has led to a session; false when another request spent it first. */
export async function spendChallenge(db: Db, token: string, now: Date): Promise<boolean> {
  const spent = await db.query(
    'update two_factor_challenges set used_at = $2 where token_hash = $1 and used_at is null returning 1',
    [sha256(token), now],
  );
  return spent.length === 1;
}
