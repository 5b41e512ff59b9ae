import { type Context, Hono } from 'hono';
import { roleChangeRefusal } from '../../src/domain/rules/beneficiary-role.ts';
import { personalWords } from '../../src/domain/rules/password-policy.ts';
import { can, explainRefusal } from '../../src/domain/rules/permissions.ts';
import type { IssuedLink } from '../../src/domain/schemas/api-people.ts';
import { ENDPOINTS } from '../../src/domain/schemas/index.ts';
import { logEvent } from '../activity/events.ts';
import { hashPassword, type VerifyPassword, verifyPassword } from '../auth/password.ts';
import { type Limit, take, waitText } from '../auth/rate-limit.ts';
import { stepUpRefused } from '../auth/step-up.ts';
import { describe, validJson } from '../contract.ts';
import { type AppDeps, type AppEnv, fail, ok } from '../http.ts';
import { invitationMail, type Mail, type Mailer, resetMail } from '../mail/mailer.ts';
import { clientAddress, type ProxyTrust } from '../middleware/client-address.ts';
import { confirmationOf, notTheProvidersEmail, REAUTH_NEEDED } from '../oidc/reauth.ts';
import {
  issuePasswordReset,
  passwordHashOf,
  removeSignIn,
  setPasswordHash,
  setSignInDisabled,
} from '../people/credentials.ts';
import { EMAIL_UNUSABLE, emailHolder, IN_YOUR_FIRM } from '../people/email-holder.ts';
import {
  cancelInvitation,
  firmInvitations,
  newInvitation,
  pendingInvitation as pendingInvitationOf,
  setInvitationLink,
} from '../people/invitations.ts';
import { hashLinkToken, INVITATION_TTL_MS, newLinkToken, RESET_TTL_MS } from '../people/links.ts';
import { checkNewPassword } from '../people/password-check.ts';
import { anotherActiveAdmin, findPerson, LAST_ADMIN, listPeople, personOf } from '../people/people.ts';
import { endAllSessions } from '../people/session-link.ts';
import { type Actor, applyWrite } from '../store/apply.ts';
import type { Db } from '../store/db.ts';
import { findRecord, isUuid } from '../store/records.ts';

export interface PeopleLimits {
  /** Invitations sent and resent per Admin. */
  invitePerUser: Limit;
  /** Reset links issued per Admin. */
  resetPerUser: Limit;
  /** Own password and email changes per person (each checks a password, so it is a guess too). */
  accountPerUser: Limit;
  /** Opening and using invitation and reset links per client address (public, so guessable). */
  linkPerAddress: Limit;
}

export const PEOPLE_LIMITS: PeopleLimits = {
  invitePerUser: { scope: 'invite-user', max: 50, windowSeconds: 3600 },
  resetPerUser: { scope: 'reset-issue-user', max: 30, windowSeconds: 3600 },
  accountPerUser: { scope: 'account-user', max: 10, windowSeconds: 15 * 60 },
  linkPerAddress: { scope: 'link-address', max: 60, windowSeconds: 15 * 60 },
};

export interface PeopleDeps extends AppDeps, ProxyTrust {
  /** Sends invitations and reset links; without one the Admin is shown the link to pass on. */
  mailer?: Mailer | undefined;
  /** The app's address for links (PUBLIC_URL); otherwise the request's own origin. */
  publicUrl?: string | undefined;
  peopleLimits?: Partial<PeopleLimits>;
  verifyPassword?: VerifyPassword;
}

type C = Context<AppEnv>;

/** Runs `limit` for `key`; a 429 with Retry-After when it is used up. */
export async function throttled(c: C, deps: PeopleDeps, limit: Limit, key: string, what: string) {
  const taken = await take(deps.db, limit, key, (deps.now ?? (() => new Date()))());
  if (taken.allowed) return null;
  c.header('Retry-After', String(taken.retryAfter));
  return fail(c, 429, `Too many ${what}. Try again in ${waitText(taken.retryAfter)}.`);
}

export const linkBase = (c: C, deps: PeopleDeps) => deps.publicUrl ?? new URL(c.req.url).origin;

export async function firmName(db: Db, organization: string): Promise<string> {
  const org = await findRecord(db, organization, 'organizations', organization);
  return String(org?.name ?? 'your firm');
}

/** Emails the link when mail is configured; answers whether it went (a failure is logged, not thrown). */
export async function deliver(deps: PeopleDeps, mail: Mail): Promise<boolean> {
  if (!deps.mailer) return false;
  try {
    await deps.mailer.send(mail);
    return true;
  } catch (error) {
    console.error(`Sending mail failed: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

/**
 * The firm's people (docs/architecture.md#people), mounted at /api/people behind sign-in. Every
 * change is the Admin's (`users` ability); anyone may read the list.
 */
/**
 * Makes a new one-time link for an invitation (only its hash is kept), emails it when it can and
 * logs it; the link itself is answered only when it was not emailed, for the inviter to pass on.
 * `detail` adds to the log entry (a beneficiary invitation names its estate).
 */
export async function issueInvitationLink(
  c: C,
  deps: PeopleDeps,
  invitation: { id: string; email: string; name: string },
  resent: boolean,
  detail: Record<string, unknown> = {},
): Promise<IssuedLink> {
  const actor = c.get('actor');
  const at = (deps.now ?? (() => new Date()))();
  const token = newLinkToken();
  const expires = new Date(at.getTime() + INVITATION_TTL_MS);
  await setInvitationLink(deps.db, invitation.id, hashLinkToken(token), expires, at);
  const link = `${linkBase(c, deps)}/invite/${token}`;
  const emailed = await deliver(
    deps,
    invitationMail({
      to: invitation.email,
      name: invitation.name,
      firm: await firmName(deps.db, actor.organization),
      invitedBy: String(c.get('user').name ?? '') || null,
      link,
      expires,
    }),
  );
  await logEvent(deps.db, {
    organization: actor.organization,
    kind: resent ? 'invitation-resent' : 'invitation-sent',
    actorId: actor.userId,
    address: clientAddress(c, deps),
    detail: { email: invitation.email, name: invitation.name, emailed, ...detail },
  });
  return { id: invitation.id, emailed, ...(emailed ? {} : { link }), expiresAt: expires.toISOString() };
}

export function peopleRoutes(deps: PeopleDeps) {
  const app = new Hono<AppEnv>();
  const now = deps.now ?? (() => new Date());
  const verify = deps.verifyPassword ?? verifyPassword;
  const limits = { ...PEOPLE_LIMITS, ...deps.peopleLimits };
  const refused = (c: C) => {
    const role = c.get('actor').role;
    return can(role, 'users') ? null : fail(c, 403, explainRefusal(role, 'users'));
  };

  app.get('/', describe(ENDPOINTS.people), async (c) => {
    const actor = c.get('actor');
    const people = await listPeople(deps.db, actor.organization);
    // Invitations name people not yet in the firm: only those who may manage people see them.
    const invitations = can(actor.role, 'users')
      ? await firmInvitations(deps.db, actor.organization, now())
      : [];
    return ok(c, { people, invitations, mail: !!deps.mailer });
  });

  app.post(
    '/invitations',
    describe(ENDPOINTS.invite, { status: 201, errors: [400, 401, 403, 409, 415, 429] }),
    validJson(ENDPOINTS.invite.body, 'Please correct the highlighted fields'),
    async (c) => {
      const no = refused(c);
      if (no) return no;
      const actor = c.get('actor');
      const body = c.req.valid('json');
      const limited = await throttled(c, deps, limits.invitePerUser, actor.userId, 'invitations');
      if (limited) return limited;
      // Within the firm it may say so; an address used in another firm is invited like any other,
      // so the answer tells nothing about other firms (accepting such a link is refused then).
      if ((await emailHolder(deps.db, body.email, actor.organization)).in === 'firm')
        return fail(c, 409, IN_YOUR_FIRM, { email: [IN_YOUR_FIRM] });
      // One pending invitation per email in a firm: inviting again replaces the old link.
      const id = await newInvitation(deps.db, {
        organization: actor.organization,
        email: body.email,
        name: body.name,
        role: body.role,
        invitedBy: actor.userId,
        at: now(),
      });
      const issued = await issueInvitationLink(c, deps, { id, email: body.email, name: body.name }, false);
      return ok(
        c,
        issued,
        201,
        issued.emailed ? `Invitation emailed to ${body.email}` : 'Invitation created',
      );
    },
  );

  const pendingInvitation = async (c: C) => {
    const id = c.req.param('id') ?? '';
    return isUuid(id) ? pendingInvitationOf(deps.db, c.get('actor').organization, id) : undefined;
  };

  app.post(
    '/invitations/:id/resend',
    describe(ENDPOINTS.resendInvitation, { errors: [401, 403, 404, 429] }),
    async (c) => {
      const no = refused(c);
      if (no) return no;
      const invitation = await pendingInvitation(c);
      if (!invitation) return fail(c, 404, 'Invitation not found (it may have been accepted or cancelled)');
      const limited = await throttled(c, deps, limits.invitePerUser, c.get('actor').userId, 'invitations');
      if (limited) return limited;
      const issued = await issueInvitationLink(c, deps, invitation, true);
      return ok(
        c,
        issued,
        200,
        issued.emailed ? `Invitation emailed again to ${invitation.email}` : 'New link made',
      );
    },
  );

  app.delete(
    '/invitations/:id',
    describe(ENDPOINTS.cancelInvitation, { errors: [401, 403, 404] }),
    async (c) => {
      const no = refused(c);
      if (no) return no;
      const invitation = await pendingInvitation(c);
      if (!invitation) return fail(c, 404, 'Invitation not found (it may have been accepted or cancelled)');
      const actor = c.get('actor');
      await cancelInvitation(deps.db, invitation.id, now());
      await logEvent(deps.db, {
        organization: actor.organization,
        kind: 'invitation-cancelled',
        actorId: actor.userId,
        address: clientAddress(c, deps),
        detail: { email: invitation.email, name: invitation.name },
      });
      return ok(c, null, 200, 'Invitation cancelled');
    },
  );

  /** The person named by :id in the caller's firm, or a 403/404 answer. */
  const target = async (c: C) => {
    const no = refused(c);
    if (no) return { response: no };
    const id = c.req.param('id') ?? '';
    const person = isUuid(id) ? await findPerson(deps.db, c.get('actor').organization, id) : undefined;
    if (!person) return { response: fail(c, 404, 'Person not found') };
    return { person };
  };

  app.post(
    '/:id/reset-link',
    describe(ENDPOINTS.resetLink, { status: 201, errors: [401, 403, 404, 429] }),
    async (c) => {
      const found = await target(c);
      if ('response' in found) return found.response;
      const { person } = found;
      const actor = c.get('actor');
      const limited = await throttled(c, deps, limits.resetPerUser, actor.userId, 'reset links');
      if (limited) return limited;
      const token = newLinkToken();
      const expires = new Date(now().getTime() + RESET_TTL_MS);
      // A new link replaces any earlier one not yet used.
      await issuePasswordReset(deps.db, {
        tokenHash: hashLinkToken(token),
        userId: person.id,
        organization: actor.organization,
        issuedBy: actor.userId,
        at: now(),
        expires,
      });
      const link = `${linkBase(c, deps)}/reset/${token}`;
      const emailed = await deliver(
        deps,
        resetMail({
          to: person.email,
          name: person.name,
          firm: await firmName(deps.db, actor.organization),
          link,
          expires,
        }),
      );
      await logEvent(deps.db, {
        organization: actor.organization,
        kind: 'password-reset-issued',
        actorId: actor.userId,
        subjectId: person.id,
        address: clientAddress(c, deps),
        detail: { emailed },
      });
      const issued: IssuedLink = {
        id: person.id,
        emailed,
        ...(emailed ? {} : { link }),
        expiresAt: expires.toISOString(),
      };
      return ok(c, issued, 201, emailed ? `Reset link emailed to ${person.email}` : 'Reset link made');
    },
  );

  app.put(
    '/:id/role',
    describe(ENDPOINTS.changeRole, { errors: [400, 401, 403, 404, 409, 415, 429] }),
    validJson(ENDPOINTS.changeRole.body, 'Choose a role'),
    async (c) => {
      const found = await target(c);
      if ('response' in found) return found.response;
      const { person } = found;
      const { role, password } = c.req.valid('json');
      // A beneficiary's account and a colleague's are different things: neither becomes the other.
      const apart = roleChangeRefusal(person.role, role);
      if (apart) return fail(c, 400, apart, { role: [apart] });
      if (role === person.role) return ok(c, person, 200, 'Role unchanged');
      // A role decides what someone sees and may change: a device left signed in is not enough
      // (docs/architecture.md#step-up).
      const stepUp = await stepUpRefused(
        c,
        { db: deps.db, verify, now, seconds: deps.stepUpSeconds },
        password,
      );
      if (stepUp) return stepUp;
      const actor = c.get('actor');
      const answer = await deps.db.transaction(async (tx) => {
        if (person.role === 'Admin' && !(await anotherActiveAdmin(tx, actor.organization, person.id)))
          return { conflict: LAST_ADMIN };
        const result = await applyWrite(
          tx,
          actor,
          { entity: 'users', id: person.id, op: 'update', patch: { role } },
          { now: now(), trusted: true },
        );
        if (result.status === 'rejected') return { conflict: result.reason };
        return { person: personOf(result.record, person.status === 'Disabled') };
      });
      if ('conflict' in answer) return fail(c, 409, answer.conflict ?? LAST_ADMIN);
      await logEvent(deps.db, {
        organization: actor.organization,
        kind: 'role-changed',
        actorId: actor.userId,
        subjectId: person.id,
        address: clientAddress(c, deps),
        detail: { from: person.role, to: role },
      });
      return ok(c, answer.person, 200, `${person.name} is now ${role === 'Admin' ? 'an Admin' : role}`);
    },
  );

  /** Sets the person's sign-in state and the status their record shows on the firm's devices. */
  async function setDisabled(tx: Db, actor: Actor, id: string, disabled: boolean) {
    await setSignInDisabled(tx, id, disabled ? now() : null);
    const result = await applyWrite(
      tx,
      actor,
      { entity: 'users', id, op: 'update', patch: { status: disabled ? 'Disabled' : 'Active' } },
      { now: now(), trusted: true },
    );
    if (result.status === 'rejected') throw new Error(`Cannot update the user record: ${result.reason}`);
    return personOf(result.record, disabled);
  }

  app.post('/:id/disable', describe(ENDPOINTS.disablePerson, { errors: [401, 403, 404, 409] }), async (c) => {
    const found = await target(c);
    if ('response' in found) return found.response;
    const { person } = found;
    const actor = c.get('actor');
    if (person.id === actor.userId) return fail(c, 409, 'You cannot disable yourself. Ask another Admin.');
    if (person.status === 'Disabled') return ok(c, person, 200, `${person.name} is already disabled`);
    const answer = await deps.db.transaction(async (tx) => {
      if (person.role === 'Admin' && !(await anotherActiveAdmin(tx, actor.organization, person.id)))
        return { conflict: LAST_ADMIN };
      return { person: await setDisabled(tx, actor, person.id, true) };
    });
    if ('conflict' in answer) return fail(c, 409, answer.conflict ?? LAST_ADMIN);
    await endAllSessions(deps, person.id, 'disabled');
    await logEvent(deps.db, {
      organization: actor.organization,
      kind: 'user-disabled',
      actorId: actor.userId,
      subjectId: person.id,
      address: clientAddress(c, deps),
    });
    return ok(c, answer.person, 200, `${person.name} is disabled and signed out everywhere`);
  });

  app.post('/:id/enable', describe(ENDPOINTS.enablePerson, { errors: [401, 403, 404] }), async (c) => {
    const found = await target(c);
    if ('response' in found) return found.response;
    const { person } = found;
    if (person.status === 'Active') return ok(c, person, 200, `${person.name} can already sign in`);
    const actor = c.get('actor');
    const updated = await deps.db.transaction((tx) => setDisabled(tx, actor, person.id, false));
    await logEvent(deps.db, {
      organization: actor.organization,
      kind: 'user-enabled',
      actorId: actor.userId,
      subjectId: person.id,
      address: clientAddress(c, deps),
    });
    return ok(c, updated, 200, `${person.name} can sign in again`);
  });

  app.delete('/:id', describe(ENDPOINTS.removePerson, { errors: [401, 403, 404, 409] }), async (c) => {
    const found = await target(c);
    if ('response' in found) return found.response;
    const { person } = found;
    const actor = c.get('actor');
    if (person.id === actor.userId) return fail(c, 409, 'You cannot remove yourself. Ask another Admin.');
    const answer = await deps.db.transaction(async (tx) => {
      if (person.role === 'Admin' && !(await anotherActiveAdmin(tx, actor.organization, person.id)))
        return { conflict: LAST_ADMIN };
      await removeSignIn(tx, person.id);
      // The record becomes a tombstone: its name stays on the server for history and the log.
      const result = await applyWrite(
        tx,
        actor,
        { entity: 'users', id: person.id, op: 'delete' },
        { now: now(), trusted: true },
      );
      if (result.status === 'rejected') throw new Error(`Cannot remove the user record: ${result.reason}`);
      return { removed: true };
    });
    if ('conflict' in answer) return fail(c, 409, answer.conflict ?? LAST_ADMIN);
    await endAllSessions(deps, person.id, 'removed');
    await logEvent(deps.db, {
      organization: actor.organization,
      kind: 'user-removed',
      actorId: actor.userId,
      subjectId: person.id,
      subjectName: person.name,
      address: clientAddress(c, deps),
      detail: { email: person.email, role: person.role },
    });
    return ok(c, null, 200, `${person.name} was removed`);
  });

  return app;
}

/** Each person's own password and email, at /api/account behind sign-in. */
export function accountRoutes(deps: PeopleDeps) {
  const app = new Hono<AppEnv>();
  const now = deps.now ?? (() => new Date());
  const verify = deps.verifyPassword ?? verifyPassword;
  const limits = { ...PEOPLE_LIMITS, ...deps.peopleLimits };

  const passwordMatches = async (userId: string, password: string) => {
    const hash = await passwordHashOf(deps.db, userId);
    return hash !== undefined && (await verify(hash, password));
  };

  app.post(
    '/password',
    describe(ENDPOINTS.changePassword, { errors: [400, 401, 415, 429] }),
    validJson(ENDPOINTS.changePassword.body, 'Please correct the highlighted fields'),
    async (c) => {
      const actor = c.get('actor');
      const user = c.get('user');
      const limited = await throttled(c, deps, limits.accountPerUser, actor.userId, 'password attempts');
      if (limited) return limited;
      const { currentPassword, newPassword } = c.req.valid('json');
      if (!(await passwordMatches(actor.userId, currentPassword))) {
        const message = 'Your current password is not correct';
        return fail(c, 400, message, { currentPassword: [message] });
      }
      const verdict = await checkNewPassword(
        newPassword,
        personalWords(String(user.name ?? ''), String(user.email ?? '')),
      );
      if (!verdict.ok) return fail(c, 400, verdict.reason, { newPassword: [verdict.reason] });
      if (newPassword === currentPassword) {
        const message = 'Choose a password different from your current one';
        return fail(c, 400, message, { newPassword: [message] });
      }
      await setPasswordHash(deps.db, actor.userId, await hashPassword(newPassword));
      await endAllSessions(deps, actor.userId, 'password-changed', c.get('sessionId'));
      await logEvent(deps.db, {
        organization: actor.organization,
        kind: 'password-changed',
        actorId: actor.userId,
        address: clientAddress(c, deps),
      });
      return ok(c, null, 200, 'Password changed. Your other devices are signed out.');
    },
  );

  app.post(
    '/email',
    describe(ENDPOINTS.changeEmail, { errors: [400, 401, 403, 409, 415, 429] }),
    validJson(ENDPOINTS.changeEmail.body, 'Please correct the highlighted fields'),
    async (c) => {
      const actor = c.get('actor');
      const user = c.get('user');
      const limited = await throttled(c, deps, limits.accountPerUser, actor.userId, 'password attempts');
      if (limited) return limited;
      const { email, password } = c.req.valid('json');
      // Someone with no password here confirms at the firm's provider instead (docs/oidc.md#people-without-a-password).
      const confirmation = await confirmationOf(deps.db, user, c.get('sessionId'), now());
      if (confirmation === 'needed') return fail(c, 403, REAUTH_NEEDED);
      // They sign in with the email their provider vouches for: a new email here must be that one.
      if (typeof confirmation === 'object' && email !== confirmation.confirmedAs) {
        const message = notTheProvidersEmail(confirmation.confirmedAs);
        return fail(c, 400, message, { email: [message] });
      }
      if (confirmation === 'password' && !(await passwordMatches(actor.userId, password ?? ''))) {
        const message = password ? 'Your password is not correct' : 'Enter your password';
        return fail(c, 400, message, { password: [message] });
      }
      const from = String(user.email ?? '');
      if (email === from) return ok(c, personOf(user), 200, 'Email unchanged');
      // Someone of the firm's own may be named; an address used elsewhere gets the plain refusal.
      const holder = await emailHolder(deps.db, email, actor.organization);
      if (holder.in === 'firm') return fail(c, 409, IN_YOUR_FIRM, { email: [IN_YOUR_FIRM] });
      if (holder.in === 'elsewhere') return fail(c, 400, EMAIL_UNUSABLE, { email: [EMAIL_UNUSABLE] });
      const result = await deps.db.transaction((tx) =>
        applyWrite(
          tx,
          actor,
          { entity: 'users', id: actor.userId, op: 'update', patch: { email } },
          {
            now: now(),
            trusted: true,
          },
        ),
      );
      if (result.status === 'rejected') {
        const message = result.errors?.email?.[0] ?? result.reason;
        return fail(c, result.errors?.email ? 409 : 400, message, result.errors);
      }
      await logEvent(deps.db, {
        organization: actor.organization,
        kind: 'email-changed',
        actorId: actor.userId,
        address: clientAddress(c, deps),
        detail: { from, to: email },
      });
      return ok(c, personOf(result.record), 200, `You now sign in with ${email}`);
    },
  );

  return app;
}
