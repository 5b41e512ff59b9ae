import { vi } from 'vitest';

/** A tab's localStorage and window, enough for the lock's state (the unit tests run in Node). */
export function stubTabGlobals(): void {
  const items = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => items.set(k, String(v)),
    removeItem: (k: string) => items.delete(k),
  });
  vi.stubGlobal('window', new EventTarget());
}
