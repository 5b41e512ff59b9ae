import { createHash, randomBytes } from 'node:crypto';

/** How long an invitation and a password-reset link work (docs/architecture.md#people). */
export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;
export const RESET_TTL_MS = 3600 * 1000;

/** A link's secret: 32 random bytes, base64url. Only its hash is stored. */
export const newLinkToken = (): string => randomBytes(32).toString('base64url');

/** The stored form of a token: SHA-256, hex. A lookup by hash finds it; the token itself is never kept. */
export const hashLinkToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A token as it could have been issued (43 base64url characters); anything else is not looked up. */
export const isLinkToken = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);
