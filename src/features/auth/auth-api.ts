import type { SessionUser } from '../../api/session.ts';

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
