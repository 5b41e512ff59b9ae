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
 * Keeps the session and lets sync run again (it pauses on a 401 with the outbox kept). Dexie and
 * the engine are imported here, at sign-in, never by the public pages' first load. Every sign-in
 * with a password passes it, so the device can unlock offline (docs/behaviour.md#lock); it goes no
 * further than the lock's verifier.
 */
export async function startSession({ token, user }: SessionAnswer, password?: string): Promise<void> {
  const { saveSession } = await import('./session-store.ts');
  await saveSession(token, user);
  const { lockAfterSignIn } = await import('../lock/index.ts');
  lockAfterSignIn(user, password);
  const { engine } = await import('../../sync/instance.ts');
  // The first pull can take a while; the admin area shows its progress, the navigation must not wait.
  void engine.resume();
}
