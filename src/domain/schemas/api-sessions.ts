import * as v from 'valibot';
import { Id } from './common.ts';
import type { Endpoint } from './endpoint.ts';

/**
 * Why a request was refused with 401 (docs/architecture.md#sessions-and-logout): `expired` (the
 * access token is out of date: refresh and retry), `session-ended` (sign in again; unsynced
 * changes are kept), `disabled` or `removed` (the device deletes the firm's data).
 */
export const AUTH_FAILURE_REASONS = ['expired', 'session-ended', 'disabled', 'removed'] as const;
export type AuthFailureReason = (typeof AUTH_FAILURE_REASONS)[number];

/** One signed-in device of a person. */
export const DeviceSession = v.object({
  id: Id,
  userId: Id,
  /** "Chrome on macOS" */
  device: v.string(),
  browser: v.string(),
  platform: v.string(),
  clientId: v.nullable(v.string()),
  createdAt: v.string(),
  lastSeenAt: v.string(),
  /** The session of the request that asked. */
  current: v.boolean(),
});
export type DeviceSession = v.InferOutput<typeof DeviceSession>;

export const SessionsQuery = v.object({
  user: v.optional(v.pipe(v.string(), v.uuid('Choose a person from the list'))),
});

export const AccessToken = v.object({ token: v.string() });

/**
 * Sent with a refresh: the person and device session the device continues. The server refuses a
 * refresh cookie of any other (docs/architecture.md#sessions-and-logout), so a cookie planted by a
 * sibling site cannot turn the device into someone else's session.
 */
export const SESSION_USER_HEADER = 'x-session-user';
export const SESSION_ID_HEADER = 'x-session-id';

export const SESSION_ENDPOINTS = {
  refresh: {
    method: 'post',
    path: 'auth/refresh',
    summary:
      'A new access token for this device, from its refresh cookie (which rotates); 401 with a reason when the session has ended',
    response: AccessToken,
    public: true,
  },
  sessions: {
    method: 'get',
    path: 'sessions',
    summary: 'The signed-in devices of the caller, or of another person of the firm (Admin)',
    query: SessionsQuery,
    response: v.array(DeviceSession),
  },
  endSession: {
    method: 'delete',
    path: 'sessions/:id',
    summary: 'Signs one device out (its own person, or an Admin)',
    response: v.null(),
  },
} as const satisfies Record<string, Endpoint>;
