import { useEffect, useLayoutEffect } from 'react';
import { currentUser } from '../../api/session.ts';
import type { DashboardData } from '../../domain/rules/dashboard.ts';
import { commands } from '../../store/index.ts';
import { removeFirstPaint } from '../../ui/first-paint.ts';
import { takeFirstPaint } from './first-paint-snapshot.ts';

/** How long after the figures are drawn the picture is taken: the page has settled by then. */
const SETTLE_MS = 1000;

/**
 * The dashboard's side of the first paint (docs/architecture.md#first-paint): the picture the
 * worker put in the page goes as soon as this dashboard has drawn anything but its loading state
 * (before the browser paints that frame), and once the live figures are drawn a new picture is
 * taken for the next start. `data` changes identity with every new set of figures.
 */
export function useFirstPaint(phase: string, data: DashboardData | null): void {
  useLayoutEffect(() => {
    if (phase !== 'loading') removeFirstPaint();
  }, [phase]);

  useEffect(() => {
    if (phase !== 'ready' || !data) return;
    const timer = window.setTimeout(() => {
      const root = document.getElementById('root');
      const user = currentUser()?._id;
      // Never a picture of a locked screen, nor of a page that is not this dashboard any more.
      if (!root || !user || root.querySelector('.is-locked') || !root.querySelector('.dash-stat')) return;
      const snapshot = takeFirstPaint(root, user, Date.now());
      if (snapshot) void commands.saveFirstPaint(snapshot).catch(() => undefined);
    }, SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [phase, data]);
}
