import { useSyncExternalStore } from 'react';
import { queries } from '../../store/index.ts';
import { engine, refreshAccess } from '../../sync/instance.ts';
import { createLiveStream, type LiveState } from '../../sync/live.ts';

/**
 * The page's end of live updates (docs/architecture.md#live-updates). One tab of the browser holds
 * the stream (a Web Lock elects it): every tab shares the local database, which the holder's syncs
 * fill and every tab's screens read, and a browser opens only six connections to one server over
 * HTTP/1.1. The holder tells the other tabs how the stream is, so every indicator says the same.
 */
const CHANNEL = 'estate-admin-live';
const LOCK = 'estate-admin-live';

const stream = createLiveStream({
  fetch: (input, init) => globalThis.fetch(input, init),
  getToken: async () => (await queries.session())?.token,
  refresh: refreshAccess,
  getClientId: () => queries.meta<string>('clientId'),
  onPull: () => engine.trigger('poke'),
  onConnected: () => engine.trigger('live-connected'),
  // The engine's next sync meets the same refusal and pauses, and the app asks for a sign-in.
  onRefused: () => engine.trigger('live-refused'),
});

let shown: LiveState = { status: 'connecting' };
const listeners = new Set<() => void>();
const show = (next: LiveState) => {
  shown = next;
  for (const l of listeners) l();
};

let started = false;

/** Holds the stream in this tab once it is elected; until then shows what the holding tab says. */
export function startLiveUpdates(): void {
  if (started) return;
  started = true;
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  let holder = false;
  channel?.addEventListener('message', (event: MessageEvent<{ state?: LiveState; ask?: true }>) => {
    if (holder && event.data.ask) channel.postMessage({ state: stream.getState() });
    else if (!holder && event.data.state) show(event.data.state);
  });
  const hold = () => {
    holder = true;
    stream.subscribe((state) => {
      show(state);
      channel?.postMessage({ state });
    });
    stream.start();
    window.addEventListener('online', () => stream.retryNow());
    // Held for the page's life: the lock passes to another tab when this one closes.
    return new Promise<never>(() => undefined);
  };
  const locks = navigator.locks as LockManager | undefined;
  if (!locks) {
    void hold();
    return;
  }
  void locks.request(LOCK, hold);
  channel?.postMessage({ ask: true });
}

/** The stream's state as this tab shows it. */
export function useLiveState(): LiveState {
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    () => shown,
    () => shown,
  );
}
