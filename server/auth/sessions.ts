import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import {
  type AuthFailureReason,
  SESSION_ID_HEADER,
  SESSION_USER_HEADER,
} from '../../src/domain/schemas/api-sessions.ts';
import { logEvent } from '../activity/events.ts';
import type { AppDeps, AppEnv } from '../http.ts';
import { cameOverHttps } from '../middleware/client-address.ts';
import { signInState } from '../people/credentials.ts';
import type { Db } from '../store/db.ts';
import { findRecord, type StoredRecord } from '../store/records.ts';
import { type AppCookie, appCookieValues, clearAppCookie, setAppCookie } from './cookies.ts';
import { describeDevice } from './device.ts';

/**
 * Device sessions (docs/architecture.md#sessions-and-logout). Each sign-in on a device starts a
 * session: a short-lived access token that names it (`sid`), and a refresh token that rotates at
 * each use and lives only in an httpOnly cookie. Ending the session row ends the device's access at
 * the next request, whatever its access token says.
 */

export type EndReason =
  | 'signed-out'
  | 'password-changed'
  | 'disabled'
  | 'removed'
  | 'ended-by-admin'
  | 'reuse'
  | 'expired'
  | 'two-factor-required'
  /** The firm's sign-in provider refused the person at a re-check (docs/oidc.md#offboarding). */
  | 'provider-refused';

export type { AuthFailureReason };

export const REFRESH_COOKIE = 'estate_refresh';
/** The cookie goes only to the refresh endpoint: no other request carries it. */
export const REFRESH_PATH = '/api/auth/refresh';
/** A refresh chain unused this long ends (REFRESH_IDLE_DAYS). */
export const DEFAULT_IDLE_SECONDS = 30 * 24 * 3600;
/**
 * The token just replaced is accepted again for this long (and rotated again), so an answer lost
 * on the way back does not end the device's session; after that, presenting it is reuse.
 */
export const REFRESH_GRACE_SECONDS = 10;
/** Last seen is written at most this often per session. */
const SEEN_EVERY_SECONDS = 60;
/** The header in which a device names its sync client id (src/sync). */
export const CLIENT_ID_HEADER = 'x-client-id';

const MESSAGES: Record<AuthFailureReason, string> = {
  expired: 'Your session has expired. Please sign in again.',
  'session-ended': 'This device was signed out. Please sign in again; changes not yet synced are kept.',
  disabled: 'Your account has been disabled. Ask your firm’s administrator.',
  removed: 'Your account has been removed from the firm.',
};

/** The 401 a device reads to know what to do: refresh (expired), sign in again, or wipe its data. */
export const unauthorized = (c: Context, reason: AuthFailureReason) =>
  c.json({ success: false, message: MESSAGES[reason], reason }, 401);

/** What the device is told about a session that ended for `reason`. */
export const failureFor = (reason: string | null): AuthFailureReason =>
  reason === 'disabled' || reason === 'removed' ? reason : 'session-ended';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newRefreshToken = () => randomBytes(32).toString('base64url');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const clientIdOf = (c: Context) => {
  const value = c.req.header(CLIENT_ID_HEADER)?.trim();
  return value && UUID.test(value) ? value.toLowerCase() : null;
};
const userAgentOf = (c: Context) => (c.req.header('user-agent') ?? '').slice(0, 512);

const idleSecondsOf = (deps: AppDeps) => deps.sessionIdleSeconds ?? DEFAULT_IDLE_SECONDS;
const nowOf = (deps: AppDeps) => (deps.now ?? (() => new Date()))();

/**
 * Secure whenever the request came over HTTPS (directly, or per the trusted proxy's
 * X-Forwarded-Proto), whenever PUBLIC_URL is https (TLS then ends at a proxy in front of us, even if
 * it does not say so), and always in production. Local runs over http://127.0.0.1 would have the
 * browser drop a Secure cookie, so it is left off there.
 */
export const secureFor = (c: Context, deps: AppDeps) =>
  deps.secureCookies ?? (cameOverHttps(c, deps) || /^https:/i.test(deps.publicUrl ?? ''));

/** The refresh cookie (`cookies.ts`): `__Host-estate_refresh` at `/` over https. */
export const REFRESH: AppCookie = { base: REFRESH_COOKIE, path: REFRESH_PATH, sameSite: 'Strict' };

function setRefreshCookie(c: Context, deps: AppDeps, token: string) {
  setAppCookie(c, REFRESH, secureFor(c, deps), token, idleSecondsOf(deps));
}

export function clearRefreshCookie(c: Context, deps: AppDeps) {
  clearAppCookie(c, REFRESH, secureFor(c, deps));
}

export interface SessionRow {
  id: string;
  organization: string;
  user_id: string;
  client_id: string | null;
  user_agent: string;
  created_at: Date | string;
  last_seen_at: Date | string;
  refreshed_at: Date | string;
  refresh_hash: string;
  previous_hash: string | null;
  rotated_at: Date | string | null;
  ended_at: Date | string | null;
  end_reason: string | null;
  second_factor: boolean;
}

const time = (value: Date | string) => (value instanceof Date ? value : new Date(value)).getTime();

/**
 * Starts a device session for the person signing in on this request: records the device (user
 * agent, sync client id if the `X-Client-Id` header names one), sets the refresh cookie on `c`, and
 * returns the access token. Login, sign-up and invitation acceptance all use it.
 */
export async function startSession(
  c: Context<AppEnv>,
  deps: AppDeps,
  user: StoredRecord,
  options: { secondFactor?: boolean } = {},
): Promise<{ token: string; sessionId: string }> {
  const { id, refresh } = await createSession(deps.db, {
    organization: user.organization,
    userId: user._id,
    clientId: clientIdOf(c),
    userAgent: userAgentOf(c),
    at: nowOf(deps),
    secondFactor: options.secondFactor ?? false,
  });
  setRefreshCookie(c, deps, refresh);
  const token = await deps.tokens.sign({ sub: user._id, org: user.organization, sid: id });
  return { token, sessionId: id };
}

/** Records a new device session and answers its id and first refresh token (startSession sets the cookie). */
export async function createSession(
  db: Db,
  device: {
    organization: string;
    userId: string;
    clientId?: string | null;
    userAgent?: string;
    at?: Date;
    /** Signed in with a code as well as the password. */
    secondFactor?: boolean;
  },
): Promise<{ id: string; refresh: string }> {
  const id = randomUUID();
  const refresh = newRefreshToken();
  const hash = hashToken(refresh);
  const at = device.at ?? new Date();
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into sessions (id, organization, user_id, client_id, user_agent, created_at, last_seen_at, refreshed_at, refresh_hash, second_factor)
       values ($1, $2, $3, $4, $5, $6, $6, $6, $7, $8)`,
      [
        id,
        device.organization,
        device.userId,
        device.clientId ?? null,
        device.userAgent ?? '',
        at,
        hash,
        device.secondFactor ?? false,
      ],
    );
    await tx.query('insert into session_tokens (hash, session_id, created_at) values ($1, $2, $3)', [
      hash,
      id,
      at,
    ]);
  });
  return { id, refresh };
}

/**
 * Ends every live session of the person at once (all their devices), except the session `except`
 * (the caller's own, e.g. after changing their own password). Answers how many ended.
 */
export async function endSessions(
  db: Db,
  userId: string,
  options: { reason: EndReason; except?: string; at?: Date },
): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `update sessions set ended_at = $2, end_reason = $3
     where user_id = $1 and ended_at is null and ($4::uuid is null or id <> $4::uuid)
     returning id`,
    [userId, options.at ?? new Date(), options.reason, options.except ?? null],
  );
  return rows.length;
}

/** Ends one session; false when it had already ended. */
export async function endSession(db: Db, sessionId: string, reason: EndReason, at = new Date()) {
  const rows = await db.query<{ id: string }>(
    'update sessions set ended_at = $2, end_reason = $3 where id = $1 and ended_at is null returning id',
    [sessionId, at, reason],
  );
  return rows.length > 0;
}

/** The live session an access token names, or why there is none. */
export async function liveSession(
  deps: AppDeps,
  claims: { sid: string; sub: string; org: string },
): Promise<{ session: SessionRow } | { reason: AuthFailureReason }> {
  if (!UUID.test(claims.sid)) return { reason: 'session-ended' };
  const rows = await deps.db.query<SessionRow & { disabled_at: Date | string | null }>(
    `select s.*, c.disabled_at from sessions s left join credentials c on c.user_id = s.user_id
     where s.id = $1`,
    [claims.sid],
  );
  const session = rows[0];
  if (!session || session.user_id !== claims.sub || session.organization !== claims.org)
    return { reason: 'session-ended' };
  if (session.ended_at) return { reason: failureFor(session.end_reason) };
  // A disabled person is refused even by a session that was somehow not ended with them.
  if (session.disabled_at) return { reason: 'disabled' };
  return { session };
}

/** Notes that the device was seen now, at most once a minute per session. */
export async function touchSession(deps: AppDeps, session: SessionRow): Promise<void> {
  const at = nowOf(deps);
  if (at.getTime() - time(session.last_seen_at) < SEEN_EVERY_SECONDS * 1000) return;
  await deps.db.query('update sessions set last_seen_at = $2 where id = $1 and last_seen_at < $2', [
    session.id,
    at,
  ]);
}

export type RefreshResult =
  | { ok: true; token: string; user: StoredRecord; sessionId: string }
  | { ok: false; reason: AuthFailureReason };

/**
 * Rotates the refresh token in the request's cookie: a new access token and a new refresh cookie.
 * The chain ends (and the device must sign in again) when it idled too long, when its person is
 * gone, or when an already-rotated token is presented again, which means two parties hold the
 * chain: that is logged as reuse and ends the session for both.
 */
/**
 * Which of the refresh cookies presented the device continues: with one, that one; with several
 * (one planted by another site on this host, `cookies.ts`), the one whose session is the person's
 * and session the device names, else the first (which the checks then refuse).
 */
async function continuedCookie(
  db: Db,
  values: string[],
  expected: { user: string | undefined; sid: string | undefined },
): Promise<string | undefined> {
  if (values.length <= 1) return values[0];
  for (const value of values) {
    const hash = hashToken(value);
    const [row] = await db.query<{ id: string; user_id: string }>(
      'select id, user_id from sessions where refresh_hash = $1 or previous_hash = $1',
      [hash],
    );
    if (
      row &&
      (!expected.user || row.user_id === expected.user) &&
      (!expected.sid || row.id === expected.sid)
    )
      return value;
  }
  return values[0];
}

export async function refreshSession(
  c: Context<AppEnv>,
  deps: AppDeps & { address?: string },
): Promise<RefreshResult> {
  const expected = {
    user: c.req.header(SESSION_USER_HEADER)?.trim() || undefined,
    sid: c.req.header(SESSION_ID_HEADER)?.trim() || undefined,
  };
  const presented = await continuedCookie(deps.db, appCookieValues(c, REFRESH, secureFor(c, deps)), expected);
  if (!presented) return { ok: false, reason: 'session-ended' };
  const hash = hashToken(presented);
  const at = nowOf(deps);
  const outcome = await deps.db.transaction(
    async (
      tx,
    ): Promise<
      { refresh: string; session: SessionRow; user: StoredRecord } | { reason: AuthFailureReason }
    > => {
      const rows = await tx.query<SessionRow>(
        'select * from sessions where refresh_hash = $1 or previous_hash = $1 for update',
        [hash],
      );
      let session = rows[0];
      if (!session) {
        // An older token of some chain: whoever holds it copied it. End that chain.
        const old = await tx.query<{ session_id: string }>(
          'select session_id from session_tokens where hash = $1',
          [hash],
        );
        if (!old[0]) return { reason: 'session-ended' };
        const chain = await tx.query<SessionRow>('select * from sessions where id = $1 for update', [
          old[0].session_id,
        ]);
        if (chain[0] && !chain[0].ended_at) await endForReuse(tx, chain[0], at, deps.address);
        return { reason: chain[0]?.ended_at ? failureFor(chain[0].end_reason) : 'session-ended' };
      }
      // The cookie is of another person or another session than the device continues: planted by
      // a sibling site, or left by someone else's sign-in. Refused, and that session left alone.
      if (
        (expected.user && expected.user !== session.user_id) ||
        (expected.sid && expected.sid !== session.id)
      )
        return { reason: 'session-ended' };
      if (session.ended_at) return { reason: failureFor(session.end_reason) };
      if (at.getTime() - time(session.refreshed_at) > idleSecondsOf(deps) * 1000) {
        await endSession(tx, session.id, 'expired', at);
        return { reason: 'session-ended' };
      }
      const isPrevious = session.refresh_hash !== hash;
      if (
        isPrevious &&
        at.getTime() - (session.rotated_at ? time(session.rotated_at) : 0) > REFRESH_GRACE_SECONDS * 1000
      ) {
        await endForReuse(tx, session, at, deps.address);
        return { reason: 'session-ended' };
      }
      if ((await signInState(tx, session.user_id)) === 'disabled') {
        await endSession(tx, session.id, 'disabled', at);
        return { reason: 'disabled' };
      }
      const user = await findRecord(tx, session.organization, 'users', session.user_id);
      if (!user) {
        await endSession(tx, session.id, 'removed', at);
        return { reason: 'removed' };
      }
      // Two-factor sign-in now applies to this person (the firm requires it, or they turned it
      // on) and this device began with a password alone: it signs in again, with a code.
      if (!session.second_factor && (await needsSecondFactor(tx, session))) {
        await endSession(tx, session.id, 'two-factor-required', at);
        return { reason: 'session-ended' };
      }
      const refresh = newRefreshToken();
      const next = hashToken(refresh);
      // Within the grace the replaced token rotates again from where it was: the token issued in
      // the answer that was lost is simply never used, and stays on record as an old one.
      const updated = await tx.query<SessionRow>(
        `update sessions set refresh_hash = $2, previous_hash = $3, rotated_at = $4, refreshed_at = $5,
         last_seen_at = $5, client_id = coalesce($6, client_id), user_agent = $7
       where id = $1 returning *`,
        [
          session.id,
          next,
          isPrevious ? session.previous_hash : session.refresh_hash,
          isPrevious ? session.rotated_at : at,
          at,
          clientIdOf(c),
          userAgentOf(c) || session.user_agent,
        ],
      );
      session = updated[0]!;
      await tx.query('insert into session_tokens (hash, session_id, created_at) values ($1, $2, $3)', [
        next,
        session.id,
        at,
      ]);
      // Tokens older than the idle period can never be valid again; forget them.
      await tx.query('delete from session_tokens where session_id = $1 and created_at < $2', [
        session.id,
        new Date(at.getTime() - idleSecondsOf(deps) * 1000),
      ]);
      return { refresh, session, user };
    },
  );
  if ('reason' in outcome) {
    clearRefreshCookie(c, deps);
    return { ok: false, reason: outcome.reason };
  }
  setRefreshCookie(c, deps, outcome.refresh);
  const token = await deps.tokens.sign({
    sub: outcome.user._id,
    org: outcome.user.organization,
    sid: outcome.session.id,
  });
  return { ok: true, token, user: outcome.user, sessionId: outcome.session.id };
}

/** Whether the person must sign in with a second factor: it is on for them, or their firm requires it. */
async function needsSecondFactor(tx: Db, session: SessionRow): Promise<boolean> {
  const rows = await tx.query(
    `select 1 from two_factor where user_id = $1 and enabled_at is not null
     union all select 1 from firm_security where organization = $2 and require_two_factor`,
    [session.user_id, session.organization],
  );
  return rows.length > 0;
}

/**
 * Two-factor sign-in reaches sessions already open (docs/architecture.md#two-factor-sign-in): every
 * live session of the firm (or of one person) that began without a second factor ends, except
 * `except` (the caller's, which the refresh check still stops at its next renewal, or which has
 * just proved a code). Answers how many ended.
 */
export async function endPasswordOnlySessions(
  db: Db,
  who: { organization: string; userId?: string },
  options: { except?: string; at?: Date } = {},
): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `update sessions set ended_at = $3, end_reason = 'two-factor-required'
     where organization = $1 and ($2::uuid is null or user_id = $2::uuid) and ended_at is null
       and not second_factor and ($4::uuid is null or id <> $4::uuid)
     returning id`,
    [who.organization, who.userId ?? null, options.at ?? new Date(), options.except ?? null],
  );
  return rows.length;
}

/** The session has just proved a second factor (its person confirmed a code on it). */
export async function markSecondFactor(db: Db, sessionId: string): Promise<void> {
  await db.query('update sessions set second_factor = true where id = $1', [sessionId]);
}

async function endForReuse(tx: Db, session: SessionRow, at: Date, address: string | undefined) {
  await endSession(tx, session.id, 'reuse', at);
  await logEvent(tx, {
    organization: session.organization,
    kind: 'session-reuse',
    subjectId: session.user_id,
    address: address ?? null,
    detail: { device: describeDevice(session.user_agent).label },
    at,
  });
}

/** The session named by the refresh cookie, whatever its state (for sign-out). */
export async function sessionOfCookie(c: Context, deps: AppDeps): Promise<SessionRow | undefined> {
  const [presented] = appCookieValues(c, REFRESH, secureFor(c, deps));
  if (!presented) return undefined;
  const rows = await deps.db.query<SessionRow>(
    'select * from sessions where refresh_hash = $1 or previous_hash = $1',
    [hashToken(presented)],
  );
  return rows[0];
}

export interface DeviceSession {
  id: string;
  userId: string;
  device: string;
  browser: string;
  platform: string;
  clientId: string | null;
  createdAt: string;
  lastSeenAt: string;
}

/** A person's live sessions, most recently seen first. */
export async function listSessions(
  deps: AppDeps,
  organization: string,
  userId: string,
): Promise<DeviceSession[]> {
  const since = new Date(nowOf(deps).getTime() - idleSecondsOf(deps) * 1000);
  const rows = await deps.db.query<SessionRow>(
    `select * from sessions where organization = $1 and user_id = $2 and ended_at is null
       and refreshed_at >= $3 order by last_seen_at desc, created_at desc`,
    [organization, userId, since],
  );
  return rows.map((row) => {
    const device = describeDevice(row.user_agent);
    return {
      id: row.id,
      userId: row.user_id,
      device: device.label,
      browser: device.browser,
      platform: device.platform,
      clientId: row.client_id,
      createdAt: new Date(time(row.created_at)).toISOString(),
      lastSeenAt: new Date(time(row.last_seen_at)).toISOString(),
    };
  });
}
