import { createHash } from 'node:crypto';
import { roleChangeRefusal } from '../../src/domain/rules/beneficiary-role.ts';
import { EMAIL_NEEDS_PASSWORD } from '../../src/domain/rules/permissions.ts';
import { wallRefusal } from '../../src/domain/rules/walls.ts';
import { APPROVAL_SERVER_FIELDS } from '../../src/domain/schemas/entities/approval.ts';
import type { EntityName } from '../../src/domain/schemas/index.ts';
import { anotherActiveAdmin } from './admins.ts';
import type { WrittenRow } from './write-batch.ts';
import type { Ctx } from './write-context.ts';
import { type Change, reject, sameValue } from './write-helpers.ts';
import type { WriteResult } from './write-types.ts';

/** Fields the server sets on a write, or the write's refusal. */
export type ServerSet = { set: Record<string, unknown> };

/**
 * What one entity adds to the one write path (server/store/apply.ts), so the path itself stays the
 * same for every entity: the fields the server derives or sets, the file's walls, the approval's
 * signature and hash, the last Admin, the sign-in email.
 * `creating` and `updating` judge a client's write (never a trusted one); `checking` an update of
 * a live record before it is merged; `changing` the merged update's changes before they are stored.
 */
export interface EntityHooks {
  /** Fields the server derives on read; a client echoing them back is not an error. */
  derived?: readonly string[];
  /** Fields only the server sets (a trusted write may); a client's are dropped. */
  serverSet?: readonly string[];
  /** The only fields a client's update may name, and the refusal when it names another. */
  updatable?: { fields: readonly string[]; refusal: string };
  /** The record is its own organization (a client may not create another). */
  ownOrganization?: true;
  /**
   * The fields whose change can change what the writer sees (server/scope/scope.ts reads them), on
   * a create and an update, or on an update only.
   */
  scopeFields?: { fields: readonly string[]; onCreate: boolean };
  /**
   * A client's refusal of a create or an update by the fields it changes, before any reference is
   * read: the current data is {} for a create.
   */
  guarding?(ctx: Ctx, current: Record<string, unknown>, changed: string[]): string | null;
  creating?(ctx: Ctx, data: Record<string, unknown>): Promise<ServerSet | WriteResult>;
  updating?(ctx: Ctx, row: WrittenRow, patch: Record<string, unknown>): Promise<ServerSet | WriteResult>;
  checking?(ctx: Ctx, row: WrittenRow, patch: Record<string, unknown>): Promise<WriteResult | null>;
  changing?(
    ctx: Ctx,
    row: WrittenRow,
    data: Record<string, unknown>,
    changes: Change[],
  ): Promise<WriteResult | null>;
}

/**
 * A beneficiary's approval of shared accounts records who approved and the exact report: the
 * document's version and the SHA-256 of its content now (docs/behaviour.md#portal).
 */
async function approvalOf(ctx: Ctx, data: Record<string, unknown>): Promise<ServerSet | WriteResult> {
  if (data.withdrawn)
    return reject('invalid', 'Invalid data', { withdrawn: ['A new approval cannot be withdrawn'] });
  await ctx.batch.flush();
  const docs = await ctx.tx.query<{ version: unknown; content: Uint8Array | null }>(
    `select r.version, c.content from records r left join document_contents c on c.document_id = r.id
     where r.id = $1 and r.organization = $2`,
    [data.document, ctx.actor.organization],
  );
  const doc = docs[0];
  if (!doc) return reject('invalid', 'Invalid data', { document: ['Unknown document'] });
  const signer = await signerOf(ctx, String(data.estate));
  return {
    set: {
      ...(signer.name ? { name: signer.name } : {}),
      ...(signer.email ? { email: signer.email } : {}),
      user: ctx.actor.userId,
      documentVersion: Number(doc.version),
      contentSha256: doc.content ? createHash('sha256').update(doc.content).digest('hex') : null,
      withdrawn: false,
      withdrawnAt: null,
    },
  };
}

/**
 * Who signs an approval, from the firm's own record of the person, whatever was typed or whatever
 * they call themselves in their profile (which they may change): the estate's party the firm
 * invited them as, else the name the firm invited them by, else their profile; and the email they
 * sign in with. No one signs for another, nor as someone the firm does not know them to be.
 */
async function signerOf(ctx: Ctx, estateId: string): Promise<{ name: string | null; email: string | null }> {
  const rows = await ctx.tx.query<{
    party: string | null;
    invited: string | null;
    profile: string | null;
    email: string | null;
  }>(
    `select (select p.data ->> 'name' from estate_access a
               join records p on p.id = a.party_id and p.entity = 'parties' and p.organization = a.organization
                 and p.deleted_at is null
              where a.user_id = $1 and a.estate_id = $2 and a.organization = $3) as party,
            (select i.name from invitations i where i.accepted_user = $1 and i.organization = $3
              order by i.accepted_at desc nulls last limit 1) as invited,
            (select u.data ->> 'name' from records u where u.id = $1 and u.entity = 'users'
                and u.organization = $3 and u.deleted_at is null) as profile,
            (select c.email from credentials c where c.user_id = $1 and c.organization = $3) as email`,
    [ctx.actor.userId, estateId, ctx.actor.organization],
  );
  const row = rows[0];
  return { name: row?.party || row?.invited || row?.profile || null, email: row?.email ?? null };
}

/** An approval changes only by its own approver withdrawing it, once. */
async function withdrawalOf(
  ctx: Ctx,
  row: WrittenRow,
  patch: Record<string, unknown>,
): Promise<ServerSet | WriteResult> {
  if (row.data.user !== ctx.actor.userId) return reject('not_found', 'Not found');
  const changed = Object.keys(patch).filter((k) => !sameValue(patch[k], row.data[k]));
  if (changed.some((k) => k !== 'withdrawn') || patch.withdrawn === false) {
    return reject('forbidden', 'An approval can only be withdrawn; approve again to give a new one');
  }
  return { set: changed.length ? { withdrawnAt: ctx.now.toISOString() } : {} };
}

/** Who may change a profile or a role is the matrix's; this keeps the firm from losing its last Admin. */
async function keepAnAdmin(
  ctx: Ctx,
  row: WrittenRow,
  patch: Record<string, unknown>,
): Promise<WriteResult | null> {
  // A beneficiary's account never becomes a colleague's, nor the reverse, however it is written.
  const crossing = 'role' in patch ? roleChangeRefusal(row.data.role, patch.role) : null;
  if (crossing) return reject('forbidden', crossing);
  if (!('role' in patch) || patch.role === row.data.role || row.data.role !== 'Admin') return null;
  // Only an Admin who can sign in counts: a disabled one cannot manage the firm.
  await ctx.batch.flush();
  return (await anotherActiveAdmin(ctx.tx, ctx.actor.organization, row.id))
    ? null
    : reject('forbidden', 'The firm must keep at least one Admin');
}

/** The sign-in email changes only with the password; the credentials follow the profile. */
async function changeEmail(
  ctx: Ctx,
  row: WrittenRow,
  data: Record<string, unknown>,
  changes: Change[],
): Promise<WriteResult | null> {
  if (!changes.some((c) => c.field === 'email')) return null;
  // The sign-in email changes only with the password (POST /api/account/email, a trusted write):
  // an edit of the profile record, from a device left signed in, cannot take over the account.
  if (!ctx.trusted) return reject('invalid', 'Invalid data', { email: [EMAIL_NEEDS_PASSWORD] });
  const taken = await ctx.tx.query('select 1 from credentials where email = $1 and user_id <> $2', [
    data.email,
    row.id,
  ]);
  if (taken.length) {
    // Names no firm: the caller (POST /api/account/email) says so itself when it is the firm's own.
    return reject('invalid', 'Invalid data', {
      email: ['This email cannot be used here. Choose another one.'],
    });
  }
  await ctx.tx.query('update credentials set email = $2 where user_id = $1', [row.id, data.email]);
  return null;
}

/**
 * An estate's lawyer of record is one of the firm's lawyers (docs/behaviour.md#firm-details): the id
 * must be in the firm's record as this batch leaves it (an Admin's new lawyer synced first counts).
 * Judged only when it changes, so an estate whose lawyer later left the list can still be edited;
 * the court checks stop its documents until another is chosen.
 */
async function firmLawyerRefusal(ctx: Ctx, lawyerId: unknown): Promise<WriteResult | null> {
  if (typeof lawyerId !== 'string') return null;
  const org = await ctx.batch.row(ctx.actor.organization);
  const lawyers = org?.entity === 'organizations' && Array.isArray(org.data.lawyers) ? org.data.lawyers : [];
  if (lawyers.some((l) => (l as { id?: unknown } | null)?.id === lawyerId)) return null;
  return reject('invalid', 'Invalid data', { lawyerOfRecord: ['Choose one of the firm’s lawyers'] });
}

const estateLawyerOnCreate = async (
  ctx: Ctx,
  data: Record<string, unknown>,
): Promise<ServerSet | WriteResult> => (await firmLawyerRefusal(ctx, data.lawyerOfRecord)) ?? { set: {} };

const estateLawyerOnChange = async (
  ctx: Ctx,
  _row: WrittenRow,
  data: Record<string, unknown>,
  changes: Change[],
): Promise<WriteResult | null> =>
  changes.some((c) => c.field === 'lawyerOfRecord') ? firmLawyerRefusal(ctx, data.lawyerOfRecord) : null;

/** A walled file's wall and members change only as src/domain/rules/walls.ts allows. */
const fileWalls = (ctx: Ctx, current: Record<string, unknown>, changed: string[]) =>
  wallRefusal(ctx.actor.role, ctx.actor.userId, current, changed);

export const ENTITY_HOOKS: Partial<Record<EntityName, EntityHooks>> = {
  // Who approved, and the exact report: set from the signed-in person and the document.
  approvals: { serverSet: APPROVAL_SERVER_FIELDS, creating: approvalOf, updating: withdrawalOf },
  conflicts: { updatable: { fields: ['resolved'], refusal: 'A conflict can only be marked resolved' } },
  // The content flag is set by the upload.
  documents: { serverSet: ['hasContent'] },
  estates: {
    derived: ['value', 'fileNumber', 'fileName'],
    // A new estate goes into a file the writer sees (its reference is checked), which hides nothing.
    scopeFields: { fields: ['file'], onCreate: false },
    creating: estateLawyerOnCreate,
    changing: estateLawyerOnChange,
  },
  files: {
    derived: ['estates'],
    guarding: fileWalls,
    scopeFields: { fields: ['restricted', 'members'], onCreate: true },
  },
  organizations: { ownOrganization: true },
  // Disabled or active: set by an Admin through /api/people (docs/architecture.md#people).
  users: { serverSet: ['status'], checking: keepAnAdmin, changing: changeEmail },
};
