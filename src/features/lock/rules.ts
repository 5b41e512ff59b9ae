import { DEFAULT_LOCK_MINUTES } from '../../domain/schemas/index.ts';
import { tokenClaims } from '../../domain/token-claims.ts';

/** The timing and counting rules of the lock (docs/behaviour.md#lock), free of storage and clocks. */

/** Wrong passwords in a row on the lock screen that sign the device out. */
export const MAX_WRONG_PASSWORDS = 5;
export const MIN_LOCK_MINUTES = 1;
export const MAX_LOCK_MINUTES = 480;

/** The firm's idle time in minutes; the default when it has none or a value out of range. */
export function lockMinutesOf(organization: { lockMinutes?: unknown } | null | undefined): number {
  const m = organization?.lockMinutes;
  return typeof m === 'number' && Number.isInteger(m) && m >= MIN_LOCK_MINUTES && m <= MAX_LOCK_MINUTES
    ? m
    : DEFAULT_LOCK_MINUTES;
}

/**
 * When the device locks: the idle time after the last activity. A last activity in the future (the
 * clock was put back) counts from now, so setting the clock back never postpones the lock by more
 * than one idle time.
 */
export function lockDueAt(lastActivity: number | null, minutes: number, now: number): number {
  const from = lastActivity === null || lastActivity > now ? now : lastActivity;
  return from + minutes * 60_000;
}

/** Whether the idle time has run out since the last activity (none known: it starts now). */
export function idleExpired(lastActivity: number | null, minutes: number, now: number): boolean {
  return lastActivity !== null && now >= lockDueAt(lastActivity, minutes, now);
}

/**
 * What a pointer, key, touch or scroll does: nothing while locked; locks when it comes after the
 * idle time ran out (a laptop opened after a night asleep, whose timers never fired); otherwise
 * it is the new last activity, written at most once per `throttleMs` across tabs.
 */
export function onActivity(
  state: { locked: boolean; lastActivity: number | null },
  minutes: number,
  now: number,
  throttleMs = 1000,
): 'ignore' | 'lock' | 'record' {
  if (state.locked) return 'ignore';
  if (idleExpired(state.lastActivity, minutes, now)) return 'lock';
  if (state.lastActivity !== null && now >= state.lastActivity && now - state.lastActivity < throttleMs)
    return 'ignore';
  return 'record';
}

/** After a wrong password: the count so far, how many tries are left, and whether to sign out. */
export function afterWrongPassword(failuresBefore: number): {
  failures: number;
  left: number;
  signOut: boolean;
} {
  const failures = Math.max(0, Math.floor(failuresBefore)) + 1;
  const left = Math.max(0, MAX_WRONG_PASSWORDS - failures);
  return { failures, left, signOut: left === 0 };
}

/** "Wrong password. 4 tries left …" ("Wrong PIN." for a device PIN). */
export function wrongPasswordText(left: number, what: 'password' | 'PIN' = 'password'): string {
  return `Wrong ${what}. ${left} ${left === 1 ? 'try' : 'tries'} left before this device signs you out.`;
}

/** The device session an access token names (its `sid` claim). */
export const sessionIdOf = (token: string | undefined): string | null => tokenClaims(token).sid;
