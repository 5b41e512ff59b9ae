import { uuidv7 } from '../../src/domain/ids.ts';
import { type Db, toIso } from '../store/db.ts';

/**
 * The invitations table in one place (docs/architecture.md#people): who is invited to the firm or,
 * as a beneficiary, to an estate; each pending until accepted, cancelled or replaced. Only the
 * hash of an invitation link is kept.
 */

/** An invitation as the routes act on it. */
export interface InvitationRef {
  id: string;
  email: string;
  name: string;
}

/** A beneficiary invitation is to the estates of its scope, and may name the beneficiary's party. */
export type InvitationScope = { estates: string[]; party?: string };

const PENDING = 'accepted_at is null and cancelled_at is null';
// A beneficiary invitation to this estate (the estate's id as text in the scope's list).
const TO_ESTATE = `role = 'Beneficiary' and (scope -> 'estates') @> jsonb_build_array($3::text)`;

/**
 * A pending invitation, replacing the one pending for the same email (for a beneficiary, the same
 * email and estate): inviting again makes a new link. Its link is made by `setInvitationLink`.
 */
export async function newInvitation(
  db: Db,
  invitation: {
    organization: string;
    email: string;
    name: string;
    role: string;
    invitedBy: string;
    at: Date;
    scope?: InvitationScope;
  },
): Promise<string> {
  const { organization, email, name, role, invitedBy, at, scope } = invitation;
  if (scope)
    await db.query(
      `update invitations set cancelled_at = $4 where organization = $1 and email = $2 and ${PENDING} and ${TO_ESTATE}`,
      [organization, email, scope.estates[0], at],
    );
  else
    await db.query(
      `update invitations set cancelled_at = $3 where organization = $1 and email = $2 and ${PENDING}`,
      [organization, email, at],
    );
  const id = uuidv7();
  await db.query(
    `insert into invitations (id, organization, email, name, role, token_hash, invited_by, created_at, expires_at, scope)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9)`,
    [
      id,
      organization,
      email,
      name,
      role,
      `pending:${id}`,
      invitedBy,
      at,
      scope ? JSON.stringify(scope) : null,
    ],
  );
  return id;
}

/** Gives the invitation a new link (its hash) valid until `expires`. */
export async function setInvitationLink(db: Db, id: string, tokenHash: string, expires: Date, at: Date) {
  await db.query('update invitations set token_hash = $2, expires_at = $3, created_at = $4 where id = $1', [
    id,
    tokenHash,
    expires,
    at,
  ]);
}

/** A pending invitation of the firm to join it (`estate` absent) or to see that estate, or undefined. */
export async function pendingInvitation(
  db: Db,
  organization: string,
  id: string,
  estate?: string,
): Promise<InvitationRef | undefined> {
  const rows = estate
    ? await db.query<InvitationRef>(
        `select id, email, name from invitations where id = $1 and organization = $2 and ${PENDING} and ${TO_ESTATE}`,
        [id, organization, estate],
      )
    : await db.query<InvitationRef>(
        `select id, email, name from invitations
         where id = $1 and organization = $2 and ${PENDING} and role <> 'Beneficiary'`,
        [id, organization],
      );
  return rows[0];
}

/** True when the email has an unexpired invitation to join the firm as one of its people. */
export async function invitedToFirm(db: Db, organization: string, email: string, at: Date): Promise<boolean> {
  const rows = await db.query(
    `select 1 from invitations
     where organization = $1 and email = $2 and role <> 'Beneficiary' and ${PENDING} and expires_at > $3`,
    [organization, email, at],
  );
  return rows.length > 0;
}

export async function cancelInvitation(db: Db, id: string, at: Date) {
  await db.query('update invitations set cancelled_at = $2 where id = $1', [id, at]);
}

export async function acceptInvitation(db: Db, id: string, userId: string, at: Date) {
  await db.query('update invitations set accepted_at = $2, accepted_user = $3 where id = $1', [
    id,
    at,
    userId,
  ]);
}

interface ListedRow {
  id: string;
  name: string;
  email: string;
  role: string;
  party: string | null;
  invited_by_name: string | null;
  created_at: Date | string;
  expires_at: Date | string;
}

const LISTED = `select i.id, i.name, i.email, i.role, i.scope ->> 'party' as party,
    u.data ->> 'name' as invited_by_name, i.created_at, i.expires_at
  from invitations i left join records u on u.id = i.invited_by and u.entity = 'users'
  where i.organization = $1 and i.accepted_at is null and i.cancelled_at is null`;

const listed = (r: ListedRow) => ({
  id: r.id,
  name: r.name,
  email: r.email,
  invitedBy: r.invited_by_name,
  createdAt: toIso(r.created_at),
  expiresAt: toIso(r.expires_at),
});

/** The firm's pending invitations to join it, newest first, expired ones marked. */
export async function firmInvitations(db: Db, organization: string, at: Date) {
  const rows = await db.query<ListedRow>(`${LISTED} and i.role <> 'Beneficiary' order by i.created_at desc`, [
    organization,
  ]);
  return rows.map((r) => ({
    ...listed(r),
    role: r.role as 'Admin',
    expired: new Date(r.expires_at).getTime() <= at.getTime(),
  }));
}

/** An estate's pending, unexpired beneficiary invitations, newest first. */
export async function estateInvitations(db: Db, organization: string, estateId: string, at: Date) {
  const rows = await db.query<ListedRow>(
    `${LISTED} and i.role = 'Beneficiary' and i.expires_at > $3
       and (i.scope -> 'estates') @> jsonb_build_array($2::text)
     order by i.created_at desc`,
    [organization, estateId, at],
  );
  return rows.map((r) => ({ ...listed(r), party: r.party }));
}
