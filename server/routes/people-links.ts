import { Hono } from 'hono';
import { uuidv7 } from '../../src/domain/ids.ts';
import { personalWords } from '../../src/domain/rules/password-policy.ts';
import { ENDPOINTS, USER_ROLES, type UserRole } from '../../src/domain/schemas/index.ts';
import { createUser, EmailTakenError, publicUser } from '../accounts.ts';
import { logEvent } from '../activity/events.ts';
import { hashPassword } from '../auth/password.ts';
import { clearFailures } from '../auth/throttle.ts';
import { describe, validJson } from '../contract.ts';
import type { AppEnv } from '../http.ts';
import { fail, ok } from '../http.ts';
import { clientAddress } from '../middleware/client-address.ts';
import { throttleByAddress } from '../middleware/throttle.ts';
import type { OidcProviderConfig } from '../oidc/config.ts';
import { INVITATION_PROVIDER_ONLY, invitationNeedsProvider } from '../oidc/password-rule.ts';
import { firmSignIn } from '../oidc/store.ts';
import { spendReset } from '../people/credentials.ts';
import { type BeneficiaryScope, grantEstate, scopeOf } from '../people/estate-access.ts';
import { acceptInvitation } from '../people/invitations.ts';
import { hashLinkToken, isLinkToken } from '../people/links.ts';
import { checkNewPassword } from '../people/password-check.ts';
import { endAllSessions, signIn } from '../people/session-link.ts';
import { type Db, toIso } from '../store/db.ts';
import { findRecord, type StoredRecord } from '../store/records.ts';
import { firmRequiresTwoFactor } from '../two-factor/store.ts';
import { PEOPLE_LIMITS, type PeopleDeps } from './people.ts';

type Refused = { status: 404 | 409 | 410; message: string };

/** What a link page says when the link cannot be used; the page shows it in place of the form. */
export const LINK_MESSAGES = {
  unknownInvitation:
    'This invitation link is not valid. Check that you copied all of it, or ask your firm’s administrator for a new invitation.',
  expiredInvitation: 'This invitation has expired. Ask your firm’s administrator to send it again.',
  usedInvitation: 'This invitation has already been accepted. Sign in with the email and password you chose.',
  cancelledInvitation: 'This invitation was cancelled. Ask your firm’s administrator for a new one.',
  unknownReset:
    'This password reset link is not valid. Check that you copied all of it, or ask your firm’s administrator for a new one.',
  expiredReset:
    'This password reset link has expired (links work for one hour). Ask your firm’s administrator for a new one.',
  usedReset:
    'This password reset link has already been used. Ask your firm’s administrator if you need another.',
} as const;

interface InvitationRow {
  id: string;
  organization: string;
  email: string;
  name: string;
  role: string;
  expires_at: Date | string;
  accepted_at: Date | string | null;
  cancelled_at: Date | string | null;
  scope: unknown;
  invited_by: string | null;
}

interface ResetRow {
  token_hash: string;
  user_id: string;
  organization: string;
  expires_at: Date | string;
  used_at: Date | string | null;
}

/**
 * The public ends of invitation and reset links (docs/architecture.md#people): /api/invitations
 * and /api/password-resets. An unknown token answers 404, a spent one 410, each with a message
 * the page shows; every request counts against the client address.
 */
/** The firm's own provider as the sign-in buttons name it, when this server offers it. */
async function firmProviders(
  deps: { db: Db; oidc?: { providers: OidcProviderConfig[] } | undefined },
  organization: string,
) {
  const own = (await firmSignIn(deps.db, organization)).provider;
  return (deps.oidc?.providers ?? []).filter((p) => p.id === own).map((p) => ({ id: p.id, label: p.label }));
}

export function linkRoutes(deps: PeopleDeps & { oidc?: { providers: OidcProviderConfig[] } | undefined }) {
  const app = new Hono<AppEnv>();
  const now = deps.now ?? (() => new Date());
  const limits = { ...PEOPLE_LIMITS, ...deps.peopleLimits };
  const throttle = throttleByAddress(deps, limits.linkPerAddress, 'attempts with links');

  async function invitationOf(
    db: Db,
    token: string,
    lock = false,
  ): Promise<Refused | { row: InvitationRow }> {
    if (!isLinkToken(token)) return { status: 404 as const, message: LINK_MESSAGES.unknownInvitation };
    const rows = await db.query<InvitationRow>(
      `select * from invitations where token_hash = $1${lock ? ' for update' : ''}`,
      [hashLinkToken(token)],
    );
    const row = rows[0];
    if (!row) return { status: 404 as const, message: LINK_MESSAGES.unknownInvitation };
    if (row.accepted_at) return { status: 410 as const, message: LINK_MESSAGES.usedInvitation };
    if (row.cancelled_at) return { status: 410 as const, message: LINK_MESSAGES.cancelledInvitation };
    if (new Date(row.expires_at).getTime() <= now().getTime())
      return { status: 410 as const, message: LINK_MESSAGES.expiredInvitation };
    // A firm invitation makes a colleague of a firm role; a beneficiary's names the estates it opens.
    const valid =
      row.role === 'Beneficiary'
        ? scopeOf(row.scope) !== null
        : (USER_ROLES as readonly string[]).includes(row.role);
    if (!valid) return { status: 404 as const, message: LINK_MESSAGES.unknownInvitation };
    return { row };
  }

  /** Gives the invitee the invitation's estates that are still there. */
  async function grantScope(tx: Db, row: InvitationRow, scope: BeneficiaryScope, userId: string) {
    for (const estateId of scope.estates) {
      if (!(await findRecord(tx, row.organization, 'estates', estateId))) continue;
      await grantEstate(tx, {
        organization: row.organization,
        userId,
        estateId,
        partyId: scope.party ?? null,
        grantedBy: row.invited_by,
        at: now(),
      });
    }
  }

  app.get(
    '/invitations/:token',
    describe(ENDPOINTS.invitation, { errors: [404, 410, 429] }),
    throttle,
    async (c) => {
      const found = await invitationOf(deps.db, c.req.param('token'));
      if (!('row' in found)) return fail(c, found.status, found.message);
      const { row } = found;
      const org = await findRecord(deps.db, row.organization, 'organizations', row.organization);
      return ok(c, {
        name: row.name,
        email: row.email,
        role: row.role as UserRole,
        organizationName: String(org?.name ?? ''),
        expiresAt: toIso(row.expires_at),
        // A firm that signs in with its provider only: the page offers its buttons, no password.
        // Only the firm's own provider: no other signs its people in.
        ...((await invitationNeedsProvider(deps.db, row))
          ? {
              signInWith: await firmProviders(deps, row.organization),
            }
          : {}),
        ...(row.role === 'Beneficiary' && (await beneficiaryByEmail(deps.db, row.organization, row.email))
          ? { existingAccount: true }
          : {}),
      });
    },
  );

  app.post(
    '/invitations/:token/accept',
    describe(ENDPOINTS.acceptInvitation, { status: 201, errors: [400, 403, 404, 409, 410, 415, 429] }),
    throttle,
    validJson(ENDPOINTS.acceptInvitation.body, 'Please correct the highlighted fields'),
    async (c) => {
      const token = c.req.param('token') ?? '';
      const first = await invitationOf(deps.db, token);
      if (!('row' in first)) return fail(c, first.status, first.message);
      // No password for a colleague in a firm that signs in with its provider only (docs/oidc.md#who-may-sign-in).
      if (await invitationNeedsProvider(deps.db, first.row)) return fail(c, 403, INVITATION_PROVIDER_ONLY);
      const { name, password } = c.req.valid('json');
      // A beneficiary who already has an account only adds the estate: no new password then.
      const joining =
        first.row.role === 'Beneficiary' &&
        !!(await beneficiaryByEmail(deps.db, first.row.organization, first.row.email));
      let passwordHash: string | null = null;
      if (!joining) {
        if (!password) return fail(c, 400, 'Password is required', { password: ['Password is required'] });
        const verdict = await checkNewPassword(
          password,
          personalWords(name, first.row.email, first.row.name),
        );
        if (!verdict.ok) return fail(c, 400, verdict.reason, { password: [verdict.reason] });
        passwordHash = await hashPassword(password);
      }
      const answer = await deps.db.transaction(
        async (tx): Promise<Refused | { user: StoredRecord; existing?: true }> => {
          // Locked and checked again: of two tabs accepting at once, one wins and the other is told.
          const found = await invitationOf(tx, token, true);
          if (!('row' in found)) return { status: found.status, message: found.message };
          const { row } = found;
          const scope = row.role === 'Beneficiary' ? scopeOf(row.scope) : null;
          if (scope) {
            // A beneficiary of this firm already: the invitation only adds its estates to their account.
            const existing = await beneficiaryByEmail(tx, row.organization, row.email);
            if (existing) {
              await grantScope(tx, row, scope, existing._id);
              await acceptInvitation(tx, row.id, existing._id, now());
              return { user: existing, existing: true };
            }
          }
          // The account seen before went away meanwhile: the page asks again, for a password this time.
          if (passwordHash === null)
            return {
              status: 409,
              message: 'Your account changed meanwhile. Open the invitation link again.',
            };
          const id = uuidv7();
          try {
            const user = await createUser(
              tx,
              { userId: id, organization: row.organization, role: row.role as UserRole },
              { id, name, email: row.email, role: row.role as UserRole, password: '', passwordHash },
            );
            if (scope) await grantScope(tx, row, scope, id);
            await acceptInvitation(tx, row.id, id, now());
            return { user };
          } catch (error) {
            if (error instanceof EmailTakenError)
              // Names no account: the link may be in the hands of the inviter, not the address's owner.
              return {
                status: 409,
                message:
                  'This invitation cannot be accepted. Ask whoever invited you to invite another email.',
              };
            throw error;
          }
        },
      );
      if (!('user' in answer)) return fail(c, answer.status, answer.message);
      const { user } = answer;
      await logEvent(deps.db, {
        organization: user.organization,
        kind: 'invitation-accepted',
        actorId: user._id,
        address: clientAddress(c, deps),
        detail: { email: user.email, ...(user.role === 'Beneficiary' ? { role: 'Beneficiary' } : {}) },
      });
      if (answer.existing)
        return ok(
          c,
          { signIn: true as const },
          200,
          'The estate was added to your account. Sign in with your email and password.',
        );
      // A firm that requires two-factor sign-in: the account is made, and sign-in sets it up.
      if (await firmRequiresTwoFactor(deps.db, user.organization))
        return ok(c, { twoFactorRequired: true as const }, 201, 'Account created');
      const accessToken = await signIn(c, deps, user);
      return ok(c, { token: accessToken, user: await publicUser(deps.db, user) }, 201, 'Welcome');
    },
  );

  async function resetOf(
    db: Db,
    token: string,
    lock = false,
  ): Promise<Refused | { row: ResetRow; user: StoredRecord }> {
    if (!isLinkToken(token)) return { status: 404 as const, message: LINK_MESSAGES.unknownReset };
    const rows = await db.query<ResetRow>(
      `select * from password_resets where token_hash = $1${lock ? ' for update' : ''}`,
      [hashLinkToken(token)],
    );
    const row = rows[0];
    if (!row) return { status: 404 as const, message: LINK_MESSAGES.unknownReset };
    if (row.used_at) return { status: 410 as const, message: LINK_MESSAGES.usedReset };
    if (new Date(row.expires_at).getTime() <= now().getTime())
      return { status: 410 as const, message: LINK_MESSAGES.expiredReset };
    const user = await findRecord(db, row.organization, 'users', row.user_id);
    // The person was removed since: the link has nobody left to reset.
    if (!user) return { status: 404 as const, message: LINK_MESSAGES.unknownReset };
    return { row, user };
  }

  app.get(
    '/password-resets/:token',
    describe(ENDPOINTS.passwordReset, { errors: [404, 410, 429] }),
    throttle,
    async (c) => {
      const found = await resetOf(deps.db, c.req.param('token'));
      if (!('row' in found)) return fail(c, found.status, found.message);
      return ok(c, {
        email: String(found.user.email ?? ''),
        name: String(found.user.name ?? ''),
        expiresAt: toIso(found.row.expires_at),
      });
    },
  );

  app.post(
    '/password-resets/:token',
    describe(ENDPOINTS.resetPassword, { errors: [400, 404, 410, 415, 429] }),
    throttle,
    validJson(ENDPOINTS.resetPassword.body, 'Please correct the highlighted fields'),
    async (c) => {
      const token = c.req.param('token') ?? '';
      const first = await resetOf(deps.db, token);
      if (!('row' in first)) return fail(c, first.status, first.message);
      const { password } = c.req.valid('json');
      const email = String(first.user.email ?? '');
      const verdict = await checkNewPassword(password, personalWords(String(first.user.name ?? ''), email));
      if (!verdict.ok) return fail(c, 400, verdict.reason, { password: [verdict.reason] });
      const passwordHash = await hashPassword(password);
      const answer = await deps.db.transaction(async (tx): Promise<Refused | { row: ResetRow }> => {
        const found = await resetOf(tx, token, true);
        if (!('row' in found)) return { status: found.status, message: found.message };
        await spendReset(tx, found.row.token_hash, found.row.user_id, passwordHash, now());
        return { row: found.row };
      });
      if (!('row' in answer)) return fail(c, answer.status, answer.message);
      await clearFailures(deps.db, email);
      await endAllSessions(deps, answer.row.user_id, 'password-changed');
      await logEvent(deps.db, {
        organization: answer.row.organization,
        kind: 'password-reset',
        actorId: answer.row.user_id,
        address: clientAddress(c, deps),
      });
      return ok(c, null, 200, 'Password changed. Sign in with your new password.');
    },
  );

  return app;
}

/** The firm's beneficiary who signs in with this email, if any. */
async function beneficiaryByEmail(db: Db, organization: string, email: string) {
  const rows = await db.query<{ user_id: string }>(
    'select user_id from credentials where email = $1 and organization = $2',
    [email.trim().toLowerCase(), organization],
  );
  const user = rows[0] ? await findRecord(db, organization, 'users', rows[0].user_id) : undefined;
  return user?.role === 'Beneficiary' ? user : undefined;
}
