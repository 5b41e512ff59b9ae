/**
 * An access token's payload, read without checking the signature: the device reads its own token
 * to know when it expires and which session it continues, and the server checks everything
 * (server/auth/tokens.ts). The payload is plain base64url JSON; null when it is not.
 */
export function tokenPayload(token: string | undefined): Record<string, unknown> | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const parsed = JSON.parse(
      atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=')),
    ) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The person (`sub`) and device session (`sid`) an access token names. */
export function tokenClaims(token: string | undefined): { sub: string | null; sid: string | null } {
  const payload = tokenPayload(token);
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return { sub: text(payload?.sub), sid: text(payload?.sid) };
}
