import { createSession } from '../../server/auth/sessions.ts';
import type { TokenClaims, Tokens } from '../../server/auth/tokens.ts';
import type { Db } from '../../server/store/db.ts';

/**
 * Signs a person in for a test: a real device session in the database and an access token naming
 * it, as POST /api/auth/login would give (the server accepts no token without a live session).
 */
export async function signIn(
  db: Db,
  tokens: Pick<Tokens, 'sign'>,
  who: { sub: string; org: string },
  userAgent = 'vitest',
): Promise<string> {
  const { id } = await createSession(db, { organization: who.org, userId: who.sub, userAgent });
  return tokens.sign({ ...who, sid: id });
}

/**
 * The test app's tokens: `sign` without a session id opens a real session first, so the many tests
 * that sign a token for a person get one that names a live session.
 */
export type TestTokens = Omit<Tokens, 'sign'> & {
  sign(claims: Omit<TokenClaims, 'sid'> & { sid?: string }): Promise<string>;
};

export function testTokens(db: Db, tokens: Tokens): TestTokens {
  return {
    ...tokens,
    sign: (claims) => (claims.sid ? tokens.sign({ ...claims, sid: claims.sid }) : signIn(db, tokens, claims)),
  };
}
