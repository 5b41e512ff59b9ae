import type { OtherPersonsWork } from '../../store/index.ts';
import { engine } from '../../sync/instance.ts';
import { lockAfterSignIn } from '../lock/index.ts';
import type { SessionAnswer } from './auth-api.ts';
import { saveSession } from './session-store.ts';

/**
 * While the server checks the password: the local database is made or opened, so the session is
 * kept and the first pull asked for as soon as the answer comes (docs/architecture.md#performance-budgets).
 */
export async function prepareSession(): Promise<void> {
  const { commands } = await import('../../store/index.ts');
  await commands.openDatabase();
}

/** What startSession does (auth-api.ts), loaded at sign-in only. */
export async function beginSession(
  { token, user }: SessionAnswer,
  password?: string,
  options: { discard?: boolean } = {},
): Promise<OtherPersonsWork | null> {
  const theirs = await saveSession(token, user, options);
  if (theirs) return theirs;
  // The device starts unlocked; the password's verifier is derived in the background (docs/behaviour.md#lock).
  lockAfterSignIn(user, password);
  // The first pull can take a while; the admin area shows its progress, the navigation must not wait.
  void engine.resume();
  return null;
}
