import { wipeDevice } from '../../api/wipe.ts';

/**
 * Logout (docs/architecture.md#sessions-and-logout): clears the token, the user and every local
 * copy of the firm's data, so nothing readable is left on the device, then ends the session on
 * the server when it can be reached. The caller warns first when changes are unsynced.
 */
export async function leave(): Promise<void> {
  const { loadToken } = await import('../../api/token.ts');
  const token = await loadToken().catch(() => null);
  // The caller has sent the copies this device took while the session lasted (the firm's logout
  // button and the portal's sign-out, each over its own client); what is left goes with the wipe,
  // since the queue names estates (docs/behaviour.md#activity).
  await wipeDevice('logout');
  await endServerSession(token);
}

/** Tells the server this device signed out; offline, the session simply idles out. */
async function endServerSession(token: string | null): Promise<void> {
  try {
    await fetch('/api/auth/logout', {
      method: 'POST',
      credentials: 'same-origin',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(3000),
    });
  } catch {
    // No network: nothing of the firm's is left on the device anyway.
  }
}
