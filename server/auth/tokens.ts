import { randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../store/db.ts';

const ALG = 'HS256';
/** Who signs our tokens and who they are for: a token made for anything else is refused. */
export const ISSUER = 'estate-admin';
export const AUDIENCE = 'estate-admin-api';
/** Clocks of several server processes may differ a little. */
const CLOCK_SKEW_SECONDS = 30;

export interface TokenClaims {
  sub: string;
  org: string;
}

export interface Tokens {
  sign(claims: TokenClaims): Promise<string>;
  /**
   * The claims of a valid, unexpired token signed by us with our one algorithm, for us, and no
   * older than the token lifetime; otherwise null.
   */
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokens(secret: string, ttlSeconds: number): Tokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (claims) =>
      new SignJWT({ org: claims.org })
        .setProtectedHeader({ alg: ALG, typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALG],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'iat', 'sub'],
          // The lifetime is ours, whatever `exp` the token states (one signed with a leaked secret
          // and a three-year `exp` still ends with the configured lifetime).
          maxTokenAge: ttlSeconds,
          clockTolerance: CLOCK_SKEW_SECONDS,
        });
        if ((payload.exp ?? 0) - (payload.iat ?? 0) > ttlSeconds + CLOCK_SKEW_SECONDS) return null;
        if (typeof payload.sub !== 'string' || typeof payload.org !== 'string') return null;
        return { sub: payload.sub, org: payload.org };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}

/**
 * The signing secret: JWT_SECRET when set, otherwise one generated on first start and kept in the
 * database, so every server process on the same database accepts the same tokens.
 */
export async function resolveSecret(db: Db, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  await db.query(
    "insert into server_settings (key, value) values ('jwt_secret', $1) on conflict do nothing",
    [randomBytes(48).toString('base64url')],
  );
  const rows = await db.query<{ value: string }>(
    "select value from server_settings where key = 'jwt_secret'",
  );
  return rows[0]!.value;
}
