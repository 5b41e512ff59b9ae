import { useSyncExternalStore } from 'react';

/**
 * The Add to Home Screen guidance (docs/behaviour.md#engines). Safari on iPhone and iPad (and every
 * WebKit without Chromium's `beforeinstallprompt`) never offers the Install app button: installing
 * is Share, then Add to Home Screen, which the app can only describe. Shown by itself until the
 * person dismisses it, and again from Profile. Firefox has neither that menu item on the desktop
 * nor the event, so it is left out; an installed app (standalone) needs no guidance.
 */
const DISMISSED_KEY = 'estate-admin:home-screen-guide-dismissed';

export interface GuideWindow {
  navigator: { userAgent: string; standalone?: boolean };
  matchMedia?: (query: string) => { matches: boolean };
}

/** Whether this browser installs through Share → Add to Home Screen rather than an install prompt. */
export function homeScreenGuideApplies(win: GuideWindow): boolean {
  if ('onbeforeinstallprompt' in win) return false;
  if (!/AppleWebKit/.test(win.navigator.userAgent)) return false;
  const standalone =
    win.navigator.standalone === true || !!win.matchMedia?.('(display-mode: standalone)').matches;
  return !standalone;
}

export interface HomeScreenGuide {
  /** The browser needs the guidance (the Profile button shows then). */
  applies: boolean;
  /** The guidance is on screen. */
  open: boolean;
}

const listeners = new Set<() => void>();
let state: HomeScreenGuide | null = null;

function initial(): HomeScreenGuide {
  if (typeof window === 'undefined') return { applies: false, open: false };
  const applies = homeScreenGuideApplies(window as unknown as GuideWindow);
  let dismissed = false;
  try {
    dismissed = localStorage.getItem(DISMISSED_KEY) !== null;
  } catch {
    // Storage refused: shown again at the next start, which is the lesser harm.
  }
  return { applies, open: applies && !dismissed };
}

const get = (): HomeScreenGuide => {
  state ??= initial();
  return state;
};

function set(open: boolean): void {
  state = { ...get(), open: get().applies && open };
  for (const listener of listeners) listener();
}

export const openHomeScreenGuide = () => set(true);

export function dismissHomeScreenGuide(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, new Date().toISOString());
  } catch {
    // As above: dismissed for this page only.
  }
  set(false);
}

export function useHomeScreenGuide(): HomeScreenGuide {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get,
    get,
  );
}
