import { DEFAULT_LOCK_MINUTES } from '../../domain/schemas/index.ts';
import { idleExpired, lockMinutesOf } from './rules.ts';

/**
 * The lock's state, kept in localStorage (docs/behaviour.md#lock) so that every tab of the app
 * shares it (the `storage` event tells the others), a reload or a new tab starts locked, and a
 * browser restarted after the idle time opens locked. Nothing secret is kept here: the password's
 * verifier is in IndexedDB.
 */
const LOCKED = 'lock.locked';
const LAST_ACTIVITY = 'lock.lastActivity';
const FAILURES = 'lock.failures';
const MINUTES = 'lock.minutes';
/** Set when five wrong passwords signed the device out, so every open tab leaves too. */
const SIGNED_OUT = 'lock.signedOut';
/** When the person last proved who they are here: a sign-in, an unlock, a password typed again. */
const PROVED = 'lock.proved';
const KEYS = [LOCKED, LAST_ACTIVITY, FAILURES, MINUTES, SIGNED_OUT, PROVED];

export interface LockSnapshot {
  locked: boolean;
  lastActivity: number | null;
  failures: number;
  minutes: number;
  signedOut: boolean;
}

const num = (key: string): number | null => {
  const raw = localStorage.getItem(key);
  const n = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(n) ? n : null;
};

let cached: { key: string; snapshot: LockSnapshot } | null = null;

/** The current state; the same object until something changes (for useSyncExternalStore). */
export function readLock(): LockSnapshot {
  const snapshot: LockSnapshot = {
    locked: localStorage.getItem(LOCKED) === '1',
    lastActivity: num(LAST_ACTIVITY),
    failures: num(FAILURES) ?? 0,
    minutes: lockMinutesOf({ lockMinutes: num(MINUTES) ?? DEFAULT_LOCK_MINUTES }),
    signedOut: localStorage.getItem(SIGNED_OUT) !== null,
  };
  const key = JSON.stringify(snapshot);
  if (cached?.key !== key) cached = { key, snapshot };
  return cached.snapshot;
}

const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/** Calls back on every change, from this tab or another. */
export function subscribeLock(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || KEYS.includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function lockNow(): void {
  localStorage.setItem(LOCKED, '1');
  changed();
}

export function recordActivity(now: number): void {
  localStorage.setItem(LAST_ACTIVITY, String(now));
  changed();
}

/** The firm's idle time, copied from its record so a fresh start can decide before the database answers. */
export function rememberMinutes(minutes: number): void {
  if (num(MINUTES) === minutes) return;
  localStorage.setItem(MINUTES, String(minutes));
  changed();
}

/** A right password: unlocked in every tab, the count of wrong ones back to zero, activity now. */
export function unlocked(now: number): void {
  localStorage.removeItem(LOCKED);
  localStorage.removeItem(FAILURES);
  localStorage.setItem(LAST_ACTIVITY, String(now));
  localStorage.setItem(PROVED, String(now));
  changed();
}

/** A right password typed again for a step-up (identity-check.ts): proved now, nothing counted. */
export function proved(now: number): void {
  localStorage.removeItem(FAILURES);
  localStorage.setItem(PROVED, String(now));
  changed();
}

/** Whether the person proved who they are on this device within the last `ms`. */
export function provedWithin(now: number, ms: number): boolean {
  const at = num(PROVED);
  return at !== null && at <= now && now - at <= ms;
}

export function recordFailures(failures: number): void {
  localStorage.setItem(FAILURES, String(failures));
  changed();
}

/** Five wrong passwords: the device is signed out, every tab leaves for /login. */
export function markSignedOut(now: number): void {
  localStorage.removeItem(LOCKED);
  localStorage.removeItem(FAILURES);
  localStorage.setItem(SIGNED_OUT, String(now));
  changed();
}

/** A sign-in with the password: unlocked, nothing counted, active now. */
export function resetForSignIn(now: number): void {
  for (const key of [LOCKED, FAILURES, SIGNED_OUT]) localStorage.removeItem(key);
  localStorage.setItem(LAST_ACTIVITY, String(now));
  localStorage.setItem(PROVED, String(now));
  changed();
}

/**
 * A fresh start (a reload, a new tab, the browser reopened): locked if it was, or if the idle time
 * ran out since the last activity in any tab.
 */
export function lockIfIdle(now: number): void {
  const state = readLock();
  if (!state.locked && idleExpired(state.lastActivity, state.minutes, now)) lockNow();
}
