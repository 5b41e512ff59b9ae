import type { Page } from 'playwright-core';

/**
 * Counts, in the page, the events of its live-updates stream (read from a copy of the response the
 * app reads), and the pulls it makes.
 */
export function countLiveEvents() {
  const w = window as unknown as { __live: { ready: number; pull: number; pulls: number } };
  w.__live = { ready: 0, pull: 0, pulls: 0 };
  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes('/api/sync/pull')) w.__live.pulls += 1;
    const res = await original(input, init);
    if (!url.includes('/api/sync/events') || !res.ok || !res.body) return res;
    const [mine, copy] = res.body.tee();
    void (async () => {
      const reader = copy.getReader();
      const decoder = new TextDecoder();
      let text = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        const blocks = text.split('\n\n');
        text = blocks.pop() ?? '';
        for (const block of blocks) {
          if (block.includes('event: ready')) w.__live.ready += 1;
          if (block.includes('event: pull')) w.__live.pull += 1;
        }
      }
    })().catch(() => undefined);
    return new Response(mine, { status: res.status, statusText: res.statusText, headers: res.headers });
  };
}

/** What the page has counted so far. */
export const liveCounts = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __live: { ready: number; pull: number; pulls: number } }).__live,
  );
