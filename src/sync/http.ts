import type { EntityName, PushBody } from '../domain/schemas/index.ts';

export interface HttpResult {
  status: number;
  body: unknown;
  retryAfterSeconds?: number;
}

/** What the engine needs from the network; tests pass one that drops, repeats and delays requests. */
export interface SyncHttp {
  push(body: PushBody): Promise<HttpResult>;
  pull(query: { clientId: string; cursor: number; limit: number }): Promise<HttpResult>;
  record(entity: EntityName, id: string): Promise<HttpResult>;
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

  async function call(
    method: string,
    path: string,
    body?: BodyInit,
    contentType?: string,
  ): Promise<HttpResult> {
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
    let parsed: unknown = null;
    try {
      parsed = await res.json();
    } catch {
      if (res.status < 500 && res.status !== 0) parsed = null;
    }
    const retryAfter = Number(res.headers.get('retry-after'));
    return { status: res.status, body: parsed, ...(retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}) };
  }

  return {
    push: (body) => call('POST', '/sync/push', JSON.stringify(body), 'application/json'),
    pull: ({ clientId, cursor, limit }) =>
      call('GET', `/sync/pull?clientId=${clientId}&cursor=${cursor}&limit=${limit}`),
    record: (entity, id) => call('GET', `/sync/record?entity=${entity}&id=${id}`),
    uploadContent: (documentId, blob, mimeType) =>
      call('PUT', `/documents/${documentId}/content`, blob, mimeType || 'application/octet-stream'),
  };
}
