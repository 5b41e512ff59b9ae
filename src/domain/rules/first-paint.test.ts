import { describe, expect, it } from 'vitest';
import { type FirstPaintSnapshot, withFirstPaint } from './first-paint.ts';

const PAGE =
  '<!doctype html><html><head><link rel="stylesheet" href="/assets/index-a.css"></head><body><div id="root"></div><script type="module" src="/assets/index-b.js"></script></body></html>';
const SNAPSHOT: FirstPaintSnapshot = {
  user: 'u1',
  html: '<main><p class="dash-stat-value">12</p></main>',
  styles: ['/assets/shell-c.css', '/assets/dashboard-d.css'],
  savedAt: 1_000,
};
const context = {
  path: '/admin/dashboard',
  now: 10_000,
  signedInUser: 'u1',
  until: 20_000,
  styleText: (path: string) => `.x{content:"${path}"}`,
};

describe('withFirstPaint', () => {
  it('paints the picture after the app root, with its stylesheets as text inside it', () => {
    const page = withFirstPaint(PAGE, SNAPSHOT, context);
    expect(page).toBe(
      '<!doctype html><html><head><link rel="stylesheet" href="/assets/index-a.css"></head><body><div id="root"></div>' +
        '<script type="module" src="/assets/index-b.js"></script>' +
        '<div id="first-paint" aria-hidden="true" inert><style>.x{content:"/assets/shell-c.css"}\n.x{content:"/assets/dashboard-d.css"}</style>' +
        '<main><p class="dash-stat-value">12</p></main></div></body></html>',
    );
    for (const path of ['/admin', '/admin/'])
      expect(withFirstPaint(PAGE, SNAPSHOT, { ...context, path })).toBe(page);
  });

  it('paints nothing once the idle lock is due, or when its moment is unknown', () => {
    expect(withFirstPaint(PAGE, SNAPSHOT, { ...context, now: 20_000 })).toBeNull();
    expect(withFirstPaint(PAGE, SNAPSHOT, { ...context, until: undefined })).toBeNull();
  });

  it('paints nothing for someone else, nobody, another address or no snapshot', () => {
    expect(withFirstPaint(PAGE, SNAPSHOT, { ...context, signedInUser: 'u2' })).toBeNull();
    expect(withFirstPaint(PAGE, SNAPSHOT, { ...context, signedInUser: null })).toBeNull();
    expect(withFirstPaint(PAGE, SNAPSHOT, { ...context, path: '/admin/files' })).toBeNull();
    expect(withFirstPaint(PAGE, undefined, context)).toBeNull();
  });

  it('paints nothing drawn with a stylesheet this version lacks, or one not of the app', () => {
    const lacking = (path: string) => (path === '/assets/shell-c.css' ? undefined : 'p{}');
    expect(withFirstPaint(PAGE, SNAPSHOT, { ...context, styleText: lacking })).toBeNull();
    const foreign = { ...SNAPSHOT, styles: ['https://example.com/x.css'] };
    expect(withFirstPaint(PAGE, foreign, context)).toBeNull();
    const quoted = { ...SNAPSHOT, styles: ['/assets/a.css"><script>'] };
    expect(withFirstPaint(PAGE, quoted, context)).toBeNull();
  });

  it('keeps a stylesheet from closing its style element early', () => {
    const page = withFirstPaint(PAGE, SNAPSHOT, {
      ...context,
      styleText: () => 'a{}</style><script>x()</script>',
    });
    expect(page).not.toContain('</style><script>');
  });

  it('paints nothing too large to be worth it', () => {
    expect(withFirstPaint(PAGE, { ...SNAPSHOT, html: 'x'.repeat(200_001) }, context)).toBeNull();
  });
});
