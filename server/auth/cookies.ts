import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';

/**
 * Every value the request carries for the cookie `name`, in the order the browser sent them.
 * A browser sends two cookies of one name when another site on the same host (another port, or a
 * sibling that shares its cookies) has planted one with a longer path: it comes first, and Hono's
 * `getCookie` would read it alone (RFC 6265 §5.4 orders longer paths first; §8.6 on weak
 * integrity). Callers choose among them by what the value must prove, never by position.
 */
export function cookieValues(c: Context, name: string): string[] {
  const header = c.req.header('cookie');
  if (!header) return [];
  const values: string[] = [];
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    let value = part.slice(at + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      values.push(decodeURIComponent(value));
    } catch {
      // Not ours: a value the server never sets.
    }
  }
  return values;
}

/** One of the app's cookies: its name and, over plain http, the one path it is sent to. */
export interface AppCookie {
  base: string;
  path: string;
  sameSite: 'Strict' | 'Lax';
}

/**
 * Where the cookie lives. Over https, `__Host-` and `Path=/`: the browser then accepts it only from
 * a secure origin of this very host, with no `Domain` and no other path, so no sibling subdomain or
 * plain-http page can plant one, and none can hide ours behind a longer path (RFC 6265bis,
 * "Cookie Name Prefixes"). Over plain http (a local run) browsers refuse the prefix, so the cookie
 * keeps its name and narrow path; duplicates are then told apart by `cookieValues`' callers.
 */
export const placeOf = (cookie: AppCookie, secure: boolean) =>
  secure ? { name: `__Host-${cookie.base}`, path: '/' } : { name: cookie.base, path: cookie.path };

export function setAppCookie(c: Context, cookie: AppCookie, secure: boolean, value: string, maxAge: number) {
  const place = placeOf(cookie, secure);
  setCookie(c, place.name, value, {
    httpOnly: true,
    secure,
    sameSite: cookie.sameSite,
    path: place.path,
    maxAge,
  });
  // A device that had the cookie under its earlier name and path keeps only the new one.
  if (secure) deleteCookie(c, cookie.base, { path: cookie.path, secure, httpOnly: true });
}

export function clearAppCookie(c: Context, cookie: AppCookie, secure: boolean) {
  const place = placeOf(cookie, secure);
  deleteCookie(c, place.name, { path: place.path, secure, httpOnly: true, sameSite: cookie.sameSite });
  if (secure) deleteCookie(c, cookie.base, { path: cookie.path, secure, httpOnly: true });
}

/**
 * Every value the request carries for the cookie: under its `__Host-` name first, then under its
 * earlier name (devices signed in before the prefix), for the caller to choose among.
 */
export const appCookieValues = (c: Context, cookie: AppCookie, secure: boolean): string[] =>
  secure
    ? [...cookieValues(c, placeOf(cookie, true).name), ...cookieValues(c, cookie.base)]
    : cookieValues(c, cookie.base);
