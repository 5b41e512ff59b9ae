import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { ENDPOINTS } from '../../src/domain/schemas/index.ts';
import { CLIENT_ID_HEADER, liveSession } from '../auth/sessions.ts';
import { describe } from '../contract.ts';
import { type AppDeps, type AppEnv, fail, unavailable } from '../http.ts';
import { bearerOf } from '../middleware/auth.ts';
import { findRecord } from '../store/records.ts';
import type { LiveEvent, LiveHub } from './hub.ts';

/** A comment line this often keeps proxies from closing an idle stream; the session is checked too. */
export const HEARTBEAT_MS = 25_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface LiveDeps extends AppDeps {
  live: LiveHub;
  /** Heartbeat and session check interval (tests shorten it). */
  liveHeartbeatMs?: number;
}

/**
 * GET /api/sync/events (docs/architecture.md#live-updates). Authenticated as every call (the
 * middleware has checked the bearer token and the session before this runs). The stream is checked
 * again at every heartbeat: once the token expires, the session ends or the person's role changes,
 * it says `end` with the reason and closes, and the device's reconnect gets a fresh token or a 401.
 */
const PERSON_FULL = 'Too many open live-update streams for this person';
const SERVER_FULL =
  'The server holds as many live-update streams as it can; changes still arrive with each sync, and live updates resume within a minute';

export function liveRoutes(deps: LiveDeps) {
  const app = new Hono<AppEnv>();
  const hub = deps.live;
  const heartbeatMs = deps.liveHeartbeatMs ?? HEARTBEAT_MS;

  app.get(
    '/events',
    describe(ENDPOINTS.events, {
      errors: [401, 429],
      description:
        'Content-Type text/event-stream. Events: `ready` {}, `pull` {version}, `end` {reason}; `: ping` comments as heartbeats. A 429 (too many streams for one person, or for this server instance) carries Retry-After; a 503 while the server shuts down.',
    }),
    async (c) => {
      if (hub.isClosed || !(await hub.ready())) return unavailable(c, 'Live updates are not available here.');
      const actor = c.get('actor');
      const tooMany = (why: 'person' | 'server' | null) => {
        c.header('Retry-After', '60');
        return fail(c, 429, why === 'server' ? SERVER_FULL : PERSON_FULL);
      };
      const before = hub.refusal(actor.userId, actor.organization);
      if (before) return tooMany(before);
      const token = bearerOf(c.req.header('authorization')) ?? '';
      const sent = c.req.header(CLIENT_ID_HEADER)?.trim() ?? '';
      const clientId = UUID.test(sent) ? sent.toLowerCase() : null;
      // Events the hub sends before the stream below is writable wait for it.
      let deliver: ((event: LiveEvent) => void) | undefined;
      const early: LiveEvent[] = [];
      const remove = await hub.add({
        actor,
        clientId,
        send: (event) => (deliver ? deliver(event) : early.push(event)),
      });
      if (!remove && hub.isClosed) return unavailable(c, 'Live updates are not available here.');
      if (!remove) return tooMany(hub.refusal(actor.userId, actor.organization));
      c.header('X-Accel-Buffering', 'no');
      return streamSSE(c, async (stream) => {
        let finish!: () => void;
        const finished = new Promise<void>((resolve) => {
          finish = resolve;
        });
        // Events go out one after another, in the order the hub sent them.
        let tail: Promise<unknown> = Promise.resolve();
        const write = (fn: () => Promise<unknown>) => {
          tail = tail.then(fn).catch(() => finish());
        };
        const send = (event: LiveEvent) => {
          if (event.type === 'pull')
            write(() => stream.writeSSE({ event: 'pull', data: JSON.stringify({ version: event.version }) }));
          else {
            write(() => stream.writeSSE({ event: 'end', data: JSON.stringify({ reason: event.reason }) }));
            write(async () => finish());
          }
        };
        stream.onAbort(() => finish());
        write(() => stream.writeSSE({ event: 'ready', data: '{}' }));
        deliver = send;
        for (const event of early.splice(0)) send(event);
        const check = async () => {
          const checked = await deps.tokens.check(token);
          if ('problem' in checked) return send({ type: 'end', reason: checked.problem });
          const live = await liveSession(deps, checked.claims);
          if ('reason' in live) return send({ type: 'end', reason: live.reason });
          const user = await findRecord(deps.db, actor.organization, 'users', actor.userId);
          if (!user) return send({ type: 'end', reason: 'removed' });
          if (user.role !== actor.role) send({ type: 'end', reason: 'changed' });
        };
        const beat = setInterval(() => {
          write(() => stream.write(': ping\n\n'));
          check().catch(() => undefined);
        }, heartbeatMs);
        try {
          await finished;
        } finally {
          clearInterval(beat);
          remove();
          await tail;
        }
      });
    },
  );
  return app;
}
