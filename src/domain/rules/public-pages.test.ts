import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES, pageFor, portalGateScript, portalHintCookie } from './public-pages.ts';

describe('pageFor', () => {
  it('answers the landing and sign-in addresses with their pre-rendered pages', () => {
    expect(pageFor('/')).toBe('/landing.html');
    expect(pageFor('/login')).toBe('/login.html');
  });

  it('answers every other app address with the bare shell', () => {
    for (const path of ['/admin/dashboard', '/admin', '/invite/abc', '/reset/x', '/login/extra', '/nowhere'])
      expect(pageFor(path)).toBe('/index.html');
  });

  it('answers the portal with its signed-out page, and with its shell where a session is known', () => {
    for (const path of ['/portal', '/portal/', '/portal/estates/1']) {
      expect(pageFor(path)).toBe('/portal-signed-out.html');
      expect(pageFor(path, true)).toBe('/portal.html');
    }
    expect(pageFor('/portals')).toBe('/index.html');
  });

  it('pre-renders every page it answers with', () => {
    const files = PRERENDERED_PAGES.map((page) => `/${page.file}`);
    for (const path of ['/', '/login', '/portal']) expect(files).toContain(pageFor(path));
  });
});

/** Runs the portal's gate as the browser would, with this storage and these cookies. */
function runGate(user: string | null, cookiesWork = true, protocol = 'http:', cookieBefore = '') {
  let cookie = cookieBefore;
  const written: string[] = [];
  let reloads = 0;
  const env = {
    localStorage: { getItem: (key: string) => (key === 'user' ? user : null) },
    document: {
      get cookie() {
        return cookie;
      },
      set cookie(line: string) {
        written.push(line);
        if (cookiesWork) cookie = line.split(';')[0] ?? '';
      },
    },
    location: { protocol, reload: () => reloads++ },
  };
  new Function('localStorage', 'document', 'location', portalGateScript('user'))(
    env.localStorage,
    env.document,
    env.location,
  );
  return { written, reloads };
}

describe('the portal gate', () => {
  it('does nothing without a session', () => {
    expect(runGate(null)).toEqual({ written: [], reloads: 0 });
  });

  it('with a session, sets the hint for the portal’s addresses and loads the page again', () => {
    const { written, reloads } = runGate('{"_id":"u1"}');
    expect(written).toEqual([portalHintCookie(false)]);
    expect(written[0]).toContain('path=/portal');
    expect(reloads).toBe(1);
    expect(runGate('{"_id":"u1"}', true, 'https:').written[0]).toBe(portalHintCookie(true));
  });

  it('never reloads where the cookie cannot be set, or was set already, so it cannot loop', () => {
    expect(runGate('{"_id":"u1"}', false).reloads).toBe(0);
    expect(runGate('{"_id":"u1"}', true, 'http:', 'portal-page=1')).toEqual({ written: [], reloads: 0 });
  });

  it('clears the hint with an expired cookie', () => {
    expect(portalHintCookie(false, true)).toMatch(/^portal-page=; path=\/portal; max-age=0;/);
  });
});
