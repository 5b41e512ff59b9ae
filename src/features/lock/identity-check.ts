import { useSyncExternalStore } from 'react';
import { STEP_UP_SECONDS } from '../../domain/schemas/api-people.ts';
import { provedWithin } from './lock-state.ts';

/**
 * A fresh proof of who is at the device before the firm's data leaves it in bulk (an estate's or
 * the firm's export; docs/architecture.md#step-up). The copy is made on the device, offline too,
 * so the proof is the lock's: the password (or device PIN) checked against this device's verifier.
 * Within STEP_UP_SECONDS of a sign-in, an unlock or a proof, nothing is asked.
 */
export interface IdentityRequest {
  /** What waits, said in the prompt: "Export the estate". */
  what: string;
  answer: (confirmed: boolean) => void;
}

let request: IdentityRequest | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/**
 * Resolves true once the person has proved who they are (at once when they did a moment ago), false
 * when they cancel. One prompt at a time: a second ask while one is open waits for the same answer.
 */
export function confirmIdentity(what: string, now = Date.now()): Promise<boolean> {
  if (provedWithin(now, STEP_UP_SECONDS * 1000)) return Promise.resolve(true);
  const open = request;
  if (open)
    return new Promise((resolve) => {
      const before = open.answer;
      open.answer = (confirmed) => {
        before(confirmed);
        resolve(confirmed);
      };
    });
  return new Promise((resolve) => {
    request = {
      what,
      answer: (confirmed) => {
        request = null;
        notify();
        resolve(confirmed);
      },
    };
    notify();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The request waiting for an answer, or null. */
export const openIdentityRequest = (): IdentityRequest | null => request;

/** The prompt's request, or null: the admin shell shows the prompt while there is one. */
export const useIdentityRequest = (): IdentityRequest | null =>
  useSyncExternalStore(subscribe, openIdentityRequest);
