import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubTabGlobals } from './tab-globals.test-support.ts';

// What the sign-in derives and stores, observed (the real PBKDF2 and IndexedDB have their own tests).
const derived: string[] = [];
const saved: unknown[] = [];
vi.mock('./verifier.ts', () => ({
  deriveVerifier: async (_password: string, userId: string) => {
    derived.push(userId);
    return { userId };
  },
}));
vi.mock('../../store/index.ts', () => ({
  commands: {
    saveLockVerifier: async (verifier: unknown) => {
      saved.push(verifier);
    },
  },
}));

const { lockAfterSignIn, verifierPending, verifierReady } = await import('./sign-in.ts');

beforeEach(() => {
  stubTabGlobals();
  derived.length = 0;
  saved.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the unlock verifier made at sign-in', () => {
  it('is made once the first sync has settled, and counts as on its way meanwhile', async () => {
    const synced = lockAfterSignIn({ _id: 'user-1' }, 'correct horse');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(derived).toEqual([]);
    expect(verifierPending()).toBe(true);
    synced();
    await verifierReady();
    expect(saved).toEqual([{ userId: 'user-1' }]);
    expect(verifierPending()).toBe(false);
  });

  it('is made at once when an unlock needs it before the sync has settled', async () => {
    lockAfterSignIn({ _id: 'user-2' }, 'correct horse');
    await verifierReady();
    expect(saved).toEqual([{ userId: 'user-2' }]);
  });

  it('is made within five seconds of the sign-in however long the first sync takes', async () => {
    vi.useFakeTimers();
    lockAfterSignIn({ _id: 'user-3' }, 'correct horse');
    await vi.advanceTimersByTimeAsync(4999);
    expect(derived).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(derived).toEqual(['user-3']);
    await verifierReady();
    expect(saved).toEqual([{ userId: 'user-3' }]);
  });

  it('keeps the verifier the device has after a sign-in without a password', async () => {
    lockAfterSignIn({ _id: 'user-4' })();
    await verifierReady();
    expect(verifierPending()).toBe(false);
    expect(derived).toEqual([]);
  });
});
