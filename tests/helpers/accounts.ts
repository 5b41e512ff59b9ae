import { createUser, registerFirm } from '../../server/accounts.ts';
import type { Tokens } from '../../server/auth/tokens.ts';
import type { Db } from '../../server/store/db.ts';
import { uuidv7 } from '../../src/domain/ids.ts';
import type { Role } from '../../src/domain/rules/permissions.ts';
import type { SessionUser } from '../../src/store/types.ts';
import { signIn, type TestTokens } from './sessions.ts';

let counter = 0;

/** A new firm with its Admin, signed in: a device session and its access token. */
export async function createAccount(db: Db, tokens: Pick<Tokens, 'sign'>, label = 'firm') {
  counter += 1;
  const email = `${label}-${counter}-${Date.now()}@example.com`;
  const password = 'correct horse battery staple';
  const { user, organization } = await registerFirm(db, {
    name: `${label} admin`,
    email,
    password,
    organizationName: `${label} LLP`,
  });
  const token = await signIn(db, tokens, { sub: user._id, org: organization._id });
  return { user, organization, token, email, password };
}

/** The session a device keeps for that Admin (src/store/types.ts), for a sync client. */
export function sessionUserOf(account: Awaited<ReturnType<typeof createAccount>>): SessionUser {
  return {
    _id: account.user._id,
    id: account.user._id,
    name: 'Admin',
    email: account.email,
    role: 'Admin',
    organization: { _id: account.organization._id, name: String(account.organization.name) },
  };
}

/** A member of the account's firm with this role, added by its Admin; their access token. */
export async function addMember(
  db: Db,
  tokens: Pick<TestTokens, 'sign'>,
  account: Awaited<ReturnType<typeof createAccount>>,
  role: Exclude<Role, 'Admin'>,
  name: string,
): Promise<string> {
  const id = uuidv7();
  const org = account.organization._id;
  await db.transaction((tx) =>
    createUser(
      tx,
      { userId: account.user._id, organization: org, role: 'Admin' },
      {
        id,
        name,
        email: `${role.toLowerCase()}-${id}@example.com`,
        role,
        password: 'correct horse battery staple',
      },
    ),
  );
  return tokens.sign({ sub: id, org });
}
