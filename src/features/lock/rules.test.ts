import { describe, expect, it } from 'vitest';
import {
  afterWrongPassword,
  idleExpired,
  lockDueAt,
  lockMinutesOf,
  MAX_WRONG_PASSWORDS,
  onActivity,
  sessionIdOf,
  wrongPasswordText,
} from './rules.ts';

const MIN = 60_000;
const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);

describe('lockMinutesOf', () => {
  it('takes the firm setting within 1 to 480, else 15', () => {
    expect(lockMinutesOf({ lockMinutes: 5 })).toBe(5);
    expect(lockMinutesOf({ lockMinutes: 480 })).toBe(480);
    expect(lockMinutesOf({})).toBe(15);
    expect(lockMinutesOf(null)).toBe(15);
    expect(lockMinutesOf({ lockMinutes: 0 })).toBe(15);
    expect(lockMinutesOf({ lockMinutes: 481 })).toBe(15);
    expect(lockMinutesOf({ lockMinutes: 2.5 })).toBe(15);
    expect(lockMinutesOf({ lockMinutes: '10' })).toBe(15);
  });
});

describe('idle timing', () => {
  it('locks exactly when the idle time has passed since the last activity', () => {
    expect(lockDueAt(T0, 15, T0)).toBe(T0 + 15 * MIN);
    expect(idleExpired(T0, 15, T0 + 15 * MIN - 1)).toBe(false);
    expect(idleExpired(T0, 15, T0 + 15 * MIN)).toBe(true);
    expect(idleExpired(T0, 1, T0 + MIN)).toBe(true);
  });

  it('starts the clock now when no activity is known', () => {
    expect(idleExpired(null, 15, T0)).toBe(false);
    expect(lockDueAt(null, 15, T0)).toBe(T0 + 15 * MIN);
  });

  it('counts a last activity in the future (the clock put back) from now', () => {
    expect(lockDueAt(T0 + 60 * MIN, 15, T0)).toBe(T0 + 15 * MIN);
    expect(idleExpired(T0 + 60 * MIN, 15, T0)).toBe(false);
  });

  it('a fresh start long after the last activity (tab closed, browser restarted) is expired', () => {
    expect(idleExpired(T0, 15, T0 + 3 * 24 * 60 * MIN)).toBe(true);
  });
});

describe('onActivity', () => {
  it('is ignored while locked', () => {
    expect(onActivity({ locked: true, lastActivity: T0 }, 15, T0 + 1000)).toBe('ignore');
  });

  it('locks instead of counting as activity once the idle time ran out (a laptop waking up)', () => {
    expect(onActivity({ locked: false, lastActivity: T0 }, 15, T0 + 16 * MIN)).toBe('lock');
  });

  it('records activity at most once a second', () => {
    expect(onActivity({ locked: false, lastActivity: T0 }, 15, T0 + 400)).toBe('ignore');
    expect(onActivity({ locked: false, lastActivity: T0 }, 15, T0 + 1000)).toBe('record');
    expect(onActivity({ locked: false, lastActivity: null }, 15, T0)).toBe('record');
  });
});

describe('wrong passwords', () => {
  it('signs out at the fifth in a row, counting down the tries left', () => {
    let failures = 0;
    const seen: { left: number; signOut: boolean }[] = [];
    for (let i = 0; i < MAX_WRONG_PASSWORDS; i++) {
      const next = afterWrongPassword(failures);
      failures = next.failures;
      seen.push({ left: next.left, signOut: next.signOut });
    }
    expect(MAX_WRONG_PASSWORDS).toBe(5);
    expect(seen).toEqual([
      { left: 4, signOut: false },
      { left: 3, signOut: false },
      { left: 2, signOut: false },
      { left: 1, signOut: false },
      { left: 0, signOut: true },
    ]);
    expect(failures).toBe(5);
  });

  it('treats a damaged count as none', () => {
    expect(afterWrongPassword(-3)).toEqual({ failures: 1, left: 4, signOut: false });
    expect(afterWrongPassword(9).signOut).toBe(true);
  });

  it('says how many tries are left', () => {
    expect(wrongPasswordText(4)).toBe('Wrong password. 4 tries left before this device signs you out.');
    expect(wrongPasswordText(1)).toBe('Wrong password. 1 try left before this device signs you out.');
  });
});

describe('sessionIdOf', () => {
  const jwt = (payload: object) =>
    `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.sig`;

  it("reads the device session from the access token's sid claim", () => {
    expect(sessionIdOf(jwt({ sub: 'u', sid: '0190a3b2-0000-7000-8000-000000000001' }))).toBe(
      '0190a3b2-0000-7000-8000-000000000001',
    );
    expect(sessionIdOf(jwt({ sub: 'ü?>', sid: 's' }))).toBe('s');
  });

  it('answers null for a token without one, or no token', () => {
    expect(sessionIdOf(jwt({ sub: 'u' }))).toBeNull();
    expect(sessionIdOf('not a token')).toBeNull();
    expect(sessionIdOf(undefined)).toBeNull();
  });
});
