import type { AuthFailureReason } from '../domain/schemas/api-sessions.ts';

/** How one step of a sync ended; the engine decides what to do next from it. */
export type StepOutcome =
  | { kind: 'done' }
  | { kind: 'auth'; reason: AuthFailureReason }
  | { kind: 'network'; message: string; retryAfterSeconds?: number };

export const DONE: StepOutcome = { kind: 'done' };

const REASONS: readonly string[] = ['expired', 'session-ended', 'disabled', 'removed'];

/** Why the server refused the device (docs/architecture.md#sessions-and-logout); `session-ended` when it did not say. */
export const authReasonOf = (body: unknown): AuthFailureReason => {
  const reason = body && typeof body === 'object' ? (body as { reason?: unknown }).reason : undefined;
  return typeof reason === 'string' && REASONS.includes(reason)
    ? (reason as AuthFailureReason)
    : 'session-ended';
};

/** A 401 answer as a step outcome. */
export const auth = (body: unknown): StepOutcome => ({ kind: 'auth', reason: authReasonOf(body) });

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
