import { useEffect, useState, useSyncExternalStore } from 'react';
import { currentUser } from '../../api/session.ts';
import { announceRefusal, canRenewToken, forgetToken, renewToken } from '../../api/token.ts';
import { commands, queries, useQuery } from '../../store/index.ts';
import { engine } from '../../sync/instance.ts';
import { followSignOut } from './leave.ts';
import {
  lockIfIdle,
  lockNow,
  readLock,
  recordActivity,
  rememberMinutes,
  subscribeLock,
} from './lock-state.ts';
import { lockDueAt, lockMinutesOf, onActivity, sessionIdOf } from './rules.ts';

const ACTIVITY = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/** The lock's shared state, live across the tabs of the app. */
export const useLockState = () => useSyncExternalStore(subscribeLock, readLock);

/**
 * Watches for idleness (docs/behaviour.md#lock): a pointer, key, touch or scroll in any tab of the
 * app is activity; the firm's idle time without any locks every tab. Returns whether the app is
 * locked. The first render already knows: a start after the idle time opens locked.
 */
export function useIdleLock(): boolean {
  useState(() => lockIfIdle(Date.now()));
  const state = useLockState();
  const orgId = currentUser()?.organization?._id;
  const organization = useQuery(() => queries.organizationById(orgId), [orgId]);
  const firmMinutes = organization.status === 'ready' ? lockMinutesOf(organization.data) : null;

  useEffect(() => {
    if (firmMinutes !== null) rememberMinutes(firmMinutes);
  }, [firmMinutes]);

  // The dashboard's picture for the next start (docs/architecture.md#first-paint) is shown only
  // before the idle lock falls: locking deletes it, and activity moves the moment it may be shown until.
  useEffect(() => {
    if (state.locked || state.signedOut) {
      void commands.clearFirstPaint().catch(() => undefined);
      return;
    }
    const now = Date.now();
    void commands
      .setFirstPaintUntil(lockDueAt(state.lastActivity ?? now, state.minutes, now))
      .catch(() => undefined);
  }, [state.locked, state.signedOut, state.lastActivity, state.minutes]);

  // The lock holds the token too (docs/architecture.md#sessions-and-logout): while locked, neither
  // memory nor IndexedDB keeps a usable access token, and nothing renews it. Unlocked, a new one
  // comes from the refresh cookie when online (or at the next contact), and sync goes on.
  useEffect(() => {
    if (state.signedOut) return;
    if (state.locked) {
      forgetToken();
      void (async () => {
        const sid = sessionIdOf((await queries.session())?.token);
        await commands.lockSessionToken(sid);
        forgetToken();
      })().catch(() => undefined);
      return;
    }
    void (async () => {
      await commands.unlockSessionToken();
      if (!navigator.onLine || !canRenewToken()) return;
      const fresh = await renewToken(null);
      if ('reason' in fresh) announceRefusal(fresh.reason);
      else engine.trigger('unlocked');
    })().catch(() => undefined);
  }, [state.locked, state.signedOut]);

  // Five wrong passwords in another tab signed the device out: this tab leaves too.
  useEffect(() => {
    if (state.signedOut) followSignOut();
  }, [state.signedOut]);

  // Unlocked by someone else's sign-in in another tab: this tab still shows the last person's
  // screens from memory, so it starts again from what the new person may see.
  const [shownFor] = useState(() => currentUser()?._id);
  useEffect(() => {
    const now = currentUser()?._id;
    if (!state.locked && !state.signedOut && now && now !== shownFor) window.location.reload();
  }, [state.locked, state.signedOut, shownFor]);

  useEffect(() => {
    let handled = 0;
    const onEvent = () => {
      const now = Date.now();
      // Pointer moves come many a second; a look every half second is plenty.
      if (now >= handled && now - handled < 500) return;
      handled = now;
      const s = readLock();
      const action = onActivity(s, s.minutes, now);
      if (action === 'lock') lockNow();
      else if (action === 'record') recordActivity(now);
    };
    const options = { capture: true, passive: true };
    for (const type of ACTIVITY) document.addEventListener(type, onEvent, options);
    return () => {
      for (const type of ACTIVITY) document.removeEventListener(type, onEvent, options);
    };
  }, []);

  // One timer for the moment the idle time runs out, set again whenever any tab records activity;
  // also checked when the page comes back (timers do not run while a laptop sleeps).
  const { locked, lastActivity, minutes } = state;
  useEffect(() => {
    if (locked) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => lockIfIdle(Date.now());
    const arm = () => {
      const now = Date.now();
      const wait = Math.max(250, lockDueAt(lastActivity ?? now, minutes, now) - now);
      timer = setTimeout(() => {
        check();
        if (!readLock().locked) arm();
      }, wait);
    };
    if (lastActivity === null) recordActivity(Date.now());
    else arm();
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', check);
    window.addEventListener('pageshow', check);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', check);
      window.removeEventListener('pageshow', check);
    };
  }, [locked, lastActivity, minutes]);

  return state.locked;
}
