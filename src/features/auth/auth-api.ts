import type { SessionUser } from '../../api/session.ts';
import type { OtherPersonsWork } from '../../store/index.ts';

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
 * further than the lock's verifier. When another person's unsent work waits on this device, nothing
 * starts: that work is returned, for the person to choose (other-persons-work.tsx). The work is in a chunk of its own, loaded at sign-in: Dexie, the
 * engine and the lock are never part of the public pages' first load.
 */
export async function startSession(
  answer: SessionAnswer,
  password?: string,
  options: { discard?: boolean } = {},
): Promise<OtherPersonsWork | null> {
  const { beginSession } = await import('./start-session.ts');
  return beginSession(answer, password, options);
}
