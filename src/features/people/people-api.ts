import { requestLater } from '../../api/request-later.ts';

/**
 * The people screens call the server directly (docs/behaviour.md#people): invitations, reset
 * links, roles and disabling are server actions, not synced records, so they need a connection.
 * The API client loads with the screen.
 */
export const peopleCall = requestLater;

/** What to say when a server action failed: offline, the server's words, or a plain fallback. */
export function failureText(
  result: { offline: boolean; message: string | undefined },
  fallback: string,
): string {
  if (result.offline) return OFFLINE_ACTION;
  return result.message || fallback;
}

export const OFFLINE_ACTION =
  'You are offline. People, invitations and passwords are managed on the server: connect to the internet and try again.';

/** Per-field messages of a 400, the first of each. */
export const firstFieldErrors = (errors: Record<string, string[]> | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(errors ?? {}).map(([k, v]) => [k, v[0] ?? '']));
