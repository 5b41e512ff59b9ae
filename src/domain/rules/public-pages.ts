/**
 * The pages the build pre-renders (docs/architecture.md#pre-rendered-public-pages) and which page
 * file answers an address. Pure: the build (scripts/vite-prerender.ts), the server
 * (server/static.ts) and the service worker (sw/sw.ts) share it.
 */
export interface PrerenderedPage {
  /** The address rendered. */
  url: string;
  /** The file written, beside the page it copies. */
  file: string;
  /** The built page it is a copy of, its root filled in. */
  shell: 'index.html' | 'portal.html';
  /** The source modules whose styles (and, for the app's pages, scripts) the page links at once. */
  modules: readonly string[];
  /** A script the page runs first, before its own (the portal's gate). */
  gate?: string;
}

/**
 * The portal's signed-out page sends the visitor to sign in before anything else loads: this
 * script, a file of its own (the policy allows no inline script) and the first thing in the page's
 * head, so no byte of the portal's code is fetched for a visitor with no session.
 */
export const PORTAL_GATE_FILE = 'portal-gate.js';
export const portalGateScript = (userKey: string): string =>
  `try{if(!localStorage.getItem(${JSON.stringify(userKey)}))location.replace("/login?redirect="+encodeURIComponent(location.pathname+location.search))}catch(e){}`;

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  {
    url: '/',
    file: 'landing.html',
    shell: 'index.html',
    modules: ['src/features/landing/index.ts', 'src/features/landing/sign-up-form.tsx'],
  },
  {
    url: '/login',
    file: 'login.html',
    shell: 'index.html',
    modules: ['src/features/auth/index.ts', 'src/features/auth/provider-sign-in.tsx'],
  },
  // The portal signed out: its page, showing the sign-in form it sends the visitor to.
  {
    url: '/login?redirect=%2Fportal',
    file: 'portal-signed-out.html',
    shell: 'portal.html',
    modules: ['src/features/auth/index.ts', 'src/features/auth/provider-sign-in.tsx'],
    gate: PORTAL_GATE_FILE,
  },
];

export const isPortalPath = (path: string): boolean => path === '/portal' || path.startsWith('/portal/');

/**
 * The page file for an address that is not a file: the pre-rendered landing and sign-in pages, the
 * portal's page (pre-rendered signed out, as the server always answers it; its bare shell for a
 * device with a session, which only the service worker knows), and the app's shell elsewhere.
 */
export function pageFor(path: string, signedIn = false): string {
  if (isPortalPath(path)) return signedIn ? '/portal.html' : '/portal-signed-out.html';
  if (path === '/') return '/landing.html';
  if (path === '/login') return '/login.html';
  return '/index.html';
}
