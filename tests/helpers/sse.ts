import { sseParser } from '../../src/sync/live.ts';

/** One server-sent event as a test reads it. */
export interface ReadEvent {
  event: string;
  data: string;
}

/**
 * Reads a text/event-stream response as events (comments, the heartbeats, are skipped), so a test
 * can wait for the next one of a kind and count them all.
 */
export function readEvents(res: Response) {
  const events: ReadEvent[] = [];
  const waiters: {
    type: string;
    index: number;
    resolve: (e: ReadEvent) => void;
    reject: (e: Error) => void;
  }[] = [];
  let ended = false;
  const reader = res.body!.getReader();
  const settle = () => {
    for (const w of [...waiters]) {
      const found = events.slice(w.index).find((e) => e.event === w.type);
      if (found) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(found);
      } else if (ended) {
        waiters.splice(waiters.indexOf(w), 1);
        w.reject(new Error(`the stream ended without a ${w.type} event`));
      }
    }
  };
  const parse = sseParser((event, data) => events.push({ event, data }));
  const done = (async () => {
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        parse(decoder.decode(value, { stream: true }));
        settle();
      }
    } catch {
      // Cancelled by close().
    } finally {
      ended = true;
      settle();
    }
  })();
  return {
    events,
    /** How many events of this type have come. */
    count: (type: string) => events.filter((e) => e.event === type).length,
    /** The first event of this type at or after position `from` (default: any not yet seen by count). */
    next(type: string, from = 0): Promise<ReadEvent> {
      return new Promise((resolve, reject) => {
        waiters.push({ type, index: from, resolve, reject });
        settle();
      });
    },
    /** Resolves once the server has closed the stream. */
    ended: done,
    async close() {
      await reader.cancel().catch(() => undefined);
      await done;
    },
  };
}

export type EventReader = ReturnType<typeof readEvents>;
