import * as v from 'valibot';
import type { Endpoint } from './endpoint.ts';

/**
 * What the live-updates stream sends (docs/architecture.md#live-updates), one server-sent event
 * each: `ready` once connected, `pull` when something this person may see changed (the newest such
 * version, never data or ids), `end` before the server closes the stream, and comment heartbeats.
 */
export const LivePull = v.object({ version: v.number() });
export const LiveEnd = v.object({ reason: v.string() });

export const LIVE_ENDPOINTS = {
  events: {
    method: 'get',
    path: 'sync/events',
    summary:
      'Server-sent events: `pull` when a change this person may see was committed, `end` before closing, heartbeats',
    response: v.string(),
  },
} as const satisfies Record<string, Endpoint>;
