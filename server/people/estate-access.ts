import type { Db } from '../store/db.ts';

/** What a beneficiary invitation grants (invitations.scope): the estates, and which party the person is. */
export interface BeneficiaryScope {
  estates: string[];
  party?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The scope stored on an invitation, or null when it names no estate (then it grants nothing). */
export function scopeOf(value: unknown): BeneficiaryScope | null {
  const raw = typeof value === 'string' ? safeJson(value) : value;
  if (!raw || typeof raw !== 'object') return null;
  const { estates, party } = raw as { estates?: unknown; party?: unknown };
  if (!Array.isArray(estates)) return null;
  const ids = estates.filter((e): e is string => typeof e === 'string' && UUID.test(e));
  if (!ids.length) return null;
  return typeof party === 'string' && UUID.test(party) ? { estates: ids, party } : { estates: ids };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Gives a beneficiary one estate (docs/behaviour.md#beneficiary-access). Granting again keeps the
 * first grant's time and author; a party named now replaces none.
 * Answers whether the person already had the estate.
 */
export async function grantEstate(
  db: Db,
  grant: {
    organization: string;
    userId: string;
    estateId: string;
    partyId: string | null;
    grantedBy: string | null;
    at: Date;
  },
): Promise<{ already: boolean }> {
  const had = await db.query('select 1 from estate_access where user_id = $1 and estate_id = $2', [
    grant.userId,
    grant.estateId,
  ]);
  await db.query(
    `insert into estate_access (organization, user_id, estate_id, party_id, granted_by, granted_at)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (user_id, estate_id)
     do update set party_id = coalesce(excluded.party_id, estate_access.party_id)`,
    [grant.organization, grant.userId, grant.estateId, grant.partyId, grant.grantedBy, grant.at],
  );
  return { already: had.length > 0 };
}
