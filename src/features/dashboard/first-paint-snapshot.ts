import { FIRST_PAINT_MAX_HTML, type FirstPaintSnapshot } from '../../domain/rules/first-paint.ts';

/**
 * A picture of the admin area as it is drawn now, for the next start's first paint
 * (docs/architecture.md#first-paint): the markup without ids (the live page has them), without the
 * charts (drawn late, and large) and without the stat cards' test hooks, with the stylesheets it
 * was drawn with. Null when there is nothing to take or it is too large.
 */
export function takeFirstPaint(root: HTMLElement, user: string, now: number): FirstPaintSnapshot | null {
  const clone = root.cloneNode(true) as HTMLElement;
  // Banners (update, eviction, Add to Home Screen) say what is true now: one dismissed since must
  // not come back in the next start's picture.
  for (const el of clone.querySelectorAll(
    '.dash-charts, script, [role="dialog"], [role="alertdialog"], .pwa-banners',
  ))
    el.remove();
  for (const el of clone.querySelectorAll('[id], [data-stat]')) {
    el.removeAttribute('id');
    el.removeAttribute('data-stat');
  }
  const html = clone.innerHTML;
  if (!html || html.length > FIRST_PAINT_MAX_HTML) return null;
  const styles = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
    .map((link) => new URL(link.href, window.location.href))
    .filter((url) => url.origin === window.location.origin && url.pathname.endsWith('.css'))
    .map((url) => url.pathname);
  // The page's own stylesheet comes again with the rest: a stylesheet linked twice loads once.
  return { user, html, styles: [...new Set(styles)], savedAt: now };
}
