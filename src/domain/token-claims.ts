/**
 * The person (`sub`) and device session (`sid`) an access token names. Read without checking the
 * signature: the device reads its own token to say which session it continues, and the server
 * checks everything (server/auth/tokens.ts). The payload is plain base64url JSON.
 */
export function tokenClaims(token: string | undefined): { sub: string | null; sid: string | null } {
  try {
    const payload = token?.split('.')[1];
    if (!payload) return { sub: null, sid: null };
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const { sub, sid } = JSON.parse(
      atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=')),
    ) as {
      sub?: unknown;
      sid?: unknown;
    };
    return { sub: typeof sub === 'string' ? sub : null, sid: typeof sid === 'string' ? sid : null };
  } catch {
    return { sub: null, sid: null };
  }
}
