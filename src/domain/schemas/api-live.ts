import * as v from 'valibot';
import type { Endpoint } from './endpoint.ts';

/**
 * The live-updates stream (docs/architecture.md#live-updates) sends one server-sent event each:
 * `ready` once connected, `pull` {version} when something this person may see changed (the newest
 * such version, never data or ids), `end` {reason} before the server closes the stream, and
 * comment heartbeats.
 */
export const LIVE_ENDPOINTS = {
  events: {
    method: 'get',
    path: 'sync/events',
    summary:
      'Server-sent events: `pull` when a change this person may see was committed, `end` before closing, heartbeats',
    response: v.string(),
  },
} as const satisfies Record<string, Endpoint>;
