import { dropSession } from '../../api/session.ts';
import { SESSION_ID_HEADER, SESSION_USER_HEADER } from '../../domain/schemas/api-sessions.ts';
import { commands, queries } from '../../store/index.ts';
import { engine } from '../../sync/instance.ts';
import { loginHref } from '../../ui/login-href.ts';
import { markSignedOut } from './lock-state.ts';
import { sessionIdOf } from './rules.ts';

/** Where /login says why the device was signed out (docs/behaviour.md#lock). */
export const LOCKED_OUT_PATH = loginHref({ locked: 1 });
const NO_VERIFIER_PATH = loginHref({ expired: 1 });
const END_SESSION_WAIT_MS = 5000;
let leaving = false;

/** Another tab signed the device out: this one follows, unless it is the one leaving already. */
export function followSignOut(): void {
  if (!leaving) window.location.replace(LOCKED_OUT_PATH);
}

/**
 * Ends this device's session on the server when there is a connection, so its refresh cookie is
 * worth nothing afterwards. Not /api/auth/logout: its Clear-Site-Data would delete the outbox the
 * lock keeps. Offline, the session idles out on the server; the device can no longer renew it,
 * since the session row it needs is gone.
 */
async function endServerSession(): Promise<void> {
  if (!navigator.onLine) return;
  const row = await queries.session();
  const sid = row?.sessionId ?? sessionIdOf(row?.token);
  if (!sid) return;
  const ending = (async () => {
    // The lock dropped the access token: one from the refresh cookie, held only here, ends it.
    const token = row?.token || (await tokenForLeaving(row?.user._id, sid));
    if (!token) return;
    await fetch(`/api/sessions/${encodeURIComponent(sid)}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
  })();
  await Promise.race([ending, new Promise((resolve) => setTimeout(resolve, END_SESSION_WAIT_MS))]);
}

/** An access token straight from the refresh endpoint, never stored (the device is leaving). */
async function tokenForLeaving(user: string | undefined, sid: string): Promise<string | undefined> {
  // Only this device's own session (docs/architecture.md#sessions-and-logout).
  const headers: Record<string, string> = { [SESSION_ID_HEADER]: sid };
  if (user) headers[SESSION_USER_HEADER] = user;
  const res = await fetch('/api/auth/refresh', { method: 'POST', credentials: 'same-origin', headers });
  const body = (await res.json().catch(() => null)) as { data?: { token?: unknown } } | null;
  return res.ok && typeof body?.data?.token === 'string' ? body.data.token : undefined;
}

/**
 * Signs the device out from the lock screen, keeping the person's unsent work (docs/behaviour.md#lock):
 * the session and every readable copy of the firm's records go, the outbox and the files waiting for
 * upload stay for the same person's next sign-in. Every open tab of the app leaves for /login.
 */
export async function signOutFromLock(reason: 'wrong-passwords' | 'no-verifier'): Promise<void> {
  leaving = true;
  engine.stop();
  try {
    await endServerSession().catch(() => undefined);
    dropSession();
    await commands.signOutKeepingOutbox();
  } finally {
    markSignedOut(Date.now());
    // A full page load: no React state or cached query keeps the firm's data in memory.
    window.location.replace(reason === 'wrong-passwords' ? LOCKED_OUT_PATH : NO_VERIFIER_PATH);
  }
}
