import { requestLater } from '../../api/request-later.ts';

/**
 * Calls one endpoint of the contract, loading the API client on first use: the sign-in step is
 * shown on /login, whose first load must stay small (docs/architecture.md#performance-budgets).
 */
export const twoFactorCall = requestLater;

/** A failure as one sentence; offline gets its own words, since all of this needs the server. */
export function failureText(result: {
  offline: boolean;
  message?: string | undefined;
  errors?: Record<string, string[]>;
}) {
  if (result.offline) return 'This needs a connection to the server. Try again when you are online.';
  const first = result.errors && Object.values(result.errors)[0]?.[0];
  return first ?? result.message ?? 'Something went wrong. Please try again.';
}

/** The manual key in groups of four, as authenticator apps show and people type it. */
export const groupedKey = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');
