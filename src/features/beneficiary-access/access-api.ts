import { requestLater } from '../../api/request-later.ts';

/**
 * Beneficiary access is managed on the server (docs/behaviour.md#beneficiary-access): who may see
 * an estate is not a synced record, so these calls need a connection. The API client loads with
 * the card.
 */
export const accessCall = requestLater;

export const ACCESS_OFFLINE =
  'You are offline. Beneficiary access is managed on the server: connect to the internet to see who has access, invite or remove.';

/** What to say when a call failed: offline, the server's words, or a plain fallback. */
export const failureText = (result: { offline: boolean; message: string | undefined }, fallback: string) =>
  result.offline ? ACCESS_OFFLINE : result.message || fallback;
