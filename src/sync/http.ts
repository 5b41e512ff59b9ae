import type { ApiError, ENDPOINTS, Envelope } from '../domain/schemas/api.ts';
import type {
  PullRequest,
  PullResponse,
  PushRequest,
  PushResponse,
  RecordRequest,
  RecordResponse,
} from '../domain/schemas/sync.ts';

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
type PathOf<K extends 'push' | 'pull' | 'record'> = `/${(typeof ENDPOINTS)[K]['path']}`;
const PUSH: PathOf<'push'> = '/sync/push';
const PULL: PathOf<'pull'> = '/sync/pull';
const RECORD: PathOf<'record'> = '/sync/record';

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
  uploadContent(documentId: string, blob: Blob, mimeType: string): Promise<HttpResult>;
}

/** The request never got an answer: offline, DNS, timeout, connection reset. */
export class NetworkError extends Error {
  constructor(message = 'Network unavailable') {
    super(message);
    this.name = 'NetworkError';
  }
}

export interface FetchHttpOptions {
  baseUrl?: string;
  getToken: () => Promise<string | undefined>;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** SyncHttp over fetch, used by the page and the service worker alike. */
export function fetchHttp(options: FetchHttpOptions): SyncHttp {
  const base = options.baseUrl ?? '/api';
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 30_000;

  async function call<T>(
    method: string,
    path: string,
    body?: BodyInit,
    contentType?: string,
  ): Promise<HttpResult<T>> {
    const token = await options.getToken();
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

  const query = (params: Record<string, string | number>) =>
    new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

  return {
    push: (body) => call('POST', PUSH, JSON.stringify(body), 'application/json'),
    pull: (q) => call('GET', `${PULL}?${query(q)}`),
    record: (entity, id) => call('GET', `${RECORD}?${query({ entity, id })}`),
    uploadContent: (documentId, blob, mimeType) =>
      call('PUT', `/documents/${documentId}/content`, blob, mimeType || 'application/octet-stream'),
  };
}
