import type { ApiResult } from '../../api/client.ts';
import type { SessionUser } from '../../api/session.ts';

/**
 * The API client (ky) is loaded on first use, so it is not part of the first-load JavaScript of
 * / and /login (docs/architecture.md#performance-budgets); the connection check and the submit pay for it, not the first paint.
 */
export async function authCall<T>(
  method: 'get' | 'post',
  path: string,
  json?: unknown,
): Promise<ApiResult<T>> {
  const { call } = await import('../../api/client.ts');
  return call<T>(method, path, json);
}

export interface SessionAnswer {
  token: string;
  user: SessionUser;
}

export const isSessionAnswer = (data: unknown): data is SessionAnswer =>
  !!data &&
  typeof data === 'object' &&
  typeof (data as SessionAnswer).token === 'string' &&
  !!(data as SessionAnswer).user &&
  typeof (data as SessionAnswer).user === 'object';

/**
 * Keeps the session and lets sync run again (it pauses on a 401 with the outbox kept). Every sign-in
 * with a password passes it, so the device can unlock offline (docs/behaviour.md#lock); it goes no
 * further than the lock's verifier. The work is in a chunk of its own, loaded at sign-in: Dexie, the
 * engine and the lock are never part of the public pages' first load.
 */
export async function startSession(answer: SessionAnswer, password?: string): Promise<void> {
  const { beginSession } = await import('./start-session.ts');
  await beginSession(answer, password);
}
