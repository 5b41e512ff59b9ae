import { describe, expect, it } from 'vitest';
import { watchReturns } from './return-triggers.ts';

function targets() {
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), {
    visibilityState: 'hidden' as DocumentVisibilityState,
  });
  const reasons: string[] = [];
  watchReturns({ window: win, document: doc }, (reason) => reasons.push(reason));
  return { win, doc, reasons };
}

describe('watchReturns', () => {
  it('syncs when a home-screen app is restored from the background (pageshow)', () => {
    const { win, reasons } = targets();
    win.dispatchEvent(new Event('pageshow'));
    expect(reasons).toEqual(['pageshow']);
  });

  it('syncs when the page becomes visible, not when it is hidden', () => {
    const { doc, reasons } = targets();
    doc.dispatchEvent(new Event('visibilitychange'));
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(reasons).toEqual(['visible']);
  });

  it('syncs when the window gains focus', () => {
    const { win, reasons } = targets();
    win.dispatchEvent(new Event('focus'));
    expect(reasons).toEqual(['focus']);
  });
});
