import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Store = typeof import('./pwa-store.ts');

/** A browser's install offer: prompt() opens the dialog, userChoice says what the user did. */
function installOffer(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: () => Promise<void>;
    userChoice: Promise<{ outcome: string }>;
  };
  event.prompt = vi.fn(async () => undefined);
  event.userChoice = Promise.resolve({ outcome });
  return event;
}

// Each test gets a fresh module (its state is module-level, like the page's) and a fresh window.
let store: Store;
beforeEach(async () => {
  vi.resetModules();
  vi.stubGlobal('window', new EventTarget());
  store = await import('./pwa-store.ts');
  store.listenForInstallOffer();
});
afterEach(() => vi.unstubAllGlobals());

describe('the install offer', () => {
  it('is kept for the Install app button instead of the browser’s own banner', () => {
    const offer = installOffer('accepted');
    window.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    expect(store.getPwaState().installable).toBe(true);
  });

  it('can be used once: accepting installs, and the button goes away', async () => {
    const offer = installOffer('accepted');
    window.dispatchEvent(offer);
    expect(await store.promptInstall()).toBe(true);
    expect(offer.prompt).toHaveBeenCalledOnce();
    expect(store.getPwaState()).toMatchObject({ installable: false, installed: true });
    expect(await store.promptInstall()).toBe(false);
  });

  it('dismissed, leaves the app not installed', async () => {
    window.dispatchEvent(installOffer('dismissed'));
    expect(await store.promptInstall()).toBe(false);
    expect(store.getPwaState()).toMatchObject({ installable: false, installed: false });
  });

  it('is gone once the app is installed another way (the browser menu)', () => {
    window.dispatchEvent(installOffer('accepted'));
    window.dispatchEvent(new Event('appinstalled'));
    expect(store.getPwaState()).toMatchObject({ installable: false, installed: true });
  });

  it('listens once however often it is asked to', () => {
    store.listenForInstallOffer();
    const seen = vi.fn();
    store.subscribePwa(seen);
    window.dispatchEvent(installOffer('accepted'));
    expect(seen).toHaveBeenCalledOnce();
  });
});

describe('the state subscribers see', () => {
  it('tells subscribers of each change until they unsubscribe, with a new object each time', () => {
    const seen = vi.fn();
    const stop = store.subscribePwa(seen);
    const before = store.getPwaState();
    store.setPwaState({ updateReady: true });
    expect(seen).toHaveBeenCalledOnce();
    expect(store.getPwaState()).not.toBe(before);
    expect(store.getPwaState()).toMatchObject({ updateReady: true, offlineReady: false });
    stop();
    store.setPwaState({ offlineReady: true });
    expect(seen).toHaveBeenCalledOnce();
  });
});
