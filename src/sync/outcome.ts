/** How one step of a sync ended; the engine decides what to do next from it. */
export type StepOutcome =
  | { kind: 'done' }
  | { kind: 'auth' }
  | { kind: 'network'; message: string; retryAfterSeconds?: number };

export const DONE: StepOutcome = { kind: 'done' };
export const AUTH: StepOutcome = { kind: 'auth' };

export const network = (message: string, retryAfterSeconds?: number): StepOutcome => ({
  kind: 'network',
  message,
  ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
});

export interface Progress {
  phase: 'push' | 'pull' | 'upload';
  done: number;
  total: number;
}

export const messageOf = (body: unknown, fallback: string): string =>
  body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
    ? (body as { message: string }).message
    : fallback;
