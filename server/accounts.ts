import { uuidv7 } from '../src/domain/ids.ts';
import type { OrganizationBody, UserRole } from '../src/domain/schemas/index.ts';
import { hashPassword } from './auth/password.ts';
import { type Actor, applyWrite } from './store/apply.ts';
import type { Db } from './store/db.ts';
import { findRecord, type StoredRecord } from './store/records.ts';

export class EmailTakenError extends Error {
  constructor() {
    super('An account with this email already exists');
  }
}

/** Creates an organization record through the one write path; its creator acts as the first Admin. */
export async function createOrganization(
  tx: Db,
  org: {
    id?: string;
    name: string;
    description?: string;
    type?: string;
    courtOffices?: { name: string; address: string }[];
    /** The firm's address, telephone, email and lawyers (docs/behaviour.md#firm-details), as the demo seeds them. */
    details?: Pick<OrganizationBody, 'address' | 'telephone' | 'email' | 'lawyers'>;
  },
  adminId: string,
): Promise<StoredRecord> {
  const id = org.id ?? uuidv7();
  const actor: Actor = { userId: adminId, organization: id, role: 'Admin' };
  const result = await applyWrite(
    tx,
    actor,
    {
      entity: 'organizations',
      id,
      op: 'create',
      patch: {
        name: org.name,
        description: org.description ?? '',
        type: org.type,
        ...(org.courtOffices ? { courtOffices: org.courtOffices } : {}),
        ...(org.details ?? {}),
      },
    },
    { trusted: true },
  );
  if (result.status === 'rejected') throw new Error(`Cannot create organization: ${result.reason}`);
  return result.record;
}

/** Creates a user record and its sign-in credentials in the caller's transaction. */
export async function createUser(
  tx: Db,
  actor: Actor,
  user: { id?: string; name: string; email: string; role: UserRole; password: string; passwordHash?: string },
): Promise<StoredRecord> {
  const id = user.id ?? uuidv7();
  const email = user.email.trim().toLowerCase();
  const taken = await tx.query('select 1 from credentials where email = $1', [email]);
  if (taken.length) throw new EmailTakenError();
  const result = await applyWrite(
    tx,
    { ...actor, userId: actor.userId },
    { entity: 'users', id, op: 'create', patch: { name: user.name, email, role: user.role } },
    { trusted: true },
  );
  if (result.status === 'rejected') throw new Error(`Cannot create user: ${result.reason}`);
  await tx.query(
    'insert into credentials (user_id, organization, email, password_hash) values ($1, $2, $3, $4)',
    [id, actor.organization, email, user.passwordHash ?? (await hashPassword(user.password))],
  );
  return result.record;
}

/** Sign-up: a new firm and its Admin, in one transaction. */
export async function registerFirm(
  db: Db,
  input: { name: string; email: string; organizationName: string } & (
    | { password: string }
    | { passwordHash: string }
  ),
): Promise<{ user: StoredRecord; organization: StoredRecord }> {
  // A sign-up finished by its emailed link brings the hash it kept, not the password.
  const passwordHash = 'passwordHash' in input ? input.passwordHash : await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const userId = uuidv7();
    const organization = await createOrganization(tx, { name: input.organizationName }, userId);
    const actor: Actor = { userId, organization: organization._id, role: 'Admin' };
    const user = await createUser(tx, actor, {
      id: userId,
      name: input.name,
      email: input.email,
      role: 'Admin',
      password: '',
      passwordHash,
    });
    return { user, organization };
  });
}

/** The user as the API shows it (docs/architecture.md#api User): id and _id, name, email, role, organization {_id, name}. */
export async function publicUser(db: Db, user: StoredRecord) {
  const org = await findRecord(db, user.organization, 'organizations', user.organization);
  return {
    _id: user._id,
    id: user._id,
    name: user.name,
    email: user.email,
    role: user.role,
    version: user.version,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    organization: { _id: user.organization, name: (org?.name as string | undefined) ?? '' },
  };
}
