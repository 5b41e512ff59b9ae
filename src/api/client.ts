import ky, { HTTPError, TimeoutError } from 'ky';
import {
  ENDPOINTS,
  type EndpointData,
  type EndpointInput,
  type EndpointName,
  type HttpMethod,
} from '../domain/schemas/api.ts';
import { SERVER_UNAVAILABLE } from '../sync/outcome.ts';
import { isSignedIn } from './session.ts';
import { announceRefusal, canRenewToken, getToken, loadToken, renewToken } from './token.ts';

export { UNAUTHORIZED_EVENT, USER_KEY } from './keys.ts';
export { getToken };

export const API_TIMEOUT_MS = 10_000;

const REASONS = ['expired', 'session-ended', 'disabled', 'removed'] as const;
const reasonOf = async (response: Response) => {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { reason?: unknown } | null;
  const reason = REASONS.find((r) => r === body?.reason);
  return reason ?? 'session-ended';
};

/** A failed sign-in is a 401 too, but it means "wrong password", not "session over". */
const isSignInCall = (url: string) => /\/auth\/(login|register|refresh|logout)\b/.test(url);

/**
 * The ky client of docs/architecture.md#layers: base /api, 10 s timeout, bearer token, 401 handling.
 * A 401 `expired` renews the access token from the refresh cookie and sends the request once more
 * (docs/architecture.md#sessions-and-logout); any other 401 (docs/behaviour.md#admin-shell) is
 * announced as a window event, and the app shell goes to /login. An event rather than an import
 * keeps this client out of the first-load bundle.
 */
export const api = ky.create({
  prefixUrl: '/api',
  timeout: API_TIMEOUT_MS,
  retry: 0,
  hooks: {
    beforeRequest: [
      async (request) => {
        let token = await loadToken();
        // Signed in but holding no token (it was dropped when the device locked): a new one from the
        // refresh cookie first. While locked, or offline, the request fails as offline does, and the
        // session stays (docs/architecture.md#sessions-and-logout).
        if (!token && isSignedIn() && canRenewToken() && !isSignInCall(request.url)) {
          const fresh = await renewToken(null);
          if ('offline' in fresh)
            throw new TypeError('No access token until the device is unlocked and online');
          if ('reason' in fresh) announceRefusal(fresh.reason);
          else token = fresh.token;
        }
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      async (request, _options, response) => {
        if (response.status !== 401 || isSignInCall(request.url)) return response;
        const reason = await reasonOf(response);
        if (reason === 'expired') {
          const fresh = await renewToken(getToken());
          // No answer to the refresh: the request fails as if offline, the session stays.
          if ('offline' in fresh) return response;
          if ('token' in fresh) {
            request.headers.set('Authorization', `Bearer ${fresh.token}`);
            const again = await ky(request, { retry: 0, timeout: API_TIMEOUT_MS, throwHttpErrors: false });
            if (again.status !== 401) return again;
            announceRefusal(await reasonOf(again));
            return again;
          }
          announceRefusal(fresh.reason);
          return response;
        }
        announceRefusal(reason);
        return response;
      },
    ],
  },
});

export interface ApiFailure {
  ok: false;
  status: number;
  message: string | undefined;
  errors?: Record<string, string[]>;
  offline: boolean;
}

export type ApiResult<T> = { ok: true; status: number; data: T; message?: string } | ApiFailure;

/**
 * Sends one request of `request` and answers a plain result: the envelope's data or the server's
 * message, with `offline` when no answer came at all (no network, timeout). Not exported: every
 * caller names its endpoint, so its path, body and answer are the contract's.
 */
async function send<T>(method: HttpMethod, path: string, json?: unknown): Promise<ApiResult<T>> {
  try {
    const res = await api(path, { method, ...(json !== undefined ? { json } : {}) });
    const body = (await res.json().catch(() => null)) as { data?: T; message?: string } | T | null;
    const data =
      body && typeof body === 'object' && 'data' in body ? (body as { data: T }).data : (body as T);
    const message =
      body && typeof body === 'object' && 'message' in body
        ? (body as { message?: string }).message
        : undefined;
    return { ok: true, status: res.status, data, ...(message ? { message } : {}) };
  } catch (error) {
    if (error instanceof HTTPError) {
      const body = (await error.response.json().catch(() => null)) as {
        message?: string;
        errors?: Record<string, string[]>;
      } | null;
      return {
        ok: false,
        status: error.response.status,
        // 503: the server runs but cannot work now (docs/architecture.md#outages); what is kept
        // locally stays, and the screen says so rather than showing an error.
        message: error.response.status === 503 ? SERVER_UNAVAILABLE : body?.message,
        ...(body?.errors ? { errors: body.errors } : {}),
        offline: false,
      };
    }
    const offline = error instanceof TimeoutError || error instanceof TypeError;
    return { ok: false, status: 0, message: undefined, offline };
  }
}

/** The input of `request`: optional where the endpoint takes no body, query or path parameter. */
export type RequestArgs<K extends EndpointName> =
  Partial<EndpointInput<K>> extends EndpointInput<K> ? [input?: EndpointInput<K>] : [input: EndpointInput<K>];

/** Where an endpoint is called, below /api: `users/:id` with its id, then the query. */
export function endpointPath<K extends EndpointName>(name: K, input?: Partial<EndpointInput<K>>): string {
  const { query, params } = (input ?? {}) as {
    query?: Record<string, string | number>;
    params?: Record<string, string>;
  };
  const path = ENDPOINTS[name].path.replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent(params?.[key] ?? ''),
  );
  const search = query
    ? new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()
    : '';
  return search ? `${path}?${search}` : path;
}

/**
 * Calls one endpoint of the shared contract (domain/schemas/api.ts): its body, query and path
 * parameters and its answer are typed from the same schemas the server validates with, so a
 * changed contract fails the type-check here rather than at run time.
 */
export function request<K extends EndpointName>(
  name: K,
  ...[input]: RequestArgs<K>
): Promise<ApiResult<EndpointData<K>>> {
  const body = (input as { body?: unknown } | undefined)?.body;
  return send<EndpointData<K>>(ENDPOINTS[name].method, endpointPath(name, input), body);
}
