import type { ApiResult } from '../../api/client.ts';
import type { EndpointData, EndpointInput, EndpointName } from '../../domain/schemas/api.ts';

/**
 * Beneficiary access is managed on the server (docs/behaviour.md#beneficiary-access): who may see
 * an estate is not a synced record, so these calls need a connection. The API client loads with
 * the card.
 */
export async function accessCall<K extends EndpointName>(
  name: K,
  input?: EndpointInput<K>,
): Promise<ApiResult<EndpointData<K>>> {
  const { request } = await import('../../api/client.ts');
  return (request as (n: K, i?: EndpointInput<K>) => Promise<ApiResult<EndpointData<K>>>)(name, input);
}

export const ACCESS_OFFLINE =
  'You are offline. Beneficiary access is managed on the server: connect to the internet to see who has access, invite or remove.';

/** What to say when a call failed: offline, the server's words, or a plain fallback. */
export const failureText = (result: { offline: boolean; message: string | undefined }, fallback: string) =>
  result.offline ? ACCESS_OFFLINE : result.message || fallback;
