/** The parts of `window` and `document` the return triggers listen on (so a test can pass its own). */
export interface ReturnTargets {
  window: Pick<EventTarget, 'addEventListener'>;
  document: Pick<EventTarget, 'addEventListener'> & { visibilityState: DocumentVisibilityState };
}

/**
 * Syncs when the person comes back to the app. iOS and iPadOS have no Background Sync, so a
 * home-screen app brought back from the background is only caught here: `visibilitychange` when the
 * page was merely hidden, `pageshow` when WebKit restores a frozen page from its back-forward cache
 * (where no `focus` or `visibilitychange` need fire) (docs/behaviour.md#engines).
 */
export function watchReturns(targets: ReturnTargets, trigger: (reason: string) => void): void {
  targets.window.addEventListener('focus', () => trigger('focus'));
  targets.document.addEventListener('visibilitychange', () => {
    if (targets.document.visibilityState === 'visible') trigger('visible');
  });
  targets.window.addEventListener('pageshow', () => trigger('pageshow'));
}
