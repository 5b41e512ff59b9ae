import { describe, expect, it } from 'vitest';
import { withPrerender } from '../../scripts/vite-prerender.ts';

// scripts/vite-prerender.ts writes the pre-rendered markup into a copy of the built page
// (docs/architecture.md#pre-rendered-public-pages).
const SHELL = `<!doctype html><html><head>
    <title>t</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
  </head><body><div id="root"></div></body></html>`;

const page = (gate?: string) =>
  withPrerender(SHELL, '<link rel="preload" as="image" href="/logo.svg"/><main><h1>Sign in</h1></main>', {
    path: '/login',
    css: ['assets/auth-d.css', 'assets/index-c.css'],
    js: ['assets/auth-e.js', 'assets/framework-b.js'],
    gate,
    styleText: (file) => `/* ${file} */ .x{color:red}</style><script>`,
  });

describe('withPrerender', () => {
  it('puts the markup in the root, marked with its address, and the hoisted resources in the head', () => {
    const html = page();
    expect(html).toContain('<div id="root" data-prerendered="/login"><main><h1>Sign in</h1></main></div>');
    expect(html.indexOf('<link rel="preload" as="image" href="/logo.svg"/>')).toBeLessThan(
      html.indexOf('</head>'),
    );
  });

  it('writes every stylesheet into the head, in order, and keeps their links for media that never match', () => {
    const html = page();
    const shellSheet = html.indexOf('/* assets/index-c.css */');
    const routeSheet = html.indexOf('/* assets/auth-d.css */');
    expect(shellSheet).toBeGreaterThan(-1);
    expect(routeSheet).toBeGreaterThan(shellSheet);
    // A sheet's text cannot close its style element.
    expect(html).not.toContain('.x{color:red}</style><script>');
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*media="not all")[^>]*>/);
    expect(html.match(/media="not all"/g)).toHaveLength(2);
  });

  it('preloads the route’s modules that the page does not load already, and runs the gate before them', () => {
    const html = page('portal-gate.js');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/auth-e.js">');
    expect(html.match(/framework-b\.js/g)).toHaveLength(1);
    const gate = html.indexOf('<script defer src="/portal-gate.js"></script>');
    expect(gate).toBeGreaterThan(-1);
    expect(gate).toBeLessThan(html.indexOf('<script type="module"'));
    expect(page()).not.toContain('portal-gate');
  });

  it('refuses a page without an empty root', () => {
    expect(() =>
      withPrerender('<html><head></head><body></body></html>', '<p>x</p>', {
        path: '/',
        css: [],
        js: [],
        styleText: () => '',
      }),
    ).toThrow(/no empty root/);
  });
});
