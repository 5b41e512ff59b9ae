import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES, pageFor } from './public-pages.ts';

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
