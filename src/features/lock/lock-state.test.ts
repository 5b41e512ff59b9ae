import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  lockIfIdle,
  lockNow,
  markSignedOut,
  readLock,
  recordActivity,
  recordFailures,
  rememberMinutes,
  resetForSignIn,
  subscribeLock,
  unlocked,
} from './lock-state.ts';
import { stubTabGlobals } from './tab-globals.test-support.ts';

const MIN = 60_000;
const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);

beforeEach(() => {
  stubTabGlobals();
});

describe('lock state', () => {
  it('starts unlocked with the default idle time and no activity known', () => {
    expect(readLock()).toEqual({
      locked: false,
      lastActivity: null,
      failures: 0,
      minutes: 15,
      signedOut: false,
    });
  });

  it('a fresh start after the idle time opens locked; before it, unlocked', () => {
    recordActivity(T0);
    lockIfIdle(T0 + 15 * MIN - 1);
    expect(readLock().locked).toBe(false);
    lockIfIdle(T0 + 15 * MIN);
    expect(readLock().locked).toBe(true);
  });

  it("uses the firm's idle time once it is known", () => {
    rememberMinutes(5);
    recordActivity(T0);
    lockIfIdle(T0 + 5 * MIN);
    expect(readLock()).toMatchObject({ locked: true, minutes: 5 });
  });

  it('stays locked until the password, which clears the count of wrong ones', () => {
    lockNow();
    recordFailures(3);
    lockIfIdle(T0);
    expect(readLock()).toMatchObject({ locked: true, failures: 3 });
    unlocked(T0 + MIN);
    expect(readLock()).toMatchObject({ locked: false, failures: 0, lastActivity: T0 + MIN });
  });

  it('a sign-in starts unlocked and active, whatever the last person left', () => {
    recordActivity(T0);
    lockNow();
    recordFailures(5);
    markSignedOut(T0);
    expect(readLock()).toMatchObject({ locked: false, signedOut: true });
    resetForSignIn(T0 + 60 * MIN);
    expect(readLock()).toEqual({
      locked: false,
      lastActivity: T0 + 60 * MIN,
      failures: 0,
      minutes: 15,
      signedOut: false,
    });
  });

  it('gives the same snapshot until something changes, and tells listeners in this tab and others', () => {
    const a = readLock();
    expect(readLock()).toBe(a);
    const heard = vi.fn();
    const stop = subscribeLock(heard);
    lockNow();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(readLock()).not.toBe(a);
    // Another tab's change arrives as a storage event.
    const event = Object.assign(new Event('storage'), { key: 'lock.locked' });
    window.dispatchEvent(event);
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
    lockNow();
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
