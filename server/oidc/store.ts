import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { Db } from '../store/db.ts';
import type { LoginSecrets } from './client.ts';
import type { ProviderId } from './config.ts';

/** A login under way lasts this long: the person signs in at the provider within it. */
export const LOGIN_SECONDS = 10 * 60;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export interface PendingLogin {
  state_hash: string;
  browser_hash: string;
  provider: ProviderId;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  after_path: string | null;
  user_id: string | null;
  organization: string | null;
  mfa: boolean;
  error: string | null;
  /** `reauth`: a person confirming a session (`for_session`) at the provider; never finished as a sign-in. */
  purpose: 'sign-in' | 'reauth';
  for_session: string | null;
  /** A sign-in started from an invitation link accepts that invitation (its token's hash). */
  invitation_hash: string | null;
  /** The SHA-256 of the one-time value of the tab that began it; only that tab finishes it. */
  tab_hash: string | null;
  created_at: Date | string;
}

export async function savePendingLogin(
  db: Db,
  login: {
    secrets: LoginSecrets;
    browser: string;
    provider: ProviderId;
    redirectUri: string;
    afterPath: string | null;
    at: Date;
    reauthOf?: string | undefined;
    invitationHash?: string | undefined;
    tab?: string | undefined;
  },
): Promise<void> {
  await db.query(
    `insert into oidc_logins (state_hash, browser_hash, provider, nonce, code_verifier, redirect_uri, after_path, created_at, expires_at,
       purpose, for_session, invitation_hash, tab_hash)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      sha256(login.secrets.state),
      sha256(login.browser),
      login.provider,
      login.secrets.nonce,
      login.secrets.codeVerifier,
      login.redirectUri,
      login.afterPath,
      login.at,
      new Date(login.at.getTime() + LOGIN_SECONDS * 1000),
      login.reauthOf ? 'reauth' : 'sign-in',
      login.reauthOf ?? null,
      login.invitationHash ?? null,
      login.tab ? sha256(login.tab) : null,
    ],
  );
  // Logins nobody finished are of no use to anyone once expired.
  await db.query('delete from oidc_logins where expires_at < $1', [
    new Date(login.at.getTime() - LOGIN_SECONDS * 1000),
  ]);
}

/**
 * The callback spends the login its `state` names, once: a second callback with the same state
 * (a replay, or the browser's back button) finds nothing. The login must also have been started by
 * this browser (its binding cookie), so a callback URL sent to someone else signs nobody in. Every
 * binding cookie the browser sent counts (`browsers`): one planted by another site on this host
 * does not hide this browser's own.
 */
export async function spendPendingLogin(
  db: Db,
  state: string,
  browsers: string[],
  provider: ProviderId,
  at: Date,
): Promise<PendingLogin | undefined> {
  if (browsers.length === 0) return undefined;
  const rows = await db.query<PendingLogin>(
    `update oidc_logins set called_back_at = $5
     where state_hash = $1 and browser_hash = any($2::text[]) and provider = $3 and called_back_at is null and expires_at > $4
     returning *`,
    [sha256(state), browsers.map(sha256), provider, at, at],
  );
  return rows[0];
}

export async function recordVerdict(
  db: Db,
  stateHash: string,
  verdict: { userId: string; organization: string; mfa: boolean } | { error: string },
): Promise<void> {
  if ('error' in verdict)
    await db.query('update oidc_logins set error = $2 where state_hash = $1', [stateHash, verdict.error]);
  else
    await db.query('update oidc_logins set user_id = $2, organization = $3, mfa = $4 where state_hash = $1', [
      stateHash,
      verdict.userId,
      verdict.organization,
      verdict.mfa,
    ]);
}

/**
 * The app's page collects the verdict of the login its tab began (`tab`, the tab's one-time value)
 * in this browser, once. A login bound to this browser by a planted cookie, but begun elsewhere,
 * is never finished here: its tab value is someone else's.
 */
export async function finishLogin(
  db: Db,
  browsers: string[],
  tab: string,
  at: Date,
): Promise<PendingLogin | undefined> {
  if (browsers.length === 0) return undefined;
  const rows = await db.query<PendingLogin>(
    `update oidc_logins set finished_at = $3
     where state_hash = (
       select state_hash from oidc_logins
       where browser_hash = any($1::text[]) and tab_hash = $2 and called_back_at is not null
         and finished_at is null and expires_at > $3 and purpose = 'sign-in'
       order by called_back_at desc limit 1)
     and finished_at is null
     returning *`,
    [browsers.map(sha256), sha256(tab), at],
  );
  return rows[0];
}

/* ---------- Refresh tokens at rest ---------- */

/** AES-256-GCM under a key derived from the server's secret: a copy of the table alone is not enough. */
export function sealer(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'estate-admin', 'oidc refresh token', 32));
  return {
    seal(text: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
    },
    open(sealed: string): string | undefined {
      try {
        const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
        const decipher = createDecipheriv('aes-256-gcm', key, iv!);
        decipher.setAuthTag(tag!);
        return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
export type Sealer = ReturnType<typeof sealer>;

/* ---------- The provider account each person signs in with ---------- */

export interface Identity {
  user_id: string;
  organization: string;
  provider: ProviderId;
  subject: string;
  refresh_token: string | null;
  checked_at: Date | string;
  refused_at: Date | string | null;
}

export async function saveIdentity(
  db: Db,
  identity: {
    userId: string;
    organization: string;
    provider: ProviderId;
    subject: string;
    sealedRefreshToken: string | null;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `insert into oidc_identities (user_id, organization, provider, subject, refresh_token, checked_at)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (user_id) do update set provider = $3, subject = $4, refresh_token = $5, checked_at = $6,
       checking_until = null, refused_at = null`,
    [
      identity.userId,
      identity.organization,
      identity.provider,
      identity.subject,
      identity.sealedRefreshToken,
      identity.at,
    ],
  );
}

export async function identityOf(db: Db, userId: string): Promise<Identity | undefined> {
  const rows = await db.query<Identity>('select * from oidc_identities where user_id = $1', [userId]);
  return rows[0];
}

/**
 * Claims the re-check of one identity for a minute, so that of several refreshes at once (several
 * devices, several server processes) one asks the provider; refresh tokens may rotate at each use.
 */
export async function claimRecheck(
  db: Db,
  userId: string,
  dueBefore: Date,
  at: Date,
): Promise<Identity | undefined> {
  const rows = await db.query<Identity>(
    `update oidc_identities set checking_until = $3
     where user_id = $1 and refused_at is null and checked_at <= $2 and (checking_until is null or checking_until < $4)
     returning *`,
    [userId, dueBefore, new Date(at.getTime() + 60_000), at],
  );
  return rows[0];
}

export async function recordRecheck(
  db: Db,
  userId: string,
  outcome: { allowed: true; sealedRefreshToken: string | null } | { allowed: false } | { unknown: true },
  at: Date,
): Promise<void> {
  if ('unknown' in outcome)
    await db.query('update oidc_identities set checking_until = null where user_id = $1', [userId]);
  else if (outcome.allowed)
    await db.query(
      'update oidc_identities set checked_at = $2, refresh_token = coalesce($3, refresh_token), checking_until = null where user_id = $1',
      [userId, at, outcome.sealedRefreshToken],
    );
  else
    await db.query(
      'update oidc_identities set refused_at = $2, refresh_token = null, checking_until = null where user_id = $1',
      [userId, at],
    );
}

/* ---------- The firm's choices ---------- */

export type SignInMethods = 'both' | 'password' | 'provider';

export interface FirmSignIn {
  methods: SignInMethods;
  /** The firm's own provider: the only one that signs its people in (null: password only). */
  provider: ProviderId | null;
  domains: string[];
  recheckDays: number;
}

/** A firm that chose nothing signs in with email and password: provider sign-in is opted into. */
export const DEFAULT_FIRM_SIGN_IN: FirmSignIn = {
  methods: 'password',
  provider: null,
  domains: [],
  recheckDays: 1,
};

/**
 * The firm's rules as they apply: without a provider of its own, whatever `methods` says, its
 * people sign in with email and password.
 */
export async function firmSignIn(db: Db, organization: string): Promise<FirmSignIn> {
  const rows = await db.query<{
    methods: SignInMethods;
    provider: ProviderId | null;
    domains: string[];
    recheck_days: number;
  }>('select methods, provider, domains, recheck_days from firm_sign_in where organization = $1', [
    organization,
  ]);
  const row = rows[0];
  if (!row) return DEFAULT_FIRM_SIGN_IN;
  return {
    methods: row.provider ? row.methods : 'password',
    provider: row.methods === 'password' ? null : row.provider,
    domains: row.domains,
    recheckDays: row.recheck_days,
  };
}

/**
 * Saves the firm's rules. A change of provider releases the identities pinned at the old one, so
 * each person's next sign-in at the new provider pins anew; nothing else ever moves a pin
 * (docs/oidc.md#who-may-sign-in).
 */
export async function saveFirmSignIn(
  db: Db,
  organization: string,
  settings: FirmSignIn,
  at: Date,
): Promise<void> {
  const provider = settings.methods === 'password' ? null : settings.provider;
  await db.query(
    `insert into firm_sign_in (organization, methods, provider, domains, recheck_days, updated_at)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (organization) do update set methods = $2, provider = $3, domains = $4, recheck_days = $5, updated_at = $6`,
    [organization, settings.methods, provider, settings.domains, settings.recheckDays, at],
  );
  // Identities at another provider no longer govern anyone here: the next sign-in at the firm's
  // provider pins anew. One the old provider refused stays, so an offboarded person stays out.
  if (provider)
    await db.query(
      'delete from oidc_identities where organization = $1 and provider <> $2 and refused_at is null',
      [organization, provider],
    );
}
