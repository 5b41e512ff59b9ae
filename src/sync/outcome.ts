import type { AuthFailureReason } from '../domain/schemas/api-sessions.ts';

/** How one step of a sync ended; the engine decides what to do next from it. */
export type StepOutcome =
  | { kind: 'done' }
  | { kind: 'auth'; reason: AuthFailureReason }
  | { kind: 'network'; message: string; retryAfterSeconds?: number; unavailable?: true };

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

/**
 * What the device says while the server answers 503 (docs/architecture.md#outages): the server
 * runs but cannot do its work; the outbox waits, nothing is wrong with the changes.
 */
export const SERVER_UNAVAILABLE = 'The server is unavailable; your changes are kept on this device';

/**
 * A 5xx or 429 answer as a step outcome: a 503 is "server unavailable" (and says when to retry), the
 * rest keep the server's own message. Either way the engine keeps the outbox and backs off.
 */
export const serverTrouble = (res: {
  status: number;
  body: unknown;
  retryAfterSeconds?: number;
}): StepOutcome =>
  res.status === 503
    ? {
        kind: 'network',
        message: SERVER_UNAVAILABLE,
        unavailable: true,
        ...(res.retryAfterSeconds ? { retryAfterSeconds: res.retryAfterSeconds } : {}),
      }
    : network(messageOf(res.body, `Server error ${res.status}`), res.retryAfterSeconds);

export interface Progress {
  phase: 'push' | 'pull' | 'upload';
  done: number;
  total: number;
}

export const messageOf = (body: unknown, fallback: string): string =>
  body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
    ? (body as { message: string }).message
    : fallback;
