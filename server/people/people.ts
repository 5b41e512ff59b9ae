import type { Person } from '../../src/domain/schemas/api-people.ts';
import type { UserRole } from '../../src/domain/schemas/index.ts';
import { type Db, toIso } from '../store/db.ts';
import type { StoredRecord } from '../store/records.ts';

interface PersonRow {
  id: string;
  name: string | null;
  email: string | null;
  role: string;
  created_at: Date | string;
  disabled_at: Date | string | null;
}

const toPerson = (row: PersonRow): Person => ({
  id: row.id,
  name: row.name ?? '',
  email: row.email ?? '',
  role: row.role as UserRole,
  status: row.disabled_at ? 'Disabled' : 'Active',
  createdAt: toIso(row.created_at),
});

const SELECT = `select r.id, r.data ->> 'name' as name, r.data ->> 'email' as email, r.data ->> 'role' as role,
  r.created_at, c.disabled_at
  from records r left join credentials c on c.user_id = r.id
  where r.organization = $1 and r.entity = 'users' and r.deleted_at is null`;

/** The firm's people, by name, with whether each may sign in. */
export async function listPeople(db: Db, organization: string): Promise<Person[]> {
  // Beneficiaries are not the firm's people: each estate lists its own (docs/behaviour.md#beneficiary-access).
  const rows = await db.query<PersonRow>(
    `${SELECT} and r.data ->> 'role' is distinct from 'Beneficiary' order by lower(r.data ->> 'name'), r.id`,
    [organization],
  );
  return rows.map(toPerson);
}

/** One person of the firm, or undefined (another firm's id is as unknown as a made-up one). */
export async function findPerson(db: Db, organization: string, id: string): Promise<Person | undefined> {
  const rows = await db.query<PersonRow>(`${SELECT} and r.id = $2`, [organization, id]);
  return rows[0] ? toPerson(rows[0]) : undefined;
}

export const personOf = (user: StoredRecord, disabled = false): Person => ({
  id: user._id,
  name: String(user.name ?? ''),
  email: String(user.email ?? ''),
  role: user.role as UserRole,
  status: disabled ? 'Disabled' : 'Active',
  createdAt: user.createdAt,
});

export { anotherActiveAdmin } from '../store/admins.ts';

export const LAST_ADMIN =
  'The firm must keep at least one Admin who can sign in. Make someone else an Admin first.';
