import { registerFirm } from '../../server/accounts.ts';
import type { createTokens } from '../../server/auth/tokens.ts';
import type { Db } from '../../server/store/db.ts';

let counter = 0;

/** A new firm with its Admin, and a signed token for that Admin. */
export async function createAccount(db: Db, tokens: ReturnType<typeof createTokens>, label = 'firm') {
  counter += 1;
  const email = `${label}-${counter}-${Date.now()}@example.com`;
  const password = 'correct horse battery staple';
  const { user, organization } = await registerFirm(db, {
    name: `${label} admin`,
    email,
    password,
    organizationName: `${label} LLP`,
  });
  const token = await tokens.sign({ sub: user._id, org: organization._id });
  return { user, organization, token, email, password };
}
