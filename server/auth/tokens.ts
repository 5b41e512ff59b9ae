import { randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../store/db.ts';

const ALG = 'HS256';
/** Who signs our tokens and who they are for: a token made for anything else is refused. */
export const ISSUER = 'estate-admin';
export const AUDIENCE = 'estate-admin-api';
/**
 * Clocks of several server processes may differ a little: up to 30 s, or a tenth of a short
 * lifetime (a test server's access tokens of a few seconds must still expire in seconds).
 */
const CLOCK_SKEW_SECONDS = 30;
const skewFor = (ttlSeconds: number) => Math.min(CLOCK_SKEW_SECONDS, Math.floor(ttlSeconds / 10));

/** An access token's claims: the person, their firm, and the device session it belongs to. */
export interface TokenClaims {
  sub: string;
  org: string;
  sid: string;
}

/** Why a token was refused: out of date (the device refreshes), or not ours at all. */
export type TokenProblem = 'expired' | 'invalid';

export interface Tokens {
  /** The access token's lifetime in seconds. */
  readonly ttlSeconds: number;
  sign(claims: TokenClaims): Promise<string>;
  /**
   * The claims of a valid, unexpired token signed by us with our one algorithm, for us, and no
   * older than the token lifetime; otherwise why not. An expired token's claims come too, since its
   * signature was good: the caller may still use them to say which session it belonged to.
   */
  check(token: string): Promise<{ claims: TokenClaims } | { problem: TokenProblem; claims?: TokenClaims }>;
  /** The claims of a valid, unexpired token, or null. */
  verify(token: string): Promise<TokenClaims | null>;
}

const claimsOf = (payload: { sub?: unknown; org?: unknown; sid?: unknown }): TokenClaims | undefined =>
  typeof payload.sub === 'string' && typeof payload.org === 'string' && typeof payload.sid === 'string'
    ? { sub: payload.sub, org: payload.org, sid: payload.sid }
    : undefined;

/** `now` is the server's clock (tests move it to see a token expire). */
export function createTokens(secret: string, ttlSeconds: number, now: () => Date = () => new Date()): Tokens {
  const key = new TextEncoder().encode(secret);
  async function check(token: string) {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALG],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['exp', 'iat', 'sub'],
        // The lifetime is ours, whatever `exp` the token states (one signed with a leaked secret
        // and a three-year `exp` still ends with the configured lifetime).
        maxTokenAge: ttlSeconds,
        clockTolerance: skewFor(ttlSeconds),
        currentDate: now(),
      });
      if ((payload.exp ?? 0) - (payload.iat ?? 0) > ttlSeconds + skewFor(ttlSeconds))
        return { problem: 'invalid' as const };
      const claims = claimsOf(payload);
      return claims ? { claims } : { problem: 'invalid' as const };
    } catch (error) {
      // jose checks the signature before the dates: an expired token was still signed by us.
      if (error instanceof errors.JWTExpired) {
        const claims = claimsOf(error.payload);
        return { problem: 'expired' as const, ...(claims ? { claims } : {}) };
      }
      if (error instanceof errors.JOSEError || error instanceof TypeError)
        return { problem: 'invalid' as const };
      throw error;
    }
  }
  return {
    ttlSeconds,
    check,
    async verify(token) {
      const result = await check(token);
      return 'problem' in result ? null : result.claims;
    },
    sign: (claims) => {
      const iat = Math.floor(now().getTime() / 1000);
      return new SignJWT({ org: claims.org, sid: claims.sid })
        .setProtectedHeader({ alg: ALG, typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(key);
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
