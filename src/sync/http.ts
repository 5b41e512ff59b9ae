import type { ApiError, ENDPOINTS, Envelope } from '../domain/schemas/api.ts';
import type { AuthFailureReason } from '../domain/schemas/api-sessions.ts';
import type {
  PullRequest,
  PullResponse,
  PushRequest,
  PushResponse,
  RecordRequest,
  RecordResponse,
  RecordsRequest,
  RecordsResponse,
} from '../domain/schemas/sync.ts';
import { tokenPayload } from '../domain/token-claims.ts';

/**
 * One answer: on success the envelope of `T` (the contract's response), otherwise whatever error
 * body came back, if any (a proxy may answer without our envelope).
 */
export interface HttpResult<T = unknown> {
  status: number;
  body: Envelope<T> | Partial<ApiError> | null;
  retryAfterSeconds?: number;
}

/**
 * The contract's paths, checked against it by type only: the page and the service worker load this
 * module first thing, and the schemas themselves are not needed to make a request.
 */
type PathOf<K extends 'push' | 'pull' | 'record' | 'records'> = `/${(typeof ENDPOINTS)[K]['path']}`;
const PUSH: PathOf<'push'> = '/sync/push';
const PULL: PathOf<'pull'> = '/sync/pull';
const RECORD: PathOf<'record'> = '/sync/record';
const RECORDS: PathOf<'records'> = '/sync/records';

/** The data of a 200 answer. */
export const dataOf = <T>(res: HttpResult<T>): T => (res.body as Envelope<T>).data;

/**
 * What the engine needs from the network, typed by the sync contracts (domain/schemas/sync.ts);
 * tests pass one that drops, repeats and delays requests.
 */
export interface SyncHttp {
  push(body: PushRequest): Promise<HttpResult<PushResponse>>;
  pull(query: PullRequest): Promise<HttpResult<PullResponse>>;
  record(entity: RecordRequest['entity'], id: RecordRequest['id']): Promise<HttpResult<RecordResponse>>;
  /** Many records at once (at most MAX_RECORDS_READ), in the order asked, null for one the server never had. */
  records(body: RecordsRequest): Promise<HttpResult<RecordsResponse>>;
  uploadContent(documentId: string, blob: Blob, mimeType: string): Promise<HttpResult>;
}

/** The request never got an answer: offline, DNS, timeout, connection reset. */
export class NetworkError extends Error {
  constructor(message = 'Network unavailable') {
    super(message);
    this.name = 'NetworkError';
  }
}

/**
 * Gets a new access token when the one sent has expired (docs/architecture.md#sessions-and-logout):
 * the new token, or the reason the server refused the refresh. Throws NetworkError when the refresh
 * got no answer, so the engine backs off as for any network failure.
 */
export type RefreshFn = (
  stale: string | undefined,
) => Promise<{ token: string } | { reason: AuthFailureReason }>;

export interface FetchHttpOptions {
  baseUrl?: string;
  getToken: () => Promise<string | undefined>;
  /** Without it, an expired token's 401 goes to the engine as it is. */
  refresh?: RefreshFn;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The access token's `exp` and `iat` in ms, read without checking them (the server does). */
function claimsOf(token: string | undefined): { exp: number; iat: number } | undefined {
  const payload = tokenPayload(token);
  const { exp, iat } = payload ?? {};
  return typeof exp === 'number'
    ? { exp: exp * 1000, iat: typeof iat === 'number' ? iat * 1000 : 0 }
    : undefined;
}

/**
 * Whether the token is past, or close to, its expiry: within 30 s of it, or within a quarter of
 * its lifetime when that is shorter, so a request never leaves with a dying token.
 */
export function expiresSoon(token: string | undefined, now = Date.now()): boolean {
  const claims = claimsOf(token);
  if (!claims) return false;
  const margin = Math.min(30_000, Math.max(0, (claims.exp - claims.iat) / 4));
  return claims.exp - now < margin;
}

/** SyncHttp over fetch, used by the page and the service worker alike. */
export function fetchHttp(options: FetchHttpOptions): SyncHttp {
  const base = options.baseUrl ?? '/api';
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 30_000;

  async function exchange<T>(
    method: string,
    path: string,
    body?: BodyInit,
    contentType?: string,
  ): Promise<HttpResult<T>> {
    let token = await options.getToken();
    const refresh = options.refresh;
    // No token at all (the device was locked, docs/architecture.md#sessions-and-logout): a new one
    // from the refresh cookie first. While still locked, or with no answer, this request fails as
    // a network failure, so the outbox waits rather than the session being taken as ended.
    if (refresh && !token) {
      const fresh = await refresh(undefined);
      if ('reason' in fresh)
        return {
          status: 401,
          body: { success: false, message: '', reason: fresh.reason } as Partial<ApiError>,
        };
      token = fresh.token;
    }
    // Proactively, before expiry; a refresh that gets no answer leaves the old token to try.
    if (refresh && token && expiresSoon(token)) {
      const fresh = await refresh(token).catch(() => undefined);
      if (fresh && 'token' in fresh) token = fresh.token;
    }
    const first = await send<T>(token, method, path, body, contentType);
    if (first.status !== 401 || !refresh || (first.body as { reason?: unknown } | null)?.reason !== 'expired')
      return first;
    const fresh = await refresh(token);
    if ('reason' in fresh)
      return {
        status: 401,
        body: {
          success: false,
          message: first.body?.message ?? '',
          reason: fresh.reason,
        } as Partial<ApiError>,
      };
    return send<T>(fresh.token, method, path, body, contentType);
  }

  async function send<T>(
    token: string | undefined,
    method: string,
    path: string,
    body?: BodyInit,
    contentType?: string,
  ): Promise<HttpResult<T>> {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (contentType) headers['content-type'] = contentType;
    let res: Response;
    try {
      res = await doFetch(`${base}${path}`, {
        method,
        headers,
        ...(body !== undefined ? { body } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new NetworkError(error instanceof Error ? error.message : String(error));
    }
    let parsed: HttpResult<T>['body'] = null;
    try {
      parsed = await res.json();
    } catch {
      if (res.status < 500 && res.status !== 0) parsed = null;
    }
    const retryAfter = Number(res.headers.get('retry-after'));
    return { status: res.status, body: parsed, ...(retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}) };
  }

  const query = (params: Record<string, string | number | undefined>) =>
    new URLSearchParams(
      Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
    ).toString();

  return {
    push: (body) => exchange('POST', PUSH, JSON.stringify(body), 'application/json'),
    pull: (q) => exchange('GET', `${PULL}?${query(q)}`),
    record: (entity, id) => exchange('GET', `${RECORD}?${query({ entity, id })}`),
    records: (body) => exchange('POST', RECORDS, JSON.stringify(body), 'application/json'),
    uploadContent: (documentId, blob, mimeType) =>
      exchange('PUT', `/documents/${documentId}/content`, blob, mimeType || 'application/octet-stream'),
  };
}
