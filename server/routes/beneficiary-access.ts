import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { type HasRoles, partyHasRole } from '../../src/domain/rules/party-roles.ts';
import { seesFile } from '../../src/domain/rules/walls.ts';
import {
  BENEFICIARY_ACCESS_MANAGERS,
  BENEFICIARY_ACCESS_REFUSAL,
  type BeneficiaryAccessList,
  type BeneficiaryInviteAnswer,
} from '../../src/domain/schemas/api-beneficiary-access.ts';
import { ENDPOINTS } from '../../src/domain/schemas/index.ts';
import { logEvent } from '../activity/events.ts';
import { describe, validJson } from '../contract.ts';
import { type AppEnv, fail, ok } from '../http.ts';
import { clientAddress } from '../middleware/client-address.ts';
import { emailHolder } from '../people/email-holder.ts';
import { grantEstate } from '../people/estate-access.ts';
import {
  cancelInvitation,
  estateInvitations,
  invitedToFirm,
  newInvitation,
  pendingInvitation,
} from '../people/invitations.ts';
import { type Db, toIso } from '../store/db.ts';
import { findRecord, isUuid, type StoredRecord } from '../store/records.ts';
import { issueInvitationLink, PEOPLE_LIMITS, type PeopleDeps, throttled } from './people.ts';

type C = Context<AppEnv>;

const NOT_FOUND = 'Estate not found';
const INVITATION_GONE = 'Invitation not found (it may have been accepted, cancelled or have expired)';

/**
 * Beneficiary access to one estate (docs/behaviour.md#beneficiary-access), mounted at /api/estates
 * behind sign-in: the people who see it, the invitations waiting, inviting, removing and cancelling.
 * An estate the caller may not see (another firm's, deleted, or under a restricted file they are not
 * a member of) answers 404 like an unknown one.
 */
export function beneficiaryAccessRoutes(deps: PeopleDeps) {
  const app = new Hono<AppEnv>();
  const now = deps.now ?? (() => new Date());
  const limits = { ...PEOPLE_LIMITS, ...deps.peopleLimits };

  /** A beneficiary is answered as if these routes did not exist; Staff may only read. */
  const gate =
    (manage: boolean): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      const role = c.get('actor').role;
      if (role === 'Beneficiary') return fail(c, 404, NOT_FOUND);
      if (manage && !BENEFICIARY_ACCESS_MANAGERS.includes(role))
        return fail(c, 403, BENEFICIARY_ACCESS_REFUSAL);
      await next();
    };

  async function estateOf(c: C): Promise<StoredRecord | undefined> {
    const actor = c.get('actor');
    const estate = await findRecord(deps.db, actor.organization, 'estates', c.req.param('id') ?? '');
    if (!estate) return undefined;
    if (typeof estate.file === 'string') {
      const file = await findRecord(deps.db, actor.organization, 'files', estate.file);
      const wall = { restricted: file?.restricted === true, members: (file?.members ?? []) as string[] };
      if (file && !seesFile(actor.role, actor.userId, wall)) return undefined;
    }
    return estate;
  }

  app.get(
    '/:id/beneficiary-access',
    describe(ENDPOINTS.beneficiaryAccess, { errors: [401, 404] }),
    gate(false),
    async (c) => {
      const estate = await estateOf(c);
      if (!estate) return fail(c, 404, NOT_FOUND);
      const organization = c.get('actor').organization;
      const list: BeneficiaryAccessList = {
        people: await peopleWithAccess(deps.db, organization, estate._id),
        invitations: await estateInvitations(deps.db, organization, estate._id, now()),
        mail: !!deps.mailer,
      };
      return ok(c, list);
    },
  );

  /** Makes a new link for the invitation, emails it when it can, and logs it with its estate. */
  async function issue(
    c: C,
    estate: StoredRecord,
    invitation: { id: string; email: string; name: string },
    resent: boolean,
  ): Promise<BeneficiaryInviteAnswer> {
    const issued = await issueInvitationLink(c, deps, invitation, resent, {
      role: 'Beneficiary',
      estate: estate._id,
      estateName: String(estate.estateName ?? ''),
    });
    return { kind: 'invited', ...issued };
  }

  app.post(
    '/:id/beneficiary-access',
    describe(ENDPOINTS.inviteBeneficiary, { status: 201, errors: [400, 401, 403, 404, 415, 429] }),
    gate(true),
    validJson(ENDPOINTS.inviteBeneficiary.body, 'Please correct the highlighted fields'),
    async (c) => {
      const estate = await estateOf(c);
      if (!estate) return fail(c, 404, NOT_FOUND);
      const actor = c.get('actor');
      const body = c.req.valid('json');
      const limited = await throttled(c, deps, limits.invitePerUser, actor.userId, 'invitations');
      if (limited) return limited;
      const partyId = body.party ?? null;
      if (partyId) {
        const party = await findRecord(deps.db, actor.organization, 'parties', partyId);
        if (!party || party.estate !== estate._id || !partyHasRole(party as HasRoles, 'beneficiary')) {
          const message = 'Choose a beneficiary of this estate';
          return fail(c, 400, message, { party: [message] });
        }
      }

      // An address used in another firm is invited like a new one: saying it is in use would tell
      // this firm who has an account elsewhere (accepting such a link is refused then).
      const holder = await emailHolder(deps.db, body.email, actor.organization);
      if (holder.in === 'firm') {
        const user = await findRecord(deps.db, actor.organization, 'users', holder.userId);
        if (user?.role !== 'Beneficiary') {
          const message =
            'This email belongs to someone in your firm. A beneficiary needs an email of their own.';
          return fail(c, 400, message, { email: [message] });
        }
        const { already } = await grantEstate(deps.db, {
          organization: actor.organization,
          userId: user._id,
          estateId: estate._id,
          partyId,
          grantedBy: actor.userId,
          at: now(),
        });
        const name = String(user.name ?? body.name);
        if (!already)
          await logEvent(deps.db, {
            organization: actor.organization,
            kind: 'estate-access-granted',
            actorId: actor.userId,
            subjectId: user._id,
            address: clientAddress(c, deps),
            detail: { estate: estate._id, estateName: String(estate.estateName ?? '') },
          });
        const answer: BeneficiaryInviteAnswer = { kind: 'granted', userId: user._id };
        return ok(
          c,
          answer,
          already ? 200 : 201,
          already
            ? `${name} already sees this estate`
            : `${name} already has an account and can now see this estate`,
        );
      }

      if (await invitedToFirm(deps.db, actor.organization, body.email, now())) {
        const message =
          'This email has a pending invitation to join your firm. A beneficiary needs an email of their own.';
        return fail(c, 400, message, { email: [message] });
      }
      // One pending invitation per email and estate: inviting again replaces the old link.
      const id = await newInvitation(deps.db, {
        organization: actor.organization,
        email: body.email,
        name: body.name,
        role: 'Beneficiary',
        invitedBy: actor.userId,
        at: now(),
        scope: partyId ? { estates: [estate._id], party: partyId } : { estates: [estate._id] },
      });
      const issued = await issue(c, estate, { id, email: body.email, name: body.name }, false);
      return ok(
        c,
        issued,
        201,
        issued.kind === 'invited' && issued.emailed
          ? `Invitation emailed to ${body.email}`
          : 'Invitation created',
      );
    },
  );

  app.delete(
    '/:id/beneficiary-access/:userId',
    describe(ENDPOINTS.removeBeneficiaryAccess, { errors: [401, 403, 404] }),
    gate(true),
    async (c) => {
      const estate = await estateOf(c);
      if (!estate) return fail(c, 404, NOT_FOUND);
      const actor = c.get('actor');
      const userId = c.req.param('userId') ?? '';
      const removed = isUuid(userId)
        ? await deps.db.query<{ user_id: string }>(
            `delete from estate_access where organization = $1 and estate_id = $2 and user_id = $3
             returning user_id`,
            [actor.organization, estate._id, userId],
          )
        : [];
      if (!removed.length) return fail(c, 404, 'This person has no access to this estate');
      await logEvent(deps.db, {
        organization: actor.organization,
        kind: 'estate-access-removed',
        actorId: actor.userId,
        subjectId: userId,
        address: clientAddress(c, deps),
        detail: { estate: estate._id, estateName: String(estate.estateName ?? '') },
      });
      return ok(c, null, 200, 'Access removed');
    },
  );

  /** A pending beneficiary invitation to this estate, or undefined. */
  async function invitationOf(c: C, estate: StoredRecord) {
    const id = c.req.param('invitationId') ?? '';
    if (!isUuid(id)) return undefined;
    return pendingInvitation(deps.db, c.get('actor').organization, id, estate._id);
  }

  app.post(
    '/:id/beneficiary-invitations/:invitationId/resend',
    describe(ENDPOINTS.resendBeneficiaryInvitation, { errors: [401, 403, 404, 429] }),
    gate(true),
    async (c) => {
      const estate = await estateOf(c);
      if (!estate) return fail(c, 404, NOT_FOUND);
      const invitation = await invitationOf(c, estate);
      if (!invitation) return fail(c, 404, INVITATION_GONE);
      const limited = await throttled(c, deps, limits.invitePerUser, c.get('actor').userId, 'invitations');
      if (limited) return limited;
      const issued = await issue(c, estate, invitation, true);
      return ok(
        c,
        issued,
        200,
        issued.kind === 'invited' && issued.emailed
          ? `Invitation emailed again to ${invitation.email}`
          : 'New link made',
      );
    },
  );

  app.delete(
    '/:id/beneficiary-invitations/:invitationId',
    describe(ENDPOINTS.cancelBeneficiaryInvitation, { errors: [401, 403, 404] }),
    gate(true),
    async (c) => {
      const estate = await estateOf(c);
      if (!estate) return fail(c, 404, NOT_FOUND);
      const invitation = await invitationOf(c, estate);
      if (!invitation) return fail(c, 404, INVITATION_GONE);
      const actor = c.get('actor');
      await cancelInvitation(deps.db, invitation.id, now());
      await logEvent(deps.db, {
        organization: actor.organization,
        kind: 'invitation-cancelled',
        actorId: actor.userId,
        address: clientAddress(c, deps),
        detail: { email: invitation.email, name: invitation.name, role: 'Beneficiary', estate: estate._id },
      });
      return ok(c, null, 200, 'Invitation cancelled');
    },
  );

  return app;
}

async function peopleWithAccess(db: Db, organization: string, estateId: string) {
  const rows = await db.query<{
    user_id: string;
    name: string | null;
    email: string | null;
    party_id: string | null;
    party_name: string | null;
    granted_at: Date | string;
    granted_by_name: string | null;
    last_seen_at: Date | string | null;
  }>(
    `select a.user_id, u.data ->> 'name' as name, u.data ->> 'email' as email, a.party_id,
       p.data ->> 'name' as party_name, a.granted_at, g.data ->> 'name' as granted_by_name, a.last_seen_at
     from estate_access a
     join records u on u.id = a.user_id and u.entity = 'users' and u.organization = a.organization
       and u.deleted_at is null
     left join records p on p.id = a.party_id and p.entity = 'parties' and p.organization = a.organization
       and p.deleted_at is null
     left join records g on g.id = a.granted_by and g.entity = 'users' and g.organization = a.organization
     where a.organization = $1 and a.estate_id = $2
     order by lower(u.data ->> 'name'), a.user_id`,
    [organization, estateId],
  );
  return rows.map((r) => ({
    userId: r.user_id,
    name: r.name ?? '',
    email: r.email ?? '',
    party: r.party_name === null ? null : r.party_id,
    partyName: r.party_name,
    grantedAt: toIso(r.granted_at),
    grantedBy: r.granted_by_name,
    lastSeenAt: r.last_seen_at === null ? null : toIso(r.last_seen_at),
  }));
}
