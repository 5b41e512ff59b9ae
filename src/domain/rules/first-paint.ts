/**
 * The dashboard's first paint (docs/architecture.md#first-paint): a picture of the dashboard as it
 * last rendered on this device, which the service worker puts into the page it serves for an
 * offline (or any) start at the dashboard, so the figures show before the app's code has run. The
 * app removes the picture the moment it has drawn the live figures. Pure: the worker and the tests
 * share it.
 */
export interface FirstPaintSnapshot {
  /** Whose dashboard it is: painted only for the same signed-in person. */
  user: string;
  /** The admin area's markup as it last rendered (ids, charts and test hooks taken out). */
  html: string;
  /** The stylesheets it was drawn with, by path (/assets/….css); the worker puts their text in. */
  styles: string[];
  savedAt: number;
}

/** The addresses that open at the dashboard. */
export const FIRST_PAINT_PATHS: readonly string[] = ['/admin', '/admin/', '/admin/dashboard'];

/** Where the snapshot and the moment the idle lock would fall are kept (the local `meta` table). */
export const FIRST_PAINT_KEY = 'firstPaint';
export const FIRST_PAINT_UNTIL_KEY = 'firstPaintUntil';

/** The element the picture sits in, over the page, hidden from assistive technology and inert. */
export const FIRST_PAINT_ID = 'first-paint';

/** Upper bound of a snapshot, so a huge page never slows every start. */
export const FIRST_PAINT_MAX_HTML = 200_000;

const STYLE_PATH = /^\/assets\/[\w.-]+\.css$/;

/**
 * The page with the picture painted in, or null when it must not be: another address, no snapshot
 * or someone else's, nobody signed in, the idle lock due (or its moment unknown), a snapshot too
 * large, or a stylesheet this version of the app no longer has (the picture is of an older build).
 */
export function withFirstPaint(
  page: string,
  snapshot: FirstPaintSnapshot | undefined,
  context: {
    path: string;
    now: number;
    signedInUser: string | null | undefined;
    /** When the idle lock falls (ms); unknown or past: no picture, the lock screen comes first. */
    until: number | undefined;
    /** The stylesheet's text in this version of the app; undefined when it has none such. */
    styleText: (path: string) => string | undefined;
  },
): string | null {
  if (!FIRST_PAINT_PATHS.includes(context.path)) return null;
  if (!snapshot || !context.signedInUser || snapshot.user !== context.signedInUser) return null;
  if (context.until === undefined || context.now >= context.until) return null;
  if (typeof snapshot.html !== 'string' || snapshot.html.length > FIRST_PAINT_MAX_HTML) return null;
  if (!Array.isArray(snapshot.styles) || !snapshot.styles.every((s) => STYLE_PATH.test(s))) return null;
  const css: string[] = [];
  for (const path of snapshot.styles) {
    const text = context.styleText(path);
    if (text === undefined) return null;
    css.push(text.replace(/<\/style/gi, '<\\/style'));
  }
  const body = page.lastIndexOf('</body>');
  if (body < 0) return null;
  // The stylesheets go in with the picture, as text: a stylesheet to fetch would hold up the app's
  // own scripts (they wait for it), and these leave with the picture (the app links its own).
  const picture = `<div id="${FIRST_PAINT_ID}" aria-hidden="true" inert><style>${css.join('\n')}</style>${snapshot.html}</div>`;
  return page.slice(0, body) + picture + page.slice(body);
}
