import type { EndpointData, EndpointName } from '../domain/schemas/api.ts';
import type { ApiResult, RequestArgs } from './client.ts';

/**
 * `request` of the API client, typed the same, with the client (ky, the contract's schemas) loaded
 * on first use: the public pages (/, /login, the invitation and reset links) and the screens that
 * call the server now and then keep it out of their first-load JavaScript
 * (docs/architecture.md#performance-budgets). The one way a screen calls an endpoint.
 */
export async function requestLater<K extends EndpointName>(
  name: K,
  ...input: RequestArgs<K>
): Promise<ApiResult<EndpointData<K>>> {
  // The client's chunk not reachable (offline before it was ever loaded): no answer came at all.
  const client = await import('./client.ts').catch(() => null);
  if (!client) return { ok: false, status: 0, message: undefined, offline: true };
  return client.request(name, ...input);
}
