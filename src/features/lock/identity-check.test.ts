import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { confirmIdentity, openIdentityRequest } from './identity-check.ts';
import { proved } from './lock-state.ts';

/** A Map-backed localStorage for the lock's state. */
beforeEach(() => {
  const store = new Map<string, string>();
  Object.assign(globalThis, {
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, String(v)),
      removeItem: (k: string) => void store.delete(k),
    },
  });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'localStorage');
});

describe('a fresh proof of who is at the device', () => {
  it('is not asked within five minutes of the last, and is asked after', async () => {
    const now = Date.parse('2026-11-29T10:00:00Z');
    proved(now);
    expect(await confirmIdentity('Export the estate', now + 4 * 60_000)).toBe(true);
    let answered: boolean | null = null;
    const asked = confirmIdentity('Export the estate', now + 6 * 60_000).then((ok) => {
      answered = ok;
    });
    await Promise.resolve();
    expect(answered).toBeNull();
    // A second export pressed while the prompt is open waits for the same answer.
    const second = confirmIdentity('Export the firm’s data', now + 6 * 60_000);
    const request = openIdentityRequest();
    expect(request?.what).toBe('Export the estate');
    request?.answer(false);
    await asked;
    expect(answered).toBe(false);
    expect(await second).toBe(false);
  });

  it('is asked of a device where nobody proved anything', async () => {
    const asked = confirmIdentity('Export the estate', Date.now());
    const request = openIdentityRequest();
    expect(request).not.toBeNull();
    request?.answer(true);
    expect(await asked).toBe(true);
  });
});
